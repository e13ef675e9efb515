/**
 * One year mapping for the whole site (issue 22): the guide's year columns, the score finder, the
 * comparison table and its summary name a study-year column (`first` … `fifth`) by the academic
 * year the data gives it (the universities' `first_year` … `fifth_year`: '2025/2026' in the real
 * set, '2025' in the demo set). Spec 2's fixed labels (the summary's 2020–2024, the finder's
 * "2025" for the fifth column) named the same columns differently and are replaced.
 */
import { STUDY_YEARS, STUDY_YEAR_ORDINALS, type StudyYear } from './catalog';

export type YearLabels = Record<StudyYear, string>;

/**
 * The label of each column over the universities' records: the label most of them give (ties: the
 * first seen), else the ordinal («السنة الأولى») when no record names the column.
 */
export function academicYearLabels(records: readonly object[] | null | undefined): YearLabels {
  const out = { ...STUDY_YEAR_ORDINALS };
  for (const year of STUDY_YEARS) {
    const counts = new Map<string, number>();
    for (const record of records ?? []) {
      const label = String((record as Record<string, unknown>)[`${year}_year`] ?? '').trim();
      if (label) counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    let best = '';
    let bestCount = 0;
    for (const [label, count] of counts) {
      if (count > bestCount) [best, bestCount] = [label, count];
    }
    if (best) out[year] = best;
  }
  return out;
}

/** A column's label in a sentence: «عام 2025/2026» for a year, the ordinal as it is. */
export function yearInSentence(labels: YearLabels, year: StudyYear): string {
  const label = labels[year];
  return /^\d{4}/.test(label) ? `عام ${label}` : label;
}
