import type { Context } from 'koa';
import type { Result } from '@dalil/domain/validation';
import { badRequest } from './http';

/**
 * A route handler's context: Koa's, with what Strapi's router and body parser add (the route's
 * `params`, the parsed `request.body`, uploaded `files`). Controllers that need less may declare
 * a narrower shape.
 */
export type Ctx = Context & {
  params: Record<string, string>;
  request: Context['request'] & { body?: unknown; files?: Record<string, unknown> };
};

/**
 * The request body as an object, for every documented route.
 *
 * - JSON or multipart fields; Strapi's own `{ data: {...} }` envelope (or a multipart `data`
 *   field holding JSON) is unwrapped, so both the documented flat body and the Strapi form work.
 * - An absent, empty or non-object body (`null`, an array, a string) reads as `{}`: the route's
 *   validator then answers what is missing in the spec's own words (e.g. 'يرجى ملء جميع الحقول
 *   قبل الإرسال.') instead of a generic "send a body". Nothing is ever thrown here.
 */
export const bodyOf = (ctx: { request: { body?: unknown } }): Record<string, unknown> => recordOf(ctx.request.body);

/** A body read by the rules of `bodyOf`, for a check that is given the raw body. */
export function recordOf(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return {};
  const { data } = body;
  if (isRecord(data)) return data;
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      if (isRecord(parsed)) return parsed;
    } catch {
      /* a plain `data` field: keep the body as it is */
    }
  }
  return body;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The value of a domain validation (`Result` of packages/domain), or a 400 with its summary
 * `message`, every failed rule (`details.errors`, the domain's `ErrorItem`s `{ path, message }`,
 * read by clients as `errors[].msg`) and the missing fields when there are any.
 *
 * `paths: 'named'` is the account routes' documented answer, whose items name the field as one
 * string (`{ path: 'email', message }`); every other route sends the path as a list.
 */
export function orBadRequest<T>(result: Result<T>, paths: 'list' | 'named' = 'list'): T {
  if (result.ok) return result.value;
  throw badRequest(result.message, {
    errors:
      paths === 'named' ? result.errors.map((e) => ({ path: e.path.join('.'), message: e.message })) : result.errors,
    ...(result.missingFields.length ? { missingFields: result.missingFields } : {}),
  });
}
