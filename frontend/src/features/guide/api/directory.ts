/**
 * The directory (spec 1 §2 /Guide): tabs, search and the error wording. Pure helpers beside the
 * shared university-links hook of lib/api/universities.
 */
import { byIndex, matchesSearch, parseCategory } from '@dalil/domain/rules';
import { ApiError } from '@/lib/api-client';
import type { Category, UniversityLink } from '@/lib/api/universities';

export const DIRECTORY_DEFAULT_ERROR = 'حدث خطأ أثناء تحميل الجامعات.';

/** The tab named in ?type=…, any letter case; private when missing or unknown. */
export function directoryTab(value: string | null): Category {
  return parseCategory(value) ?? 'private';
}

/**
 * Spec 1 §8: the thrown message ('Failed to fetch private universities', likewise the other
 * categories) when the server answered with an error, otherwise the Arabic default (no answer
 * at all, or nothing readable).
 */
export function directoryErrorMessage(category: Category, error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return `Failed to fetch ${category} universities`;
  return DIRECTORY_DEFAULT_ERROR;
}

/** Cards ordered by index; the search ignores ه/ة, alef forms, ى/ي, diacritics and tatweel. */
export function visibleUniversities(list: readonly UniversityLink[] | undefined, query: string): UniversityLink[] {
  return byIndex(list ?? []).filter((u) => matchesSearch(query, u.university_Arabic_Name, u.university_code));
}
