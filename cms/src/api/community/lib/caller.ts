import type { Core } from '@strapi/strapi';
import { badRequest } from '../../../lib/http';
import type { PublicScope } from '../limits';
import type { PublicRateLimit } from '../services/rate-limit';

/** The signed-in user users-permissions put on the request (with its role), if any. */
export type Caller = {
  id: number;
  documentId?: string;
  user_type?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: { type?: string };
};
type Ctx = { state: { user?: Caller } };

export const callerOf = (ctx: Ctx): Caller | null => ctx.state?.user ?? null;

/**
 * Role checks follow the users-permissions role (the one permissions are granted to); user_type
 * is kept in step with it by the users area.
 */
export const isSuperAdmin = (ctx: Ctx) => callerOf(ctx)?.role?.type === 'superadmin';
export const isStaff = (ctx: Ctx) => ['admin', 'superadmin'].includes(callerOf(ctx)?.role?.type ?? '');

/** A JSON body as an object (anything else counts as empty). */
export const bodyOf = (ctx: { request: { body?: unknown } }): Record<string, unknown> => {
  const b = ctx.request.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
};

/** A 400 carrying every failed rule (`errors[].msg`) and the missing fields, as the clients read them. */
export function invalid(result: { errors: string[]; missingFields: string[] }) {
  return badRequest(result.errors.join(' '), {
    errors: result.errors.map((message) => ({ message, path: [] })),
    ...(result.missingFields.length ? { missingFields: result.missingFields } : {}),
  });
}

/** A service of this area, typed by the caller. */
export const service = <T>(strapi: Core.Strapi, name: string) =>
  strapi.service(`api::community.${name}` as any) as unknown as T;

/** The client address; behind the proxy (IS_PROXIED) Koa reads X-Forwarded-For. */
export const clientIp = (ctx: { request: { ip?: string } }) =>
  (ctx.request.ip ?? '').replace(/^::ffff:/, '').slice(0, 64) || null;

/** Counts the call against the public limits of `../limits.ts` (per address, and per session when given); 429 beyond. */
export const enforceLimit = (strapi: Core.Strapi, ctx: any, scope: PublicScope, sessionId?: string | null) =>
  service<PublicRateLimit>(strapi, 'rate-limit').enforce(scope, { ip: clientIp(ctx), sessionId }, ctx);
