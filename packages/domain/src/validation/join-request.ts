/**
 * The join-us form (spec 2 §5), its rules in the spec's order. Pure: the browser and the CMS
 * run the same rules and show the same Arabic messages.
 */
import { JOIN_COMMITTEES, JOIN_LEVELS, JOIN_SOURCES } from '../rules/catalog';
import { normalizePhone } from '../rules/countries';
import { blank, formResult, text } from './form-rules';
import type { Result } from './result';

export const JOIN_MESSAGES = {
  missingPrefix: 'يرجى ملء الحقول التالية: ',
  // The spec says each yes/no question has its own message asking for an answer; the wording is ours.
  isStudent: 'يرجى الإجابة على سؤال: هل أنت طالب؟',
  knowUs: 'يرجى الإجابة على سؤال: هل تعرف فريقنا؟',
  admissionInfo: 'يرجى الإجابة على سؤال: هل لديك معلومات عن التقديم للجامعات؟',
  hasExperience: 'يرجى الإجابة على سؤال: هل لديك خبرة سابقة؟',
  student: 'يرجى ملء جميع الحقول المطلوبة للطالب',
  levelOther: 'يرجى تحديد المستوى الأكاديمي',
  member: 'يرجى تحديد ما إذا كنت عضو في اتحاد الطلاب',
  role: 'يرجى توضيح دورك وأنشطتك في الاتحاد',
  sourceOther: 'يرجى توضيح كيف عرفت عننا',
  committeeOther: 'يرجى تحديد القسم',
  aboutUs: 'يرجى توضيح ما تعرفه عنا',
  admissionKnowledge: 'يرجى توضيح معلوماتك عن التقديم للجامعات',
  experienceDetails: 'يرجى توضيح خبرتك في هذا المجال',
  level: 'قيمة المستوى الأكاديمي غير صحيحة',
  source: 'قيمة كيف عرفت عننا غير صحيحة',
  committee: 'قيمة القسم غير صحيحة',
  countryCode: 'يرجى اختيار رمز الدولة',
  whatsapp: 'يرجى إدخال رقم واتساب صحيح',
  email: 'يرجى إدخال بريد إلكتروني صحيح',
  firstName: 'يرجى إدخال الاسم الأول بشكل صحيح',
  lastName: 'يرجى إدخال الاسم الأخير بشكل صحيح',
  tooLong: 'النص المدخل أطول من المسموح.',
  duplicate: 'لقد قمت بالتقديم مسبقاً بهذا البريد الإلكتروني ورقم الواتساب',
  notDuplicate: 'لا يوجد طلب سابق بهذه البيانات',
} as const;

/** Arabic labels of the required fields, for 'يرجى ملء الحقول التالية: ...'. */
export const JOIN_FIELD_LABELS: Record<string, string> = {
  firstName: 'الاسم الأول',
  lastName: 'الاسم الأخير',
  email: 'البريد الإلكتروني',
  whatsapp_with_country_code: 'رقم الواتساب',
  howDidYouKnow: 'كيف عرفت عننا',
  committee: 'القسم',
};

export type JoinRequestInput = Record<string, unknown>;
export type JoinRequest = {
  firstName: string;
  lastName: string;
  email: string;
  whatsapp_with_country_code: string;
  committee: string;
  committee_other: string | null;
  isStudent: boolean;
  university: string | null;
  faculty: string | null;
  academicLevel: string | null;
  academicLevel_other: string | null;
  ActivitiesMember: boolean | null;
  ActivitiesRole: string | null;
  howDidYouKnow: string;
  howDidYouKnow_other: string | null;
  knowUs: boolean;
  aboutUs: string | null;
  admissionInfo: boolean;
  admissionKnowledge: string | null;
  hasExperience: boolean;
  experienceDetails: string | null;
};

/** true / false, also from the strings a form may send; undefined when unanswered. */
export function parseYesNo(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'yes') return true;
  if (v === 'false' || v === 'no') return false;
  return undefined;
}

/**
 * A closed-list answer. The form sends the typed text instead of the code when the visitor picks
 * 'other' (spec 2 §3); the server stores the code 'other' and keeps the text beside it. A value
 * that looks like a code (one lower-case Latin word such as 'level9') but is not on the list is
 * refused with the list's message rather than taken as free text.
 */
export function closedChoice(
  v: unknown,
  allowed: readonly string[],
  otherText?: unknown,
): { code: string; other: string | null } | 'invalid' {
  if (typeof v !== 'string') return 'invalid';
  const t = v.trim();
  if (allowed.includes(t)) return { code: t, other: t === 'other' ? text(otherText) || null : null };
  if (/^[a-z][a-z0-9_]*$/.test(t) || t.length > 200) return 'invalid';
  return allowed.includes('other') ? { code: 'other', other: t } : 'invalid';
}

/**
 * '+20 100-123 4567' → '+201001234567'; whitespace, dashes, dots and brackets are dropped, and
 * so is a trunk 0 after the code ('+2001001234567' → '+201001234567', see normalizePhone).
 */
export function normaliseWhatsapp(v: unknown): string {
  return normalizePhone(text(v).replace(/[\s\-().]/g, ''));
}

const JOIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LONG_TEXT = 2000;

/**
 * The join-us rules of spec 2 §5, in the spec's order. Missing required fields come first
 * (`missingFields` holds their keys); each later rule adds its own message.
 */
export function validateJoinRequest(input: JoinRequestInput): Result<JoinRequest> {
  const yesNo = {
    isStudent: parseYesNo(input.isStudent),
    knowUs: parseYesNo(input.knowUs),
    admissionInfo: parseYesNo(input.admissionInfo),
    hasExperience: parseYesNo(input.hasExperience),
  };
  const whatsapp = normaliseWhatsapp(input.whatsapp_with_country_code);
  const isStudent = yesNo.isStudent === true;
  const level =
    isStudent && !blank(input.academicLevel)
      ? closedChoice(input.academicLevel, JOIN_LEVELS, input.academicLevel_other)
      : null;
  const source = blank(input.howDidYouKnow)
    ? null
    : closedChoice(input.howDidYouKnow, JOIN_SOURCES, input.howDidYouKnow_other);
  const committee = blank(input.committee)
    ? null
    : closedChoice(input.committee, JOIN_COMMITTEES, input.committee_other);
  const member = isStudent ? parseYesNo(input.ActivitiesMember) : undefined;
  const value: JoinRequest = {
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    email: text(input.email).toLowerCase(),
    whatsapp_with_country_code: whatsapp,
    committee: committee && committee !== 'invalid' ? committee.code : text(input.committee),
    committee_other: committee && committee !== 'invalid' ? committee.other : null,
    isStudent,
    university: isStudent ? text(input.university) || null : null,
    faculty: isStudent ? text(input.faculty) || null : null,
    academicLevel: level && level !== 'invalid' ? level.code : isStudent ? text(input.academicLevel) || null : null,
    academicLevel_other: level && level !== 'invalid' ? level.other : null,
    ActivitiesMember: isStudent ? (member ?? null) : null,
    ActivitiesRole: isStudent && member ? text(input.ActivitiesRole) || null : null,
    howDidYouKnow: source && source !== 'invalid' ? source.code : text(input.howDidYouKnow),
    howDidYouKnow_other: source && source !== 'invalid' ? source.other : null,
    knowUs: yesNo.knowUs === true,
    aboutUs: yesNo.knowUs ? text(input.aboutUs) || null : null,
    admissionInfo: yesNo.admissionInfo === true,
    admissionKnowledge: yesNo.admissionInfo ? text(input.admissionKnowledge) || null : null,
    hasExperience: yesNo.hasExperience === true,
    experienceDetails: yesNo.hasExperience ? text(input.experienceDetails) || null : null,
  };

  const errors: string[] = [];
  // 1. Required fields, listed together; each unanswered yes/no question has its own message.
  const missingText = (
    ['firstName', 'lastName', 'email', 'whatsapp_with_country_code', 'howDidYouKnow', 'committee'] as const
  ).filter((k) => blank(input[k]));
  const missingYesNo = (Object.keys(yesNo) as (keyof typeof yesNo)[]).filter((k) => yesNo[k] === undefined);
  if (missingText.length)
    errors.push(JOIN_MESSAGES.missingPrefix + missingText.map((k) => JOIN_FIELD_LABELS[k]).join('، '));
  for (const k of missingYesNo) errors.push(JOIN_MESSAGES[k]);
  const missingFields = [...missingText, ...missingYesNo];

  // 2. Student details.
  if (isStudent) {
    if (!value.university || !value.faculty || blank(input.academicLevel)) errors.push(JOIN_MESSAGES.student);
    else if (level !== 'invalid' && level?.code === 'other' && !level.other) errors.push(JOIN_MESSAGES.levelOther);
    if (member === undefined) errors.push(JOIN_MESSAGES.member);
    else if (member && !value.ActivitiesRole) errors.push(JOIN_MESSAGES.role);
  }
  // 3–6. Follow-up texts.
  if (source && source !== 'invalid' && source.code === 'other' && !source.other)
    errors.push(JOIN_MESSAGES.sourceOther);
  if (committee && committee !== 'invalid' && committee.code === 'other' && !committee.other)
    errors.push(JOIN_MESSAGES.committeeOther);
  if (yesNo.knowUs && !value.aboutUs) errors.push(JOIN_MESSAGES.aboutUs);
  if (yesNo.admissionInfo && !value.admissionKnowledge) errors.push(JOIN_MESSAGES.admissionKnowledge);
  if (yesNo.hasExperience && !value.experienceDetails) errors.push(JOIN_MESSAGES.experienceDetails);
  // 7. Closed lists.
  if (level === 'invalid') errors.push(JOIN_MESSAGES.level);
  if (source === 'invalid') errors.push(JOIN_MESSAGES.source);
  if (committee === 'invalid') errors.push(JOIN_MESSAGES.committee);
  // 8. WhatsApp number: a country code (+ and 1-4 digits) then at least 8 digits.
  if (whatsapp) {
    if (!/^\+\d/.test(whatsapp)) errors.push(JOIN_MESSAGES.countryCode);
    else if (!/^\+\d{9,19}$/.test(whatsapp)) errors.push(JOIN_MESSAGES.whatsapp);
  }
  // 9. E-mail; 10. names.
  if (value.email && (!JOIN_EMAIL_PATTERN.test(value.email) || value.email.length > 254))
    errors.push(JOIN_MESSAGES.email);
  if (!blank(input.firstName) && (value.firstName.length < 2 || value.firstName.length > 100))
    errors.push(JOIN_MESSAGES.firstName);
  if (!blank(input.lastName) && (value.lastName.length < 2 || value.lastName.length > 100))
    errors.push(JOIN_MESSAGES.lastName);
  const texts = [
    value.university,
    value.faculty,
    value.ActivitiesRole,
    value.aboutUs,
    value.admissionKnowledge,
    value.experienceDetails,
  ];
  if (texts.some((t) => t && t.length > LONG_TEXT)) errors.push(JOIN_MESSAGES.tooLong);
  return formResult(value, errors, missingFields);
}
