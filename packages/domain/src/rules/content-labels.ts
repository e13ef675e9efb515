/**
 * Arabic labels of the content vocabularies shown to people (spec 3 §3: "type … shown in
 * Arabic"): scholarship types and statuses, article statuses. Article categories are in
 * `articles.ts`. An unknown stored value is shown as it is rather than hidden.
 */
import { ARTICLE_STATUSES, SCHOLARSHIP_STATUSES, SCHOLARSHIP_TYPES } from './catalog';

export const SCHOLARSHIP_TYPE_LABELS: Record<(typeof SCHOLARSHIP_TYPES)[number], string> = {
  full: 'منحة كاملة',
  partial: 'منحة جزئية',
  research: 'منحة بحثية',
  other: 'أخرى',
};

export const SCHOLARSHIP_STATUS_LABELS: Record<(typeof SCHOLARSHIP_STATUSES)[number], string> = {
  active: 'متاحة',
  inactive: 'غير متاحة',
  expired: 'منتهية',
};

export const ARTICLE_STATUS_LABELS: Record<(typeof ARTICLE_STATUSES)[number], string> = {
  draft: 'مسودة',
  published: 'منشور',
  archived: 'مؤرشف',
};

const labelOf =
  (labels: Record<string, string>, fallback: string) =>
  (value: string | null | undefined): string => {
    const key = String(value ?? '').trim();
    return labels[key] ?? (key || fallback);
  };

/** A missing type reads as "other", as the public cards have always shown it. */
export const scholarshipTypeLabel = labelOf(SCHOLARSHIP_TYPE_LABELS, SCHOLARSHIP_TYPE_LABELS.other);
export const scholarshipStatusLabel = labelOf(SCHOLARSHIP_STATUS_LABELS, '');
export const articleStatusLabel = labelOf(ARTICLE_STATUS_LABELS, '');

/** Select options in the catalogue's order. */
export const labelledOptions = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
