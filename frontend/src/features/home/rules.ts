/** Pure rules of the home page (spec 1 §2, §9), tested in rules.test.ts. */
import { matchesSearch } from '@dalil/domain/rules';

export const MAX_SUGGESTIONS = 8;
export const SUGGESTIONS_CLOSE_DELAY_MS = 300;
export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_STEPS = 60;

export interface SearchableUniversity {
  university_Arabic_Name: string;
  university_code?: string | null;
  university?: string | null;
}

/**
 * Universities whose Arabic name or code contains the query (case-insensitive; the shared Arabic
 * normalisation also forgives ه/ة and the alef forms). An empty query after trimming gives none.
 */
export function suggestUniversities<T extends SearchableUniversity>(
  universities: readonly T[],
  query: string,
  limit = MAX_SUGGESTIONS,
): T[] {
  if (query.trim() === '') return [];
  const found: T[] = [];
  for (const university of universities) {
    if (matchesSearch(query, university.university_Arabic_Name, university.university_code ?? university.university)) {
      found.push(university);
      if (found.length === limit) break;
    }
  }
  return found;
}

/** The figure shown after `step` of `steps` (0 → target, the last step exactly the target). */
export function countUpValue(target: number, step: number, steps = COUNT_UP_STEPS): number {
  if (step >= steps) return target;
  if (step <= 0) return 0;
  return Math.floor((target * step) / steps);
}

export type StarKind = 'full' | 'half' | 'empty';

/**
 * Five stars for a rating of 1 to 5 with half stars: rounded to the nearest half, kept within
 * 0–5 (a missing or unreadable rating shows five empty stars).
 */
export function starKinds(rating: number | string | null | undefined): StarKind[] {
  const value = Number(rating);
  const halves = Number.isFinite(value) ? Math.min(10, Math.max(0, Math.round(value * 2))) : 0;
  return Array.from({ length: 5 }, (_, i) =>
    halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty',
  );
}

/** The rating as read aloud and shown: "4.5", "5"; null when unreadable. */
export function ratingValue(rating: number | string | null | undefined): number | null {
  const value = Number(rating);
  if (rating === null || rating === undefined || rating === '' || !Number.isFinite(value)) return null;
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}
