/**
 * The admission-status view model shared by the public /Status page (spec 1 §2) and the staff
 * screen /admin/admission-status (spec 3 §2): status and deadline records joined by university
 * code, the rule of which universities are listed, the sections by sub-category, and the rows
 * of the per-university detail dialog.
 */
import {
  DEADLINE_NOT_SET,
  SUBTYPES_BY_CATEGORY,
  SUBTYPE_LABELS,
  STUDY_YEARS,
  admissionFields,
  type StudyYear,
  type UniversityCategory,
  type UniversitySubtype,
} from './catalog';
import { classifyStatus, formatDeadline, type StatusClass } from './format';
import { matchesSearch } from './arabic-search';
import { SCORE_TRACK_TITLES, STUDY_YEAR_ORDINALS } from './catalog';
import { guideStudyYears } from './guide-display';
import { cairoToday, deadlineNote } from './data-dates';
import { ADMISSION_STEP_FIELDS, ADMISSION_STEPS_SOURCE } from './admission-steps';

/** A status or deadline record as the documented lists answer it (spec 3 §3). */
export type AdmissionRecordLike = {
  _id?: string;
  updatedAt?: string | null;
  university: string;
  university_Arabic_Name?: string | null;
  university_Logo?: string | null;
  type?: string | null;
  index?: number | null;
} & Record<string, unknown>;

/** The part of a university link record the model reads: name, logo, section, order, year labels. */
export type UniversityLinkLike = {
  _id?: string;
  university?: string;
  university_code?: string;
  university_Arabic_Name?: string | null;
  university_Logo?: string | null;
  type?: string | null;
  index?: number | null;
} & Partial<Record<'first_year' | 'second_year' | 'third_year' | 'fourth_year' | 'fifth_year', string | null>>;

export interface AdmissionUniversity {
  code: string;
  name: string;
  logo: string | null;
  subtype: string;
  /** The university's place in its category (the links' stored index; spec 3 §2 "sorted by stored index"). */
  index: number;
  /** The 17 status fields ('' when blank). */
  status: Record<string, string>;
  /** The 17 deadline fields ('' when blank). */
  deadline: Record<string, string>;
  /** The year labels of the university record ('2025' …), when the links list has it. */
  yearLabels: Partial<Record<StudyYear, string>>;
  /**
   * The admission steps of the deadline record (issue 24, admission-steps.ts): opening date,
   * documents, tests and their source, as stored ({} without a deadline record).
   */
  steps: Record<string, unknown>;
  /** Ids of the two records (absent when the university has only one of them). */
  statusId?: string;
  deadlineId?: string;
  /** The records' `updatedAt`, sent back with an edit (optimistic concurrency, `concurrency.ts`). */
  statusUpdatedAt?: string;
  deadlineUpdatedAt?: string;
}

export interface AdmissionGroup {
  subtype: string;
  title: string;
  universities: AdmissionUniversity[];
}

const STATUS_FIELDS = admissionFields('status');
const DEADLINE_FIELDS = admissionFields('deadline');

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function pick(record: AdmissionRecordLike | undefined, fields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) out[field] = record ? textOf(record[field]) : '';
  return out;
}

/**
 * Spec 1 §2 and spec 3 §4: a university is listed only when it has at least one non-empty status
 * or deadline value. A deadline of 'لم يحدد' is the stored "not specified", so it is no data.
 */
export function hasAdmissionData(university: {
  status: Record<string, unknown>;
  deadline: Record<string, unknown>;
}): boolean {
  return (
    Object.values(university.status).some((v) => textOf(v) !== '') ||
    Object.values(university.deadline).some((v) => textOf(v) !== '' && textOf(v) !== DEADLINE_NOT_SET)
  );
}

const YEAR_KEYS: Record<StudyYear, 'first_year' | 'second_year' | 'third_year' | 'fourth_year' | 'fifth_year'> = {
  first: 'first_year',
  second: 'second_year',
  third: 'third_year',
  fourth: 'fourth_year',
  fifth: 'fifth_year',
};

/** The year labels of a links record, blank ones left out. */
export function yearLabelsOf(link: UniversityLinkLike | undefined): Partial<Record<StudyYear, string>> {
  const labels: Partial<Record<StudyYear, string>> = {};
  if (!link) return labels;
  for (const year of STUDY_YEARS) {
    const label = textOf(link[YEAR_KEYS[year]]);
    if (label) labels[year] = label;
  }
  return labels;
}

/**
 * Joins the two lists (and the links list, for names, logos, order and year labels) by
 * university code, keeping only the universities with some data (`hasAdmissionData`).
 */
export function joinAdmission(
  statuses: AdmissionRecordLike[],
  deadlines: AdmissionRecordLike[],
  links: UniversityLinkLike[] = [],
): AdmissionUniversity[] {
  const byCode = new Map<string, { status?: AdmissionRecordLike; deadline?: AdmissionRecordLike }>();
  for (const record of statuses) byCode.set(record.university, { ...byCode.get(record.university), status: record });
  for (const record of deadlines) byCode.set(record.university, { ...byCode.get(record.university), deadline: record });
  const linkByCode = new Map(links.map((link) => [textOf(link.university_code ?? link.university), link]));

  const universities: AdmissionUniversity[] = [];
  for (const [code, { status, deadline }] of byCode) {
    const base = status ?? deadline;
    if (!base || !code) continue;
    const link = linkByCode.get(code);
    const university: AdmissionUniversity = {
      code,
      name: textOf(base.university_Arabic_Name) || textOf(link?.university_Arabic_Name) || code,
      logo: textOf(base.university_Logo) || textOf(link?.university_Logo) || null,
      subtype: textOf(base.type) || textOf(link?.type),
      index: Number(link?.index ?? base.index ?? Number.MAX_SAFE_INTEGER),
      status: pick(status, STATUS_FIELDS),
      deadline: pick(deadline, DEADLINE_FIELDS),
      yearLabels: yearLabelsOf(link),
      steps: deadline
        ? Object.fromEntries(
            [...ADMISSION_STEP_FIELDS, ADMISSION_STEPS_SOURCE].map((f) => [
              f,
              (deadline as Record<string, unknown>)[f] ?? null,
            ]),
          )
        : {},
      ...(status?._id ? { statusId: status._id } : {}),
      ...(deadline?._id ? { deadlineId: deadline._id } : {}),
      ...(status?.updatedAt ? { statusUpdatedAt: status.updatedAt } : {}),
      ...(deadline?.updatedAt ? { deadlineUpdatedAt: deadline.updatedAt } : {}),
    };
    if (hasAdmissionData(university)) universities.push(university);
  }
  return universities;
}

/** By stored index, then Arabic name (a stable order for equal indexes). */
export function byStoredIndex(a: { index: number; name: string }, b: { index: number; name: string }): number {
  return a.index - b.index || a.name.localeCompare(b.name, 'ar');
}

/**
 * Sections under the category's sub-category titles, in the catalogue's order; a section code
 * that is not on the list comes last under its own code. The search matches the Arabic name
 * (with the site's Arabic normalisation) or the code. Empty sections are left out unless
 * `keepEmpty` (the staff screen shows them with 'no universities').
 */
export function groupBySubtype(
  universities: AdmissionUniversity[],
  category: UniversityCategory,
  query = '',
  { keepEmpty = false }: { keepEmpty?: boolean } = {},
): AdmissionGroup[] {
  const matching = universities.filter((u) => matchesSearch(query, u.name, u.code)).sort(byStoredIndex);
  const known = SUBTYPES_BY_CATEGORY[category] as readonly string[];
  const order = [...known, ...new Set(matching.map((u) => u.subtype).filter((s) => !known.includes(s)))];
  return order
    .map((subtype) => ({
      subtype,
      title: SUBTYPE_LABELS[subtype as UniversitySubtype] ?? subtype,
      universities: matching.filter((u) => u.subtype === subtype),
    }))
    .filter((group) => keepEmpty || group.universities.length > 0);
}

export interface AdmissionDetailRow {
  key: string;
  label: string;
  status: string;
  statusClass: StatusClass;
  deadline: string;
  /** «موعد العام الدراسي 2025/2026 — انتهى» / «انتهى الموعد» beside a passed date; null otherwise. */
  deadlineNote: string | null;
}

export interface AdmissionDetailSection {
  title: string;
  rows: AdmissionDetailRow[];
}

/** The section titles of the detail dialog and of the staff form (spec 3 §2). */
export const ADMISSION_SECTION_TITLES = {
  transfer: 'التحويلات',
  ...SCORE_TRACK_TITLES,
  wafdeen: 'الطلاب الوافدون',
} as const;

/** The label of a year row: the record's certificate year ('شهادة 2025'), else the ordinal. */
export function yearRowLabel(yearLabels: Partial<Record<StudyYear, string>>, year: StudyYear): string {
  const label = yearLabels[year];
  return label ? `شهادة ${label}` : STUDY_YEAR_ORDINALS[year];
}

function row(university: AdmissionUniversity, key: string, label: string, today: string): AdmissionDetailRow {
  const status = university.status[`${key}_status`] ?? '';
  const deadline = university.deadline[`${key}_deadline`] ?? '';
  return {
    key,
    label,
    status: status || 'غير محدد',
    statusClass: classifyStatus(status),
    // 'لم يحدد' is the stored "not set": shown like a missing date.
    deadline: formatDeadline(deadline === DEADLINE_NOT_SET ? '' : deadline),
    deadlineNote: deadlineNote(deadline, today),
  };
}

/** The detail dialog: transfer; the three certificate tracks by year; wafdeen. */
export function admissionDetailSections(
  university: AdmissionUniversity,
  category: UniversityCategory,
  today: string = cairoToday(),
): AdmissionDetailSection[] {
  // National universities show only years 4 and 5; the others five (spec 1 §2, spec 3 §2).
  const years = guideStudyYears(category);
  const track = (prefix: 'thanwyaa' | 'azhar' | 'Arabenglish'): AdmissionDetailSection => ({
    title: ADMISSION_SECTION_TITLES[prefix],
    rows: years.map((year) =>
      row(university, `${prefix}_${year}Year`, yearRowLabel(university.yearLabels, year), today),
    ),
  });
  return [
    { title: ADMISSION_SECTION_TITLES.transfer, rows: [row(university, 'transfer', 'التحويل', today)] },
    track('thanwyaa'),
    track('azhar'),
    track('Arabenglish'),
    { title: ADMISSION_SECTION_TITLES.wafdeen, rows: [row(university, 'wafdeen', 'الوافدين', today)] },
  ];
}
