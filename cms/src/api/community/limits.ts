/**
 * Limits of the public writes (issue 10, finding 3), per client address and per browser session
 * id, in fixed windows counted in the database (the shared limiter of `src/lib/rate-limit.ts`,
 * so several CMS processes agree). Beyond a limit the call answers 429 with the auth area's
 * Arabic message and a Retry-After of the window.
 *
 * The endpoints and default figures are listed once, in the README (Security → Limits); the
 * numbers themselves are DEFAULTS below.
 *
 * Every call counts, valid or not (a refused body costs the server too), except for visitors:
 * only a call that would add a new session counts, so returning visitors behind one shared
 * address (a school network) never lose the counter. Independently of these limits, an ad's
 * show and click count once per session and ad (see services/ads.ts, services/ad-analytics.ts).
 *
 * Env: PUBLIC_RATE_<SCOPE>_PER_IP, PUBLIC_RATE_<SCOPE>_PER_SESSION, PUBLIC_RATE_<SCOPE>_WINDOW_SECONDS
 * with SCOPE one of CONTACT, JOIN_US, AD_EVENT, AD_COUNTER, VISITORS. A limit of 0 switches that counter off.
 */
import { envInt } from '../../lib/rate-limit';

export const PUBLIC_SCOPES = ['contact', 'join-us', 'ad-event', 'ad-counter', 'visitors'] as const;
export type PublicScope = (typeof PUBLIC_SCOPES)[number];
export type PublicLimit = { perIp: number; perSession: number; windowSeconds: number };

const HOUR = 60 * 60;
const DEFAULTS: Record<PublicScope, PublicLimit> = {
  contact: { perIp: 10, perSession: 0, windowSeconds: HOUR },
  'join-us': { perIp: 10, perSession: 0, windowSeconds: HOUR },
  'ad-event': { perIp: 120, perSession: 60, windowSeconds: HOUR },
  'ad-counter': { perIp: 120, perSession: 60, windowSeconds: HOUR },
  visitors: { perIp: 60, perSession: 0, windowSeconds: HOUR },
};

export function readPublicLimits(
  env: Record<string, string | undefined> = process.env,
): Record<PublicScope, PublicLimit> {
  const out = {} as Record<PublicScope, PublicLimit>;
  for (const scope of PUBLIC_SCOPES) {
    const p = `PUBLIC_RATE_${scope.toUpperCase().replace('-', '_')}`;
    out[scope] = {
      perIp: envInt(env, `${p}_PER_IP`, DEFAULTS[scope].perIp),
      perSession: envInt(env, `${p}_PER_SESSION`, DEFAULTS[scope].perSession),
      windowSeconds: Math.max(1, envInt(env, `${p}_WINDOW_SECONDS`, DEFAULTS[scope].windowSeconds)),
    };
  }
  return out;
}
