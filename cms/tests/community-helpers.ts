import { expect, inject } from 'vitest';
import { api, tokenFor, type Caller } from './helpers';

export { tokenFor };

export async function as(caller: Caller, path: string, options: { method?: string; body?: unknown } = {}) {
  return api(path, { ...options, token: await tokenFor(caller) });
}

export const CALLERS: Caller[] = ['visitor', 'student', 'admin', 'superAdmin'];
const LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
/** A unique run of Arabic letters, for fields that accept letters only. */
export const uniqueLetters = () =>
  unique()
    .split('')
    .map((c) => LETTERS[parseInt(c, 36) % LETTERS.length])
    .join('');
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The role matrix of one call: `allowed` callers must not be refused (401/403); the others must be.
 * `call` runs the request for a caller (fresh data per caller where the call consumes it).
 */
export async function expectRoles(allowed: Caller[], call: (caller: Caller) => Promise<{ status: number }>) {
  for (const caller of CALLERS) {
    const { status } = await call(caller);
    if (allowed.includes(caller)) expect(status, `${caller} should be allowed`).not.toBeOneOf([401, 403]);
    else expect(status, `${caller} should be refused`).toBeOneOf([401, 403]);
  }
}

/** Mails received by the catcher for an address (waits a little for delivery). */
export async function mailsTo(address: string, tries = 40): Promise<{ subject: string; text: string; html: string }[]> {
  for (let i = 0; i < tries; i += 1) {
    const res = await fetch(`${inject('mailUrl')}/api/email`);
    const all = (await res.json()) as { to: { address: string }[]; subject: string; text: string; html: string }[];
    const mine = all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
    if (mine.length) return mine;
    await new Promise((r) => setTimeout(r, 250));
  }
  return [];
}

/** The newest activity-log entries whose target contains `text`. */
export async function logEntries(text: string) {
  const res = await as('superAdmin', `/api/admin-logs?limit=100&target=${encodeURIComponent(text)}`);
  expect(res.status).toBe(200);
  return res.body.data as Record<string, any>[];
}

const DAY_MS = 86_400_000;
/** An instant `offsetDays` from now, as the ads' dates are sent. */
export const isoInDays = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString();

/** A valid ad body, running from yesterday to tomorrow for everyone (POST /api/ads). */
export const adBody = (patch: Record<string, unknown> = {}) => ({
  title: `إعلان ${unique()}`,
  description: 'وصف',
  features: 'مجاني, سريع',
  image_path: '/images/ads/a.png',
  ctalink: 'https://example.com',
  ctaText: 'اعرف أكثر',
  startDate: isoInDays(-1),
  endDate: isoInDays(1),
  priority: 0,
  targetAudience: 'all',
  ...patch,
});

/** A valid join request (POST /api/join-us/add) from `email` with the WhatsApp number `whatsapp`. */
export const joinRequestBody = (email: string, whatsapp: string) => ({
  firstName: 'سارة',
  lastName: 'محمد',
  email,
  whatsapp_with_country_code: whatsapp,
  committee: 'tech',
  isStudent: true,
  university: 'جامعة القاهرة',
  faculty: 'الهندسة',
  academicLevel: 'level2',
  ActivitiesMember: false,
  howDidYouKnow: 'facebook',
  knowUs: false,
  admissionInfo: false,
  hasExperience: false,
});
