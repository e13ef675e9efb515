/**
 * The score finder's rules (spec 2 §2.3, §3, §4, §5, §8): the form's fields and messages, which
 * faculty offerings match a student's score, and the order the results are shown in.
 */
import { OFFERING_SECTION_LABELS, STUDY_YEARS, STUDY_YEAR_ORDINALS, type ScoreTrack, type StudyYear } from './catalog';
import { academicYearLabels, yearInSentence, type YearLabels } from './academic-years';
import { floorFor, floorGroupOf, type FloorCell } from './provenance';

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
 * Spec 2 §5: "literary allows only offerings with section 'all'; science allows science,
 * scientific, all; math allows math, scientific, all; scientific allows science, math,
 * scientific, all."
 */
export const SECTION_FILTER: Record<FinderSection, readonly string[]> = {
  literary: ['all'],
  science: ['science', 'scientific', 'all'],
  math: ['math', 'scientific', 'all'],
  scientific: ['science', 'math', 'scientific', 'all'],
};

export const SCORE_FINDER_MESSAGES = {
  certificateRequired: 'يرجى اختيار نوع الشهادة',
  yearRequired: 'يرجى اختيار السنة الدراسية',
  sectionRequired: 'يرجى اختيار الشعبة',
  percentageRequired: 'يرجى إدخال مجموعك',
  percentageRange: 'يرجى إدخال مجموع صحيح بين 0 و 100',
  notANumber: 'الرجاء إدخال درجة صحيحة',
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

export function sectionAllows(studentSection: FinderSection, offeringSection: string | null | undefined): boolean {
  return SECTION_FILTER[studentSection].includes(String(offeringSection ?? '').trim());
}

/**
 * The percentage input keeps digits only, at most 2 digits, except that 100 is allowed
 * (spec 2 §5). '855' → '85', '1000' → '100', '9a' → '9'.
 */
export function sanitizePercentageInput(raw: string): string {
  const digits = String(raw ?? '').replace(/\D/g, '');
  if (digits.startsWith('100')) return '100';
  return digits.slice(0, 2);
}

export interface ScoreFinderForm {
  certificate: FinderCertificate | '';
  year: FinderYear | '';
  section: FinderSection | '';
  percentage: string;
}

export type ScoreFinderErrors = Partial<Record<keyof ScoreFinderForm, string>>;

/** The percentage message: required, a number, then the 0–100 range. */
export function validatePercentage(percentage: string): string | undefined {
  const s = String(percentage ?? '').trim();
  if (s === '') return SCORE_FINDER_MESSAGES.percentageRequired;
  if (!/^\d+(\.\d+)?$/.test(s)) return SCORE_FINDER_MESSAGES.notANumber;
  const n = Number(s);
  if (n < 0 || n > 100) return SCORE_FINDER_MESSAGES.percentageRange;
  return undefined;
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
  const percentage = validatePercentage(form.percentage);
  if (percentage) errors.percentage = percentage;
  return errors;
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
      if (!query.section || !sectionAllows(query.section, offering.section)) continue;
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
 * the councils' floors for Thanaweya/Azhar in the column they apply to.
 */
export function finderColumnHasFigures(
  offerings: readonly object[],
  query: Pick<ScoreQuery, 'certificate' | 'year'>,
  floorCount = 0,
): boolean {
  if (query.certificate !== 'native' && !query.year) return false;
  if (
    floorCount > 0 &&
    (query.certificate === 'thawya' || query.certificate === 'azhar') &&
    query.year === FLOOR_FINDER_YEAR
  ) {
    return true;
  }
  const field = minimumScoreField(query.certificate, query.year);
  return offerings.some((o) => parseMinimumScore(fieldOf(o, field)) !== null);
}

/** Turns a valid form into a query; null while the form has errors. */
export function toScoreQuery(form: ScoreFinderForm): ScoreQuery | null {
  if (Object.keys(validateScoreFinder(form)).length) return null;
  const certificate = form.certificate as FinderCertificate;
  return needsYear(certificate)
    ? {
        certificate,
        year: form.year as FinderYear,
        section: form.section as FinderSection,
        score: Number(form.percentage),
      }
    : { certificate, score: Number(form.percentage) };
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
 * Offerings a score reaches by the councils' floor of the university's tier: Thanaweya and Azhar
 * only (the table's certificate group), the current year's column only, normal offerings a source
 * shows operating, without a stored minimum of their own (those match by `matchOfferings`). No
 * source says which Thanaweya track a faculty takes, so only the literary track is held to the
 * humanities group. Each match carries its floor, to be labelled as what it is.
 */
export function matchFloors<T extends MatchableOffering & { evidence?: string | null }, C extends FloorCell>(
  offerings: readonly T[],
  query: ScoreQuery,
  floors: readonly C[],
  tierOf: (universityCode: string) => number | string | null | undefined,
): (MatchedOffering<T> & { floor: C })[] {
  if (query.certificate !== 'thawya' && query.certificate !== 'azhar') return [];
  if (query.year !== FLOOR_FINDER_YEAR) return [];
  const field = minimumScoreField(query.certificate, query.year);
  const out: (MatchedOffering<T> & { floor: C })[] = [];
  for (const offering of offerings) {
    if (offering.normal_or_Dual !== 'normal' || offering.evidence === 'founding_decree') continue;
    if (parseMinimumScore(fieldOf(offering, field)) !== null) continue;
    if (query.section === 'literary' && floorGroupOf(offering.faculty_short) !== 'HUM') continue;
    const floor = floorFor(floors, {
      universityCode: offering.university_code,
      tier: tierOf(offering.university_code),
      facultyCode: offering.faculty_short,
    });
    if (!floor || floor.percent === null || floor.percent > query.score) continue;
    out.push({ offering, minimumScore: floor.percent, floor });
  }
  return out;
}
