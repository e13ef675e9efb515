/**
 * The admission-status page's view model (spec 1 §2 "Admission status page"), pure so that it can
 * be tested without a browser: status and deadline records joined by university code, grouped
 * under their section titles, filtered by the search box, and the popup's rows.
 */
import {
  DEADLINE_NOT_SET,
  SUBTYPES_BY_CATEGORY,
  SUBTYPE_LABELS,
  admissionFields,
  classifyStatus,
  formatDeadline,
  matchesSearch,
  type StatusClass,
  type StudyYear,
  type UniversitySubtype,
} from '@dalil/domain';
import type { AdmissionRecord, Category, UniversityLink } from '@/lib/api/universities';

export interface StatusUniversity {
  code: string;
  name: string;
  logo: string | null;
  subtype: string;
  index: number;
  status: Record<string, string>;
  deadline: Record<string, string>;
  /** The year labels of the university record ('2025' …), when the links list has it. */
  yearLabels: Partial<Record<StudyYear, string>>;
}

export interface StatusGroup {
  subtype: string;
  title: string;
  universities: StatusUniversity[];
}

const STATUS_FIELDS = admissionFields('status');
const DEADLINE_FIELDS = admissionFields('deadline');

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function pick(record: AdmissionRecord | undefined, fields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!record) return out;
  for (const field of fields) out[field] = textOf(record[field]);
  return out;
}

/**
 * A university is listed only when it has any status or deadline value (spec 1 §2). A deadline
 * of 'لم يحدد' is the stored "not set" value, so it does not count as data.
 */
export function hasAdmissionData(university: Pick<StatusUniversity, 'status' | 'deadline'>): boolean {
  return (
    Object.values(university.status).some((v) => v !== '') ||
    Object.values(university.deadline).some((v) => v !== '' && v !== DEADLINE_NOT_SET)
  );
}

const YEAR_KEYS: Record<StudyYear, keyof UniversityLink> = {
  first: 'first_year',
  second: 'second_year',
  third: 'third_year',
  fourth: 'fourth_year',
  fifth: 'fifth_year',
};

/** Joins the two lists (and the links list, for names, logos and year labels) by university code. */
export function joinAdmission(
  statuses: AdmissionRecord[],
  deadlines: AdmissionRecord[],
  links: UniversityLink[] = [],
): StatusUniversity[] {
  const byCode = new Map<string, { status?: AdmissionRecord; deadline?: AdmissionRecord }>();
  for (const record of statuses) byCode.set(record.university, { ...byCode.get(record.university), status: record });
  for (const record of deadlines) byCode.set(record.university, { ...byCode.get(record.university), deadline: record });
  const linkByCode = new Map(links.map((link) => [link.university_code ?? link.university, link]));

  const universities: StatusUniversity[] = [];
  for (const [code, { status, deadline }] of byCode) {
    const base = status ?? deadline;
    if (!base) continue;
    const link = linkByCode.get(code);
    const yearLabels: Partial<Record<StudyYear, string>> = {};
    if (link) {
      for (const [year, key] of Object.entries(YEAR_KEYS) as [StudyYear, keyof UniversityLink][]) {
        const label = textOf(link[key]);
        if (label) yearLabels[year] = label;
      }
    }
    const university: StatusUniversity = {
      code,
      name: textOf(base.university_Arabic_Name) || textOf(link?.university_Arabic_Name) || code,
      logo: textOf(base.university_Logo) || textOf(link?.university_Logo) || null,
      subtype: textOf(base.type) || textOf(link?.type),
      index: Number(link?.index ?? base.index ?? Number.MAX_SAFE_INTEGER),
      status: pick(status, STATUS_FIELDS),
      deadline: pick(deadline, DEADLINE_FIELDS),
      yearLabels,
    };
    if (hasAdmissionData(university)) universities.push(university);
  }
  return universities;
}

/**
 * Groups under the section titles of the category, in the catalogue's order; a section code that
 * is not on the list comes last under its own code. Empty groups are left out.
 */
export function groupBySubtype(universities: StatusUniversity[], category: Category, query = ''): StatusGroup[] {
  const matching = universities
    .filter((u) => matchesSearch(query, u.name, u.code))
    .sort((a, b) => a.index - b.index || a.name.localeCompare(b.name, 'ar'));
  const known = SUBTYPES_BY_CATEGORY[category] as readonly string[];
  const order = [...known, ...new Set(matching.map((u) => u.subtype).filter((s) => !known.includes(s)))];
  return order
    .map((subtype) => ({
      subtype,
      title: SUBTYPE_LABELS[subtype as UniversitySubtype] ?? subtype,
      universities: matching.filter((u) => u.subtype === subtype),
    }))
    .filter((group) => group.universities.length > 0);
}

export interface StatusRow {
  key: string;
  label: string;
  status: string;
  statusClass: StatusClass;
  deadline: string;
}

export interface StatusSection {
  title: string;
  rows: StatusRow[];
}

const YEAR_ORDINALS: Record<StudyYear, string> = {
  first: 'السنة الأولى',
  second: 'السنة الثانية',
  third: 'السنة الثالثة',
  fourth: 'السنة الرابعة',
  fifth: 'السنة الخامسة',
};

/** Years shown in the popup: national universities only the fourth and fifth (spec 1 §2). */
export function yearsFor(category: Category): StudyYear[] {
  return category === 'national' ? ['fourth', 'fifth'] : ['first', 'second', 'third', 'fourth', 'fifth'];
}

function row(university: StatusUniversity, key: string, label: string): StatusRow {
  const status = university.status[`${key}_status`] ?? '';
  const deadline = university.deadline[`${key}_deadline`] ?? '';
  return {
    key,
    label,
    status: status || 'غير محدد',
    statusClass: classifyStatus(status),
    // 'لم يحدد' is the stored "not set": shown like a missing date.
    deadline: formatDeadline(deadline === DEADLINE_NOT_SET ? '' : deadline),
  };
}

/** The popup: transfer; the three certificate tracks by year; wafdeen (spec 1 §2). */
export function popupSections(university: StatusUniversity, category: Category): StatusSection[] {
  const years = yearsFor(category);
  const yearLabel = (year: StudyYear) => {
    const label = university.yearLabels[year];
    // The record's year labels are certificate years ('2025'); without them, the ordinal.
    return label ? `شهادة ${label}` : YEAR_ORDINALS[year];
  };
  const track = (prefix: string, title: string): StatusSection => ({
    title,
    rows: years.map((year) => row(university, `${prefix}_${year}Year`, yearLabel(year))),
  });
  return [
    { title: 'التحويلات', rows: [row(university, 'transfer', 'التحويل')] },
    track('thanwyaa', 'الثانوية العامة / STEM / النيل'),
    track('azhar', 'الثانوية الأزهرية'),
    track('Arabenglish', 'الشهادات العربية والأجنبية'),
    { title: 'الطلاب الوافدون', rows: [row(university, 'wafdeen', 'الوافدين')] },
  ];
}
