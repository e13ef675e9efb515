/**
 * The contact form (spec 1 §5). Pure: the browser and the CMS run the same rules and show the
 * same Arabic messages; the messages accumulate, one per failed rule (see ./form-rules.ts).
 */
import { CONTACT_STATUSES } from '../rules/catalog';
import { normalizePhone } from '../rules/countries';
import { formResult, text } from './form-rules';
import { errorAt, resultOf, type ErrorItem, type Result } from './result';

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
export function validateContactMessage(input: ContactInput): Result<ContactMessage> {
  const value: ContactMessage = {
    name: text(input.name),
    email: text(input.email).toLowerCase(),
    phone: text(input.phone),
    message: text(input.message).replace(/\r?\n|\r/g, ' '),
  };
  const missing = (['name', 'email', 'phone', 'message'] as const).filter((k) => value[k] === '');
  if (missing.length) return formResult(value, [CONTACT_MESSAGES.missing], [...missing]);
  // Each rule names its field (the form shows it beside the field, and all of them in its list).
  const errors: ErrorItem[] = [];
  if (!NAME_PATTERN.test(value.name)) errors.push(errorAt('name', CONTACT_MESSAGES.name));
  if (!CONTACT_EMAIL_PATTERN.test(value.email)) errors.push(errorAt('email', CONTACT_MESSAGES.email));
  if (!PHONE_PATTERN.test(value.phone)) errors.push(errorAt('phone', CONTACT_MESSAGES.phone));
  if ((Object.keys(CONTACT_LIMITS) as (keyof ContactMessage)[]).some((k) => value[k].length > CONTACT_LIMITS[k])) {
    errors.push(errorAt(undefined, CONTACT_MESSAGES.tooLong));
  }
  // A well-formed number typed the local way after its code ('+2001…') is stored without the trunk 0.
  if (!errors.length && value.phone.startsWith('+')) value.phone = normalizePhone(value.phone);
  return resultOf(value, errors, [], errors.map((e) => e.message).join(' '));
}

export const CONTACT_STATUS_MESSAGE = 'حالة الرسالة غير صحيحة';

/** A message stored before statuses existed counts as pending (spec 3 §3). */
export function contactStatus(status: unknown): (typeof CONTACT_STATUSES)[number] {
  return (CONTACT_STATUSES as readonly string[]).includes(status as string)
    ? (status as (typeof CONTACT_STATUSES)[number])
    : 'pending';
}
