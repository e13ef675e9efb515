/**
 * Account rules shared by the sign-in/sign-up forms and the CMS (spec 1 §3, §5, §9; spec 2 §5).
 * Messages are the spec's Arabic texts, verbatim. Pure: no I/O.
 */
import { CERTIFICATE_TYPES, STUDENT_LEVELS, STUDENT_SECTIONS, STUDENT_TYPES } from '../rules/catalog';
import { normalizePhone } from '../rules/countries';
import { isAllowedLink } from '../rules/safe-url';
import { resultOf, type ErrorItem, type Result } from './result';

export const ACCOUNT_MESSAGES = {
  emailRequired: 'يرجى إدخال البريد الإلكتروني',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح',
  passwordRequired: 'يرجى إدخال كلمة المرور',
  passwordShort: 'كلمة المرور يجب أن تكون 6 أحرف على الأقل',
  newPasswordRequired: 'يرجى إدخال كلمة المرور الجديدة',
  credentialsEmpty: 'يرجى إدخال البريد الإلكتروني/اسم المستخدم وكلمة المرور',
  firstNameRequired: 'يرجى إدخال الاسم الأول',
  lastNameRequired: 'يرجى إدخال الاسم الأخير',
  phoneRequired: 'يرجى إدخال رقم الموبايل',
  phoneInvalid: 'رقم الموبايل غير صحيح',
  countryCodeRequired: 'يرجى اختيار رمز الدولة',
  nationalityRequired: 'يرجى اختيار الجنسية',
  confirmRequired: 'يرجى تأكيد كلمة المرور',
  passwordsDiffer: 'كلمتا المرور غير متطابقتين',
  userTypeRequired: 'يرجى اختيار نوع المستخدم',
  mandatoryMissing: 'يرجى ملء جميع الحقول الإلزامية',
  facultyRequired: 'يرجى اختيار كلية واحدة على الأقل',
  codeRequired: 'يرجى إدخال رمز التحقق',
  codeFormat: 'رمز التحقق يجب أن يكون 6 أرقام',
  /** Not quoted by the spec for these fields: the account page's 400 text (spec 2 §8). */
  invalidValue: 'البيانات المدخلة غير صحيحة',
  /** The sign-in form's 400 text when a field is wrong. */
  signInInvalid: 'يرجى التحقق من البيانات المدخلة',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
export const CODE_LENGTH = 6;
/** Certificate years of the sign-up and account forms (spec 1 §3, spec 2 §9). */
export const CERTIFICATE_YEARS = ['2025', '2024', '2023', '2022', '2021'] as const;
/** Types a person may choose for themselves; Admin and SuperAdmin are given by a SuperAdmin. */
export const SELF_SERVICE_USER_TYPES = ['student', 'parent', 'other'] as const;
/** The fixed placeholder image the sign-up form sends as logo_url. */
export const DEFAULT_USER_LOGO = '/images/users/temp.png';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export const normalizeEmail = (v: unknown): string => text(v).toLowerCase();

export function emailError(v: unknown): string | null {
  const email = text(v);
  if (!email) return ACCOUNT_MESSAGES.emailRequired;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return ACCOUNT_MESSAGES.emailInvalid;
  return null;
}

export function passwordError(v: unknown, requiredMessage: string = ACCOUNT_MESSAGES.passwordRequired): string | null {
  if (typeof v !== 'string' || v.length === 0) return requiredMessage;
  if (v.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordShort;
  // bcrypt reads only the first 72 bytes; longer secrets would be silently cut.
  if (utf8Length(v) > 72) return ACCOUNT_MESSAGES.invalidValue;
  return null;
}

/** UTF-8 length without Node's Buffer (this package also runs in the browser). */
function utf8Length(s: string): number {
  return new TextEncoder().encode(s).length;
}

/** Splits "+201001234567" into a country code (+ and 1–4 digits) and 7–15 digits. */
export function phoneError(v: unknown): string | null {
  const phone = text(v).replace(/[\s-]/g, '');
  if (!phone) return ACCOUNT_MESSAGES.phoneRequired;
  if (!phone.startsWith('+')) return ACCOUNT_MESSAGES.countryCodeRequired;
  const digits = phone.slice(1);
  if (!/^\d+$/.test(digits)) return ACCOUNT_MESSAGES.phoneInvalid;
  // The code is 1–4 digits, so the whole is 1 + 7 … 4 + 15 digits.
  if (digits.length < 1 + PHONE_MIN_DIGITS || digits.length > 4 + PHONE_MAX_DIGITS)
    return ACCOUNT_MESSAGES.phoneInvalid;
  return null;
}

export function codeError(v: unknown): string | null {
  const code = text(v);
  if (!code) return ACCOUNT_MESSAGES.codeRequired;
  if (!/^\d{6}$/.test(code)) return ACCOUNT_MESSAGES.codeFormat;
  return null;
}

/** The sign-in body: the trimmed, lower-cased e-mail and the password, or the fields at fault. */
export function validateSignIn(body: {
  email?: unknown;
  password?: unknown;
}): Result<{ email: string; password: string }> {
  const value = { email: normalizeEmail(body.email), password: typeof body.password === 'string' ? body.password : '' };
  const errors: ErrorItem[] = [];
  if (!text(body.email) && !value.password)
    errors.push({ path: ['email'], message: ACCOUNT_MESSAGES.credentialsEmpty });
  else {
    const e = emailError(body.email);
    if (e) errors.push({ path: ['email'], message: e });
    const p = passwordError(body.password);
    if (p) errors.push({ path: ['password'], message: p });
  }
  return resultOf(value, errors, [], ACCOUNT_MESSAGES.signInInvalid);
}

/** The student profile fields that depend on user type, student type and level (spec 1 §4). */
export type StudentProfile = {
  student_type: string | null;
  level: string | null;
  certificate_type: string | null;
  section: string | null;
  year: string | null;
  score: string | null;
  preferred_faculties: string | null;
};

export type ParsedSignUp = {
  firstName: string;
  lastName: string;
  phone_with_country_code: string;
  nationality: string;
  email: string;
  password: string;
  user_type: string;
  logo_url: string;
} & StudentProfile;

const oneOf = (list: readonly string[], v: unknown) => list.includes(text(v));

/** Comma-joined faculty names from a string or an array; empties dropped. */
export function joinFaculties(v: unknown): string {
  const items = Array.isArray(v)
    ? v.map(text)
    : text(v)
        .split(',')
        .map((s) => s.trim());
  return items.filter(Boolean).join(',');
}

/**
 * The dependent student fields: kept only where the form shows them (changing user type away
 * from student, or student type away from pre_university, clears them), required where shown.
 */
export function parseStudentProfile(
  body: Record<string, unknown>,
  userType: string,
  errors: ErrorItem[],
  missing: string[],
): StudentProfile {
  const out: StudentProfile = {
    student_type: null,
    level: null,
    certificate_type: null,
    section: null,
    year: null,
    score: null,
    preferred_faculties: null,
  };
  if (userType !== 'student') return out;
  const need = (field: keyof StudentProfile, list?: readonly string[]): string | null => {
    const value = text(body[field]);
    if (!value) {
      missing.push(field);
      return null;
    }
    if (list && !list.includes(value)) {
      errors.push({ path: [field], message: ACCOUNT_MESSAGES.invalidValue });
      return null;
    }
    return value;
  };
  out.student_type = need('student_type', STUDENT_TYPES);
  if (out.student_type !== 'pre_university') return out;
  out.level = need('level', STUDENT_LEVELS);
  if (out.level !== 'third') return out;
  out.certificate_type = need('certificate_type', CERTIFICATE_TYPES);
  out.section = need('section', STUDENT_SECTIONS);
  out.year = need('year', CERTIFICATE_YEARS);
  const score = need('score');
  if (score !== null) {
    const n = Number(score);
    if (!Number.isFinite(n) || n < 0 || score.length > 10)
      errors.push({ path: ['score'], message: ACCOUNT_MESSAGES.invalidValue });
    else out.score = score;
  }
  const faculties = joinFaculties(body.preferred_faculties);
  if (!faculties) errors.push({ path: ['preferred_faculties'], message: ACCOUNT_MESSAGES.facultyRequired });
  else if (faculties.length > 2000)
    errors.push({ path: ['preferred_faculties'], message: ACCOUNT_MESSAGES.invalidValue });
  else out.preferred_faculties = faculties;
  return out;
}

function parseName(body: Record<string, unknown>, field: 'firstName' | 'lastName', errors: ErrorItem[]): string {
  const value = text(body[field]);
  if (!value)
    errors.push({
      path: [field],
      message: field === 'firstName' ? ACCOUNT_MESSAGES.firstNameRequired : ACCOUNT_MESSAGES.lastNameRequired,
    });
  else if (value.length > 100) errors.push({ path: [field], message: ACCOUNT_MESSAGES.invalidValue });
  return value;
}

function parseLogo(v: unknown, errors: ErrorItem[]): string {
  const logo = text(v);
  if (!logo) return DEFAULT_USER_LOGO;
  if (logo.length > 500 || !isAllowedLink(logo))
    errors.push({ path: ['logo_url'], message: ACCOUNT_MESSAGES.invalidValue });
  return logo;
}

/** The sign-up payload of spec 1 §3, checked with the rules of spec 1 §5. */
export function parseSignUp(body: Record<string, unknown>): Result<ParsedSignUp> {
  const errors: ErrorItem[] = [];
  const missing: string[] = [];
  const firstName = parseName(body, 'firstName', errors);
  const lastName = parseName(body, 'lastName', errors);
  const phoneProblem = phoneError(body.phone_with_country_code);
  if (phoneProblem) errors.push({ path: ['phone_with_country_code'], message: phoneProblem });
  const nationality = text(body.nationality);
  if (!nationality) errors.push({ path: ['nationality'], message: ACCOUNT_MESSAGES.nationalityRequired });
  else if (nationality.length > 100) errors.push({ path: ['nationality'], message: ACCOUNT_MESSAGES.invalidValue });
  const emailProblem = emailError(body.email);
  if (emailProblem) errors.push({ path: ['email'], message: emailProblem });
  const passwordProblem = passwordError(body.password);
  if (passwordProblem) errors.push({ path: ['password'], message: passwordProblem });
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
    errors.push({
      path: ['confirmPassword'],
      message: body.confirmPassword ? ACCOUNT_MESSAGES.passwordsDiffer : ACCOUNT_MESSAGES.confirmRequired,
    });
  }
  const userType = text(body.user_type);
  if (!userType) errors.push({ path: ['user_type'], message: ACCOUNT_MESSAGES.userTypeRequired });
  else if (!oneOf(SELF_SERVICE_USER_TYPES, userType))
    errors.push({ path: ['user_type'], message: ACCOUNT_MESSAGES.invalidValue });
  const logo = parseLogo(body.logo_url, errors);
  const profile = parseStudentProfile(body, userType, errors, missing);
  if (missing.length) errors.unshift({ path: [missing[0]], message: ACCOUNT_MESSAGES.mandatoryMissing });
  return resultOf(
    {
      firstName,
      lastName,
      phone_with_country_code: normalizePhone(text(body.phone_with_country_code)),
      nationality,
      email: normalizeEmail(body.email),
      password: body.password as string,
      user_type: userType,
      logo_url: logo,
      ...profile,
    },
    errors,
    missing,
  );
}

export type ParsedProfileUpdate = Partial<Omit<ParsedSignUp, 'password'>>;

/**
 * The saved user body of spec 2 §5. Every field is optional (a missing one keeps its value);
 * a present one follows the sign-up rules. user_type may be any of the five types here: who may
 * set a staff type is a rule of the server, not of the shape.
 */
export function parseProfileUpdate(
  body: Record<string, unknown>,
  allowedUserTypes: readonly string[],
  currentUserType = '',
): Result<ParsedProfileUpdate> {
  const errors: ErrorItem[] = [];
  const missing: string[] = [];
  const out: ParsedProfileUpdate = {};
  const has = (k: string) => body[k] !== undefined && body[k] !== null;
  if (has('firstName')) out.firstName = parseName(body, 'firstName', errors);
  if (has('lastName')) out.lastName = parseName(body, 'lastName', errors);
  if (has('phone_with_country_code')) {
    const p = phoneError(body.phone_with_country_code);
    if (p) errors.push({ path: ['phone_with_country_code'], message: p });
    else out.phone_with_country_code = normalizePhone(text(body.phone_with_country_code));
  }
  if (has('nationality')) {
    const n = text(body.nationality);
    if (!n) errors.push({ path: ['nationality'], message: ACCOUNT_MESSAGES.nationalityRequired });
    else if (n.length > 100) errors.push({ path: ['nationality'], message: ACCOUNT_MESSAGES.invalidValue });
    else out.nationality = n;
  }
  if (has('email')) {
    const e = emailError(body.email);
    if (e) errors.push({ path: ['email'], message: e });
    else out.email = normalizeEmail(body.email);
  }
  if (has('logo_url')) out.logo_url = parseLogo(body.logo_url, errors);
  if (has('user_type')) {
    const t = text(body.user_type);
    if (!t) errors.push({ path: ['user_type'], message: ACCOUNT_MESSAGES.userTypeRequired });
    else if (!allowedUserTypes.includes(t))
      errors.push({ path: ['user_type'], message: ACCOUNT_MESSAGES.invalidValue });
    else out.user_type = t;
  }
  const studentFields = [
    'student_type',
    'level',
    'certificate_type',
    'section',
    'year',
    'score',
    'preferred_faculties',
  ];
  if (out.user_type !== undefined || studentFields.some(has)) {
    // The dependent fields are saved as one block, checked against the (new or given) type.
    const userType = out.user_type ?? currentUserType;
    if (userType) Object.assign(out, parseStudentProfile(body, userType, errors, missing));
  }
  if (missing.length) errors.unshift({ path: [missing[0]], message: ACCOUNT_MESSAGES.mandatoryMissing });
  // The account page answers one summary for every refused field (spec 2 §8).
  return resultOf(out, errors, missing, ACCOUNT_MESSAGES.invalidValue);
}
