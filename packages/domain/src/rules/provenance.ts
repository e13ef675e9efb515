/**
 * Where a figure comes from and for which academic year (issue 22): the source of a fee or a
 * score, the councils' floors table (الحد الأدنى للتقدم) and how the site words what it knows.
 * One model for the CMS (component `figure.source`), the panel, the back office and the importer.
 */

import { errorAt, resultOf, type ErrorItem, type Result } from '../validation/result';

/** The academic year the site treats as current: figures of an earlier year are shown as old. */
export const CURRENT_ACADEMIC_YEAR = '2025/2026';

/** An academic year as the data writes it: two consecutive years, '2025/2026'. */
export const ACADEMIC_YEAR_PATTERN = /^(\d{4})\/(\d{4})$/;

export const SOURCE_KINDS = ['university', 'council', 'news', 'third_party', 'staff'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Who says so, in Arabic (shown beside a figure and in the panel). */
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  university: 'موقع الجامعة',
  council: 'المجلس أو الوزارة',
  news: 'موقع إخباري',
  third_party: 'موقع طرف ثالث',
  staff: 'إدخال فريق دليل',
};

export const FEE_UNITS = ['year', 'semester', 'credit_hour'] as const;
export type FeeUnit = (typeof FEE_UNITS)[number];
export const FEE_UNIT_LABELS: Record<FeeUnit, string> = {
  year: 'سنويًا',
  semester: 'للفصل الدراسي',
  credit_hour: 'للساعة المعتمدة',
};
/** Shown when the page does not say whether an amount is per year or per semester. */
export const FEE_UNIT_UNKNOWN = 'لم تذكر الصفحة هل المبلغ سنوي أم فصلي';

/** The component `figure.source` (a fee's, a university-published minimum's, a floor's, a faculty's). */
export type FigureSource = {
  url: string | null;
  kind: SourceKind | null;
  /** '2025/2026'; null or another text when the year is not known. */
  academic_year: string | null;
  unit?: FeeUnit | null;
  unit_stated?: boolean | null;
  as_of?: string | null;
  note?: string | null;
};

/** Normalises '2024-2025' and '2024/25' to '2024/2025'; anything else → null (year unknown). */
export function normalizeAcademicYear(value: string | null | undefined): string | null {
  const s = String(value ?? '').trim();
  const full = /^(\d{4})\s*[/-]\s*(\d{4})$/.exec(s);
  if (full && Number(full[2]) === Number(full[1]) + 1) return `${full[1]}/${full[2]}`;
  const short = /^(\d{4})\s*[/-]\s*(\d{2})$/.exec(s);
  if (short && (Number(short[1]) + 1) % 100 === Number(short[2])) return `${short[1]}/${Number(short[1]) + 1}`;
  return null;
}

/** The first calendar year of an academic year ('2025/2026' → 2025), or null. */
export function academicYearStart(year: string | null | undefined): number | null {
  const m = ACADEMIC_YEAR_PATTERN.exec(String(year ?? '').trim());
  return m ? Number(m[1]) : null;
}

/** A figure's source is usable when it has an http(s) address and a kind. */
export function hasSource(source: Partial<FigureSource> | null | undefined): boolean {
  return !!source && /^https?:\/\/\S+$/i.test(String(source.url ?? '').trim()) && !!source.kind;
}

export type Freshness = 'current' | 'older' | 'unknown_year';

/** How old a figure is against the current academic year. */
export function freshnessOf(
  source: Pick<FigureSource, 'academic_year'> | null | undefined,
  current: string = CURRENT_ACADEMIC_YEAR,
): Freshness {
  const year = academicYearStart(source?.academic_year);
  const now = academicYearStart(current);
  if (year === null || now === null) return 'unknown_year';
  return year >= now ? 'current' : 'older';
}

/**
 * The line under a fee: its year, or the warning that it is old or of an unknown year
 * («مصروفات العام 2023/2024 — قد تكون تغيّرت»).
 */
export function feeYearLabel(
  source: Pick<FigureSource, 'academic_year'> | null | undefined,
  current: string = CURRENT_ACADEMIC_YEAR,
): string {
  const freshness = freshnessOf(source, current);
  if (freshness === 'current') return `مصروفات العام ${source?.academic_year}`;
  if (freshness === 'older') return `مصروفات العام ${source?.academic_year} — قد تكون تغيّرت`;
  return 'عام المصروفات غير مذكور في المصدر — قد تكون تغيّرت';
}

/** No fee known: say so and send the reader to the university. */
export const FEE_NOT_AVAILABLE = 'غير متاح — راجع موقع الجامعة';
/** What the site shows for a fact no source gives (a city, an opening date, documents): never a guess. */
export const UNKNOWN_FACT = 'غير متاح';

/** A university whose faculty list sources show only in part. */
export const PARTIAL_FACULTIES_NOTE = 'قد تضم الجامعة كليات أخرى — راجع موقعها';
/** Faculties approved by a founding decree that no source shows teaching yet. */
export const DECREE_FACULTIES_NOTE = 'كليات معتمدة في قرار الإنشاء — قد لا تكون كلها بدأت الدراسة';

/** Shown on every page while the generated demo set is loaded. */
/**
 * Articles and the FAQ are Dalil's own writing, not a university's or a council's statement
 * (issue 22 step 3): each says so where it is read.
 */
export const EDITORIAL_NOTES = {
  article:
    'مقال من تحرير فريق دليل للإرشاد العام — ليس بيانًا رسميًا من أي جامعة؛ تأكد من الأرقام والمواعيد من موقع الجامعة.',
  articles: 'مقالات من تحرير فريق دليل للإرشاد العام، وليست بيانات رسمية من الجامعات.',
  faq: 'إجابات من فريق دليل عن الموقع وخدماته.',
} as const;

export const DEMO_DATA_BANNER = 'بيانات تجريبية — ليست أرقامًا حقيقية';

// ---------------------------------------------------------------------------------------------
// The councils' floors

/** The faculty groups of the councils' table. */
export const FLOOR_GROUPS = ['MED', 'DENT', 'PT', 'PHARM', 'VET', 'ENG', 'CS', 'BASIC', 'HUM'] as const;
export type FloorGroup = (typeof FLOOR_GROUPS)[number];
export const FLOOR_GROUP_LABELS: Record<FloorGroup, string> = {
  MED: 'الطب البشري',
  DENT: 'طب الفم والأسنان',
  PT: 'العلاج الطبيعي',
  PHARM: 'الصيدلة',
  VET: 'الطب البيطري',
  ENG: 'الهندسة',
  CS: 'الحاسبات والمعلومات',
  BASIC: 'العلوم الأساسية والتكنولوجيا الحيوية والعلوم الصحية والتمريض',
  HUM: 'العلوم الإنسانية والاجتماعية',
};

export const FLOOR_CERTIFICATE_GROUPS = ['thanaweya_azhar', 'equivalent'] as const;
export type FloorCertificateGroup = (typeof FLOOR_CERTIFICATE_GROUPS)[number];
export const FLOOR_CERTIFICATE_LABELS: Record<FloorCertificateGroup, string> = {
  thanaweya_azhar: 'الثانوية العامة والأزهرية',
  equivalent: 'الشهادات المعادلة (العربية والأجنبية)',
};

/**
 * The floors group of an offering's faculty code. Codes the councils' table does not name
 * (architecture, design and arts, cinema, agriculture, polytechnic) have no group: no floor is
 * shown for them rather than a guessed one.
 */
const GROUP_OF_CODE: Record<string, FloorGroup> = {
  MED: 'MED',
  DENT: 'DENT',
  PT: 'PT',
  PHARM: 'PHARM',
  VET: 'VET',
  ENG: 'ENG',
  CS: 'CS',
  BIOTECH: 'BASIC',
  HS: 'BASIC',
  NURS: 'BASIC',
  SCI: 'BASIC',
  ECON: 'HUM',
  MEDIA: 'HUM',
  LAW: 'HUM',
  TOUR: 'HUM',
  LANG: 'HUM',
  SOCSCI: 'HUM',
  EDU: 'HUM',
};

export function floorGroupOf(facultyCode: string | null | undefined): FloorGroup | undefined {
  return GROUP_OF_CODE[String(facultyCode ?? '').toUpperCase()];
}

/** One cell of the councils' table (GET /api/admission-floors). */
export type FloorCell = {
  academic_year: string;
  certificate_group: FloorCertificateGroup;
  /** '1' … '4' for Thanaweya/Azhar, 'E1' … 'E3' for equivalent certificates. */
  tier: string;
  faculty_group: FloorGroup;
  /** null: no source gives this cell. */
  percent: number | null;
  /** The cell applies only to these universities (the humanities exception); null for all of the tier. */
  only_universities: string[] | null;
  sources: FigureSource[];
};

/**
 * The floor that applies to one university's faculty: the cell of its tier and faculty group for
 * the year and certificate group, a cell naming the university before the tier's general one.
 * Undefined when the university has no tier (special-nature universities, foreign branches), the
 * faculty has no group, or no cell has a figure.
 */
export function floorFor<C extends FloorCell>(
  cells: readonly C[],
  query: {
    universityCode: string;
    tier: number | string | null | undefined;
    facultyCode: string;
    academicYear?: string;
    certificateGroup?: FloorCertificateGroup;
  },
): C | undefined {
  const group = floorGroupOf(query.facultyCode);
  if (!group || query.tier === null || query.tier === undefined || query.tier === '') return undefined;
  const year = query.academicYear ?? CURRENT_ACADEMIC_YEAR;
  const certificate = query.certificateGroup ?? 'thanaweya_azhar';
  const code = query.universityCode.toUpperCase();
  const matching = cells.filter(
    (c) =>
      c.academic_year === year &&
      c.certificate_group === certificate &&
      String(c.tier) === String(query.tier) &&
      c.faculty_group === group &&
      c.percent !== null &&
      c.percent !== undefined,
  );
  const named = matching.find((c) => c.only_universities?.some((u) => u.toUpperCase() === code));
  return named ?? matching.find((c) => !c.only_universities || c.only_universities.length === 0);
}

/** How a floor is labelled wherever it is shown: never as "the university's minimum". */
export function floorLabel(academicYear: string = CURRENT_ACADEMIC_YEAR): string {
  return `الحد الأدنى للتقدم وفق قرار مجلسي الجامعات الخاصة والأهلية ${academicYear}`;
}

/** The percent as the site writes it ('79 %' reads left to right). */
export function formatPercent(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? `${Number.isInteger(n) ? n : n.toFixed(2)}%` : '';
}

// ---------------------------------------------------------------------------------------------
// Writers of a fee or a score: the back office, the panel and the importer

export const PROVENANCE_MESSAGES = {
  sourceRequired: 'أدخل رابط المصدر (http أو https) لكل مصروفات أو حد أدنى',
  yearRequired: 'أدخل العام الدراسي للرقم بالصيغة 2025/2026',
  kindUnknown: 'نوع المصدر غير معروف',
};

/**
 * The source of a fee or score a writer sends: an http(s) address and an academic year are
 * required; the kind defaults to a staff entry. Answers the cleaned source or the problems.
 */
export function validateFigureSource(
  input: Partial<Record<keyof FigureSource, unknown>> | null | undefined,
): Result<FigureSource> {
  const problems: ErrorItem[] = [];
  const url = String(input?.url ?? '').trim();
  if (!/^https?:\/\/\S+$/i.test(url) || url.length > 1000)
    problems.push(errorAt('source_url', PROVENANCE_MESSAGES.sourceRequired));
  const year = normalizeAcademicYear(String(input?.academic_year ?? ''));
  if (!year) problems.push(errorAt('academic_year', PROVENANCE_MESSAGES.yearRequired));
  const kind = input?.kind === undefined || input?.kind === null || input?.kind === '' ? 'staff' : String(input.kind);
  if (!(SOURCE_KINDS as readonly string[]).includes(kind))
    problems.push(errorAt('source_kind', PROVENANCE_MESSAGES.kindUnknown));
  return resultOf({ url, kind: kind as SourceKind, academic_year: year }, problems);
}
