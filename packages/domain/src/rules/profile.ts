/**
 * The account page's labels and lists (spec 2 §2.7, §3, §8). Display text only; the rules that
 * check a profile live in validation/account.ts.
 */
import type { CERTIFICATE_TYPES, STUDENT_LEVELS, STUDENT_SECTIONS, STUDENT_TYPES } from './catalog';

export const USER_TYPE_LABELS: Record<string, string> = {
  student: 'طالب',
  parent: 'ولي أمر',
  other: 'أخرى',
  Admin: 'مشرف',
  SuperAdmin: 'مدير النظام',
};

export const STUDENT_TYPE_LABELS: Record<(typeof STUDENT_TYPES)[number], string> = {
  pre_university: 'طالب مدرسة (مقبل على الجامعة)',
  university: 'طالب جامعي',
  postgraduate: 'دراسات عليا',
  other: 'أخرى',
};

export const STUDENT_LEVEL_LABELS: Record<(typeof STUDENT_LEVELS)[number], string> = {
  first: 'الصف الأول الثانوي',
  second: 'الصف الثاني الثانوي',
  third: 'الصف الثالث الثانوي',
  other: 'أخرى',
};

export const CERTIFICATE_TYPE_LABELS: Record<(typeof CERTIFICATE_TYPES)[number], string> = {
  general: 'الثانوية العامة',
  stem: 'مدارس المتفوقين (STEM)',
  azhar: 'الثانوية الأزهرية',
  arabic_foreign: 'شهادة عربية أو أجنبية معادلة',
  other: 'أخرى',
};

export const STUDENT_SECTION_LABELS: Record<(typeof STUDENT_SECTIONS)[number], string> = {
  literary: 'أدبي',
  scientific: 'علمي',
  scientific_sciences: 'علمي علوم',
  scientific_math: 'علمي رياضة',
  other: 'أخرى',
};

/** The label of a code in one of the lists above; an unknown code is shown as it is. */
export function labelOf(labels: Record<string, string>, code: string | null | undefined): string {
  if (!code) return '';
  return labels[code] ?? code;
}

/** Spec 2 §3: 'total' for the general certificate, otherwise 'total after equivalence'. */
export function scoreLabel(certificateType: string | null | undefined): string {
  return certificateType === 'general' ? 'المجموع' : 'المجموع بعد المعادلة';
}

/** Nationalities of the account form: the 20 Arab countries of spec 2 §2.7, Egypt first. */
export const ARAB_NATIONALITIES = [
  'مصر',
  'السعودية',
  'الإمارات العربية المتحدة',
  'الكويت',
  'قطر',
  'البحرين',
  'عمان',
  'الأردن',
  'فلسطين',
  'لبنان',
  'سوريا',
  'العراق',
  'اليمن',
  'السودان',
  'ليبيا',
  'تونس',
  'الجزائر',
  'المغرب',
  'موريتانيا',
  'الصومال',
] as const;

/** '+201001234567' split on the longest known dial code; null when none fits. */
export function splitPhoneByCodes(
  phone: string | null | undefined,
  codes: readonly string[],
): { code: string; number: string } | null {
  const value = String(phone ?? '').replace(/[\s-]/g, '');
  const match = [...codes].sort((a, b) => b.length - a.length).find((c) => value.startsWith(c));
  return match ? { code: match, number: value.slice(match.length) } : null;
}

export type AccountAction = 'save' | 'delete';

/**
 * The account page's texts by status (spec 2 §8). A 401 also logs the person out; the caller
 * reads `logout`.
 */
export function accountErrorMessage(action: AccountAction, status: number): { message: string; logout: boolean } {
  if (status === 401) return { message: 'جلسة غير مصرح بها', logout: true };
  if (status === 404) return { message: 'المستخدم غير موجود', logout: false };
  if (action === 'save' && status === 400) return { message: 'البيانات المدخلة غير صحيحة', logout: false };
  return { message: action === 'save' ? 'حدث خطأ أثناء حفظ التغييرات' : 'حدث خطأ أثناء حذف الحساب', logout: false };
}

export const ACCOUNT_PAGE_MESSAGES = {
  userMissing: 'لم يتم العثور على بيانات المستخدم',
  facultiesFailed: 'حدث خطأ أثناء جلب بيانات الكليات',
  passwordsMismatch: 'كلمات المرور غير متطابقة',
  passwordChanged: 'تم تغيير كلمة المرور بنجاح',
  passwordChangeFailed: 'حدث خطأ أثناء تغيير كلمة المرور',
  saved: 'تم حفظ التغييرات بنجاح',
  deleted: 'تم حذف حسابك بنجاح',
} as const;
