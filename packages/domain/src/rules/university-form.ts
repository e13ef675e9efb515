/**
 * The staff university form (spec 3 §3–§5): defaults of a new university and of its faculty,
 * dorm and transport items, the state an item must reach before it can be saved, moving items
 * and renumbering them, and the sections of the manage list. Pure: the screen and the server's
 * with-parts edit both use it.
 */
import { SUBTYPES_BY_CATEGORY, SUBTYPE_LABELS, type UniversityCategory } from './catalog';
import { FEE_FIELDS, SCORE_FIELDS, UNIVERSITY_TEXT_FIELDS, validateOffering, validatePlace } from '../validation/guide';
import { checkFigureSources, SOURCE_FIELD, FIGURE_KINDS } from './figure-sources';
import { fieldsOfKind, formFieldsOfKind } from '../resources/define';
import { UNIVERSITY_RESOURCE } from '../resources/university';
import { OFFERING_SECTIONS, offeringSectionOf } from './offering-sections';

/** Year selects offer these (spec 3 §3: 2021 to 2025), newest first. */
export const UNIVERSITY_YEAR_OPTIONS = ['2025', '2024', '2023', '2022', '2021'] as const;
export const UNIVERSITY_YEAR_FIELDS = fieldsOfKind(UNIVERSITY_RESOURCE, 'year');

/** Link fields the form edits, in its order; a new form fills them with '#' (spec 3 §3). */
export const UNIVERSITY_LINK_FIELDS = formFieldsOfKind(UNIVERSITY_RESOURCE, 'link');

export type UniversityFormValues = Record<
  | 'university_code'
  | 'university_Arabic_Name'
  | 'type'
  | 'Uni_Bio'
  | (typeof UNIVERSITY_TEXT_FIELDS)[number]
  | 'phone'
  | 'email'
  | (typeof UNIVERSITY_YEAR_FIELDS)[number]
  | (typeof UNIVERSITY_LINK_FIELDS)[number],
  string
>;

/**
 * A new university of `category`: links '#', the first section of the category, and the years
 * as most records have them (first year 2025 … fifth year 2021), which staff change when a
 * university publishes other years.
 */
export function newUniversityForm(category: UniversityCategory): UniversityFormValues {
  const links = Object.fromEntries(UNIVERSITY_LINK_FIELDS.map((f) => [f, '#']));
  const years = Object.fromEntries(UNIVERSITY_YEAR_FIELDS.map((f, i) => [f, UNIVERSITY_YEAR_OPTIONS[i]]));
  return {
    university_code: '',
    university_Arabic_Name: '',
    type: SUBTYPES_BY_CATEGORY[category][0],
    Uni_Bio: '',
    ...Object.fromEntries(UNIVERSITY_TEXT_FIELDS.map((f) => [f, ''])),
    phone: '',
    email: '',
    ...years,
    ...links,
  } as UniversityFormValues;
}

/** The form values of a stored record (missing texts become '', so every input is controlled). */
export function universityFormFrom(record: Record<string, unknown>): UniversityFormValues {
  const keys = Object.keys(newUniversityForm('private')) as (keyof UniversityFormValues)[];
  const value = (k: string) => {
    const v = k === 'university_code' ? (record.university_code ?? record.university) : record[k];
    return v === null || v === undefined ? '' : String(v);
  };
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as UniversityFormValues;
}

/** Year options for a select: 2021–2025, plus a stored value outside them so editing keeps it. */
export function yearOptions(current: string | null | undefined): string[] {
  const c = String(current ?? '').trim();
  return c && !(UNIVERSITY_YEAR_OPTIONS as readonly string[]).includes(c)
    ? [c, ...UNIVERSITY_YEAR_OPTIONS]
    : [...UNIVERSITY_YEAR_OPTIONS];
}

/**
 * Section choices of a faculty: the closed list (issue 24). Spec 3 §3's 'other' with a typed
 * text is gone: free text never matched a student in the finder.
 */
export const FACULTY_SECTION_OPTIONS = OFFERING_SECTIONS;

export type FacultyItem = Record<string, unknown> & {
  _id?: string;
  faculty: string;
  faculty_short: string;
  section: string;
  normal_or_Dual: 'normal' | 'dual';
  programs: string;
  index: number;
};

export type PlaceItem = { _id?: string; type: string; price: string; price_wafdeen: string; index: number };

/** A fee's or a score's source as the faculty form edits it (issue 22): address, kind, academic year. */
export type SourceFormValues = { url: string; kind: string; academic_year: string };

/** The form values of a stored `figure.source` (an empty source: a staff entry, no address, no year). */
export function sourceFormFrom(source: unknown): SourceFormValues {
  const s = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return { url: text(s.url), kind: text(s.kind) || 'staff', academic_year: text(s.academic_year) };
}

/**
 * The source problems of a faculty item against its last saved copy (`saved` of the form's list;
 * none for a new item): a changed fee or score needs its source and year — the server's rule
 * (checkFigureSources), by field: 'fee_source.url', 'score_source.academic_year', …
 */
export function facultySourceMessages(item: FacultyItem): Record<string, string> {
  const stored = (item as { saved?: Record<string, unknown> | null }).saved ?? null;
  const result = checkFigureSources(stored, item);
  const out: Record<string, string> = {};
  if (result.ok === false) for (const e of result.errors) out[e.path[0]] ??= e.message;
  return out;
}

/** A new faculty: fees 0 and scores '-' (spec 3 §3, §9). */
export function newFacultyItem(normalOrDual: 'normal' | 'dual', index: number): FacultyItem {
  return {
    faculty: '',
    faculty_short: '',
    section: '',
    normal_or_Dual: normalOrDual,
    programs: '',
    index,
    ...Object.fromEntries(FEE_FIELDS.map((f) => [f, '0'])),
    ...Object.fromEntries(SCORE_FIELDS.map((f) => [f, '-'])),
    fee_source: sourceFormFrom(null),
    score_source: sourceFormFrom(null),
  };
}

/** A new dorm or transport option: price_wafdeen 0 (spec 3 §3). */
export function newPlaceItem(index: number): PlaceItem {
  return { type: '', price: '', price_wafdeen: '0', index };
}

/**
 * A stored offering as a form item: a legacy section opens as its code (`offeringSectionOf`),
 * one it cannot map opens empty (staff choose); missing fees and scores stay empty (not
 * defaulted: editing must not invent values).
 */
export function facultyItemFrom(record: Record<string, unknown>): FacultyItem {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const item: FacultyItem = {
    faculty: text(record.faculty),
    faculty_short: text(record.faculty_short),
    section: offeringSectionOf(record.section) ?? '',
    normal_or_Dual: record.normal_or_Dual === 'dual' ? 'dual' : 'normal',
    programs: text(record.programs),
    index: Number(record.index) || 1,
    ...Object.fromEntries([...FEE_FIELDS, ...SCORE_FIELDS].map((f) => [f, text(record[f])])),
    fee_source: sourceFormFrom(record.fee_source),
    score_source: sourceFormFrom(record.score_source),
  };
  if (record._id) item._id = String(record._id);
  return item;
}

export function placeItemFrom(record: Record<string, unknown>): PlaceItem {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    ...(record._id ? { _id: String(record._id) } : {}),
    type: text(record.type),
    price: text(record.price),
    price_wafdeen: text(record.price_wafdeen),
    index: Number(record.index) || 1,
  };
}

const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/**
 * Spec 3 §4–§5: a faculty item can be saved (collapsed) once it has faculty, short name, section
 * (one of the closed list), normal/dual and programs, and the server's checks pass
 * (known short code, scores '-' or 0–100, fees as numbers).
 */
export function isFacultyItemValid(item: FacultyItem): boolean {
  if (!['faculty', 'faculty_short', 'section', 'normal_or_Dual', 'programs'].every((f) => filled(item[f])))
    return false;
  return validateOffering(item).ok && Object.keys(facultySourceMessages(item)).length === 0;
}

/** Spec 3 §5: a dorm or transport item can be saved with type, price and price_wafdeen. */
export function isPlaceItemValid(item: PlaceItem, kind: 'dorm' | 'transport' = 'dorm'): boolean {
  return filled(item.type) && filled(item.price) && filled(item.price_wafdeen) && validatePlace(item, kind).ok;
}

/** Whether the item at `position` can move one step (-1 up, +1 down) inside a list of `length`. */
export function canMove(position: number, length: number, step: -1 | 1): boolean {
  const target = position + step;
  return position >= 0 && position < length && target >= 0 && target < length;
}

/** The list with the item at `position` swapped one step; unchanged when it cannot move. */
export function moveItem<T>(list: readonly T[], position: number, step: -1 | 1): T[] {
  const copy = [...list];
  if (!canMove(position, list.length, step)) return copy;
  [copy[position], copy[position + step]] = [copy[position + step], copy[position]];
  return copy;
}

/** Indexes 1…n in list order. */
export function renumber<T extends { index: number }>(list: readonly T[]): T[] {
  return list.map((item, i) => ({ ...item, index: i + 1 }));
}

/**
 * Spec 3 §4: faculties move only within their normal/dual group, and each group is numbered
 * from 1. `position` is the item's place in the whole list; the answer keeps normal items
 * before dual ones.
 */
export function moveFaculty(list: readonly FacultyItem[], position: number, step: -1 | 1): FacultyItem[] {
  const item = list[position];
  if (!item) return [...list];
  const group = (g: 'normal' | 'dual') => list.filter((f) => f.normal_or_Dual === g);
  const mine = group(item.normal_or_Dual);
  const moved = moveItem(mine, mine.indexOf(item), step);
  const normal = item.normal_or_Dual === 'normal' ? moved : group('normal');
  const dual = item.normal_or_Dual === 'dual' ? moved : group('dual');
  return [...renumber(normal), ...renumber(dual)];
}

/** Normal items first then dual ones, each group numbered from 1 (after an add or a removal). */
export function renumberFaculties(list: readonly FacultyItem[]): FacultyItem[] {
  return [
    ...renumber(list.filter((f) => f.normal_or_Dual !== 'dual')),
    ...renumber(list.filter((f) => f.normal_or_Dual === 'dual')),
  ];
}

/**
 * The faculty as the server takes it: a source left empty is dropped.
 */
export function facultyPayload(item: FacultyItem): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...item };
  // A source left without an address and a year is not sent (the server then keeps the stored one).
  for (const kind of FIGURE_KINDS) {
    const source = rest[SOURCE_FIELD[kind]] as Partial<SourceFormValues> | undefined;
    if (source && !String(source.url ?? '').trim() && !String(source.academic_year ?? '').trim())
      delete rest[SOURCE_FIELD[kind]];
  }
  return rest;
}

export type UniversitySection<T> = { subtype: string; title: string; universities: T[] };

/**
 * The manage list's sections (spec 3 §2): one per section code of the category in the
 * catalogue's order with its Arabic title, universities by index then name; an unknown code
 * comes last under its own code; empty sections are left out.
 */
export function sectionsOfCategory<
  T extends { type?: string | null; index?: number | string | null; university_Arabic_Name?: string | null },
>(list: readonly T[], category: UniversityCategory): UniversitySection<T>[] {
  const known = SUBTYPES_BY_CATEGORY[category] as readonly string[];
  const sorted = [...list].sort(
    (a, b) =>
      (Number(a.index) || Infinity) - (Number(b.index) || Infinity) ||
      String(a.university_Arabic_Name ?? '').localeCompare(String(b.university_Arabic_Name ?? ''), 'ar'),
  );
  const codes = [...known, ...new Set(sorted.map((u) => String(u.type ?? '')).filter((t) => !known.includes(t)))];
  return codes
    .map((subtype) => ({
      subtype,
      title: SUBTYPE_LABELS[subtype as keyof typeof SUBTYPE_LABELS] ?? subtype,
      universities: sorted.filter((u) => String(u.type ?? '') === subtype),
    }))
    .filter((s) => s.universities.length > 0);
}

/**
 * The server's check of an order list (`PUT /api/{Type}/links/order`): every code of the
 * category exactly once, compared case-insensitively. Answers the problem in Arabic, or null.
 */
export function checkOrderCodes(codes: unknown, stored: readonly string[]): string | null {
  if (!Array.isArray(codes) || codes.some((c) => typeof c !== 'string' || !c.trim()))
    return 'يرجى إرسال قائمة رموز الجامعات بالترتيب';
  const seen = new Set<string>();
  for (const c of codes as string[]) {
    const key = c.trim().toUpperCase();
    if (seen.has(key)) return `رمز مكرر في الترتيب: ${c}`;
    seen.add(key);
  }
  const known = new Set(stored.map((c) => c.toUpperCase()));
  const unknown = [...seen].filter((c) => !known.has(c));
  if (unknown.length) return `رموز لا تتبع هذا التصنيف: ${unknown.join('، ')}`;
  const missing = stored.filter((c) => !seen.has(c.toUpperCase()));
  if (missing.length) return `الترتيب يجب أن يضم كل جامعات التصنيف؛ الناقص: ${missing.join('، ')}`;
  return null;
}
