/**
 * Error answers keep Strapi's `{ data: null, error: {...} }` and also carry the fields the
 * documented clients read: `message`, and where the details hold them, `missingFields` and
 * `errors[].msg`. Placed before `strapi::errors` so that it sees the formatted body.
 */
type ErrorBody = {
  error?: { message?: string; details?: { missingFields?: string[]; errors?: { message: string; path?: string[] }[] } };
};

export default () => async (ctx: { status: number; body: unknown }, next: () => Promise<void>) => {
  await next();
  const body = ctx.body as ErrorBody | undefined;
  if (ctx.status < 400 || !body || typeof body !== 'object' || !body.error) return;
  const details = body.error.details ?? {};
  ctx.body = {
    ...body,
    message: body.error.message,
    ...(details.missingFields ? { missingFields: details.missingFields } : {}),
    ...(Array.isArray(details.errors) ? { errors: details.errors.map((e) => ({ msg: e.message, path: e.path })) } : {}),
  };
};
