/** Ad analytics events a browser sends (spec 1 §3): a show or a click, once per session and ad. */
import { formResult, text, toCount } from './form-rules';
import type { Result } from './result';
import { isSessionId, VISITOR_MESSAGES } from './visitors';

export const AD_EVENT_MESSAGES = {
  adId: 'معرف الإعلان مطلوب',
  adNotFound: 'الإعلان غير موجود',
  action: 'نوع الحدث يجب أن يكون show أو click',
  deviceType: 'نوع الجهاز يجب أن يكون desktop أو mobile',
  timeOnPage: 'مدة البقاء في الصفحة يجب أن تكون رقماً صحيحاً غير سالب بالمللي ثانية',
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
};

/**
 * The event a browser sends; who sent it (user, address) and when are filled by the server: a
 * `timestamp` in the body is ignored (the site sends one; a visitor's clock, or a forged 1999 or
 * 2099, never reaches the counts).
 */
export function validateAdEvent(input: Record<string, unknown>): Result<AdEvent> {
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
  };
  return formResult(value, [...new Set(errors)], missingFields);
}
