import fs from 'node:fs/promises';
import createHttpError from 'http-errors';
import { badRequest } from '../lib/http';

/**
 * Placed before `strapi::body`: form data (multipart) only where a file is taken, within a size
 * cap; every temp file of the request removed when it ends; and a body the parser cannot read is
 * a 400 with the uniform error body, never a 500.
 *
 * - Multipart is read only by the routes below (FILE_ROUTES), matched as Strapi's router matches
 *   a path: in any case, with or without a trailing slash. Any other request with a multipart
 *   body — any `multipart/*` type, in any case, on any path (`/api/...`, the panel's, a path
 *   that does not exist) — is a 415, refused before anything is read or written to disk (the
 *   parser writes every file of a body to the temp folder before the route runs: a 20 MB
 *   "attachment" to `/API/contact/add` or to `/nonexistent-path` used to stay there).
 * - Every file the parser wrote for a request, whatever its field, is removed when the request
 *   ends, whatever the outcome (stored, refused, 404, an error): Strapi removes only the field
 *   `files`, and only when nothing failed. The body guard (`global::body-guard`, right after the
 *   parser) notes them; a body the parser gave up on is removed by the parser itself (formidable
 *   destroys the files it opened).
 * - A multipart type without a boundary, a broken multipart stream, invalid JSON: 400 in Arabic.
 *   The body guard marks the body as read, so an error raised later by a route is never mistaken
 *   for a parsing error.
 */
const MB = 1024 * 1024;
export const FILE_ROUTES: { method: string; path: RegExp; maxBytes: number }[] = [
  // The site's API: the assistant faculty's logo, the staff logo upload (the image itself is
  // checked by the route).
  { method: 'POST', path: /^\/api\/faculties\/?$/i, maxBytes: 2 * MB },
  { method: 'PUT', path: /^\/api\/faculties\/[^/]+\/?$/i, maxBytes: 2 * MB },
  { method: 'POST', path: /^\/api\/logos\/?$/i, maxBytes: 2 * MB },
  // The upload plugin: its content-API route and the panel's media library (upload, replace),
  // and the panel's project settings (its logos). Bounded by formidable.maxFileSize (20 MB).
  { method: 'POST', path: /^\/api\/upload\/?$/i, maxBytes: 21 * MB },
  { method: 'POST', path: /^\/upload\/?$/i, maxBytes: 21 * MB },
  { method: 'POST', path: /^\/upload\/files\/?$/i, maxBytes: 21 * MB },
  { method: 'PUT', path: /^\/upload\/files\/[^/]+\/?$/i, maxBytes: 21 * MB },
  { method: 'POST', path: /^\/upload\/files\/[^/]+\/replace\/?$/i, maxBytes: 21 * MB },
  { method: 'POST', path: /^\/admin\/project-settings\/?$/i, maxBytes: 21 * MB },
];

export const BODY_MESSAGES = {
  multipartNotAccepted: 'هذا المسار لا يقبل رفع الملفات؛ أرسل البيانات بصيغة JSON',
  unreadable: 'تعذرت قراءة البيانات المرسلة: تأكد من صيغة JSON أو النموذج',
  tooLarge: 'حجم البيانات المرسلة أكبر من المسموح',
} as const;

export const BODY_READ = Symbol('dalil.bodyRead');
/** The files the parser wrote for this request (`ctx.request.files`), noted by the body guard. */
export const TEMP_FILES = Symbol('dalil.tempFiles');

type Ctx = {
  method: string;
  path: string;
  request: { type: string; length?: number };
  get(name: string): string;
  is(...types: string[]): string | false | null;
  state: Record<string | symbol, unknown>;
};

const statusOf = (error: unknown): number | undefined => {
  const e = error as { status?: number; statusCode?: number; httpCode?: number };
  return e?.status ?? e?.statusCode ?? e?.httpCode;
};

/** The temp paths of koa-body's `files` (each field one file or a list of them). */
const pathsOf = (files: unknown): string[] =>
  Object.values((files ?? {}) as Record<string, unknown>)
    .flatMap((f) => (Array.isArray(f) ? f : [f]))
    .map((f) => (f as { filepath?: unknown })?.filepath)
    .filter((p): p is string => typeof p === 'string');

/** Removes every temp file the parser wrote for the request (already removed ones are fine). */
const removeTempFiles = (ctx: Ctx) =>
  Promise.all(pathsOf(ctx.state[TEMP_FILES]).map((p) => fs.rm(p, { force: true }).catch(() => undefined)));

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  // `is('multipart')` is what the parser (koa-body) reads: any multipart/* type, in any case.
  if (ctx.is('multipart')) {
    const route = FILE_ROUTES.find((r) => r.method === ctx.method && r.path.test(ctx.path));
    if (!route || !ctx.is('multipart/form-data')) throw createHttpError(415, BODY_MESSAGES.multipartNotAccepted);
    if (!/;\s*boundary=[^;\s]+/i.test(ctx.get('content-type'))) throw badRequest(BODY_MESSAGES.unreadable);
    if ((ctx.request.length ?? 0) > route.maxBytes) throw createHttpError(413, BODY_MESSAGES.tooLarge);
  }
  try {
    await next();
  } catch (error) {
    if (ctx.state[BODY_READ]) throw error;
    // Raised by the body parser (koa-body / formidable / co-body): a client error, said in Arabic.
    if (statusOf(error) === 413) throw createHttpError(413, BODY_MESSAGES.tooLarge);
    if (statusOf(error) === 415) throw createHttpError(415, BODY_MESSAGES.multipartNotAccepted);
    throw badRequest(BODY_MESSAGES.unreadable);
  } finally {
    if (ctx.state[TEMP_FILES]) await removeTempFiles(ctx);
  }
};
