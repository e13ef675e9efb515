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

/**
 * Staff screens' date and time (spec 3 §9: "Dates in Arabic (Egypt) format with year, month,
 * day, hour, minute"), Latin digits, Cairo time; a missing or unreadable value is 'غير متوفر'
 * (spec 3 §2, review cards: "missing shows 'not available'").
 */
export function formatStaffDateTime(value: string | number | Date | null | undefined, timeZone = 'Africa/Cairo'): string {
  if (value === null || value === undefined || value === '') return 'غير متوفر';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'غير متوفر';
  return new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
