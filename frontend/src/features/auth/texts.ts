/**
 * The screen's texts. Quoted ones are spec 1 §8 verbatim; the spec gives some only in English
 * (the verify and reset pages) or elides them ('...'): those are Dalil's Arabic wording.
 */
import { SIGN_IN_WINDOW_SECONDS, tooManyTriesMessage } from '@dalil/domain/rules';
import { ApiError } from '@/lib/api-client';

export const TEXTS = {
  login404: 'المستخدم غير موجود يرجي انشاء حساب',
  login401: 'كلمة المرور غير صحيحة',
  login400: 'يرجى التحقق من البيانات المدخلة',
  loginOther: 'حدث خطأ أثناء تسجيل الدخول',
  noResponse: 'حدث خطأ في الاتصال بالخادم',
  /** Spec: 'هذا الحساب غير مفعل! ...' (check spam); the rest is Dalil's wording. */
  unverified:
    'هذا الحساب غير مفعل! تم إرسال رمز التحقق إلى بريدك الإلكتروني، يرجى التحقق من صندوق الرسائل غير المرغوب فيها (Spam) أيضاً',
  verificationMailFailed: 'تعذر إرسال رسالة التحقق إلى بريدك الإلكتروني',
  verifyFailed: 'حدث خطأ أثناء التحقق من الرمز',
  verified: 'تم تفعيل حسابك بنجاح',
  resendFailed: 'حدث خطأ أثناء إرسال الرمز',
  resent: 'تم إرسال رمز جديد إلى بريدك الإلكتروني',
  registerFailed: 'حدث خطأ أثناء إنشاء الحساب أو إرسال البريد الإلكتروني',
  registered: 'تم إنشاء الحساب بنجاح، أرسلنا رمز التحقق إلى بريدك الإلكتروني',
  sessionExpired: 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول للتمتع بالمزايا الحصرية والذكية مرة أخرى',
  facultiesFailed: 'حدث خطأ أثناء تحميل قائمة الكليات',
  signedIn: 'تم تسجيل الدخول بنجاح',
  // Verify and reset pages: the spec states these in English.
  verifyLinkInvalid: 'رابط التحقق غير صالح',
  verifyPageFailed: 'حدث خطأ أثناء التحقق من البريد الإلكتروني',
  verifyPageDone: 'تم تأكيد بريدك الإلكتروني بنجاح، يمكنك الآن تسجيل الدخول',
  resetLinkMissing: 'الرابط غير صالح أو مفقود',
  resetLinkExpired: 'هذا الرابط غير صالح أو منتهي الصلاحية، يرجى طلب رابط جديد',
  resetBothRequired: 'يرجى إدخال كلمة المرور وتأكيدها',
  resetPageFailed: 'تعذر تغيير كلمة المرور، تحقق من الرابط أو أعد المحاولة',
  resetPageDone: 'تم تغيير كلمة المرور بنجاح، يمكنك الآن تسجيل الدخول',
  spamHint: 'إذا لم تجد الرسالة فتحقق من صندوق الرسائل غير المرغوب فيها (Spam).',
  hourHint: 'إذا لم تصلك الرسالة الآن فستصلك خلال ساعة على الأكثر، ويمكنك إعادة المحاولة بعد ساعة.',
} as const;

/** Spec 1 §8, login by status. */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return TEXTS.noResponse;
  if (error.status === 404) return TEXTS.login404;
  if (error.status === 401) return TEXTS.login401;
  if (error.status === 400) return TEXTS.login400;
  // Over the sign-in limit: how long to wait, from the answer's Retry-After or the documented window.
  if (error.status === 429) return tooManyTriesMessage(error.retryAfterSeconds, SIGN_IN_WINDOW_SECONDS);
  return TEXTS.loginOther;
}

/** 'The server message if present, else …' (spec 1 §8, verify). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status !== 0 &&
    error.message &&
    !error.message.startsWith('حدث خطأ غير متوقع')
  )
    return error.message;
  return fallback;
}
