/**
 * The screen's calls (docs/http-contract.md, "Bulk score import"; SuperAdmin only):
 * POST /api/score-import/preview, POST /api/score-import/apply, GET /api/score-import/export.
 */
import type { ScoreChange, ScoreRefusal } from '@dalil/domain/rules';
import { apiFetch } from '@/lib/api-client';

export type PlanCounts = { rows: number; changed: number; unchanged: number; refused: number };
export type ScorePreview = {
  planId: string;
  counts: PlanCounts;
  changed: Omit<ScoreChange, 'offeringId'>[];
  refused: ScoreRefusal[];
};
export type ScoreApplyResult = { planId: string; counts: PlanCounts; offerings: number };

/** The batch's source (issue 22): one address and academic year for the rows without their own. */
export type BatchSource = { url: string; kind: string; academic_year: string };
const withSource = (source: BatchSource | null) =>
  source && (source.url.trim() || source.academic_year.trim()) ? { source } : {};

export const previewScoreFile = (table: string[][], source: BatchSource | null = null) =>
  apiFetch<ScorePreview>('/api/score-import/preview', { method: 'POST', body: { table, ...withSource(source) } });

/**
 * `planId` is what the preview answered: the server refuses (409) when the stored scores moved
 * since. `source` is the one the preview was made with.
 */
export const applyScoreFile = (table: string[][], planId: string, source: BatchSource | null = null) =>
  apiFetch<ScoreApplyResult>('/api/score-import/apply', {
    method: 'POST',
    body: { table, planId, ...withSource(source) },
  });

export const getScoreExport = () => apiFetch<{ table: string[][] }>('/api/score-import/export');
