import type { Core } from '@strapi/strapi';
import { emailError, normalizeEmail } from '@dalil/domain/validation';
import { tooManyRequests } from '../../../lib/http';
import { RATE_LIMIT_MESSAGE } from '../../../lib/rate-limit';
import type { Scope } from '../limits';
import { getService } from '../../../lib/services';

type Config = {
  scope: Scope;
  /** `failures`: the per-e-mail counter is only read here; the controller counts failed tries. */
  emailCounter?: 'all' | 'failures';
};
type Ctx = { request: { ip: string; body?: Record<string, unknown> }; set(name: string, value: string): void };

/**
 * Route middleware of the auth endpoints: counts the request per client address (which honours
 * X-Forwarded-For when IS_PROXIED is set) and per e-mail of the body, and answers 429 beyond
 * the limits of `limits.ts`.
 */
export default (config: Config, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: () => Promise<void>) => {
    const limiter = getService(strapi, 'api::account.rate-limit');
    const email = normalizeEmail(ctx.request.body?.email);
    const overIp = await limiter.consume(config.scope, 'ip', ctx.request.ip);
    let overEmail = false;
    if (email && !emailError(email)) {
      overEmail =
        config.emailCounter === 'failures'
          ? await limiter.reached(config.scope, 'email', email)
          : await limiter.consume(config.scope, 'email', email);
    }
    if (overIp || overEmail) {
      ctx.set('Retry-After', String(limiter.limits[config.scope].windowSeconds));
      throw tooManyRequests(RATE_LIMIT_MESSAGE);
    }
    await next();
  };
