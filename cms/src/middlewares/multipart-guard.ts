import createHttpError from 'http-errors';
import { badRequest } from '../lib/http';

/**
 * Placed before `strapi::body`: form data (multipart) only where a file is taken, within a size
 * cap, and a body the parser cannot read is a 400 with the uniform error body, never a 500.
 *
 * - `/api/...` routes take JSON; multipart is accepted only by the routes below (the assistant
 *   faculty's logo, the staff logo upload, and the upload plugin's own content route). Elsewhere it is a 415, refused
 *   before anything is parsed or written to disk (a 20 MB "attachment" to /api/contact/add used
 *   to be accepted).
 * - Paths outside `/api` (the Strapi admin panel, its `/upload` and content-manager routes) keep
 *   Strapi's behaviour, bounded by `formidable.maxFileSize` in config/middlewares.ts.
 * - A multipart type without a boundary, a broken multipart stream, invalid JSON: 400 in Arabic.
 *   The body guard (`global::body-guard`, right after the parser) marks the body as read, so an
 *   error raised later by a route is never mistaken for a parsing error.
 */
const MB = 1024 * 1024;
export const FILE_ROUTES: { method: string; path: RegExp; maxBytes: number }[] = [
  { method: 'POST', path: /^\/api\/faculties\/?$/i, maxBytes: 2 * MB },
  { method: 'PUT', path: /^\/api\/faculties\/[^/]+\/?$/i, maxBytes: 2 * MB },
  { method: 'POST', path: /^\/api\/upload\/?$/, maxBytes: 20 * MB },
  // Staff logo upload: the image itself is checked (≤ 1 MB, PNG/JPEG/WebP by content) by the route.
  { method: 'POST', path: /^\/api\/logos\/?$/i, maxBytes: 2 * MB },
];

export const BODY_MESSAGES = {
  multipartNotAccepted: 'هذا المسار لا يقبل رفع الملفات؛ أرسل البيانات بصيغة JSON',
  unreadable: 'تعذرت قراءة البيانات المرسلة: تأكد من صيغة JSON أو النموذج',
  tooLarge: 'حجم البيانات المرسلة أكبر من المسموح',
} as const;

export const BODY_READ = Symbol('dalil.bodyRead');

type Ctx = {
  method: string;
  path: string;
  request: { type: string; length?: number };
  get(name: string): string;
  state: Record<string | symbol, unknown>;
};

const statusOf = (error: unknown): number | undefined => {
  const e = error as { status?: number; statusCode?: number; httpCode?: number };
  return e?.status ?? e?.statusCode ?? e?.httpCode;
};

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (ctx.request.type === 'multipart/form-data') {
    const route = FILE_ROUTES.find((r) => r.method === ctx.method && r.path.test(ctx.path));
    if (ctx.path.startsWith('/api/') && !route) throw createHttpError(415, BODY_MESSAGES.multipartNotAccepted);
    if (!/;\s*boundary=[^;\s]+/i.test(ctx.get('content-type'))) throw badRequest(BODY_MESSAGES.unreadable);
    if (route && (ctx.request.length ?? 0) > route.maxBytes) throw createHttpError(413, BODY_MESSAGES.tooLarge);
  }
  try {
    await next();
  } catch (error) {
    if (ctx.state[BODY_READ]) throw error;
    // Raised by the body parser (koa-body / formidable / co-body): a client error, said in Arabic.
    if (statusOf(error) === 413) throw createHttpError(413, BODY_MESSAGES.tooLarge);
    if (statusOf(error) === 415) throw createHttpError(415, BODY_MESSAGES.multipartNotAccepted);
    throw badRequest(BODY_MESSAGES.unreadable);
  }
};
