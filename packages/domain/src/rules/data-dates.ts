/**
 * What the site says about the age of what it shows (issue 22), with today's date injected: the
 * freshness note over figures (the data's as-of date, not «من العام الماضي»), admission deadlines
 * of a past academic year, and scholarships past their deadline.
 */
import { ARABIC_MONTHS, dateSortKey, parseDateParts } from './dates';
import {
  CURRENT_ACADEMIC_YEAR,
  floorGroupOf,
  hasSource,
  normalizeAcademicYear,
  type FigureSource,
  type FloorCell,
} from './provenance';

/** Today in Cairo as 'yyyy-mm-dd' (the calendar day the rules below compare against). */
export function cairoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(now);
}

/** '2026-01-18' → '18 يناير 2026'; null for a missing or unreadable date. */
export function arabicLongDate(value: string | null | undefined): string | null {
  const p = parseDateParts(value);
  return p ? `${p.day} ${ARABIC_MONTHS[p.month - 1]} ${p.year}` : null;
}

/**
 * The note over a page of figures. The real set states its as-of date (site settings
 * `data_as_of`); the demo set says its figures are generated; an unknown date is said to be unknown.
 */
export function freshnessNote(status: { demoData: boolean; dataAsOf: string | null }): string {
  if (status.demoData) return 'تنبيه: هذه بيانات تجريبية مولّدة للعرض، لا تعتمد عليها في اختيار جامعة أو ميزانية.';
  const asOf = arabicLongDate(status.dataAsOf);
  if (!asOf) return 'تنبيه: تاريخ هذه البيانات غير معروف؛ تأكد من كل رقم عبر الموقع الرسمي للجامعة.';
  return `تنبيه: هذه البيانات مما نشرته مصادرها حتى ${asOf}، ولكل رقم عامه الدراسي ومصدره؛ قد تتغير، فتأكد منها عبر الموقع الرسمي للجامعة.`;
}

/**
 * The academic year a date's admission round is for: from March on, the year starting that
 * autumn ('2025-07-15' → '2025/2026'); in January and February, the year already under way
 * ('2026-02-01' → '2025/2026').
 */
export function admissionYearOf(value: string | null | undefined): string | null {
  const p = parseDateParts(value);
  if (!p) return null;
  const start = p.month >= 3 ? p.year : p.year - 1;
  return `${start}/${start + 1}`;
}

/**
 * The note beside an admission deadline: «موعد العام الدراسي 2025/2026 — انتهى» when the deadline
 * belongs to an earlier admission round than today's, «انتهى الموعد» when it passed this round;
 * null when it is still ahead, or is not a date ('لم يحدد', free text).
 */
export function deadlineNote(deadline: string | null | undefined, today: string): string | null {
  const year = admissionYearOf(deadline);
  const current = admissionYearOf(today);
  if (!year || !current) return null;
  if (year < current) return `موعد العام الدراسي ${year} — انتهى`;
  if (dateSortKey(deadline) < dateSortKey(today)) return 'انتهى الموعد';
  return null;
}

export type ScholarshipState = 'open' | 'closed' | 'unknown';

/**
 * A scholarship is closed when staff marked it expired or its deadline is before today; open when
 * its deadline is today or later; unknown without a readable deadline. Closed ones stay listed
 * (the next round usually opens on the same page), marked, after the open ones.
 */
export function scholarshipState(
  s: { deadline?: string | null; status?: string | null },
  today: string,
): ScholarshipState {
  if (String(s.status ?? '').trim() === 'expired') return 'closed';
  if (!parseDateParts(s.deadline)) return 'unknown';
  return dateSortKey(s.deadline) < dateSortKey(today) ? 'closed' : 'open';
}

export const SCHOLARSHIP_STATE_LABELS: Record<ScholarshipState, string> = {
  open: 'التقديم متاح',
  closed: 'انتهى موعد التقديم',
  unknown: 'الموعد غير محدد',
};

/** Open first, then unknown, then closed; the given order (newest first) within each. */
export function orderScholarshipsByState<T extends { deadline?: string | null; status?: string | null }>(
  list: readonly T[],
  today: string,
): T[] {
  const rank: Record<ScholarshipState, number> = { open: 0, unknown: 1, closed: 2 };
  return list
    .map((s, i) => ({ s, i, r: rank[scholarshipState(s, today)] }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.s);
}

/**
 * The yearly guide PDF's edition, named from the data's as-of date (not a fixed 2023-2024): the
 * admission round the date falls in ('2026-01-30' → 2025/2026), its title and its file name.
 * Without a readable date: no year in the title.
 */
export function guideEdition(asOf: string | null | undefined): {
  academicYear: string | null;
  title: string;
  fileName: string;
} {
  const academicYear = admissionYearOf(asOf);
  return academicYear
    ? {
        academicYear,
        title: `دليل الجامعات المصرية ${academicYear}`,
        fileName: `dalil-guide-${academicYear.replace('/', '-')}.pdf`,
      }
    : { academicYear: null, title: 'دليل الجامعات المصرية', fileName: 'dalil-guide.pdf' };
}

/** The edition's academic year from the guide file the site links ('dalil-guide-2025-2026.pdf'). */
export function guideEditionOfFile(name: string | null | undefined): string | null {
  const m = /dalil-guide-(\d{4})-(\d{4})/.exec(String(name ?? ''));
  return m && Number(m[2]) === Number(m[1]) + 1 ? `${m[1]}/${m[2]}` : null;
}

/** How the site names the guide it links: «دليل الجامعات 2025/2026», or without a year when unknown. */
export function guideLinkLabel(fileName: string | null | undefined): string {
  const year = guideEditionOfFile(fileName);
  return year ? `دليل الجامعات ${year}` : 'دليل الجامعات (PDF)';
}

/**
 * A stated fee or a university-published minimum is shown only with a source and a known academic
 * year (issue 22: no figure without "since when and says who"). A figure whose source gives no
 * year is left to staff (the freshness screen lists it); the page says «غير متاح — راجع موقع الجامعة».
 */
export function isFigureShown(
  value: string | number | null | undefined,
  source: Partial<FigureSource> | null | undefined,
): boolean {
  return (
    String(value ?? '').trim() !== '' && hasSource(source) && normalizeAcademicYear(source?.academic_year) !== null
  );
}

/**
 * The councils' floors for equivalent (Arab and foreign) certificates that bear on one faculty of a
 * university in the councils' table: the cells of the faculty's group for the year (only pharmacy is
 * known for 2025/2026), lowest first. The data names the equivalent tier (E1–E3) of a few
 * universities only, so every tier's cell is shown with its tier, never one guessed as this
 * university's. Empty for a university outside the table or a faculty no cell covers.
 */
export function equivalentFloorsFor<C extends FloorCell>(
  cells: readonly C[],
  query: { tier: number | string | null | undefined; facultyCode: string; academicYear?: string },
): C[] {
  const group = floorGroupOf(query.facultyCode);
  if (!group || query.tier === null || query.tier === undefined || query.tier === '') return [];
  const year = query.academicYear ?? CURRENT_ACADEMIC_YEAR;
  return cells
    .filter(
      (c) =>
        c.certificate_group === 'equivalent' &&
        c.academic_year === year &&
        c.faculty_group === group &&
        c.percent !== null &&
        c.percent !== undefined,
    )
    .sort((a, b) => Number(a.percent) - Number(b.percent) || String(a.tier).localeCompare(String(b.tier)));
}

/** How the equivalent-certificate floor is labelled: what it is, whose decision, which year. */
export function equivalentFloorLabel(academicYear: string = CURRENT_ACADEMIC_YEAR): string {
  return `الحد الأدنى للتقدم بالشهادات المعادلة (العربية والأجنبية) وفق قرار مجلسي الجامعات الخاصة والأهلية ${academicYear}`;
}
