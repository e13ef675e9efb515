import type { Core } from '@strapi/strapi';
import { tooManyRequests } from '../../../lib/http';
import { createRateLimiter, RATE_LIMIT_MESSAGE } from '../../../lib/rate-limit';
import { readPublicLimits, type PublicScope } from '../limits';

export type PublicRateLimit = ReturnType<typeof publicRateLimit>;

/** The limits of `../limits.ts`: counts one call per address and per session id, 429 beyond either. */
const publicRateLimit = ({ strapi }: { strapi: Core.Strapi }) => {
  const limits = readPublicLimits();
  const limiter = createRateLimiter(strapi);
  return {
    limits,
    async enforce(
      scope: PublicScope,
      who: { ip: string | null; sessionId?: string | null },
      ctx: { set(name: string, value: string): void },
    ): Promise<void> {
      const { perIp, perSession, windowSeconds } = limits[scope];
      const overIp = await limiter.consume({ scope, kind: 'ip', identity: who.ip ?? '', limit: perIp, windowSeconds });
      const overSession = who.sessionId
        ? await limiter.consume({ scope, kind: 'session', identity: who.sessionId, limit: perSession, windowSeconds })
        : false;
      if (overIp || overSession) {
        ctx.set('Retry-After', String(windowSeconds));
        throw tooManyRequests(RATE_LIMIT_MESSAGE);
      }
    },
    claimOnce: limiter.claimOnce,
  };
};

export default publicRateLimit;
