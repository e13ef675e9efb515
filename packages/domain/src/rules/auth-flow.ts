/**
 * Pure rules of the sign-in/sign-up screen (spec 1 §4, §5) that are not field validators:
 * the code input, the dependent student fields, where the terms checkbox sits, the score label
 * and the sign-up function's final checks. The validators themselves are in validation/account.
 */
import {
  ACCOUNT_MESSAGES,
  CODE_LENGTH,
  emailError,
  passwordError,
  phoneError,
  joinFaculties,
} from '../validation/account';
import { composePhone } from './countries';
import { errorAt, type ErrorItem } from '../validation/result';

export const TERMS_MESSAGE = 'يجب الموافقة على الشروط والاحكام وسياسة الخصوصية';

/** The verification-code input strips non-digits and is cut to 6 (spec 1 §5). */
export function sanitizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export type SignUpForm = {
  firstName: string;
  lastName: string;
  countryCode: string;
  phone: string;
  nationality: string;
  email: string;
  password: string;
  confirmPassword: string;
  user_type: string;
  student_type: string;
  level: string;
  certificate_type: string;
  section: string;
  year: string;
  score: string;
  preferred_faculties: string[];
  terms: boolean;
};

export const EMPTY_SIGN_UP: SignUpForm = {
  firstName: '',
  lastName: '',
  countryCode: '+20',
  phone: '',
  nationality: '',
  email: '',
  password: '',
  confirmPassword: '',
  user_type: '',
  student_type: '',
  level: '',
  certificate_type: '',
  section: '',
  year: '',
  score: '',
  preferred_faculties: [],
  terms: false,
};

const THIRD_LEVEL_FIELDS = ['certificate_type', 'section', 'year', 'score'] as const;

/**
 * Applies one field change with the spec's clearing rule: changing user type away from student,
 * or student type away from pre_university, clears the dependent fields. Changing the level away
 * from third clears the third-level fields too, so none of them is sent hidden.
 */
export function changeSignUpField<K extends keyof SignUpForm>(
  form: SignUpForm,
  field: K,
  value: SignUpForm[K],
): SignUpForm {
  const next: SignUpForm = { ...form, [field]: value };
  if (field === 'user_type' && value !== 'student') {
    Object.assign(next, { student_type: '', level: '', preferred_faculties: [] });
    for (const f of THIRD_LEVEL_FIELDS) next[f] = '';
  }
  if (field === 'student_type' && value !== 'pre_university') {
    Object.assign(next, { level: '', preferred_faculties: [] });
    for (const f of THIRD_LEVEL_FIELDS) next[f] = '';
  }
  if (field === 'level' && value !== 'third') {
    next.preferred_faculties = [];
    for (const f of THIRD_LEVEL_FIELDS) next[f] = '';
  }
  return next;
}

/** Which dependent blocks the form shows. */
export function visibleSignUpBlocks(form: Pick<SignUpForm, 'user_type' | 'student_type' | 'level'>) {
  const student = form.user_type === 'student';
  const preUniversity = student && form.student_type === 'pre_university';
  const third = preUniversity && form.level === 'third';
  return { studentType: student, level: preUniversity, thirdLevel: third };
}

/**
 * Spec 1 §4: the terms checkbox appears for non-student types, for students who are not
 * pre_university, for pre_university students below third level, and at the end of the
 * third-level form — that is, once the chosen branch is complete, after its last field.
 */
export function termsVisible(form: Pick<SignUpForm, 'user_type' | 'student_type' | 'level'>): boolean {
  if (!form.user_type) return false;
  if (form.user_type !== 'student') return true;
  if (!form.student_type) return false;
  if (form.student_type !== 'pre_university') return true;
  return Boolean(form.level);
}

export type SignUpFieldName = keyof SignUpForm;

/** The message of one field as it is typed or left (spec 1 §5), or null. */
export function signUpFieldError(form: SignUpForm, field: SignUpFieldName): string | null {
  switch (field) {
    case 'firstName':
      return form.firstName.trim() ? null : ACCOUNT_MESSAGES.firstNameRequired;
    case 'lastName':
      return form.lastName.trim() ? null : ACCOUNT_MESSAGES.lastNameRequired;
    case 'countryCode':
      return form.countryCode ? null : ACCOUNT_MESSAGES.countryCodeRequired;
    case 'phone': {
      const digits = form.phone.trim();
      if (!digits) return ACCOUNT_MESSAGES.phoneRequired;
      if (!/^\d{7,15}$/.test(digits)) return ACCOUNT_MESSAGES.phoneInvalid;
      if (!form.countryCode) return ACCOUNT_MESSAGES.countryCodeRequired;
      return phoneError(`${form.countryCode}${digits}`);
    }
    case 'nationality':
      return form.nationality ? null : ACCOUNT_MESSAGES.nationalityRequired;
    case 'email':
      return emailError(form.email);
    case 'password':
      return passwordError(form.password);
    case 'confirmPassword':
      if (!form.confirmPassword) return ACCOUNT_MESSAGES.confirmRequired;
      return form.confirmPassword === form.password ? null : ACCOUNT_MESSAGES.passwordsDiffer;
    case 'user_type':
      return form.user_type ? null : ACCOUNT_MESSAGES.userTypeRequired;
    default:
      return null;
  }
}

export const SIGN_UP_FIELDS_CHECKED: SignUpFieldName[] = [
  'firstName',
  'lastName',
  'countryCode',
  'phone',
  'nationality',
  'email',
  'password',
  'confirmPassword',
  'user_type',
];

/** Every field message at once, keyed by field (only failing fields). */
export function signUpFieldErrors(form: SignUpForm): Partial<Record<SignUpFieldName, string>> {
  const out: Partial<Record<SignUpFieldName, string>> = {};
  for (const f of SIGN_UP_FIELDS_CHECKED) {
    const e = signUpFieldError(form, f);
    if (e) out[f] = e;
  }
  return out;
}

/**
 * The sign-up function's final checks (spec 1 §5): all mandatory fields (the shown dependent
 * ones included), at least one faculty at third level, matching passwords, terms agreed.
 * Returns the first failing message, or null. Dalil runs them before the confirmation dialog
 * and again before the registration call (the spec leaves that open).
 */
export function signUpFinalCheck(form: SignUpForm): string | null {
  const blocks = visibleSignUpBlocks(form);
  const mandatory: string[] = [
    form.firstName,
    form.lastName,
    form.phone,
    form.countryCode,
    form.nationality,
    form.email,
    form.password,
    form.confirmPassword,
    form.user_type,
  ];
  if (blocks.studentType) mandatory.push(form.student_type);
  if (blocks.level) mandatory.push(form.level);
  if (blocks.thirdLevel) mandatory.push(form.certificate_type, form.section, form.year, form.score);
  if (mandatory.some((v) => !v.trim())) return ACCOUNT_MESSAGES.mandatoryMissing;
  if (blocks.thirdLevel && !joinFaculties(form.preferred_faculties)) return ACCOUNT_MESSAGES.facultyRequired;
  if (form.password !== form.confirmPassword) return ACCOUNT_MESSAGES.passwordsDiffer;
  if (!form.terms) return TERMS_MESSAGE;
  return null;
}

/**
 * The sign-in form's failed rules (spec 1 §5): both fields empty → the one empty-credentials
 * message for the whole form; otherwise the e-mail's and the password's, beside each.
 */
export function signInErrors(form: { email: string; password: string }): ErrorItem[] {
  if (!form.email.trim() && !form.password) return [errorAt(undefined, ACCOUNT_MESSAGES.credentialsEmpty)];
  const email = emailError(form.email);
  const password = passwordError(form.password);
  return [...(email ? [errorAt('email', email)] : []), ...(password ? [errorAt('password', password)] : [])];
}

/**
 * The sign-up form's failed rules (spec 1 §5): each checked field's message beside it; then the
 * final check's, the faculty one at the faculty group (not twice), any other for the whole form
 * once no field has a message.
 */
export function signUpErrors(form: SignUpForm): ErrorItem[] {
  const fields = Object.entries(signUpFieldErrors(form)).map(([field, message]) => errorAt(field, message));
  const final = signUpFinalCheck(form);
  if (final === ACCOUNT_MESSAGES.facultyRequired) return [...fields, errorAt('preferred_faculties', final)];
  return final && !fields.length ? [errorAt(undefined, final)] : fields;
}

/** The sign-up payload of spec 1 §3 from the form (dependent fields only where shown). */
export function signUpPayload(form: SignUpForm, logoUrl: string, now: Date = new Date()) {
  const blocks = visibleSignUpBlocks(form);
  const at = now.toISOString();
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone_with_country_code: composePhone(form.countryCode, form.phone),
    nationality: form.nationality,
    email: form.email.trim().toLowerCase(),
    password: form.password,
    user_type: form.user_type,
    logo_url: logoUrl,
    student_type: blocks.studentType ? form.student_type : null,
    level: blocks.level ? form.level : null,
    ...(blocks.thirdLevel
      ? {
          certificate_type: form.certificate_type,
          section: form.section,
          year: form.year,
          score: form.score.trim(),
          preferred_faculties: joinFaculties(form.preferred_faculties),
        }
      : {}),
    createdAt: at,
    updatedAt: at,
  };
}
