import useSWR from 'swr';
import type { ScholarshipRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';

/** A scholarship as GET /api/scholarships answers it (the contract's record). */
export type Scholarship = ScholarshipRecord;

export const scholarshipsKey = '/api/scholarships';
export const getScholarships = () => apiFetch<Scholarship[]>(scholarshipsKey);
export const useScholarships = () => useSWR(scholarshipsKey, getScholarships);

/** Spec 1 §2: cards sorted by id, newest (highest) first. */
export function sortScholarships(list: Scholarship[]): Scholarship[] {
  return [...list].sort((a, b) => Number(b.id ?? 0) - Number(a.id ?? 0));
}

/** Arabic badges for the closed list of types: one list in @dalil/domain, shared with the staff screen. */
export { SCHOLARSHIP_TYPE_LABELS, scholarshipTypeLabel } from '@dalil/domain/rules';
