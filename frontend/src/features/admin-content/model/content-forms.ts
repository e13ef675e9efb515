/**
 * The staff forms of news, scholarships and articles (spec 3 §3–§5): their defaults, the form
 * values of a stored record, and which fields an edit changed. Form values are strings (what
 * inputs hold); dates as `YYYY-MM-DD` (the date input's format, which the server accepts).
 */
import { parseDay } from '@dalil/domain/validation';

export type ContentKind = 'news' | 'scholarship' | 'article';
export type ContentFormValues = Record<string, string>;

export const CONTENT_FORM_FIELDS: Record<ContentKind, readonly string[]> = {
  news: ['title', 'Short_name', 'deadline', 'link', 'details'],
  scholarship: ['name', 'Short_name', 'type', 'deadline', 'link', 'status', 'details'],
  article: ['title', 'Short_name', 'category', 'status', 'tag', 'details'],
};

/**
 * An empty form. Scholarship status defaults to active (spec 3 §3). A new article is published
 * by default; once the form has been reset (after an add, or by the reset button) it defaults to
 * draft (spec 3 §4).
 */
export function contentFormDefaults(
  kind: ContentKind,
  { afterReset = false }: { afterReset?: boolean } = {},
): ContentFormValues {
  const values: ContentFormValues = Object.fromEntries(CONTENT_FORM_FIELDS[kind].map((f) => [f, '']));
  if (kind === 'scholarship') values.status = 'active';
  if (kind === 'article') values.status = afterReset ? 'draft' : 'published';
  return values;
}

/** A stored record as form values: missing → '', dates as `YYYY-MM-DD` (D/M/YYYY is read too). */
export function contentFormValues(kind: ContentKind, record: Record<string, unknown>): ContentFormValues {
  const values: ContentFormValues = {};
  for (const field of CONTENT_FORM_FIELDS[kind]) {
    const raw = record[field];
    if (field === 'deadline') values[field] = parseDay(raw) ?? (typeof raw === 'string' ? raw : '');
    else values[field] = raw === null || raw === undefined ? '' : String(raw);
  }
  return values;
}

/** Fields whose value differs (ignoring surrounding spaces, which the server trims anyway). */
export function changedContentFields(initial: ContentFormValues, current: ContentFormValues): string[] {
  const keys = new Set([...Object.keys(initial), ...Object.keys(current)]);
  return [...keys].filter((k) => (initial[k] ?? '').trim() !== (current[k] ?? '').trim());
}
