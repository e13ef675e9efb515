import { REFUSAL_MESSAGES } from '@dalil/domain/rules';

/**
 * Error answers keep Strapi's `{ data: null, error: {...} }` and also carry the fields the
 * documented clients read: `message`, and where the details hold them, `missingFields` and
 * `errors[].msg`. Placed before `strapi::errors` so that it sees the formatted body.
 *
 * Role refusals: users-permissions' permission check, Strapi's authorize step and Koa itself
 * answer 401/403 with a bare English «Unauthorized»/«Forbidden» (issue 21, item 7), which the
 * screens would show as is. Every 401 and 403 whose message has no Arabic in it gets the one
 * Arabic refusal below, in the same body shape; the policies' own Arabic refusals (spec 3 §6,
 * e.g. «فقط السوبر أدمن يمكنه حذف المقالات») are kept.
 */
type ErrorBody = {
  error?: {
    status?: number;
    name?: string;
    message?: string;
    details?: { missingFields?: string[]; errors?: { message: string; path?: string[] }[] };
  };
};

export const REFUSALS: Record<number, { name: string; message: string }> = {
  401: { name: 'UnauthorizedError', message: REFUSAL_MESSAGES[401] },
  403: { name: 'ForbiddenError', message: REFUSAL_MESSAGES[403] },
};

const ARABIC = /[\u0600-\u06FF]/;

/** The body of a 401/403 with an Arabic message, keeping whatever Arabic message it had. */
function refusalBody(status: number, body: unknown): ErrorBody {
  const refusal = REFUSALS[status]!;
  const error = body && typeof body === 'object' ? (body as ErrorBody).error : undefined;
  const message = error?.message && ARABIC.test(error.message) ? error.message : refusal.message;
  return {
    ...(body && typeof body === 'object' ? body : { data: null }),
    error: { details: {}, ...error, status, name: error?.name ?? refusal.name, message },
  };
}

export default () => async (ctx: { status: number; body: unknown }, next: () => Promise<void>) => {
  await next();
  if (ctx.status < 400) return;
  if (REFUSALS[ctx.status]) ctx.body = refusalBody(ctx.status, ctx.body);
  const body = ctx.body as ErrorBody | undefined;
  if (!body || typeof body !== 'object' || !body.error) return;
  const details = body.error.details ?? {};
  ctx.body = {
    ...body,
    message: body.error.message,
    ...(details.missingFields ? { missingFields: details.missingFields } : {}),
    ...(Array.isArray(details.errors) ? { errors: details.errors.map((e) => ({ msg: e.message, path: e.path })) } : {}),
  };
};
