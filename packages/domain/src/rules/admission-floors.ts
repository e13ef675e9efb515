/**
 * The councils' floors table as staff write it (issue 22 item 2): one cell per academic year ×
 * certificate group × tier × faculty group (× the universities a cell is limited to). The one
 * validator of the back office's form and of the CMS's staff routes, so both say the same thing.
 *
 * - The academic year is two consecutive years, `2025/2026` (`2025-2026` and `2025/26` are read too).
 * - The tier belongs to the certificate group: 1–4 for Thanaweya/Azhar, E1–E3 for equivalent certificates.
 * - The percent is 0–100 with at most two decimals, or empty: a cell no source gives yet (a new
 *   year's table starts so). A cell with a percent needs at least one source; every source sent is
 *   checked by the figures' one rule (`checkSource`: http(s) address, kind, academic year).
 * - The conflicting figures other sources give are kept as they are (the panel edits them).
 */
import { checkSource } from './figure-sources';
import {
  ACADEMIC_YEAR_PATTERN,
  FLOOR_CERTIFICATE_GROUPS,
  FLOOR_CERTIFICATE_LABELS,
  FLOOR_GROUPS,
  FLOOR_GROUP_LABELS,
  normalizeAcademicYear,
  type FigureSource,
  type FloorCertificateGroup,
  type FloorGroup,
} from './provenance';
import { errorAt, resultOf, type ErrorItem, type Result } from '../validation/result';

/** The tiers of each certificate group in the councils' decision. */
export const FLOOR_TIERS: Record<FloorCertificateGroup, readonly string[]> = {
  thanaweya_azhar: ['1', '2', '3', '4'],
  equivalent: ['E1', 'E2', 'E3'],
};

/** At most this many sources on one cell. */
export const MAX_FLOOR_SOURCES = 10;

export const FLOOR_MESSAGES = {
  year: 'العام الدراسي يُكتب بالصيغة 2025/2026 (عامان متتاليان)',
  certificate: 'اختر مجموعة الشهادات',
  tier: 'الفئة من 1 إلى 4 للثانوية العامة والأزهرية، ومن E1 إلى E3 للشهادات المعادلة',
  group: 'اختر مجموعة الكليات',
  percent: 'النسبة رقم من 0 إلى 100 بخانتين عشريتين على الأكثر',
  sourcesRequired: 'أضف مصدرًا واحدًا على الأقل للنسبة: رابط الصفحة ونوعها والعام الدراسي',
  sourcesList: 'المصادر قائمة',
  tooManySources: `لا يزيد عدد المصادر على ${MAX_FLOOR_SOURCES}`,
  universities: 'رموز الجامعات حروف لاتينية وأرقام، مفصولة بفواصل',
  note: 'الملاحظة نص لا يزيد على 2000 حرف',
  duplicate: 'هذه الخلية موجودة في جدول هذا العام: عدّل الخلية الموجودة بدل إضافة أخرى',
  notFound: 'خلية الحد الأدنى غير موجودة',
  deleted: 'تم حذف خلية الحد الأدنى',
  deleteRefusal: 'فقط السوبر أدمن يمكنه حذف خلايا الحد الأدنى',
  yearExists: (year: string) => `جدول العام ${year} موجود بالفعل: عدّل خلاياه`,
  noSourceYear: 'لا يوجد جدول سابق يُبدأ منه العام الجديد',
  sameYear: 'اختر عامًا غير العام المنسوخ منه',
} as const;

/** A cell as staff write it (the contract's record without its id, timestamps and conflicts). */
export type FloorCellInput = {
  academic_year: string;
  certificate_group: FloorCertificateGroup;
  tier: string;
  faculty_group: FloorGroup;
  percent: number | null;
  only_universities: string[] | null;
  sources: FigureSource[];
  note: string | null;
};

/** The fields a write may set; anything else in a body is ignored. */
export const FLOOR_FIELDS = [
  'academic_year',
  'certificate_group',
  'tier',
  'faculty_group',
  'percent',
  'only_universities',
  'sources',
  'note',
] as const;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const EASTERN_DIGITS = /[٠-٩]/g;
const westernDigits = (s: string) =>
  s.replace(EASTERN_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660)).replace('٫', '.');

/** '2025/2026', or null when the text is not two consecutive years. */
export const floorYear = (value: unknown): string | null => {
  const year = normalizeAcademicYear(westernDigits(text(value)));
  return year && ACADEMIC_YEAR_PATTERN.test(year) ? year : null;
};

/** The percent of a form or a body: a number, null for none, undefined when it is not 0–100 with ≤ 2 decimals. */
export function floorPercent(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const s = westernDigits(text(value));
  if (s === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 0 && n <= 100 ? n : undefined;
}

/** The universities a cell is limited to: upper-case codes, sorted, or null for the whole tier. */
function universitiesOf(value: unknown): string[] | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const list = typeof value === 'string' ? value.split(/[,،\s]+/) : Array.isArray(value) ? value : undefined;
  if (!list) return undefined;
  const codes = list.map((c) => text(c).toUpperCase()).filter(Boolean);
  if (codes.length > 50 || codes.some((c) => !/^[A-Z0-9_-]{1,32}$/.test(c))) return undefined;
  return codes.length ? [...new Set(codes)].sort() : null;
}

/**
 * A whole cell (a new one, or an edit merged over the stored cell): the cleaned cell or the
 * problems, each at its field (`percent`, `sources[1].url`, …).
 */
export function validateFloorCell(input: Record<string, unknown> | null | undefined): Result<FloorCellInput> {
  const body = input ?? {};
  const errors: ErrorItem[] = [];
  const missing: string[] = [];

  const academic_year = floorYear(body.academic_year);
  if (!academic_year) errors.push(errorAt('academic_year', FLOOR_MESSAGES.year));
  if (!text(body.academic_year)) missing.push('academic_year');

  const certificate = text(body.certificate_group) as FloorCertificateGroup;
  const certificateOk = (FLOOR_CERTIFICATE_GROUPS as readonly string[]).includes(certificate);
  if (!certificateOk) errors.push(errorAt('certificate_group', FLOOR_MESSAGES.certificate));

  const tier = text(body.tier).toUpperCase();
  if (!certificateOk || !FLOOR_TIERS[certificate].includes(tier)) errors.push(errorAt('tier', FLOOR_MESSAGES.tier));

  const group = text(body.faculty_group).toUpperCase() as FloorGroup;
  if (!(FLOOR_GROUPS as readonly string[]).includes(group)) errors.push(errorAt('faculty_group', FLOOR_MESSAGES.group));

  const percent = floorPercent(body.percent);
  if (percent === undefined) errors.push(errorAt('percent', FLOOR_MESSAGES.percent));

  const only = universitiesOf(body.only_universities);
  if (only === undefined) errors.push(errorAt('only_universities', FLOOR_MESSAGES.universities));

  const note =
    body.note === null || body.note === undefined ? '' : typeof body.note === 'string' ? body.note.trim() : null;
  if (note === null || note.length > 2000) errors.push(errorAt('note', FLOOR_MESSAGES.note));

  const sent = body.sources === null || body.sources === undefined ? [] : body.sources;
  const sources: FigureSource[] = [];
  if (!Array.isArray(sent)) errors.push(errorAt('sources', FLOOR_MESSAGES.sourcesList));
  else if (sent.length > MAX_FLOOR_SOURCES) errors.push(errorAt('sources', FLOOR_MESSAGES.tooManySources));
  else {
    sent.forEach((source, i) => {
      const checked = checkSource(source, `sources[${i}].`);
      if (checked.ok === false) errors.push(...checked.errors);
      else sources.push(checked.value);
    });
    if (typeof percent === 'number' && sent.length === 0)
      errors.push(errorAt('sources', FLOOR_MESSAGES.sourcesRequired));
  }

  return resultOf(
    {
      academic_year: academic_year ?? '',
      certificate_group: certificate,
      tier,
      faculty_group: group,
      percent: percent ?? null,
      only_universities: only ?? null,
      sources,
      note: note || null,
    },
    errors,
    missing,
  );
}

/** The natural key of a cell: year × certificate group × tier × faculty group × the universities it names. */
export function floorCellKey(cell: {
  academic_year: string;
  certificate_group: string;
  tier: string | number;
  faculty_group: string;
  only_universities?: readonly string[] | null;
}): string {
  const only = [...(cell.only_universities ?? [])].map((c) => c.toUpperCase()).sort();
  return [
    cell.academic_year,
    cell.certificate_group,
    String(cell.tier).toUpperCase(),
    cell.faculty_group,
    only.join(','),
  ].join('|');
}

/** The stored cell with a partial edit over it (only the writable fields the edit carries). */
export function mergeFloorEdit(
  stored: Record<string, unknown>,
  change: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of FLOOR_FIELDS) out[f] = f in change ? change[f] : stored[f];
  return out;
}

/** POST /api/admission-floors/start-year: the new year, and the year whose table it copies (the newest by default). */
export function validateStartYear(
  input: Record<string, unknown> | null | undefined,
  years: readonly string[],
): Result<{ academic_year: string; from: string }> {
  const body = input ?? {};
  const year = floorYear(body.academic_year);
  if (!year) return resultOf({ academic_year: '', from: '' }, [errorAt('academic_year', FLOOR_MESSAGES.year)]);
  const sorted = [...years].sort().reverse();
  const sentFrom = body.from === undefined || body.from === null || body.from === '' ? undefined : floorYear(body.from);
  if (sentFrom === null) return resultOf({ academic_year: year, from: '' }, [errorAt('from', FLOOR_MESSAGES.year)]);
  const from = sentFrom ?? sorted.find((y) => y !== year);
  const errors: ErrorItem[] = [];
  // A year that has cells already is the CMS's 409 (checked again inside the write's transaction).
  if (!from || !years.includes(from)) errors.push(errorAt('from', FLOOR_MESSAGES.noSourceYear));
  else if (from === year) errors.push(errorAt('from', FLOOR_MESSAGES.sameYear));
  return resultOf({ academic_year: year, from: from ?? '' }, errors);
}

/**
 * A new year's table started from an earlier one: the same cells (certificate group, tier,
 * faculty group, the universities a cell names) with no percent and no source. Nothing of the old
 * year is carried as if it were the new year's: each cell counts once staff enter its figure with
 * its own source.
 */
export function startedYearCells(
  cells: readonly {
    certificate_group: string;
    tier: string | number;
    faculty_group: string;
    only_universities?: readonly string[] | null;
  }[],
  year: string,
): FloorCellInput[] {
  const seen = new Set<string>();
  const out: FloorCellInput[] = [];
  for (const c of cells) {
    const cell: FloorCellInput = {
      academic_year: year,
      certificate_group: c.certificate_group as FloorCertificateGroup,
      tier: String(c.tier),
      faculty_group: c.faculty_group as FloorGroup,
      percent: null,
      only_universities: c.only_universities?.length ? [...c.only_universities] : null,
      sources: [],
      note: null,
    };
    const key = floorCellKey(cell);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(cell);
  }
  return out;
}

/** How a cell is named to staff and in the activity log: «2025/2026 — الثانوية العامة والأزهرية — الفئة 3 — الطب البشري». */
export function floorCellName(cell: {
  academic_year: string;
  certificate_group: string;
  tier: string | number;
  faculty_group: string;
  only_universities?: readonly string[] | null;
}): string {
  const certificate =
    FLOOR_CERTIFICATE_LABELS[cell.certificate_group as FloorCertificateGroup] ?? cell.certificate_group;
  const group = FLOOR_GROUP_LABELS[cell.faculty_group as FloorGroup] ?? cell.faculty_group;
  const only = cell.only_universities?.length ? ` (${cell.only_universities.join('، ')} فقط)` : '';
  return `${cell.academic_year} — ${certificate} — الفئة ${cell.tier} — ${group}${only}`;
}

/** The activity log's record of a floor write: the new percent with each source's address and year. */
export function floorLogFigures(cell: { percent: number | null; sources: readonly FigureSource[] }) {
  return {
    percent: cell.percent,
    sources: cell.sources.map((s) => ({ source_url: s.url, kind: s.kind, academic_year: s.academic_year })),
  };
}

/** The back office's form of a cell: every field as typed (the validator reads it as it is). */
export type FloorFormValues = {
  academic_year: string;
  certificate_group: string;
  tier: string;
  faculty_group: string;
  percent: string;
  only_universities: string;
  sources: { url: string; kind: string; academic_year: string }[];
  note: string;
};

/** The form of a stored cell, or of a new one at a place of the table (its year, group, tier and faculty group). */
export function floorFormFrom(cell: {
  academic_year: string;
  certificate_group?: string | null;
  tier?: string | number | null;
  faculty_group?: string | null;
  percent?: number | string | null;
  only_universities?: readonly string[] | null;
  sources?: readonly (Partial<FigureSource> | null)[] | null;
  note?: string | null;
}): FloorFormValues {
  const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    academic_year: cell.academic_year,
    certificate_group: t(cell.certificate_group) || 'thanaweya_azhar',
    tier: t(cell.tier),
    faculty_group: t(cell.faculty_group),
    percent: t(cell.percent),
    only_universities: (cell.only_universities ?? []).join('، '),
    sources: (cell.sources ?? [])
      .filter((s): s is Partial<FigureSource> => !!s)
      .map((s) => ({ url: t(s.url), kind: t(s.kind) || 'staff', academic_year: t(s.academic_year) })),
    note: t(cell.note),
  };
}

/** A new, empty source line of the form: a staff entry for the cell's year. */
export const newFloorSource = (academicYear: string) => ({ url: '', kind: 'staff', academic_year: academicYear });
