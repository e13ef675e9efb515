/**
 * «Try again in N minutes» after a 429 (issue 24, item 6). The CMS's limiters answer 429 with a
 * `Retry-After` header in seconds (cms/src/api/account/middlewares/rate-limit.ts: the window of the
 * limit); the site turns it into minutes a person can act on.
 */
import { ARABIC_NOUNS, arabicCount } from './arabic-count';

/** The sign-in limit's window (README, Security → Limits): the wait when a 429 says nothing. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/**
 * The seconds of a `Retry-After` value: a whole number of seconds or an HTTP date (RFC 9110
 * §10.2.3); null when absent or unreadable, 0 for a date already past.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const v = String(value ?? '').trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v);
  // A date has a weekday and a month name; a bare '-5' is not one (Date.parse would read it).
  if (!/[A-Za-z]/.test(v)) return null;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** After «بعد» the dual is genitive: «بعد دقيقتين». */
const MINUTES_AFTER_BA3D = { ...ARABIC_NOUNS.minute, two: 'دقيقتين' };

/** «محاولات كثيرة؛ حاول مرة أخرى بعد 5 دقائق»: the wait rounded up to whole minutes, at least one. */
export function tooManyTriesMessage(retryAfterSeconds: number | null | undefined, fallbackSeconds: number): string {
  const seconds =
    typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0
      ? retryAfterSeconds
      : fallbackSeconds;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `محاولات كثيرة؛ حاول مرة أخرى بعد ${arabicCount(minutes, MINUTES_AFTER_BA3D)}`;
}
