/**
 * Dates as the news timeline shows them (spec 1 §2: a date box with day, Arabic month name and
 * year from the deadline). Deadlines are stored as 'yyyy-mm-dd' (ISO, possibly with a time) or,
 * in older records, 'd/m/yyyy'. Latin digits.
 */
export const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
] as const;

export interface DateParts {
  day: number;
  /** 1–12 */
  month: number;
  year: number;
}

function valid(parts: DateParts): DateParts | null {
  const { day, month, year } = parts;
  if (month < 1 || month > 12 || day < 1 || year < 1000) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? parts : null;
}

/** '2026-07-20', '2026-07-20T00:00:00.000Z' or '20/7/2026' → { day, month, year }; else null. */
export function parseDateParts(value: string | null | undefined): DateParts | null {
  const s = String(value ?? '').trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (m) return valid({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return valid({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) });
  return null;
}

/** Sort key (yyyymmdd); unreadable dates sort as 0, i.e. last when newest comes first. */
export function dateSortKey(value: string | null | undefined): number {
  const p = parseDateParts(value);
  return p ? p.year * 10000 + p.month * 100 + p.day : 0;
}

/** The news date box: { day: '20', month: 'يوليو', year: '2026' }, or null when unreadable. */
export function arabicDateBox(value: string | null | undefined): { day: string; month: string; year: string } | null {
  const p = parseDateParts(value);
  return p ? { day: String(p.day), month: ARABIC_MONTHS[p.month - 1], year: String(p.year) } : null;
}

const STAFF_DATE_TIME = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Cairo',
});

/**
 * Spec 3 §9: staff screens show dates in Arabic (Egypt) with year, month, day, hour and minute,
 * with Latin digits (architecture brief), in Cairo time. '' for a missing or unreadable date.
 */
export function formatStaffDateTime(value: string | null | undefined): string {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? '' : STAFF_DATE_TIME.format(t);
}

/**
 * Spec 3 §5: a deadline is sent as day/month/year ('6/8/2025'); the date input works in
 * year-month-day ('2025-08-06'). Both answer '' for anything that is not a real calendar date.
 */
export function isoToDayMonthYear(value: string | null | undefined): string {
  const s = String(value ?? '').trim();
  if (!/^\d{4}-\d{1,2}-\d{1,2}$/.test(s)) return '';
  const p = parseDateParts(s);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

export function dayMonthYearToIso(value: string | null | undefined): string {
  const s = String(value ?? '').trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(s)) return '';
  const p = parseDateParts(s);
  return p ? `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` : '';
}
