/**
 * The ads screen's add/edit form (spec 3 §5 "Ad"): its defaults, a stored ad as form values, and
 * the form as the body of POST/PUT /api/ads. Dates are edited and shown in UTC (spec 3 §9: "ad
 * dates in UTC"): a `datetime-local` value 'yyyy-mm-ddThh:mm' is read as UTC.
 */
import { AD_MESSAGES, hasNoEndDate, validateAd, errorAt, errorsOf, type ErrorItem } from '@dalil/domain/validation';

export const AD_AUDIENCE_VALUES = ['all', 'logged_in', 'not_logged_in'] as const;
export type AdAudience = (typeof AD_AUDIENCE_VALUES)[number];

export interface AdFormValues {
  title: string;
  description: string;
  /** Comma-separated text (spec 3 §5). */
  features: string;
  image_path: string;
  ctalink: string;
  ctaText: string;
  priority: string;
  targetAudience: string;
  /** 'yyyy-mm-ddThh:mm', UTC. */
  startDate: string;
  endDate: string;
  /** "No end date": the ad runs until edited or deleted (spec 3 §9). */
  noEndDate: boolean;
}

export type AdFormField = Exclude<keyof AdFormValues, 'noEndDate'>;

/** A stored instant as a `datetime-local` value in UTC; '' when missing or unreadable. */
export function isoToUtcInput(value: string | null | undefined): string {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? '' : new Date(t).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as UTC, as an ISO instant; '' when it is not one (or not a real date). */
export function utcInputToIso(value: string | null | undefined): string {
  const s = String(value ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(s)) return '';
  const t = Date.parse(`${s}Z`);
  if (Number.isNaN(t)) return '';
  const iso = new Date(t).toISOString();
  // Not a calendar date (30 February) when the instant does not read back as what was typed.
  return iso.slice(0, 16) === s.slice(0, 16) ? iso : '';
}

/** A new ad: priority 1 and audience all (spec 3 §9), starting now (to the minute), no end chosen yet. */
export function adFormDefaults(now: Date = new Date()): AdFormValues {
  return {
    title: '',
    description: '',
    features: '',
    image_path: '',
    ctalink: '',
    ctaText: '',
    priority: '1',
    targetAudience: 'all',
    startDate: isoToUtcInput(now.toISOString()),
    endDate: '',
    noEndDate: false,
  };
}

export interface StoredAd {
  title?: string | null;
  description?: string | null;
  features?: string[] | null;
  image_path?: string | null;
  ctalink?: string | null;
  ctaText?: string | null;
  priority?: number | string | null;
  targetAudience?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** A stored ad as form values (features joined with ', '). */
export function adToForm(ad: StoredAd): AdFormValues {
  return {
    title: ad.title ?? '',
    description: ad.description ?? '',
    features: (ad.features ?? []).join(', '),
    image_path: ad.image_path ?? '',
    ctalink: ad.ctalink ?? '',
    ctaText: ad.ctaText ?? '',
    priority: ad.priority === null || ad.priority === undefined ? '1' : String(ad.priority),
    targetAudience: ad.targetAudience ?? 'all',
    startDate: isoToUtcInput(ad.startDate),
    endDate: isoToUtcInput(ad.endDate),
    noEndDate: hasNoEndDate(ad as Record<string, unknown>),
  };
}

/** The form as the API body: features split on commas, dates in UTC, `endDate: null` for no end. */
export function adFormToBody(form: AdFormValues): Record<string, unknown> {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    features: form.features,
    image_path: form.image_path.trim(),
    ctalink: form.ctalink.trim(),
    ctaText: form.ctaText.trim(),
    priority: form.priority.trim(),
    targetAudience: form.targetAudience,
    startDate: utcInputToIso(form.startDate),
    endDate: form.noEndDate ? null : utcInputToIso(form.endDate),
  };
}

/**
 * The body of an edit: only the fields whose value differs from what the form opened with
 * (issue 21 item 5). A field left alone is not sent, so the stored value stays exactly as it
 * is — dates keep their seconds, an uploaded image its media entry — however the form shows it.
 */
export function adFormChanges(opened: AdFormValues, form: AdFormValues): Record<string, unknown> {
  const before = adFormToBody(opened);
  const after = adFormToBody(form);
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  );
}

const FIELD_OF_MESSAGE: [string, AdFormField][] = [
  [AD_MESSAGES.title, 'title'],
  [AD_MESSAGES.image_path, 'image_path'],
  [AD_MESSAGES.image_pathInvalid, 'image_path'],
  [AD_MESSAGES.ctalink, 'ctalink'],
  [AD_MESSAGES.ctalinkInvalid, 'ctalink'],
  [AD_MESSAGES.ctaText, 'ctaText'],
  [AD_MESSAGES.priority, 'priority'],
  [AD_MESSAGES.priorityRequired, 'priority'],
  [AD_MESSAGES.targetAudience, 'targetAudience'],
  [AD_MESSAGES.startDate, 'startDate'],
  [AD_MESSAGES.endDate, 'endDate'],
  [AD_MESSAGES.dateOrder, 'endDate'],
  [AD_MESSAGES.features, 'features'],
];

/**
 * The server's rules (validateAd) on the form, each at the form's field it is about; none when
 * it may be sent. A message without a field of its own (a text too long) is the whole form's.
 */
export function adFormErrors(form: AdFormValues): ErrorItem[] {
  return errorsOf(validateAd(adFormToBody(form))).map(({ message }) =>
    errorAt(FIELD_OF_MESSAGE.find(([m]) => m === message)?.[1], message),
  );
}

const AD_DATE_TIME = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** Spec 3 §9: ad dates in Arabic (Egypt), year to minute, in UTC, Latin digits; '' when missing. */
export function formatAdDateTime(value: string | null | undefined): string {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? '' : AD_DATE_TIME.format(t);
}
