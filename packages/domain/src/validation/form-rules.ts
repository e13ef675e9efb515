/**
 * The small rules the community forms share (contact, join-us, ads, ad events, the log): text
 * read without trusting its type, dates and counts, and the `Result` of a form whose rules are
 * each a rule of the whole form (`path: []`), the messages joined as the summary. Internal to
 * the validation modules: not exported by the package.
 */
import { errorAt, resultOf, type Result } from './result';

/** The messages of the failed rules, each a rule of the whole form, joined as the summary. */
export const formResult = <T>(value: T, errors: string[], missingFields: string[] = []): Result<T> =>
  resultOf(
    value,
    errors.map((message) => errorAt(undefined, message)),
    missingFields,
    errors.join(' '),
  );

export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
export const blank = (v: unknown) => text(v) === '';

export const toDate = (v: unknown): Date | null => {
  if (typeof v !== 'string' && !(v instanceof Date)) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};
export const toCount = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 2_000_000_000 ? n : null;
};

/**
 * An ad as a SuperAdmin writes it. For a new ad (`partial` false) title, image path, button link
 * and text, start and end dates are required; priority defaults to 1 and the audience to 'all'.
 * For an update only the fields present are checked; `current` gives the stored dates so that the
 * order of start and end is checked against the record as it will be.
 */
