/**
 * Assistant faculties and score criteria over the documented endpoints (docs/http-contract.md):
 * GET /api/faculties, POST /api/faculties, PUT and DELETE /api/faculties/{id};
 * GET and PUT /api/score-matching/{year}/{certificate} (SuperAdmin).
 */
import type { FacultyScores } from '@dalil/domain/validation';
import type { MasterFacultyRecord, ScoreCriteriaRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { staffKeyOf, useStaffResource } from '@/lib/api/staff-resource';

export type AssistantFaculty = MasterFacultyRecord;

export interface FacultyBody {
  name: string;
  shortCode: string;
  /** The media id POST /api/logos answered; null clears it; absent keeps it. */
  logo?: number | null;
}

export type ScoreRow = FacultyScores;
export type ScoreCriteria = ScoreCriteriaRecord;

export const adminFacultiesKey = () => staffKeyOf('/api/faculties');
export const useAdminFaculties = () =>
  useStaffResource('/api/faculties', () => apiFetch<AssistantFaculty[]>('/api/faculties'));

export const addFaculty = (body: FacultyBody) =>
  apiFetch<{ data: { id: string } & AssistantFaculty }>('/api/faculties', { method: 'POST', body });
/** `updatedAt`: the version read; a faculty saved by someone else since is refused (409). */
export const updateFaculty = (id: string, body: FacultyBody, updatedAt?: string) =>
  apiFetch<AssistantFaculty>(`/api/faculties/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...body, updatedAt },
  });
export const deleteFaculty = (id: string) =>
  apiFetch<unknown>(`/api/faculties/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Undoes a delete within its window (POST /api/faculties/{id}/restore). */
export const restoreFaculty = (id: string) =>
  apiFetch<AssistantFaculty>(`/api/faculties/${encodeURIComponent(id)}/restore`, { method: 'POST' });

export const scoreCriteriaKey = (year: number, certificate: string) =>
  `/api/score-matching/${year}/${encodeURIComponent(certificate)}`;
export const useScoreCriteria = (year: number, certificate: string) =>
  useStaffResource(
    scoreCriteriaKey(year, certificate),
    () => apiFetch<ScoreCriteria>(scoreCriteriaKey(year, certificate)),
    {
      revalidateOnFocus: false,
    },
  );

/** `updatedAt`: the version read (null before the first save); a newer save is refused (409). */
export const saveScoreCriteria = (year: number, certificate: string, scores: ScoreRow[], updatedAt?: string | null) =>
  apiFetch<ScoreCriteria>(scoreCriteriaKey(year, certificate), {
    method: 'PUT',
    body: { year, certificate, scores, updatedAt },
  });
