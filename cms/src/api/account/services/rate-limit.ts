import type { Core } from '@strapi/strapi';
import { createRateLimiter } from '../../../lib/rate-limit';
import { readLimits, type Scope } from '../limits';

/**
 * The auth limits of `limits.ts` on the shared database limiter (`src/lib/rate-limit.ts`):
 * per client address and per e-mail.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const limits = readLimits();
  const limiter = createRateLimiter(strapi);
  const counter = (scope: Scope, kind: 'ip' | 'email', identity: string) => ({
    scope,
    kind,
    identity,
    limit: kind === 'ip' ? limits[scope].perIp : limits[scope].perEmail,
    windowSeconds: limits[scope].windowSeconds,
  });

  return {
    limits,
    /** Adds one to the counter and answers whether the count is now beyond the limit. */
    consume: (scope: Scope, kind: 'ip' | 'email', identity: string) => limiter.consume(counter(scope, kind, identity)),
    /** Whether the counter is already at its limit, without counting this request. */
    reached: (scope: Scope, kind: 'ip' | 'email', identity: string) => limiter.reached(counter(scope, kind, identity)),
  };
};
