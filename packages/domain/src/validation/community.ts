/**
 * Community forms and events: the contact form (spec 1 §5), the join-us form (spec 2 §5, in the
 * spec's order), ads (spec 3 §5) and ad analytics events (spec 1 §3). Pure: the browser and the
 * CMS run the same rules and show the same Arabic messages.
 *
 * Every validator answers `{ ok, value, errors, missingFields }`: `errors` holds every failed
 * rule in order (the contact form's messages accumulate); `value` is the normalised record
 * that may be stored when `ok` is true.
 */
import { AD_AUDIENCES, CONTACT_STATUSES, JOIN_COMMITTEES, JOIN_LEVELS, JOIN_SOURCES } from '../catalog';
import { LIMIT_MESSAGES, LOG_LIMITS, jsonBytes } from './limits';
import { isAllowedLink, LINK_MESSAGE } from '../safe-url';

export type ValidationResult<T> = { ok: boolean; value: T; errors: string[]; missingFields: string[] };

const result = <T>(value: T, errors: string[], missingFields: string[] = []): ValidationResult<T> => ({
  ok: errors.length === 0,
  value,
  errors,
  missingFields,
});

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const blank = (v: unknown) => text(v) === '';

// ---------------------------------------------------------------- contact form (spec 1 §5)

export const CONTACT_MESSAGES = {
  missing: 'يرجى ملء جميع الحقول قبل الإرسال.',
  name: 'يجب أن يحتوي الاسم على حروف عربية أو إنجليزية ومسافات فقط.',
  // The spec quotes the message with an example address elided as {email}; the example shown here is ours.
  email: 'يجب أن يكون البريد الإلكتروني بالتنسيق example@domain.com',
  phone: 'يجب أن يحتوي الرقم على أرقام وعلامة الزائد فقط.',
  tooLong: 'النص المدخل أطول من المسموح.',
} as const;

export const CONTACT_LIMITS = { name: 200, email: 254, phone: 32, message: 5000 } as const;

/** Arabic letters (with diacritics), Latin letters and spaces. The combining diacritics come first in the class
 * so that none reads as joined to the letter before it (no-misleading-character-class). */
const NAME_PATTERN = /^[\u064B-\u0652\u0670A-Za-z\u0621-\u063A\u0641-\u064A\u0671-\u06D3\s]+$/;
/** A standard address with a 2-6 letter top-level domain (spec 1 §5). */
export const CONTACT_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
const PHONE_PATTERN = /^[0-9+]+$/;

export type ContactInput = { name?: unknown; email?: unknown; phone?: unknown; message?: unknown };
export type ContactMessage = { name: string; email: string; phone: string; message: string };

/**
 * The submit-time normalisation of spec 1 §5 (name and message trimmed, e-mail trimmed and
 * lower-cased, newlines in the message become spaces), then the rules; messages accumulate.
 */
export function validateContactMessage(input: ContactInput): ValidationResult<ContactMessage> {
  const value: ContactMessage = {
    name: text(input.name),
    email: text(input.email).toLowerCase(),
    phone: text(input.phone),
    message: text(input.message).replace(/\r?\n|\r/g, ' '),
  };
  const missing = (['name', 'email', 'phone', 'message'] as const).filter((k) => value[k] === '');
  if (missing.length) return result(value, [CONTACT_MESSAGES.missing], [...missing]);
  const errors: string[] = [];
  if (!NAME_PATTERN.test(value.name)) errors.push(CONTACT_MESSAGES.name);
  if (!CONTACT_EMAIL_PATTERN.test(value.email)) errors.push(CONTACT_MESSAGES.email);
  if (!PHONE_PATTERN.test(value.phone)) errors.push(CONTACT_MESSAGES.phone);
  if ((Object.keys(CONTACT_LIMITS) as (keyof ContactMessage)[]).some((k) => value[k].length > CONTACT_LIMITS[k])) {
    errors.push(CONTACT_MESSAGES.tooLong);
  }
  return result(value, errors);
}

export const CONTACT_STATUS_MESSAGE = 'حالة الرسالة غير صحيحة';

/** A message stored before statuses existed counts as pending (spec 3 §3). */
export function contactStatus(status: unknown): (typeof CONTACT_STATUSES)[number] {
  return (CONTACT_STATUSES as readonly string[]).includes(status as string)
    ? (status as (typeof CONTACT_STATUSES)[number])
    : 'pending';
}

// ---------------------------------------------------------------- join-us form (spec 2 §5)

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

/** '+20 100-123 4567' → '+201001234567'; whitespace, dashes, dots and brackets are dropped. */
export function normaliseWhatsapp(v: unknown): string {
  return text(v).replace(/[\s\-().]/g, '');
}

const JOIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LONG_TEXT = 2000;

/**
 * The join-us rules of spec 2 §5, in the spec's order. Missing required fields come first
 * (`missingFields` holds their keys); each later rule adds its own message.
 */
export function validateJoinRequest(input: JoinRequestInput): ValidationResult<JoinRequest> {
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
  return result(value, errors, missingFields);
}

// ---------------------------------------------------------------- ads (spec 3 §5)

export const AD_MESSAGES = {
  title: 'عنوان الإعلان مطلوب',
  image_path: 'مسار صورة الإعلان مطلوب',
  ctalink: 'رابط زر الإعلان مطلوب',
  ctaText: 'نص زر الإعلان مطلوب',
  priority: 'أولوية الإعلان يجب أن تكون رقماً صحيحاً غير سالب',
  targetAudience: 'الجمهور المستهدف يجب أن يكون all أو logged_in أو not_logged_in',
  startDate: 'تاريخ بداية الإعلان غير صحيح',
  endDate: 'تاريخ نهاية الإعلان غير صحيح',
  dateOrder: 'تاريخ نهاية الإعلان يجب أن يكون بعد تاريخ بدايته',
  counter: 'عدادات الإعلان يجب أن تكون أرقاماً صحيحة غير سالبة',
  // javascript:, data:, //host … (see safe-url.ts): only http(s) and paths of the site.
  ctalinkInvalid: `${LINK_MESSAGE}: رابط زر الإعلان`,
  image_pathInvalid: `${LINK_MESSAGE}: مسار صورة الإعلان`,
  features: 'مميزات الإعلان يجب أن تكون قائمة نصوص',
  tooLong: 'النص المدخل أطول من المسموح.',
} as const;

export type AdInput = Record<string, unknown>;
export type AdFields = {
  title?: string;
  description?: string | null;
  features?: string[];
  image_path?: string;
  ctalink?: string;
  ctaText?: string;
  startDate?: string;
  /** null: no end date (the ad runs until it is edited or deleted; spec 3 §9 "no end date"). */
  endDate?: string | null;
  priority?: number;
  targetAudience?: string;
  currentShows?: number;
  currentClicks?: number;
};

export const AD_FIELDS = [
  'title',
  'description',
  'features',
  'image_path',
  'ctalink',
  'ctaText',
  'startDate',
  'endDate',
  'priority',
  'targetAudience',
  'currentShows',
  'currentClicks',
] as const;

/** Features are entered as comma-separated text: split, trimmed, empties dropped. */
export function parseFeatures(v: unknown): string[] | 'invalid' {
  if (v === null || v === undefined || v === '') return [];
  const parts =
    typeof v === 'string'
      ? v.split(',')
      : Array.isArray(v) && v.every((x) => typeof x === 'string')
        ? (v as string[])
        : null;
  if (!parts) return 'invalid';
  return parts.map((p) => p.trim()).filter(Boolean);
}

const toDate = (v: unknown): Date | null => {
  if (typeof v !== 'string' && !(v instanceof Date)) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};
const toCount = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 2_000_000_000 ? n : null;
};

/**
 * An ad as a SuperAdmin writes it. For a new ad (`partial` false) title, image path, button link
 * and text, start and end dates are required; priority defaults to 1 and the audience to 'all'.
 * The end date is required as a choice: a date, or `null` for an ad without an end date (spec 3
 * §9 counts "no end date" as active); leaving it out is still refused.
 * For an update only the fields present are checked; `current` gives the stored dates so that the
 * order of start and end is checked against the record as it will be.
 */
export function validateAd(
  input: AdInput,
  options: { partial?: boolean; current?: Record<string, unknown> } = {},
): ValidationResult<AdFields> {
  const partial = options.partial ?? false;
  const has = (k: string) => input[k] !== undefined;
  const errors: string[] = [];
  const missingFields: string[] = [];
  const value: AdFields = {};
  const required = (k: 'title' | 'image_path' | 'ctalink' | 'ctaText', max: number) => {
    if (!has(k) && partial) return;
    const t = text(input[k]);
    if (!t) {
      errors.push(AD_MESSAGES[k]);
      missingFields.push(k);
    } else if (t.length > max) errors.push(AD_MESSAGES.tooLong);
    else value[k] = t;
  };
  required('title', 300);
  if (has('description')) value.description = text(input.description) || null;
  if (has('features') || !partial) {
    const f = parseFeatures(input.features);
    if (f === 'invalid') errors.push(AD_MESSAGES.features);
    else value.features = f;
  }
  required('image_path', 1000);
  required('ctalink', 2000);
  for (const k of ['image_path', 'ctalink'] as const) {
    if (value[k] !== undefined && !isAllowedLink(value[k])) {
      errors.push(AD_MESSAGES[`${k}Invalid`]);
      delete value[k];
    }
  }
  required('ctaText', 100);
  for (const k of ['startDate', 'endDate'] as const) {
    if (!has(k) && partial) continue;
    if (k === 'endDate' && input[k] === null) {
      value.endDate = null;
      continue;
    }
    const d = toDate(input[k]);
    if (!d) {
      errors.push(AD_MESSAGES[k]);
      if (blank(input[k])) missingFields.push(k);
    } else value[k] = d.toISOString();
  }
  const start = value.startDate ?? (options.current?.startDate as string | undefined);
  const end = value.endDate === undefined ? (options.current?.endDate as string | null | undefined) : value.endDate;
  if (start && end && new Date(end).getTime() < new Date(start).getTime()) errors.push(AD_MESSAGES.dateOrder);
  if (has('priority') || !partial) {
    const p = has('priority') && input.priority !== '' && input.priority !== null ? toCount(input.priority) : 1;
    if (p === null) errors.push(AD_MESSAGES.priority);
    else value.priority = p;
  }
  if (has('targetAudience') || !partial) {
    const a = has('targetAudience') && !blank(input.targetAudience) ? text(input.targetAudience) : 'all';
    if (!(AD_AUDIENCES as readonly string[]).includes(a)) errors.push(AD_MESSAGES.targetAudience);
    else value.targetAudience = a;
  }
  for (const k of ['currentShows', 'currentClicks'] as const) {
    if (!has(k)) continue;
    const n = toCount(input[k]);
    if (n === null) errors.push(AD_MESSAGES.counter);
    else value[k] = n;
  }
  return result(value, [...new Set(errors)], missingFields);
}

/** Whether an ad has no end date (null, missing or blank): it runs until it is edited or deleted. */
export const hasNoEndDate = (ad: Record<string, unknown>) =>
  ad.endDate === null || ad.endDate === undefined || ad.endDate === '';

/** Whether an ad is inside its date window (start ≤ now ≤ end; an ad without an end date never ends). */
export function isAdActive(ad: Record<string, unknown>, now: Date = new Date()): boolean {
  const start = toDate(ad.startDate);
  if (!start || start.getTime() > now.getTime()) return false;
  if (hasNoEndDate(ad)) return true;
  const end = toDate(ad.endDate);
  return !!end && now.getTime() <= end.getTime();
}

export const AD_COUNTER_MESSAGES = {
  onlyCounters: 'يمكن للزوار زيادة عدد مرات الظهور أو النقرات فقط',
  oneCounter: 'يجب إرسال عداد واحد فقط: currentShows أو currentClicks',
  byOne: 'يمكن زيادة العداد بمقدار واحد فقط',
} as const;

export type CounterBump = { field: 'currentShows' | 'currentClicks'; sent: number; sessionId: string };

/**
 * A visitor's counter update (spec 1 §4): the body holds exactly one of currentShows or
 * currentClicks with the incremented value the client computed, and the browser's `sessionId`
 * (spec 1 §3's session id; a show or click counts once per session and ad). Which field, the
 * value and the session are checked here; that the value is at most one above the stored count
 * is checked by the database.
 */
export function parseCounterBump(
  body: Record<string, unknown>,
): { ok: true; bump: CounterBump } | { ok: false; status: 400 | 403; message: string } {
  const keys = Object.keys(body ?? {}).filter(
    (k) => k !== '_id' && k !== 'id' && k !== 'documentId' && k !== 'sessionId',
  );
  const other = keys.filter((k) => k !== 'currentShows' && k !== 'currentClicks');
  if (other.length) return { ok: false, status: 403, message: AD_COUNTER_MESSAGES.onlyCounters };
  if (keys.length !== 1) return { ok: false, status: 400, message: AD_COUNTER_MESSAGES.oneCounter };
  const field = keys[0] as CounterBump['field'];
  const sent = toCount(body[field]);
  if (sent === null || sent < 1) return { ok: false, status: 400, message: AD_COUNTER_MESSAGES.byOne };
  if (!isSessionId(body.sessionId)) return { ok: false, status: 400, message: VISITOR_MESSAGES.sessionId };
  return { ok: true, bump: { field, sent, sessionId: body.sessionId } };
}

// ---------------------------------------------------------------- ad analytics (spec 1 §3)

export const AD_EVENT_MESSAGES = {
  adId: 'معرف الإعلان مطلوب',
  adNotFound: 'الإعلان غير موجود',
  action: 'نوع الحدث يجب أن يكون show أو click',
  deviceType: 'نوع الجهاز يجب أن يكون desktop أو mobile',
  timeOnPage: 'مدة البقاء في الصفحة يجب أن تكون رقماً صحيحاً غير سالب بالمللي ثانية',
  timestamp: 'وقت الحدث غير صحيح',
  tooLong: 'النص المدخل أطول من المسموح.',
} as const;

export const AD_ACTIONS = ['show', 'click'] as const;
export const DEVICE_TYPES = ['desktop', 'mobile'] as const;

export type AdEvent = {
  adId: string;
  action: (typeof AD_ACTIONS)[number];
  page: string | null;
  sessionId: string;
  userAgent: string | null;
  deviceType: (typeof DEVICE_TYPES)[number] | null;
  browser: string | null;
  os: string | null;
  timeOnPage: number | null;
  timestamp: string | null;
};

/** The event a browser sends; who sent it (user, address) is filled by the server. */
export function validateAdEvent(input: Record<string, unknown>): ValidationResult<AdEvent> {
  const errors: string[] = [];
  const missingFields: string[] = [];
  const opt = (k: string, max: number) => {
    const t = text(input[k]);
    if (t.length > max) errors.push(AD_EVENT_MESSAGES.tooLong);
    return t ? t.slice(0, max) : null;
  };
  const adId = text(input.adId);
  if (!adId) {
    errors.push(AD_EVENT_MESSAGES.adId);
    missingFields.push('adId');
  } else if (adId.length > 64) errors.push(AD_EVENT_MESSAGES.adNotFound);
  const action = text(input.action);
  if (!(AD_ACTIONS as readonly string[]).includes(action)) {
    errors.push(AD_EVENT_MESSAGES.action);
    if (!action) missingFields.push('action');
  }
  const deviceType = text(input.deviceType);
  if (deviceType && !(DEVICE_TYPES as readonly string[]).includes(deviceType))
    errors.push(AD_EVENT_MESSAGES.deviceType);
  let timeOnPage: number | null = null;
  if (input.timeOnPage !== undefined && input.timeOnPage !== null && input.timeOnPage !== '') {
    timeOnPage = toCount(typeof input.timeOnPage === 'number' ? Math.round(input.timeOnPage) : input.timeOnPage);
    if (timeOnPage === null) errors.push(AD_EVENT_MESSAGES.timeOnPage);
  }
  let timestamp: string | null = null;
  if (!blank(input.timestamp)) {
    const d = toDate(input.timestamp);
    if (!d) errors.push(AD_EVENT_MESSAGES.timestamp);
    else timestamp = d.toISOString();
  }
  // The browser's session id is required: a show or click counts once per session and ad.
  const sessionId = typeof input.sessionId === 'string' ? input.sessionId.trim() : '';
  if (!isSessionId(sessionId)) {
    errors.push(VISITOR_MESSAGES.sessionId);
    if (!sessionId) missingFields.push('sessionId');
  }
  const value: AdEvent = {
    adId,
    action: action as AdEvent['action'],
    page: opt('page', 500),
    sessionId,
    userAgent: opt('userAgent', 1000),
    deviceType: (deviceType || null) as AdEvent['deviceType'],
    browser: opt('browser', 100),
    os: opt('os', 100),
    timeOnPage,
    timestamp,
  };
  return result(value, [...new Set(errors)], missingFields);
}

// ---------------------------------------------------------------- user agents

export type UserAgentInfo = { deviceType: 'desktop' | 'mobile'; browser: string; os: string };

/** Device type, browser and system from a User-Agent header, as the analytics screen groups them. */
export function classifyUserAgent(ua: string | null | undefined): UserAgentInfo {
  const s = ua ?? '';
  const mobile = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini|IEMobile/i.test(s);
  const browser = /Edg(e|A|iOS)?\//.test(s)
    ? 'Edge'
    : /OPR\/|Opera/.test(s)
      ? 'Opera'
      : /SamsungBrowser\//.test(s)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(s)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(s)
            ? 'Chrome'
            : /Safari\//.test(s)
              ? 'Safari'
              : 'Other';
  const os = /Windows/.test(s)
    ? 'Windows'
    : /Android/.test(s)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(s)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(s)
          ? 'macOS'
          : /CrOS/.test(s)
            ? 'ChromeOS'
            : /Linux/.test(s)
              ? 'Linux'
              : 'Other';
  return { deviceType: mobile ? 'mobile' : 'desktop', browser, os };
}

// ---------------------------------------------------------------- visitors

export const VISITOR_MESSAGES = { sessionId: 'معرف الجلسة غير صحيح' } as const;

/** A browser session id: 1-100 characters of letters, digits and . _ : - */
export function isSessionId(v: unknown): v is string {
  return typeof v === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(v);
}

// ---------------------------------------------------------------- admin log

export const ADMIN_LOG_ACTIONS = ['view', 'add', 'edit', 'delete'] as const;

export const ADMIN_LOG_MESSAGES = {
  action: 'نوع العملية يجب أن يكون view أو add أو edit أو delete',
  target: 'وصف العملية مطلوب',
  tooLong: 'وصف العملية أطول من المسموح (500 حرف)',
  timestamp: 'وقت العملية غير صحيح',
  date: 'التاريخ غير صحيح',
  page: 'رقم الصفحة أو عدد العناصر غير صحيح',
} as const;

export type AdminLogInput = { action: string; target: string; beforeEdit: unknown; afterEdit: unknown };

/**
 * A log entry the admin screens write themselves (the server fills who wrote it and when: a
 * client's `timestamp` is ignored, so no entry can be back-dated). The before/after snapshots
 * are JSON objects of at most LOG_LIMITS.snapshotBytes each.
 */
export function validateAdminLogEntry(input: Record<string, unknown>): ValidationResult<AdminLogInput> {
  const errors: string[] = [];
  const missingFields: string[] = [];
  const action = text(input.action);
  if (!(ADMIN_LOG_ACTIONS as readonly string[]).includes(action)) {
    errors.push(ADMIN_LOG_MESSAGES.action);
    if (!action) missingFields.push('action');
  }
  const target = text(input.target);
  if (!target) {
    errors.push(ADMIN_LOG_MESSAGES.target);
    missingFields.push('target');
  } else if (target.length > LOG_LIMITS.text) errors.push(ADMIN_LOG_MESSAGES.tooLong);
  const json = (v: unknown) => (v && typeof v === 'object' ? v : null);
  const [beforeEdit, afterEdit] = [json(input.beforeEdit), json(input.afterEdit)];
  if (jsonBytes(beforeEdit) > LOG_LIMITS.snapshotBytes || jsonBytes(afterEdit) > LOG_LIMITS.snapshotBytes)
    errors.push(LIMIT_MESSAGES.snapshot);
  return result({ action, target, beforeEdit, afterEdit }, errors, missingFields);
}

export type AdminLogQuery = {
  page: number;
  limit: number;
  action?: string;
  adminId?: string;
  adminType?: string;
  target?: string;
  from?: string;
  to?: string;
};

/**
 * The log screen's query: page (from 1, default 1), limit (1-100, default 10, spec 3 §9), and
 * filters action, adminId, adminType, target (contains) and from/to (ISO dates, inclusive).
 */
export function parseAdminLogQuery(
  q: Record<string, unknown>,
): { ok: true; query: AdminLogQuery } | { ok: false; message: string } {
  const int = (v: unknown, dflt: number) => (v === undefined || v === '' ? dflt : Number(v));
  const page = int(q.page, 1);
  const limit = int(q.limit, 10);
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000 || !Number.isInteger(limit) || limit < 1 || limit > 100) {
    return { ok: false, message: ADMIN_LOG_MESSAGES.page };
  }
  const query: AdminLogQuery = { page, limit };
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const action = str(q.action);
  if (action !== undefined) {
    if (!(ADMIN_LOG_ACTIONS as readonly string[]).includes(action))
      return { ok: false, message: ADMIN_LOG_MESSAGES.action };
    query.action = action;
  }
  for (const k of ['adminId', 'adminType', 'target'] as const) {
    const v = str(q[k]);
    if (v !== undefined) query[k] = v.slice(0, 500);
  }
  for (const k of ['from', 'to'] as const) {
    const v = str(q[k]);
    if (v === undefined) continue;
    const d = toDate(v);
    if (!d) return { ok: false, message: ADMIN_LOG_MESSAGES.date };
    // A bare date as 'to' covers the whole day.
    query[k] =
      k === 'to' && /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? new Date(d.getTime() + 86_400_000 - 1).toISOString()
        : d.toISOString();
  }
  return { ok: true, query };
}
