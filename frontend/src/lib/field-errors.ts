import type { ErrorItem } from '@dalil/domain/validation';
import { ApiError } from './api-client';

/**
 * The field errors of a refused write (400, or a 409 that names its field: a duplicate key): the
 * CMS answers `error.details.errors` as
 * `[{ path, message }]` (the domain's `ErrorItem`s; `path` a list whose parts are joined with
 * '.', e.g. `faculties[2].fee_source.url`, `sources[0].url`). Answers `{ 'sources[0].url': message }`,
 * the first message of each path; empty for any other error.
 */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of errorItemsFrom(error)) {
    const key = path.join('.');
    if (key && !(key in out)) out[key] = message;
  }
  return out;
}

/**
 * The failed rules of a refused write (400, or a 409 that names its field) as the domain's
 * `ErrorItem`s: a path sent as one string (the account routes) is read as that one field.
 * None for any other error.
 */
export function errorItemsFrom(error: unknown): ErrorItem[] {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return [];
  const body = error.body as { error?: { details?: { errors?: unknown } } } | null;
  const list = body?.error?.details?.errors;
  if (!Array.isArray(list)) return [];
  const out: ErrorItem[] = [];
  for (const item of list as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.message !== 'string') continue;
    const path = Array.isArray(item.path)
      ? item.path.map(String)
      : typeof item.path === 'string' && item.path
        ? [item.path]
        : [];
    out.push({ path, message: item.message });
  }
  return out;
}
