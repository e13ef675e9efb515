/**
 * Validation of the university data written by staff (spec 3 §5): universities, faculty
 * offerings, dorms and transport, admission statuses and deadlines. Each validator answers the
 * cleaned value or the problems (a `Result`), each with the field and the Arabic message.
 */
import {
  ADMISSION_STATUS_VALUES,
  DEADLINE_NOT_SET,
  OFFERING_FACULTY_CODES,
  admissionFields,
  isSubtypeOf,
  type UniversityCategory,
} from '../rules/catalog';
import { TEXT_LIMITS, asText, textFieldProblems } from './limits';
import { fieldsOfKind, formFieldsOfKind } from '../resources/define';
import { UNIVERSITY_RESOURCE } from '../resources/university';
import { FACULTY_OFFERING_RESOURCE } from '../resources/faculty-offering';
import { parseMediaId } from './image-upload';
import { isAllowedLink, LINK_MESSAGE } from '../rules/safe-url';
import { FORMULA_NAME_MESSAGE, startsLikeFormula } from '../rules/csv';
import { errorAt, resultOf, type ErrorItem, type Result } from './result';
import { OFFERING_SECTION_MESSAGE, isOfferingSection } from '../rules/offering-sections';

/** Names a spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`; ../csv.ts): refused. */
const formulaNameProblems = (input: Record<string, unknown>, fields: readonly string[]): ErrorItem[] =>
  fields
    .filter((f) => typeof input[f] === 'string' && startsLikeFormula(input[f] as string))
    .map((field) => errorAt(field, FORMULA_NAME_MESSAGE));

/** The guide validators' answer: the value, or the problems in order (the first is the message). */
const checked = <T>(value: T, problems: ErrorItem[], missingFields: string[]): Result<T> =>
  resultOf(value, problems, missingFields);

export const GUIDE_MESSAGES = {
  requiredUniversity: 'يرجى ملء جميع الحقول المطلوبة',
  universityCode: 'رمز الجامعة يجب أن يحتوي على أحرف وأرقام فقط',
  universityCodeRequired: 'الرجاء إدخال رمز الجامعة',
  subtype: 'نوع الجامعة (القسم) لا يتبع هذا التصنيف',
  requiredFaculty: 'يرجى ملء جميع البيانات المطلوبة للكليات',
  facultyShort: 'رمز الكلية غير معروف',
  normalOrDual: 'نوع البرنامج يجب أن يكون عادي أو مزدوج',
  score: 'الحد الأدنى يجب أن يكون رقمًا بين 0 و100 أو "-"',
  fee: 'قيمة المصروفات غير صحيحة',
  dormType: 'يرجى إدخال نوع السكن',
  transportType: 'يرجى إدخال نوع المواصلات',
  statusInvalid: (field: string) => `قيمة غير صالحة لحالة ${field}`,
  statusCustom: (field: string) => `الرجاء إدخال الحالة المخصصة لـ ${field}`,
  deadlineInvalid: (field: string) => `تاريخ غير صالح لـ ${field}`,
} as const;

const text = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : asText(v).trim());

/** The links, phone and e-mail of a university, in its description's order (length-limited as links). */
const LINK_FIELDS = fieldsOfKind(UNIVERSITY_RESOURCE, 'link', 'phone', 'email');
const YEAR_FIELDS = fieldsOfKind(UNIVERSITY_RESOURCE, 'year');
/**
 * The optional one-line texts staff enter (the city, …): the description's form fields of kind
 * `text` other than the name. A field added there is validated, stored and edited with no other change.
 */
export const UNIVERSITY_TEXT_FIELDS = formFieldsOfKind(UNIVERSITY_RESOURCE, 'text').filter(
  (f) => f !== 'university_Arabic_Name',
);
export const UNIVERSITY_FIELDS = [
  'university_code',
  'university_Arabic_Name',
  'type',
  'index',
  'Uni_Bio',
  ...UNIVERSITY_TEXT_FIELDS,
  ...YEAR_FIELDS,
  ...LINK_FIELDS,
] as const;

/** Required on add (spec 3 §5); the logo is generated from the code, so it is not asked for. */
const REQUIRED_ON_ADD = [
  'university_code',
  'university_Arabic_Name',
  'type',
  'Uni_Bio',
  'location',
  ...YEAR_FIELDS,
  'website',
  'phone',
  'email',
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
];
/** Required on edit: code, Arabic name, type and years. */
const REQUIRED_ON_EDIT = ['university_code', 'university_Arabic_Name', 'type', ...YEAR_FIELDS];

/** Type and length of each university text field (limits.ts): an object or a 70,000-character link is refused. */
const UNIVERSITY_LIMITS: Record<string, number> = {
  university_code: TEXT_LIMITS.code,
  university: TEXT_LIMITS.code,
  university_Arabic_Name: TEXT_LIMITS.name,
  type: TEXT_LIMITS.short,
  Uni_Bio: TEXT_LIMITS.bio,
  ...Object.fromEntries(UNIVERSITY_TEXT_FIELDS.map((f) => [f, TEXT_LIMITS.short])),
  ...Object.fromEntries(YEAR_FIELDS.map((f) => [f, TEXT_LIMITS.short])),
  ...Object.fromEntries(LINK_FIELDS.map((f) => [f, TEXT_LIMITS.link])),
};

export type UniversityInput = Partial<Record<(typeof UNIVERSITY_FIELDS)[number], string | number>> & {
  logo?: number | null;
};

/**
 * A university record for `category`. `university` is accepted as another name of the code
 * (the documented record carries both). On edit, pass the stored record merged with the change.
 */
export function validateUniversity(
  input: Record<string, unknown>,
  mode: 'add' | 'edit',
  category: UniversityCategory,
): Result<UniversityInput> {
  const value: Record<string, string | number | null> = {};
  for (const f of UNIVERSITY_FIELDS) {
    const v = f === 'university_code' ? text(input.university_code ?? input.university) : text(input[f]);
    if (v !== undefined) value[f] = v;
  }
  if (input.index !== undefined && input.index !== null && input.index !== '') {
    const n = Number(input.index);
    value.index = Number.isInteger(n) && n >= 1 ? n : NaN;
  }
  const missingFields = (mode === 'add' ? REQUIRED_ON_ADD : REQUIRED_ON_EDIT).filter(
    (f) => !value[f] && value[f] !== 0,
  );
  const problems: ErrorItem[] = [
    ...textFieldProblems(input, UNIVERSITY_LIMITS),
    ...formulaNameProblems(input, ['university_Arabic_Name']),
  ];
  if (missingFields.length) problems.unshift(errorAt(missingFields[0], GUIDE_MESSAGES.requiredUniversity));
  if (value.university_code && !/^[A-Za-z0-9]+$/.test(String(value.university_code)))
    problems.push(errorAt('university_code', GUIDE_MESSAGES.universityCode));
  if (value.type && !isSubtypeOf(category, String(value.type))) problems.push(errorAt('type', GUIDE_MESSAGES.subtype));
  if (Number.isNaN(value.index)) problems.push(errorAt('index', 'الترتيب يجب أن يكون رقمًا صحيحًا موجبًا'));
  // The uploaded logo (media id of POST /api/logos); null clears it so the default image shows.
  if (input.logo !== undefined) {
    const logo = parseMediaId(input.logo);
    if ('error' in logo) problems.push(errorAt('logo', logo.error));
    else value.logo = logo.value;
  }
  for (const link of fieldsOfKind(UNIVERSITY_RESOURCE, 'link')) {
    // New forms default links to '#' (spec 3 §3): an empty link is stored as '#'.
    if (link !== 'guide_Url' && value[link] === '') value[link] = '#';
    // The site follows these links: http(s), a path of the site or the '#' placeholder only.
    if (value[link] !== undefined && !isAllowedLink(value[link], { placeholder: true }))
      problems.push(errorAt(link, LINK_MESSAGE));
  }
  return checked(value as UniversityInput, problems, missingFields);
}

/** A minimum score: '-' (not available), empty (missing) or a number from 0 to 100. */
export function isValidScore(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  const s = String(v).trim();
  if (s === '' || s === '-') return true;
  if (!/^\d{1,3}(\.\d+)?$/.test(s)) return false;
  const n = Number(s);
  return n >= 0 && n <= 100;
}

/** A fee as the spec keeps it: digits with separators, or a '+' composite ("120000 + 5000"). */
export function isValidFee(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  const s = String(v).trim();
  return s === '' || /^\d[\d,.]*(\s*\+\s*\d[\d,.]*)*$/.test(s);
}

/** The fifteen minimums (track × study year), then the expatriates' minimum, as the description orders them. */
export const SCORE_FIELDS: string[] = fieldsOfKind(FACULTY_OFFERING_RESOURCE, 'score');
/** The eight fees: Egyptians' categories أ–د, then expatriates'. */
export const FEE_FIELDS: string[] = fieldsOfKind(FACULTY_OFFERING_RESOURCE, 'fee');
export const OFFERING_FIELDS = [
  'faculty',
  'faculty_short',
  'section',
  'normal_or_Dual',
  'programs',
  'index',
  'guide_Url',
  ...FEE_FIELDS,
  ...SCORE_FIELDS,
];
const OFFERING_LIMITS: Record<string, number> = {
  faculty: TEXT_LIMITS.name,
  faculty_short: TEXT_LIMITS.code,
  section: TEXT_LIMITS.name,
  normal_or_Dual: TEXT_LIMITS.code,
  programs: TEXT_LIMITS.link,
  guide_Url: TEXT_LIMITS.link,
  ...Object.fromEntries([...FEE_FIELDS, ...SCORE_FIELDS].map((f) => [f, TEXT_LIMITS.short])),
};
const PLACE_LIMITS: Record<string, number> = {
  type: TEXT_LIMITS.name,
  price: TEXT_LIMITS.short,
  price_wafdeen: TEXT_LIMITS.short,
};

/**
 * A faculty offering. The section is one of the closed list `OFFERING_SECTIONS` (issue 24):
 * spec 3 §3's 'other' with a free `section_custom` is refused, as is any other text, with a
 * message naming the choices. Arrays of programs are joined with the Arabic comma.
 */
export function validateOffering(input: Record<string, unknown>): Result<Record<string, string | number | null>> {
  const value: Record<string, string | number | null> = {};
  for (const f of OFFERING_FIELDS) {
    const raw = input[f];
    if (raw === undefined) continue;
    if (f === 'programs' && Array.isArray(raw))
      value.programs = raw
        .map((p) => asText(p).trim())
        .filter(Boolean)
        .join('، ');
    else if (f === 'index') value.index = Number(raw);
    else value[f] = raw === null ? null : asText(raw).trim();
  }
  const problems: ErrorItem[] = [
    ...textFieldProblems(input, OFFERING_LIMITS, ['programs']),
    ...formulaNameProblems(input, ['faculty']),
  ];
  const missingFields = ['faculty', 'faculty_short', 'section'].filter((f) => !value[f]);
  if (missingFields.length) problems.push(errorAt(missingFields[0], GUIDE_MESSAGES.requiredFaculty));
  if ((value.section && !isOfferingSection(value.section)) || input.section_custom !== undefined)
    problems.push(errorAt('section', OFFERING_SECTION_MESSAGE));
  if (value.faculty_short && !(OFFERING_FACULTY_CODES as readonly string[]).includes(String(value.faculty_short)))
    problems.push(errorAt('faculty_short', GUIDE_MESSAGES.facultyShort));
  if (value.normal_or_Dual !== undefined && !['normal', 'dual'].includes(String(value.normal_or_Dual)))
    problems.push(errorAt('normal_or_Dual', GUIDE_MESSAGES.normalOrDual));
  if (value.index !== undefined && (!Number.isInteger(value.index) || (value.index as number) < 1))
    problems.push(errorAt('index', 'الترتيب يجب أن يكون رقمًا صحيحًا موجبًا'));
  for (const f of SCORE_FIELDS) if (!isValidScore(value[f])) problems.push(errorAt(f, GUIDE_MESSAGES.score));
  for (const f of FEE_FIELDS) if (!isValidFee(value[f])) problems.push(errorAt(f, GUIDE_MESSAGES.fee));
  if (value.guide_Url != null && !isAllowedLink(value.guide_Url, { placeholder: true }))
    problems.push(errorAt('guide_Url', LINK_MESSAGE));
  return checked(value, problems, missingFields);
}

/** A dorm or a transport option (same fields); price_wafdeen defaults to '0'. */
export function validatePlace(
  input: Record<string, unknown>,
  kind: 'dorm' | 'transport',
): Result<Record<string, string | number>> {
  const value: Record<string, string | number> = {};
  for (const f of ['type', 'price', 'price_wafdeen']) {
    const v = text(input[f]);
    if (v !== undefined) value[f] = v;
  }
  if (input.index !== undefined) value.index = Number(input.index);
  const problems: ErrorItem[] = [...textFieldProblems(input, PLACE_LIMITS), ...formulaNameProblems(input, ['type'])];
  const missingFields = value.type ? [] : ['type'];
  if (!value.type)
    problems.push(errorAt('type', kind === 'dorm' ? GUIDE_MESSAGES.dormType : GUIDE_MESSAGES.transportType));
  if (value.index !== undefined && (!Number.isInteger(value.index) || (value.index as number) < 1))
    problems.push(errorAt('index', 'الترتيب يجب أن يكون رقمًا صحيحًا موجبًا'));
  return checked(value, problems, missingFields);
}

/** 'd/m/yyyy' with a real calendar date. */
export function isValidDeadline(v: string): boolean {
  if (v === DEADLINE_NOT_SET) return true;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const ADMISSION_LIMITS = {
  status: Object.fromEntries(
    admissionFields('status').flatMap((f) => [
      [f, 200],
      [`${f}_custom`, 200],
    ]),
  ),
  deadline: Object.fromEntries(admissionFields('deadline').map((f) => [f, TEXT_LIMITS.short])),
};

/**
 * The 17 status fields: each required; a fixed value, or 'اخري' with `{field}_custom`, or any
 * other text (kept as a custom status, spec 3 §4). On edit only the fields present are checked.
 */
export function validateAdmissionStatus(
  input: Record<string, unknown>,
  mode: 'add' | 'edit',
  labelOf: (field: string) => string = (field) => field,
): Result<Record<string, string>> {
  const value: Record<string, string> = {};
  const problems: ErrorItem[] = textFieldProblems(input, ADMISSION_LIMITS.status);
  const missingFields: string[] = [];
  for (const f of admissionFields('status')) {
    const v = text(input[f]);
    if (v === undefined || v === '') {
      if (mode === 'add') {
        missingFields.push(f);
        problems.push(errorAt(f, GUIDE_MESSAGES.statusInvalid(labelOf(f))));
      }
      continue;
    }
    if (v === ADMISSION_STATUS_VALUES[3]) {
      const custom = text(input[`${f}_custom`]);
      if (!custom) problems.push(errorAt(`${f}_custom`, GUIDE_MESSAGES.statusCustom(labelOf(f))));
      else value[f] = custom;
    } else if (v.length > 200) problems.push(errorAt(f, GUIDE_MESSAGES.statusInvalid(labelOf(f))));
    else value[f] = v;
  }
  return checked(value, problems, missingFields);
}

/** The 17 deadline fields: 'd/m/yyyy' or 'لم يحدد'; absent on add means not specified. */
export function validateAdmissionDeadline(
  input: Record<string, unknown>,
  mode: 'add' | 'edit',
  labelOf: (field: string) => string = (field) => field,
): Result<Record<string, string>> {
  const value: Record<string, string> = {};
  const problems: ErrorItem[] = textFieldProblems(input, ADMISSION_LIMITS.deadline);
  for (const f of admissionFields('deadline')) {
    const v = text(input[f]);
    if (v === undefined || v === '') {
      if (mode === 'add') value[f] = DEADLINE_NOT_SET;
      continue;
    }
    if (!isValidDeadline(v)) problems.push(errorAt(f, GUIDE_MESSAGES.deadlineInvalid(labelOf(f))));
    else value[f] = v;
  }
  return checked(value, problems, []);
}

/** The university code named by a status/deadline body: required, letters and digits. */
export function validateUniversityCode(v: unknown): ErrorItem | null {
  const s = text(v);
  if (!s) return errorAt('university', GUIDE_MESSAGES.universityCodeRequired);
  if (!/^[A-Za-z0-9]+$/.test(s)) return errorAt('university', GUIDE_MESSAGES.universityCode);
  return null;
}
