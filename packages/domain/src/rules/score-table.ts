/**
 * The staff minimum-scores table (/scores, spec 3 §2 "Scores page", §9): which universities each
 * column averages (the year groupings, kept as data a SuperAdmin edits, validated here), the
 * average itself, how it is shown, and the faculty order.
 */
import {
  STUDY_YEARS,
  UNIVERSITY_CATEGORIES,
  trackYearField,
  type ScoreTrack,
  type StudyYear,
  type UniversityCategory,
} from './catalog';
import { yearLabelsOf, type UniversityLinkLike } from './admission-status';
import { invalid, resultOf, type ErrorItem, type Result } from '../validation/result';

/** One column of the table: the universities of `categories`, narrowed by `include`, minus `exclude` (codes). */
export interface ScoreGroup {
  id: string;
  label: string;
  categories: UniversityCategory[];
  include?: string[];
  exclude?: string[];
}

/** The groupings: the columns of each study year, and those of the arrivals (wafdeen) tab. */
export interface ScoreGrouping {
  years: Record<StudyYear, ScoreGroup[]>;
  arrivals: ScoreGroup[];
}

export const SCORE_GROUPING_MESSAGES = {
  shape: 'يجب أن تحتوي المجموعات على السنوات الخمس (first … fifth) ومجموعات الوافدين (arrivals)',
  emptyList: 'يجب أن تحتوي كل سنة وقائمة الوافدين على مجموعة واحدة على الأقل',
  id: 'معرّف المجموعة مطلوب: حروف إنجليزية صغيرة وأرقام و- فقط',
  duplicateId: 'معرّف المجموعة مكرر في نفس السنة',
  label: 'اسم المجموعة مطلوب (100 حرف على الأكثر)',
  categories: 'اختر تصنيفًا واحدًا على الأقل من: private, national, special, international',
  codes: 'رموز الجامعات يجب أن تحتوي على أحرف وأرقام فقط',
} as const;

const CODE = /^[A-Za-z0-9]+$/;
const ID = /^[a-z0-9-]{1,40}$/;

/** A rule's error at a dotted place: `years.fifth[0].id` → ['years', 'fifth[0]', 'id'], as the documented 400 names it. */
const at = (field: string, message: string): ErrorItem => ({ message, path: field.split('.') });

function checkGroups(list: unknown, where: string, problems: ErrorItem[]): ScoreGroup[] {
  if (!Array.isArray(list)) {
    problems.push(at(where, SCORE_GROUPING_MESSAGES.shape));
    return [];
  }
  if (list.length === 0) problems.push(at(where, SCORE_GROUPING_MESSAGES.emptyList));
  const seen = new Set<string>();
  return list.map((raw, i) => {
    const field = `${where}[${i}]`;
    const g = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const id = typeof g.id === 'string' ? g.id.trim() : '';
    if (!ID.test(id)) problems.push(at(`${field}.id`, SCORE_GROUPING_MESSAGES.id));
    else if (seen.has(id)) problems.push(at(`${field}.id`, SCORE_GROUPING_MESSAGES.duplicateId));
    seen.add(id);
    const label = typeof g.label === 'string' ? g.label.trim() : '';
    if (!label || label.length > 100) problems.push(at(`${field}.label`, SCORE_GROUPING_MESSAGES.label));
    const categories = Array.isArray(g.categories) ? g.categories : [];
    if (!categories.length || !categories.every((c) => (UNIVERSITY_CATEGORIES as readonly unknown[]).includes(c))) {
      problems.push(at(`${field}.categories`, SCORE_GROUPING_MESSAGES.categories));
    }
    const codes = (key: 'include' | 'exclude'): string[] | undefined => {
      if (g[key] === undefined || g[key] === null) return undefined;
      const list = Array.isArray(g[key]) ? (g[key] as unknown[]) : [g[key]];
      const ok = list.every((c) => typeof c === 'string' && CODE.test(c.trim()));
      if (!ok) problems.push(at(`${field}.${key}`, SCORE_GROUPING_MESSAGES.codes));
      return list.map((c) => String(c).trim());
    };
    const include = codes('include');
    const exclude = codes('exclude');
    return {
      id,
      label,
      categories: [...new Set(categories as UniversityCategory[])],
      ...(include?.length ? { include } : {}),
      ...(exclude?.length ? { exclude } : {}),
    };
  });
}

/** The groupings a SuperAdmin saves: every year and the arrivals tab, each with valid groups. */
export function validateScoreGrouping(input: unknown): Result<ScoreGrouping> {
  const problems: ErrorItem[] = [];
  const root = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
  const years =
    root?.years && typeof root.years === 'object' && !Array.isArray(root.years)
      ? (root.years as Record<string, unknown>)
      : null;
  if (!root || !years) {
    return invalid([{ message: SCORE_GROUPING_MESSAGES.shape, path: ['years'] }]);
  }
  const value: ScoreGrouping = {
    years: Object.fromEntries(STUDY_YEARS.map((y) => [y, checkGroups(years[y], `years.${y}`, problems)])) as Record<
      StudyYear,
      ScoreGroup[]
    >,
    arrivals: checkGroups(root.arrivals, 'arrivals', problems),
  };
  return resultOf(value, problems);
}

export interface ScoreUniversity {
  code: string;
  name: string;
  category: UniversityCategory;
}

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Whether a university's scores count in a group's column. */
export function inScoreGroup(group: ScoreGroup, university: Pick<ScoreUniversity, 'code' | 'category'>): boolean {
  if (!group.categories.includes(university.category)) return false;
  if (group.include?.length && !group.include.some((c) => same(c, university.code))) return false;
  return !group.exclude?.some((c) => same(c, university.code));
}

/**
 * The line under a column's title that says which universities it includes or excludes
 * ('تشمل: جامعة الجلالة، جامعة العلمين الدولية' / 'عدا: جامعة سيناء'); unknown codes show as codes.
 */
export function scoreGroupNote(group: ScoreGroup, universities: ScoreUniversity[]): string {
  const nameOf = (code: string) => universities.find((u) => same(u.code, code))?.name ?? code;
  const parts: string[] = [];
  if (group.include?.length) parts.push(`تشمل: ${group.include.map(nameOf).join('، ')}`);
  if (group.exclude?.length) parts.push(`عدا: ${group.exclude.map(nameOf).join('، ')}`);
  return parts.join(' — ');
}

/** A score as the average counts it: a number, or 0 for empty and non-numeric text (spec 3 §9). */
export function scoreValue(value: unknown): { value: number; numeric: boolean } {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(s)) return { value: 0, numeric: false };
  return { value: Number(s), numeric: true };
}

/**
 * Spec 3 §9: the mean of the faculty's scores, empty or non-numeric counted as 0; null ('-')
 * when there is nothing to average — no offering, or not one numeric score among them (a mean
 * of zeros would read as a real minimum of 0).
 */
export function averageScore(values: unknown[]): number | null {
  const parsed = values.map(scoreValue);
  if (!parsed.some((p) => p.numeric)) return null;
  return parsed.reduce((sum, p) => sum + p.value, 0) / parsed.length;
}

/** Shown as an integer when whole, otherwise with two decimals; '-' when none (spec 3 §9). */
export function formatAverage(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '-';
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
}

/** Spec 3 §9: this faculty order first, then Arabic alphabetical. */
export const SCORE_FACULTY_ORDER = [
  'MED',
  'DENT',
  'PT',
  'PHARM',
  'VET',
  'ENG',
  'CS',
  'BIOTECH',
  'HS',
  'ART',
  'SCI',
  'MEDIA',
  'LANG',
  'ECON',
] as const;

export function compareScoreFaculties(a: { code: string; name: string }, b: { code: string; name: string }): number {
  const rank = (code: string) => {
    const i = (SCORE_FACULTY_ORDER as readonly string[]).indexOf(code.toUpperCase());
    return i < 0 ? SCORE_FACULTY_ORDER.length : i;
  };
  return rank(a.code) - rank(b.code) || a.name.localeCompare(b.name, 'ar');
}

/** Certificate-group tabs 1–3 and the score field each reads (spec 3 §2). */
export const SCORE_CERTIFICATE_GROUPS = [
  { id: '1', track: 'thanwyaa', label: 'ثانوية عامة / STEM / النيل' },
  { id: '2', track: 'azhar', label: 'ثانوية أزهرية' },
  { id: '3', track: 'Arabenglish', label: 'شهادات عربية وأجنبية' },
] as const satisfies readonly { id: string; track: ScoreTrack; label: string }[];
export type ScoreCertificateGroup = (typeof SCORE_CERTIFICATE_GROUPS)[number]['id'];

/** The score field of a tab: `{track}_{year}Year_score`, or `wafdeen_score` on the arrivals tab. */
export function scoreFieldOf(year: StudyYear | 'arrivals', certificate: ScoreCertificateGroup): string {
  if (year === 'arrivals') return 'wafdeen_score';
  const track = SCORE_CERTIFICATE_GROUPS.find((g) => g.id === certificate)?.track ?? 'thanwyaa';
  return trackYearField(track, year, 'score');
}

/** The year tabs: the labels of the first national links record, blank ones left out (up to five). */
export function scoreYearTabs(firstNationalLink: UniversityLinkLike | undefined): { year: StudyYear; label: string }[] {
  const labels = yearLabelsOf(firstNationalLink);
  return STUDY_YEARS.filter((y) => labels[y]).map((year) => ({ year, label: labels[year] as string }));
}

export interface ScoreOffering {
  university_code: string;
  faculty_short: string;
  [field: string]: unknown;
}

export interface ScoreColumn {
  id: string;
  label: string;
  note: string;
  /** Codes of the universities the column averages. */
  members: string[];
}

export interface ScoreRow {
  code: string;
  name: string;
  /** One shown average per column ('-' when none). */
  cells: string[];
}

/**
 * The table of one tab: a column per group (only the universities of `category` when that filter
 * is set; a column with no university left is dropped), a row per faculty offered by any of
 * them (only `faculty` when that filter is set), in the order of spec 3 §9.
 */
export function buildScoreTable(input: {
  offerings: ScoreOffering[];
  universities: ScoreUniversity[];
  groups: ScoreGroup[];
  field: string;
  category?: UniversityCategory | '';
  faculty?: string;
  facultyName: (code: string) => string;
}): { columns: ScoreColumn[]; rows: ScoreRow[] } {
  const universities = input.category
    ? input.universities.filter((u) => u.category === input.category)
    : input.universities;
  const columns: ScoreColumn[] = input.groups
    .map((group) => ({
      id: group.id,
      label: group.label,
      note: scoreGroupNote(group, input.universities),
      members: universities.filter((u) => inScoreGroup(group, u)).map((u) => u.code.toUpperCase()),
    }))
    .filter((c) => c.members.length > 0);

  const byFaculty = new Map<string, ScoreOffering[]>();
  const counted = new Set(columns.flatMap((c) => c.members));
  for (const o of input.offerings) {
    const code = String(o.faculty_short ?? '').toUpperCase();
    if (!code || !counted.has(String(o.university_code ?? '').toUpperCase())) continue;
    if (input.faculty && code !== input.faculty.toUpperCase()) continue;
    byFaculty.set(code, [...(byFaculty.get(code) ?? []), o]);
  }

  const rows = [...byFaculty.keys()]
    .map((code) => ({ code, name: input.facultyName(code) }))
    .sort(compareScoreFaculties)
    .map(({ code, name }) => {
      const offered = byFaculty.get(code) ?? [];
      const cells = columns.map((c) => {
        const members = new Set(c.members);
        return formatAverage(
          averageScore(
            offered.filter((o) => members.has(String(o.university_code).toUpperCase())).map((o) => o[input.field]),
          ),
        );
      });
      return { code, name, cells };
    });
  return { columns, rows };
}
