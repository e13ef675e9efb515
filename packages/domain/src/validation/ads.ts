/**
 * Ads as a SuperAdmin writes them (spec 3 §5), their date window, and the one change a visitor
 * may make: raising a counter by one (spec 1 §4).
 */
import { AD_AUDIENCES } from '../rules/catalog';
import { isAllowedLink, LINK_MESSAGE } from '../rules/safe-url';
import { blank, formResult, text, toCount, toDate } from './form-rules';
import { errorAt, invalid, valid, type Result } from './result';
import { isSessionId, VISITOR_MESSAGES } from './visitors';

export const AD_MESSAGES = {
  title: 'عنوان الإعلان مطلوب',
  image_path: 'مسار صورة الإعلان مطلوب',
  ctalink: 'رابط زر الإعلان مطلوب',
  ctaText: 'نص زر الإعلان مطلوب',
  priority: 'أولوية الإعلان يجب أن تكون رقماً صحيحاً غير سالب',
  // Spec 3 §5 lists the priority among the required fields (no text given): an emptied field is
  // refused rather than read as the default 1, which would take a priority-0 ad out of the popup.
  priorityRequired: 'أولوية الإعلان مطلوبة',
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

/**
 * An ad as a SuperAdmin writes it. For a new ad (`partial` false) title, image path, button link
 * and text, start and end dates are required; a priority left out defaults to 1, a priority sent
 * empty is refused (it is a required field of the form); the audience defaults to 'all'.
 * The end date is required as a choice: a date, or `null` for an ad without an end date (spec 3
 * §9 counts "no end date" as active); leaving it out is still refused.
 * For an update only the fields present are checked; `current` gives the stored dates so that the
 * order of start and end is checked against the record as it will be.
 */
export function validateAd(
  input: AdInput,
  options: { partial?: boolean; current?: Record<string, unknown> } = {},
): Result<AdFields> {
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
  const emptied = input.priority === null || (typeof input.priority === 'string' && !input.priority.trim());
  if (emptied) {
    errors.push(AD_MESSAGES.priorityRequired);
    missingFields.push('priority');
  } else if (has('priority') || !partial) {
    // A body without the key (a script, an older client) gets spec 3 §9's default 1.
    const p = has('priority') ? toCount(input.priority) : 1;
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
  return formResult(value, [...new Set(errors)], missingFields);
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
export function parseCounterBump(body: Record<string, unknown>): Result<CounterBump> {
  const keys = Object.keys(body ?? {}).filter(
    (k) => k !== '_id' && k !== 'id' && k !== 'documentId' && k !== 'sessionId',
  );
  const other = keys.filter((k) => k !== 'currentShows' && k !== 'currentClicks');
  // A field other than the counters is not the visitor's to write (the CMS answers 403 for it).
  if (other.length) return invalid(other.map((k) => errorAt(k, AD_COUNTER_MESSAGES.onlyCounters)));
  if (keys.length !== 1) return invalid([errorAt(undefined, AD_COUNTER_MESSAGES.oneCounter)]);
  const field = keys[0] as CounterBump['field'];
  const sent = toCount(body[field]);
  if (sent === null || sent < 1) return invalid([errorAt(field, AD_COUNTER_MESSAGES.byOne)]);
  if (!isSessionId(body.sessionId)) return invalid([errorAt('sessionId', VISITOR_MESSAGES.sessionId)]);
  return valid({ field, sent, sessionId: body.sessionId });
}
