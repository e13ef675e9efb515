import type { Core } from '@strapi/strapi';
import type { Ctx } from '../../../lib/request';
import type { PublicScope } from '../limits';
import { getService } from '../../../lib/services';

/** The client address; behind the proxy (IS_PROXIED) Koa reads X-Forwarded-For. */
export const clientIp = (ctx: { request: { ip?: string } }) =>
  (ctx.request.ip ?? '').replace(/^::ffff:/, '').slice(0, 64) || null;

/** Counts the call against the public limits of `../limits.ts` (per address, and per session when given); 429 beyond. */
export const enforceLimit = (strapi: Core.Strapi, ctx: Ctx, scope: PublicScope, sessionId?: string | null) =>
  getService(strapi, 'api::community.rate-limit').enforce(scope, { ip: clientIp(ctx), sessionId }, ctx);
