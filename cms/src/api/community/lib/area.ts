import type { Core } from '@strapi/strapi';
import type { Ctx } from '../../../lib/request';
import type { PublicScope } from '../limits';
import type { PublicRateLimit } from '../services/rate-limit';

/** A service of this area, typed by the caller. */
export const service = <T>(strapi: Core.Strapi, name: string) =>
  strapi.service(`api::community.${name}` as any) as unknown as T;

/** The client address; behind the proxy (IS_PROXIED) Koa reads X-Forwarded-For. */
export const clientIp = (ctx: { request: { ip?: string } }) =>
  (ctx.request.ip ?? '').replace(/^::ffff:/, '').slice(0, 64) || null;

/** Counts the call against the public limits of `../limits.ts` (per address, and per session when given); 429 beyond. */
export const enforceLimit = (strapi: Core.Strapi, ctx: Ctx, scope: PublicScope, sessionId?: string | null) =>
  service<PublicRateLimit>(strapi, 'rate-limit').enforce(scope, { ip: clientIp(ctx), sessionId }, ctx);
