/**
 * The screen's calls (docs/http-contract.md, "Bulk score import"; SuperAdmin only):
 * POST /api/score-import/preview, POST /api/score-import/apply, GET /api/score-import/export.
 */
import type { ScoreChange, ScoreRefusal } from '@dalil/domain';
import { apiFetch } from '@/lib/api-client';

export type PlanCounts = { rows: number; changed: number; unchanged: number; refused: number };
export type ScorePreview = {
  planId: string;
  counts: PlanCounts;
  changed: Omit<ScoreChange, 'offeringId'>[];
  refused: ScoreRefusal[];
};
export type ScoreApplyResult = { planId: string; counts: PlanCounts; offerings: number };

export const previewScoreFile = (table: string[][]) =>
  apiFetch<ScorePreview>('/api/score-import/preview', { method: 'POST', body: { table } });

/** `planId` is what the preview answered: the server refuses (409) when the stored scores moved since. */
export const applyScoreFile = (table: string[][], planId: string) =>
  apiFetch<ScoreApplyResult>('/api/score-import/apply', { method: 'POST', body: { table, planId } });

export const getScoreExport = () => apiFetch<{ table: string[][] }>('/api/score-import/export');
