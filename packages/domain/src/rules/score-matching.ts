/**
 * The score finder's rules (spec 2 §2.3, §3, §4, §5, §8): the form's fields and messages, which
 * faculty offerings match a student's score, and the order the results are shown in.
 */
import { OFFERING_SECTION_LABELS, STUDY_YEARS, STUDY_YEAR_ORDINALS, type ScoreTrack, type StudyYear } from './catalog';
import { academicYearLabels, yearInSentence, type YearLabels } from './academic-years';
import {
  CURRENT_ACADEMIC_YEAR,
  FLOOR_GROUPS,
  academicYearStart,
  floorFor,
  floorGroupOf,
  normalizeAcademicYear,
  type FigureSource,
  type FloorCell,
  type FloorGroup,
} from './provenance';
import { equivalentFloorsFor, isFigureShown } from './data-dates';
import { offeringSectionOf, type OfferingSection } from './offering-sections';

export const FINDER_CERTIFICATES = ['thawya', 'azhar', 'arab_english', 'native'] as const;
export type FinderCertificate = (typeof FINDER_CERTIFICATES)[number];
export const FINDER_YEARS = STUDY_YEARS;
export type FinderYear = StudyYear;
export const FINDER_SECTIONS = ['science', 'math', 'literary', 'scientific'] as const;
export type FinderSection = (typeof FINDER_SECTIONS)[number];

export const FINDER_CERTIFICATE_LABELS: Record<FinderCertificate, string> = {
  thawya: 'ثانوية عامة (عامة / STEM / النيل)',
  azhar: 'ثانوية أزهرية',
  arab_english: 'شهادات عربية وأجنبية معادلة',
  native: 'طالب وافد',
};

/** The year choices without data (the ordinals); the page names them by `academicYearLabels`. */
export const FINDER_YEAR_LABELS: Record<FinderYear, string> = STUDY_YEAR_ORDINALS;

export const FINDER_SECTION_LABELS = Object.fromEntries(
  FINDER_SECTIONS.map((section) => [section, OFFERING_SECTION_LABELS[section]]),
) as Record<FinderSection, string>;

/** Spec 2 §3: thawya offers science, math, literary; azhar and arab_english scientific, literary. */
export const SECTIONS_BY_CERTIFICATE: Record<FinderCertificate, readonly FinderSection[]> = {
  thawya: ['science', 'math', 'literary'],
  azhar: ['scientific', 'literary'],
  arab_english: ['scientific', 'literary'],
  native: [],
};

/**
 * Which offering sections each track may apply to. Spec 2 §5 said "literary allows only offerings
 * with section 'all'", but the data marks the humanities (languages, arts, social sciences, …)
 * `literary`, so a literary student never saw الألسن or الآداب (issue 24). Dalil departs from the
 * spec on purpose: an offering marked `literary` is a humanities offering, open to literary
 * students and, as in the national admission (تنسيق), to science and maths students too.
 * An offering whose source names no section (`unknown`) is shown to science and maths students,
 * and to literary students only when it is a humanities faculty (the councils' HUM group, the same
 * rule `matchFloors` applies): its section cell reads «الشعبة غير مذكورة في المصدر — تحقق من
 * الجامعة». Hiding an offering the student may apply to is the worse error, but telling a literary
 * student that medicine may be open would be a wrong answer. Sections are the closed list
 * `OFFERING_SECTIONS`.
 */
export const SECTION_FILTER: Record<FinderSection, readonly OfferingSection[]> = {
  literary: ['literary', 'all'],
  science: ['science', 'scientific', 'all', 'literary', 'unknown'],
  math: ['math', 'scientific', 'all', 'literary', 'unknown'],
  scientific: ['science', 'math', 'scientific', 'all', 'literary', 'unknown'],
};

export const SCORE_FINDER_MESSAGES = {
  certificateRequired: 'يرجى اختيار نوع الشهادة',
  yearRequired: 'يرجى اختيار سنة الشهادة',
  sectionRequired: 'يرجى اختيار الشعبة',
  percentageRequired: 'يرجى إدخال مجموعك',
  percentageRange: 'يرجى إدخال مجموع صحيح بين 0 و 100',
  percentageOver100: 'النسبة المئوية لا تزيد على 100% — راجع ما أدخلته، أو اختر «بالدرجات» لإدخال مجموع الدرجات',
  decimals: 'أدخل المجموع بخانتين عشريتين على الأكثر (مثل 85.75)',
  notANumber: 'الرجاء إدخال درجة صحيحة',
  marksRequired: 'يرجى إدخال مجموع درجاتك',
  maximumRequired: 'يرجى اختيار الدرجة النهائية لشهادتك',
  maximumTyped: 'يرجى إدخال الدرجة النهائية لشهادتك كما هي مكتوبة فيها (رقم أكبر من صفر)',
  marksOverMaximum: (maximum: number) => `مجموع الدرجات لا يزيد على الدرجة النهائية ${maximum} — راجع ما أدخلته`,
  loadFailed: 'حدث خطأ أثناء جلب بيانات الكليات',
  noMatches: 'لا توجد كليات متاحة للمجموع المدخل',
  searchFailed: 'حدث خطأ أثناء البحث عن الكليات',
  searchFailedNative: 'حدث خطأ أثناء البحث عن الكليات للوافدين',
  noUniversitiesInType: 'لا توجد جامعات في هذا التصنيف',
} as const;

export function isFinderCertificate(value: unknown): value is FinderCertificate {
  return (FINDER_CERTIFICATES as readonly unknown[]).includes(value);
}
export function isFinderYear(value: unknown): value is FinderYear {
  return (FINDER_YEARS as readonly unknown[]).includes(value);
}

/** The year (and with it the section) is asked only for thawya, azhar and arab_english. */
export function needsYear(certificate: FinderCertificate | '' | null | undefined): boolean {
  return certificate === 'thawya' || certificate === 'azhar' || certificate === 'arab_english';
}

/** Spec 2 §2.3: 'مجموعك بعد المعادلة' for azhar and arab_english, otherwise 'مجموعك'. */
export function finderScoreLabel(certificate: FinderCertificate | '' | null | undefined): string {
  return certificate === 'azhar' || certificate === 'arab_english' ? 'مجموعك بعد المعادلة' : 'مجموعك';
}

const TRACK_OF: Record<Exclude<FinderCertificate, 'native'>, ScoreTrack> = {
  thawya: 'thanwyaa',
  azhar: 'azhar',
  arab_english: 'Arabenglish',
};

/** The offering field holding the minimum: `thanwyaa_fourthYear_score`, …; natives: `wafdeen_score`. */
export function minimumScoreField(certificate: FinderCertificate, year?: FinderYear | null): string {
  if (certificate === 'native') return 'wafdeen_score';
  if (!year) throw new Error(`a year is required for ${certificate}`);
  return `${TRACK_OF[certificate]}_${year}Year_score`;
}

/** A minimum score as a number; '-', empty and non-numeric text are no minimum at all (null). */
export function parseMinimumScore(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const s = String(value ?? '').trim();
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

export function sectionAllows(
  studentSection: FinderSection,
  offeringSection: string | null | undefined,
  facultyCode?: string | null,
): boolean {
  const section = offeringSectionOf(offeringSection);
  if (section === null) return false;
  if (section === 'unknown' && studentSection === 'literary') return floorGroupOf(facultyCode) === 'HUM';
  return SECTION_FILTER[studentSection].includes(section);
}

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits and the Arabic decimal mark as the site reads them. */
export function latinDigits(raw: string): string {
  return String(raw ?? '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b,،]/g, '.');
}

/**
 * What the score input keeps as it is typed: digits (Arabic-Indic ones read as Latin) and one
 * decimal point with at most two decimals. Nothing is cut or clamped silently otherwise: '8.5'
 * stays 8.5 and '101' stays 101 (the validation refuses it with a message). Spec 2 §5 kept two
 * digits only ('855' → '85', '101' → '10'); Dalil departs from it (issue 24): see the README.
 */
export function sanitizePercentageInput(raw: string): string {
  const s = latinDigits(raw).replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot < 0) return s.slice(0, 4);
  const whole = s.slice(0, dot).slice(0, 4);
  const decimals = s
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${decimals}`;
}

/** How the total is entered: as a percentage, or as raw marks over the certificate's maximum. */
export const SCORE_MODES = ['percent', 'marks'] as const;
export type ScoreMode = (typeof SCORE_MODES)[number];
export const SCORE_MODE_LABELS: Record<ScoreMode, string> = { percent: 'بالنسبة المئوية', marks: 'بالدرجات' };

/**
 * The certificates' maximum totals a student may enter raw marks over. Thanaweya Amma: 320 for
 * the 2025 certificate (the new system), 410 for the old system (2024 and earlier)
 * (https://news.twaslnews.com/%d8%a7%d9%84%d8%ad%d8%b1%d9%8a%d8%a9/986593, June 2025). No source
 * was found for Azhar's or the equivalent certificates' totals: those are entered as percentages.
 */
export const CERTIFICATE_MAXIMA: Partial<Record<FinderCertificate, readonly { maximum: number; label: string }[]>> = {
  thawya: [
    { maximum: 320, label: 'من 320 (شهادة 2025 — النظام الجديد)' },
    { maximum: 410, label: 'من 410 (النظام القديم — شهادة 2024 وما قبلها)' },
  ],
};

export function certificateMaxima(certificate: FinderCertificate | '' | null | undefined) {
  return certificate ? (CERTIFICATE_MAXIMA[certificate] ?? []) : [];
}

/**
 * Whether the student types the maximum their marks are over: every certificate whose maximum no
 * source gives Dalil (Azhar, the equivalent certificates, foreign students' certificates). The
 * student reads it off their own certificate; Dalil does not guess one (issue 24).
 */
export function typesMaximum(certificate: FinderCertificate | '' | null | undefined): boolean {
  return Boolean(certificate) && certificateMaxima(certificate).length === 0;
}

/** The largest maximum a student may type (no school-leaving certificate is marked over more). */
export const TYPED_MAXIMUM_LIMIT = 10000;

/** Raw marks as a percentage of the maximum, cut (never rounded up) to two decimals: 410/410 → 100. */
export function marksToPercent(marks: number, maximum: number): number {
  if (!(maximum > 0)) return NaN;
  return Math.floor(Math.round((marks / maximum) * 100 * 1e6) / 1e4) / 100;
}

export interface ScoreFinderForm {
  certificate: FinderCertificate | '';
  year: FinderYear | '';
  section: FinderSection | '';
  percentage: string;
  /** 'percent' when absent. */
  mode?: ScoreMode;
  /** Raw marks and the certificate's maximum they are over (mode 'marks'). */
  marks?: string;
  maximum?: string;
}

export type ScoreFinderErrors = Partial<Record<keyof ScoreFinderForm, string>>;

const NUMBER_TEXT = /^\d{1,4}(\.\d+)?$/;

/** The percentage message: required, a number, at most two decimals, then the 0–100 range. */
export function validatePercentage(percentage: string): string | undefined {
  const s = String(percentage ?? '').trim();
  if (s === '') return SCORE_FINDER_MESSAGES.percentageRequired;
  if (!NUMBER_TEXT.test(s)) return SCORE_FINDER_MESSAGES.notANumber;
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return SCORE_FINDER_MESSAGES.decimals;
  const n = Number(s);
  if (n > 100) return SCORE_FINDER_MESSAGES.percentageOver100;
  if (n < 0) return SCORE_FINDER_MESSAGES.percentageRange;
  return undefined;
}

/**
 * Raw marks over the certificate's maximum: one of its listed maxima (Thanaweya), or one the
 * student types (`typesMaximum`); marks required, a number, at most the maximum.
 */
export function validateMarks(
  certificate: FinderCertificate | '',
  marks: string | undefined,
  maximum: string | undefined,
): Pick<ScoreFinderErrors, 'marks' | 'maximum'> {
  const typed = String(maximum ?? '').trim();
  const max = Number(typed);
  const errors: Pick<ScoreFinderErrors, 'marks' | 'maximum'> = {};
  if (typesMaximum(certificate)) {
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(typed) || !(max > 0) || max > TYPED_MAXIMUM_LIMIT)
      errors.maximum = SCORE_FINDER_MESSAGES.maximumTyped;
  } else if (!certificateMaxima(certificate).some((m) => m.maximum === max))
    errors.maximum = SCORE_FINDER_MESSAGES.maximumRequired;
  const s = String(marks ?? '').trim();
  if (s === '') errors.marks = SCORE_FINDER_MESSAGES.marksRequired;
  else if (!NUMBER_TEXT.test(s)) errors.marks = SCORE_FINDER_MESSAGES.notANumber;
  else if (!/^\d+(\.\d{1,2})?$/.test(s)) errors.marks = SCORE_FINDER_MESSAGES.decimals;
  else if (!errors.maximum && Number(s) > max) errors.marks = SCORE_FINDER_MESSAGES.marksOverMaximum(max);
  return errors;
}

/** Every message of the form, in field order; empty when the search may run. */
export function validateScoreFinder(form: ScoreFinderForm): ScoreFinderErrors {
  const errors: ScoreFinderErrors = {};
  if (!isFinderCertificate(form.certificate)) errors.certificate = SCORE_FINDER_MESSAGES.certificateRequired;
  else if (needsYear(form.certificate)) {
    if (!isFinderYear(form.year)) errors.year = SCORE_FINDER_MESSAGES.yearRequired;
    if (!SECTIONS_BY_CERTIFICATE[form.certificate].includes(form.section as FinderSection)) {
      errors.section = SCORE_FINDER_MESSAGES.sectionRequired;
    }
  }
  if (form.mode === 'marks') {
    Object.assign(errors, validateMarks(form.certificate, form.marks, form.maximum));
  } else {
    const percentage = validatePercentage(form.percentage);
    if (percentage) errors.percentage = percentage;
  }
  return errors;
}

/** The percentage a valid form searches with: typed, or computed from the marks. */
export function formPercent(form: ScoreFinderForm): number {
  return form.mode === 'marks' ? marksToPercent(Number(form.marks), Number(form.maximum)) : Number(form.percentage);
}

export interface ScoreQuery {
  certificate: FinderCertificate;
  /** Required unless native. */
  year?: FinderYear | null;
  /** Required unless native. */
  section?: FinderSection | null;
  score: number;
}

/** The fields of an offering the matching reads. */
export interface MatchableOffering {
  faculty_short: string;
  faculty?: string | null;
  university_code: string;
  section?: string | null;
  normal_or_Dual?: string | null;
}

/** Reads a score field by its computed name (offerings are plain records). */
function fieldOf(offering: object, field: string): unknown {
  return (offering as Record<string, unknown>)[field];
}

export interface MatchedOffering<T extends MatchableOffering = MatchableOffering> {
  offering: T;
  minimumScore: number;
}

/**
 * Spec 2 §5: an offering matches when its minimum for the certificate and year is a number
 * less than or equal to the entered score; foreign students use wafdeen_score (no year, no
 * section); only normal offerings; the section filter table applies.
 */
export function matchOfferings<T extends MatchableOffering>(
  offerings: readonly T[],
  query: ScoreQuery,
): MatchedOffering<T>[] {
  const field = minimumScoreField(query.certificate, query.year);
  const matches: MatchedOffering<T>[] = [];
  for (const offering of offerings) {
    if (offering.normal_or_Dual !== 'normal') continue;
    if (query.certificate !== 'native') {
      if (!query.section || !sectionAllows(query.section, offering.section, offering.faculty_short)) continue;
    }
    const minimumScore = parseMinimumScore(fieldOf(offering, field));
    if (minimumScore === null || minimumScore > query.score) continue;
    matches.push({ offering, minimumScore });
  }
  return matches;
}

export interface FacultyMatch<T extends MatchableOffering = MatchableOffering> {
  facultyCode: string;
  /** Distinct universities with at least one matching offering of this faculty. */
  universityCount: number;
  /** Matching offerings, minimum score descending. */
  offerings: MatchedOffering<T>[];
}

/**
 * Faculties (by faculty code) sorted by the number of universities offering them, descending;
 * ties by code so the order is stable. Inside a faculty, offerings by minimum score, descending
 * (ties by university code).
 */
export function groupByFaculty<T extends MatchableOffering>(matches: readonly MatchedOffering<T>[]): FacultyMatch<T>[] {
  const groups = new Map<string, MatchedOffering<T>[]>();
  for (const match of matches) {
    const code = String(match.offering.faculty_short ?? '')
      .trim()
      .toUpperCase();
    if (!code) continue;
    const list = groups.get(code) ?? [];
    list.push(match);
    groups.set(code, list);
  }
  return [...groups.entries()]
    .map(([facultyCode, list]) => ({
      facultyCode,
      universityCount: new Set(list.map((m) => m.offering.university_code)).size,
      offerings: [...list].sort(
        (a, b) =>
          b.minimumScore - a.minimumScore || a.offering.university_code.localeCompare(b.offering.university_code),
      ),
    }))
    .sort((a, b) => b.universityCount - a.universityCount || a.facultyCode.localeCompare(b.facultyCode));
}

/** Nothing matches because the data holds no minimum of that year at all. */
export const noFiguresForYear = (yearLabels: YearLabels, year: FinderYear): string =>
  `لا توجد في بيانات الدليل حدود دنيا ل${yearInSentence(yearLabels, year).replace(/^ال/, 'ل')}`;

/**
 * The message when nothing matches. Spec 2 §8 gave the fifth year «لم يتم اعلان الحد الادني لسنة
 * 2025 بعد» although the data names that column 2021 (issue 22): the message now says the year the
 * data gives the column, and only when the data holds no figure of that year (`columnHasFigures`).
 */
export function noMatchMessage(
  query: Pick<ScoreQuery, 'certificate' | 'year'>,
  yearLabels: YearLabels = academicYearLabels([]),
  columnHasFigures = true,
): string {
  return query.certificate !== 'native' && query.year && !columnHasFigures
    ? noFiguresForYear(yearLabels, query.year)
    : SCORE_FINDER_MESSAGES.noMatches;
}

/**
 * Whether any minimum of the query's column is known: an offering's own figure in that field, or
 * the councils' floors for Thanaweya/Azhar. `floorCount` counts the cells of the table that applies
 * to the column (`floorsYearFor`: the certificate's year; 0 when none applies).
 */
export function finderColumnHasFigures(
  offerings: readonly object[],
  query: Pick<ScoreQuery, 'certificate' | 'year'>,
  floorCount = 0,
): boolean {
  if (query.certificate !== 'native' && !query.year) return false;
  if (floorCount > 0 && (query.certificate === 'thawya' || query.certificate === 'azhar')) return true;
  const field = minimumScoreField(query.certificate, query.year);
  return offerings.some((o) => parseMinimumScore(fieldOf(o, field)) !== null);
}

/** Turns a valid form into a query; null while the form has errors. */
export function toScoreQuery(form: ScoreFinderForm): ScoreQuery | null {
  if (Object.keys(validateScoreFinder(form)).length) return null;
  const certificate = form.certificate as FinderCertificate;
  const score = formPercent(form);
  return needsYear(certificate)
    ? { certificate, year: form.year as FinderYear, section: form.section as FinderSection, score }
    : { certificate, score };
}

/** An offering's section on the faculty page and the comparison: 'غير متوفر' when there is none. */
export function offeringSectionLabel(section: string | null | undefined): string {
  const s = String(section ?? '').trim();
  if (!s) return 'غير متوفر';
  return OFFERING_SECTION_LABELS[s.toLowerCase()] ?? s;
}

// ---------------------------------------------------------------------------------------------
// The councils' floors (issue 22): the real set has no per-university minimum, so the finder reads
// the floors table for the current year's column.

/** The finder's year column the councils' current table applies to (the guide's first year, 2025/2026). */
export const FLOOR_FINDER_YEAR: FinderYear = 'first';

/**
 * The academic year a column's label names: '2025/2026' as it is, a demo label '2025' as
 * '2025/2026' (the year the admission starts); an ordinal («السنة الأولى», no data) names none.
 */
export function columnAcademicYear(label: string | null | undefined): string | null {
  const s = String(label ?? '').trim();
  const full = normalizeAcademicYear(s);
  if (full) return full;
  const m = /^(\d{4})$/.exec(s);
  return m ? `${m[1]}/${Number(m[1]) + 1}` : null;
}

/**
 * The year choice as the certificate's year (issue 24): «شهادة 2025 — التقديم 2025/2026» for a
 * column the data names by academic year, «شهادة 2025» for a demo label, the ordinal otherwise.
 */
export function certificateYearLabel(label: string): string {
  const year = columnAcademicYear(label);
  if (!year) return label;
  const start = year.slice(0, 4);
  return year === label.trim() ? `شهادة ${start} — التقديم ${year}` : `شهادة ${start}`;
}

/** Which councils' table the finder applies, and whether it stands in for a missing one. */
export type FloorsChoice = {
  /** The table's academic year; null: none applies. */
  academicYear: string | null;
  /** The certificate's year as an academic year (what was asked for). */
  wanted: string | null;
  /** The newest table stands in for the certificate year's, which the data does not have yet. */
  fallback: boolean;
};

/**
 * The councils' floors for a certificate of the chosen column (issue 24): that academic year's
 * table when the data has it. When it does not: for the newest column (a certificate of this
 * year whose table is not announced or not entered yet) the newest table the data has, marked as
 * standing in (the screen names both years); for an older column none (a newer table says
 * nothing of an earlier year's floors, and an older one is not in the data).
 */
export function floorsYearFor(
  query: Pick<ScoreQuery, 'certificate' | 'year'>,
  yearLabels: YearLabels,
  tableYears: readonly string[],
): FloorsChoice {
  if (query.certificate === 'native' || !query.year) return { academicYear: null, wanted: null, fallback: false };
  const wanted =
    columnAcademicYear(yearLabels[query.year]) ?? (query.year === FLOOR_FINDER_YEAR ? CURRENT_ACADEMIC_YEAR : null);
  if (wanted && tableYears.includes(wanted)) return { academicYear: wanted, wanted, fallback: false };
  const newest = [...tableYears].sort((a, b) => (academicYearStart(b) ?? 0) - (academicYearStart(a) ?? 0))[0];
  const newer = (a: string, b: string) => (academicYearStart(a) ?? 0) > (academicYearStart(b) ?? 0);
  if (query.year === FLOOR_FINDER_YEAR && newest && (!wanted || newer(wanted, newest)))
    return { academicYear: newest, wanted, fallback: true };
  return { academicYear: null, wanted, fallback: false };
}

/** What the screen says when the newest table stands in for the certificate year's. */
export const floorsFallbackNote = (choice: FloorsChoice): string =>
  choice.fallback && choice.academicYear
    ? `لا توجد في بيانات الدليل حدود المجلسين لعام ${choice.wanted ?? 'شهادتك'} بعد؛ نطبّق حدود عام ${choice.academicYear} (أحدث ما أعلنه المجلسان) حتى تُعلن.`
    : '';

/** A match by the councils' table: the floor that applies and, for equivalent certificates, every tier's. */
export type FloorMatch<T extends MatchableOffering, C> = MatchedOffering<T> & {
  /** The councils' floor; absent when the university's own published minimum decides (`ownSource`). */
  floor?: C;
  /** The source of the university's own published minimum (`score_stated`), when that decides. */
  ownSource?: FigureSource;
  /** Equivalent certificates: every tier's cell (E1–E3), lowest first; the data rarely names a university's. */
  tierFloors?: C[];
  /** The score reaches some equivalent tiers' floor but not all: it depends on the university's tier. */
  tierDependent?: boolean;
};

/**
 * Offerings a score reaches by the councils' floors, the current year's column only, normal
 * offerings a source shows operating, without a stored minimum of their own (those match by
 * `matchOfferings`), at universities the table covers (a tier). No source says which Thanaweya
 * track a faculty takes, so only the literary track is held to the humanities group.
 *
 * - Thanaweya and Azhar: the cell of the university's tier and the faculty's group.
 * - Equivalent (Arab and foreign) certificates: the table's equivalent cells of the faculty's
 *   group (`equivalentFloorsFor`). The data names the equivalent tier (E1–E3) of a few
 *   universities only, so a score that reaches the highest tier's floor matches for sure
 *   (`minimumScore` that floor); one that reaches only some tiers matches with `tierDependent`
 *   (`minimumScore` the lowest); a group without an equivalent cell gives no match
 *   (`equivalentFloorGaps` names them «غير متاح»).
 *
 * A university's own published minimum (`score_stated` with its source and year) decides over the
 * floor for Thanaweya/Azhar. Each match carries its floor or source, to be labelled as what it is.
 */
export function matchFloors<
  T extends MatchableOffering & { evidence?: string | null; score_stated?: unknown; score_source?: unknown },
  C extends FloorCell,
>(
  offerings: readonly T[],
  query: ScoreQuery,
  floors: readonly C[],
  tierOf: (universityCode: string) => number | string | null | undefined,
  /**
   * The academic year whose table applies (`floorsYearFor`: the certificate's year); null: none.
   * Left out: the current year's table for the newest column only (as before the certificate year).
   */
  academicYear?: string | null,
): FloorMatch<T, C>[] {
  if (query.certificate === 'native') return [];
  if (academicYear === null) return [];
  if (academicYear === undefined && query.year !== FLOOR_FINDER_YEAR) return [];
  const year = academicYear ?? CURRENT_ACADEMIC_YEAR;
  const equivalent = query.certificate === 'arab_english';
  const field = minimumScoreField(query.certificate, query.year);
  const out: FloorMatch<T, C>[] = [];
  for (const offering of offerings) {
    if (offering.normal_or_Dual !== 'normal' || offering.evidence === 'founding_decree') continue;
    if (parseMinimumScore(fieldOf(offering, field)) !== null) continue;
    if (query.section === 'literary' && floorGroupOf(offering.faculty_short) !== 'HUM') continue;
    // A minimum the university itself published (with its source and year) is its own figure.
    if (!equivalent && isFigureShown(offering.score_stated as string, offering.score_source as FigureSource)) {
      const own = parseMinimumScore(offering.score_stated);
      if (own !== null && own <= query.score)
        out.push({ offering, minimumScore: own, ownSource: offering.score_source as FigureSource });
      continue;
    }
    const tier = tierOf(offering.university_code);
    if (equivalent) {
      const cells = equivalentFloorsFor(floors, { tier, facultyCode: offering.faculty_short, academicYear: year });
      const reached = cells.filter((c) => Number(c.percent) <= query.score);
      if (!reached.length) continue;
      const all = reached.length === cells.length;
      const floor = all ? cells[cells.length - 1] : cells[0];
      out.push({ offering, minimumScore: Number(floor.percent), floor, tierFloors: cells, tierDependent: !all });
      continue;
    }
    const floor = floorFor(floors, {
      universityCode: offering.university_code,
      tier,
      facultyCode: offering.faculty_short,
      academicYear: year,
    });
    if (!floor || floor.percent === null || floor.percent > query.score) continue;
    out.push({ offering, minimumScore: floor.percent, floor });
  }
  return out;
}

/**
 * For an equivalent-certificate student: the faculty groups the councils' equivalent table has
 * no floor for this year (their minimum is «غير متاح»), in the table's group order.
 */
export function equivalentFloorGaps(floors: readonly FloorCell[], academicYear?: string): FloorGroup[] {
  const known = new Set(
    floors
      .filter(
        (c) =>
          c.certificate_group === 'equivalent' &&
          (academicYear === undefined || c.academic_year === academicYear) &&
          c.percent !== null &&
          c.percent !== undefined,
      )
      .map((c) => c.faculty_group),
  );
  return FLOOR_GROUPS.filter((g) => !known.has(g));
}

/** What the finder's prefill reads of a student's profile (spec 2 §3's account fields). */
export type FinderProfile = {
  certificate_type?: string | null;
  section?: string | null;
  score?: string | number | null;
};

const CERTIFICATE_OF_PROFILE: Record<string, FinderCertificate> = {
  general: 'thawya',
  stem: 'thawya',
  azhar: 'azhar',
  arabic_foreign: 'arab_english',
};

/**
 * The finder's form filled from the signed-in student's profile (issue 24), or null when the
 * profile names no certificate the finder knows. The year is the current academic year's column;
 * the track follows the profile's section where the certificate has it; the score is a percentage
 * when it is one (0–100, two decimals), else raw marks over the certificate's maximum when exactly
 * one maximum can hold it (385.5 for Thanaweya: 410, not 320); otherwise the maximum is left to
 * choose. Nothing is searched: the student checks and presses the button.
 */
export function finderFormFromProfile(profile: FinderProfile | null | undefined): ScoreFinderForm | null {
  const certificate = CERTIFICATE_OF_PROFILE[String(profile?.certificate_type ?? '')];
  if (!certificate) return null;
  const sectionOf: Record<string, FinderSection> =
    certificate === 'thawya'
      ? { scientific_sciences: 'science', scientific_math: 'math', literary: 'literary' }
      : {
          scientific: 'scientific',
          scientific_sciences: 'scientific',
          scientific_math: 'scientific',
          literary: 'literary',
        };
  const section = sectionOf[String(profile?.section ?? '')] ?? '';
  const score = sanitizePercentageInput(String(profile?.score ?? '').trim());
  const form: ScoreFinderForm = { certificate, year: FLOOR_FINDER_YEAR, section, percentage: '' };
  if (score === '' || validatePercentage(score) === undefined) return { ...form, percentage: score };
  const fitting = certificateMaxima(certificate).filter((m) => Number(score) <= m.maximum);
  if (!fitting.length) return form;
  return { ...form, mode: 'marks', marks: score, maximum: fitting.length === 1 ? String(fitting[0].maximum) : '' };
}
