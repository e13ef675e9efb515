/**
 * Rate limits of the auth endpoints and the code-mail cap. Each scope counts requests per
 * client address and per e-mail in a fixed window; counters live in the database
 * (`auth_rate_limits`, through the shared limiter of `src/lib/rate-limit.ts`) so that several CMS processes share them. Every number can be set by
 * environment; the defaults suit one person signing in by hand and stop scripted guessing.
 *
 * The endpoints and default figures are listed once, in the README (Security → Limits); the
 * numbers themselves are DEFAULTS below.
 *
 * Env: AUTH_RATE_<SCOPE>_PER_IP, AUTH_RATE_<SCOPE>_PER_EMAIL, AUTH_RATE_<SCOPE>_WINDOW_SECONDS
 * with SCOPE one of SIGNIN, SIGNUP, CODE_SEND, CODE_CHECK; AUTH_CODE_MAILS_PER_HOUR (5).
 * A limit of 0 switches that counter off.
 */
import { envInt } from '../../lib/rate-limit';

export type Scope = 'signin' | 'signup' | 'code-send' | 'code-check';
export type ScopeLimit = { perIp: number; perEmail: number; windowSeconds: number };
export type Limits = Record<Scope, ScopeLimit> & { codeMailsPerHour: number };

const DEFAULTS: Limits = {
  signin: { perIp: 30, perEmail: 10, windowSeconds: 15 * 60 },
  signup: { perIp: 10, perEmail: 3, windowSeconds: 60 * 60 },
  'code-send': { perIp: 20, perEmail: 6, windowSeconds: 60 * 60 },
  'code-check': { perIp: 60, perEmail: 20, windowSeconds: 15 * 60 },
  codeMailsPerHour: 5,
};

const int = envInt;

export function readLimits(env: Record<string, string | undefined> = process.env): Limits {
  const scope = (s: Scope): ScopeLimit => {
    const p = `AUTH_RATE_${s.toUpperCase().replace('-', '_')}`;
    return {
      perIp: int(env, `${p}_PER_IP`, DEFAULTS[s].perIp),
      perEmail: int(env, `${p}_PER_EMAIL`, DEFAULTS[s].perEmail),
      windowSeconds: Math.max(1, int(env, `${p}_WINDOW_SECONDS`, DEFAULTS[s].windowSeconds)),
    };
  };
  return {
    signin: scope('signin'),
    signup: scope('signup'),
    'code-send': scope('code-send'),
    'code-check': scope('code-check'),
    codeMailsPerHour: int(env, 'AUTH_CODE_MAILS_PER_HOUR', DEFAULTS.codeMailsPerHour),
  };
}
