import type { Core } from '@strapi/strapi';

/**
 * The database going away (PostgreSQL stopped, the network cut): requests then fail inside
 * Strapi, and the users-permissions strategy turns its own failed query into a 401 ("Missing or
 * invalid credentials") — a visitor's read and a signed-in user's call alike, which would make the
 * site drop a valid session. When an answer is a 401 or a 5xx, one `select 1` checks the database;
 * if it fails too, the answer becomes a 503 with the uniform error body (Strapi's `{ data: null,
 * error }`, which error-body completes). The pool reconnects by itself once the server is back.
 */
export const DATABASE_DOWN_MESSAGE = 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: { status: number; body: unknown; set: (k: string, v: string) => void }, next: () => Promise<void>) => {
    await next();
    if (ctx.status !== 401 && ctx.status < 500) return;
    try {
      await strapi.db.connection.raw('select 1');
      return;
    } catch {
      ctx.status = 503;
      ctx.set('Retry-After', '10');
      ctx.body = {
        data: null,
        error: { status: 503, name: 'ServiceUnavailableError', message: DATABASE_DOWN_MESSAGE, details: {} },
      };
    }
  };
