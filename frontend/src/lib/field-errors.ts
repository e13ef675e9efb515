import { ApiError } from './api-client';

/**
 * The field errors of a refused write (400, or a 409 that names its field: a duplicate key): the
 * CMS answers `error.details.errors` as
 * `[{ path, message }]` (the domain's `ErrorItem`s; `path` a list whose parts are joined with
 * '.', e.g. `faculties[2].fee_source.url`, `sources[0].url`). Answers `{ 'sources[0].url': message }`,
 * the first message of each path; empty for any other error.
 */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return {};
  const body = error.body as { error?: { details?: { errors?: unknown } } } | null;
  const list = body?.error?.details?.errors;
  const out: Record<string, string> = {};
  if (!Array.isArray(list)) return out;
  for (const item of list as { path?: unknown; message?: unknown }[]) {
    const path = Array.isArray(item?.path)
      ? item.path.map(String).join('.')
      : typeof item?.path === 'string'
        ? item.path
        : '';
    if (path && typeof item.message === 'string' && !(path in out)) out[path] = item.message;
  }
  return out;
}
