import { badRequest } from '../../../lib/http';

type Failed = { ok: false; message: string; errors: { message: string; path: string[] }[]; missingFields: string[] };

/** The value of a domain validation, or a 400 with the spec's message, the field errors and missing fields. */
export function valid<T>(result: { ok: true; value: T } | Failed): T {
  if (result.ok === true) return result.value;
  // The CMS compiles without strictNullChecks, where `ok` does not narrow the union.
  const failed = result as Failed;
  throw badRequest(failed.message, {
    errors: failed.errors,
    ...(failed.missingFields.length ? { missingFields: failed.missingFields } : {}),
  });
}

/**
 * The request body as an object: JSON or multipart fields. Strapi's own `{ data: {...} }`
 * envelope is unwrapped, so both the documented flat body and the Strapi form work.
 */
export function bodyOf(ctx: { request: { body?: unknown } }): Record<string, unknown> {
  const body = ctx.request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const { data } = body as { data?: unknown };
  if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  if (typeof data === 'string') {
    try {
      const parsed = JSON.parse(data);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
    } catch {
      /* a plain `data` field: keep the body as it is */
    }
  }
  return body as Record<string, unknown>;
}
