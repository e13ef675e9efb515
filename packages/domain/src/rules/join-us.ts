/**
 * The join-us page's answer handling (spec 2 §8, "Join-us submit"). The spec gives the meaning
 * of each message; the Arabic wording here is ours.
 */
import { dropTrunkZero } from './countries';

export const JOIN_SUBMIT_MESSAGES = {
  dataErrorPrefix: 'خطأ في البيانات: ',
  missingFieldsPrefix: 'حقول ناقصة: ',
  invalidData: 'بيانات غير صحيحة، يرجى التحقق من المعلومات المدخلة',
  alreadyApplied: 'لقد قمت بالتقديم مسبقاً',
  serverError: 'خطأ في الخادم، يرجى المحاولة لاحقاً',
  serverErrorWithStatus: (status: number) => `خطأ في الخادم (${status})`,
  connection: 'خطأ في الاتصال، يرجى التحقق من اتصالك بالإنترنت',
  unknown: 'حدث خطأ أثناء إرسال الطلب',
  submitted: 'شكراً لك! تم استلام طلبك بنجاح، وسيتواصل معك فريقنا قريباً.',
} as const;

/** English messages an older server sent, in Arabic (spec 2 §8 quotes the first). */
export const JOIN_SERVER_MESSAGE_AR: Record<string, string> = {
  'university is required when isStudent is true': 'الجامعة مطلوبة للطالب',
  'faculty is required when isStudent is true': 'الكلية مطلوبة للطالب',
  'academicLevel is required when isStudent is true': 'المستوى الأكاديمي مطلوب للطالب',
  'ActivitiesMember is required when isStudent is true': 'يرجى تحديد ما إذا كنت عضو في اتحاد الطلاب',
  'ActivitiesRole is required when ActivitiesMember is true': 'يرجى توضيح دورك وأنشطتك في الاتحاد',
  'aboutUs is required when knowUs is true': 'يرجى توضيح ما تعرفه عنا',
  'admissionKnowledge is required when admissionInfo is true': 'يرجى توضيح معلوماتك عن التقديم للجامعات',
  'experienceDetails is required when hasExperience is true': 'يرجى توضيح خبرتك في هذا المجال',
  'Invalid email': 'يرجى إدخال بريد إلكتروني صحيح',
};

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The message for a failed submission. `status` 0 means no answer came (network failure);
 * `body` is the parsed error body, if any.
 */
export function joinSubmitErrorMessage(status: number, body: unknown): string {
  const m = JOIN_SUBMIT_MESSAGES;
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (status === 0) return m.connection;
  if (status === 400) {
    if (Array.isArray(record.errors) && record.errors.length) {
      const texts = record.errors
        .map((e) =>
          typeof e === 'string'
            ? e
            : (str((e as Record<string, unknown>)?.msg) ?? str((e as Record<string, unknown>)?.message)),
        )
        .filter((e): e is string => Boolean(e))
        .map((e) => JOIN_SERVER_MESSAGE_AR[e] ?? e);
      if (texts.length) return m.dataErrorPrefix + texts.join('، ');
    }
    if (Array.isArray(record.missingFields) && record.missingFields.length) {
      return m.dataErrorPrefix + m.missingFieldsPrefix + record.missingFields.map(String).join('، ');
    }
    const nested =
      record.error && typeof record.error === 'object'
        ? str((record.error as Record<string, unknown>).message)
        : str(record.error);
    const message = str(record.message) ?? nested;
    if (message) return m.dataErrorPrefix + message;
    return m.invalidData;
  }
  if (status === 409) {
    const nested =
      record.error && typeof record.error === 'object' ? str((record.error as Record<string, unknown>).message) : null;
    return str(record.message) ?? nested ?? m.alreadyApplied;
  }
  if (status === 500) return m.serverError;
  if (status > 0) return m.serverErrorWithStatus(status);
  return m.unknown;
}

/** Spec 2 §4: 200 and 201 are success; any other status is a failure. */
export const isJoinSubmitSuccess = (status: number) => status === 200 || status === 201;

/** Arabic labels of the join-us closed lists (spec 2 §3); 'other' is offered by the form itself. */
export const JOIN_COMMITTEE_LABELS: Record<string, string> = {
  advising: 'الإرشاد الطلابي',
  growth: 'النمو والتسويق',
  content: 'صناعة المحتوى',
  studio: 'الاستوديو والتصميم',
  pr: 'العلاقات العامة',
  tech: 'التقنية',
};

export const JOIN_LEVEL_LABELS: Record<string, string> = {
  level1: 'الفرقة الأولى',
  level2: 'الفرقة الثانية',
  level3: 'الفرقة الثالثة',
  level4: 'الفرقة الرابعة',
  level5: 'الفرقة الخامسة',
};

export const JOIN_SOURCE_LABELS: Record<string, string> = {
  facebook: 'فيسبوك',
  instagram: 'إنستجرام',
  tiktok: 'تيك توك',
  youtube: 'يوتيوب',
  linkedin: 'لينكدإن',
  telegram: 'تيليجرام',
  current: 'من أحد أعضاء الفريق',
};

/**
 * The WhatsApp digits as typed (spec 2 §5): non-digits removed, a country code typed at the
 * start of the number (with or without 00) dropped when at least 8 digits remain, and else a
 * trunk 0 dropped ('01001234567' with +20 → '1001234567'; see dropTrunkZero).
 */
export function whatsappDigits(number: string, countryCode: string): string {
  const digits = String(number ?? '').replace(/\D/g, '');
  const code = String(countryCode ?? '').replace(/\D/g, '');
  if (!code) return digits;
  const prefix = [`00${code}`, code].find((p) => digits.startsWith(p) && digits.length - p.length >= 8);
  const national = prefix ? digits.slice(prefix.length) : digits;
  // '00…' left here is another country's international prefix, not a trunk 0.
  return national.startsWith('00') ? national : dropTrunkZero(`+${code}`, national);
}

export const WHATSAPP_MIN_DIGITS = 8;
