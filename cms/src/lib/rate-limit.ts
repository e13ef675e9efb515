import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { AUTH_RATE_LIMIT_RESOURCE } from '@dalil/domain/resources';

/**
 * The one request limiter of the CMS (auth endpoints and public writes). Fixed-window counters
 * live in the database table `auth_rate_limits` (content type `api::account.auth-rate-limit`,
 * kept under its first name so the table is not renamed), one row per (scope, kind, identity,
 * window). An increment is one atomic upsert, so several CMS processes count together; nothing
 * is kept in one process's memory. Identities (addresses, e-mails, session ids) are stored hashed.
 *
 * The same table holds "once" marks (`claimOnce`): a row whose key says that something happened
 * once (an ad shown to a session); the unique key makes the first writer win on any process.
 */
export const RATE_LIMIT_UID = AUTH_RATE_LIMIT_RESOURCE.uid;

/** The 429 text of every limited endpoint (the auth area's wording, kept). */
export const RATE_LIMIT_MESSAGE = 'عدد كبير من المحاولات، يرجى المحاولة مرة أخرى بعد قليل';

export type Counter = { scope: string; kind: string; identity: string; limit: number; windowSeconds: number };

/** A whole number ≥ 0 from the environment, or the fallback; anything else stops the start. */
export function envInt(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return n;
}

/** The start of the fixed window that `now` falls in. */
export const windowStart = (now: number, windowSeconds: number) =>
  Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000;

const hash = (identity: string) => crypto.createHash('sha256').update(identity).digest('hex').slice(0, 32);

export type RateLimiter = ReturnType<typeof createRateLimiter>;
/** The database connection or a transaction of it. */
type Db = Core.Strapi['db']['connection'];

export function createRateLimiter(strapi: Core.Strapi) {
  const table = () => strapi.db.metadata.get(RATE_LIMIT_UID).tableName;
  const keyOf = (c: Counter, start: number) => `${c.scope}:${c.kind}:${hash(c.identity)}:${start}`;
  const purgeNow = async (now: number) => {
    if (Math.random() < 0.02) await strapi.db.connection(table()).where('expires_at', '<', new Date(now)).delete();
  };

  return {
    /** Adds one to the counter and answers whether the count is now beyond its limit (a limit of 0 is off). */
    async consume(c: Counter): Promise<boolean> {
      if (!c.limit || !c.identity) return false;
      const now = Date.now();
      const start = windowStart(now, c.windowSeconds);
      const key = keyOf(c, start);
      const knex = strapi.db.connection;
      const t = table();
      // One statement: the upsert answers the new count (RETURNING, SQLite ≥ 3.35 and PostgreSQL).
      const [row] = await knex(t)
        .insert({
          key,
          count: 1,
          expires_at: new Date(start + c.windowSeconds * 1000),
          created_at: new Date(now),
          updated_at: new Date(now),
        })
        .onConflict('key')
        .merge({ count: knex.raw('??.?? + 1', [t, 'count']), updated_at: new Date(now) })
        .returning('count');
      await purgeNow(now);
      return Number((row as { count?: number } | undefined)?.count ?? 0) > c.limit;
    },

    /** Whether the counter is already at its limit, without counting this request. */
    async reached(c: Counter): Promise<boolean> {
      if (!c.limit || !c.identity) return false;
      const row = await strapi.db
        .connection(table())
        .where({ key: keyOf(c, windowStart(Date.now(), c.windowSeconds)) })
        .first('count');
      return Number(row?.count ?? 0) >= c.limit;
    },

    /**
     * Marks `what` as done, once: true for the first caller (on any process), false afterwards.
     * The mark is kept until `expiresAt`. Pass `trx` to make the mark part of a transaction (rolled
     * back with the work it guards).
     */
    async claimOnce(what: string, expiresAt: Date, trx?: Db): Promise<boolean> {
      const now = new Date();
      const inserted = await (trx ?? strapi.db.connection)(table())
        .insert({ key: `once:${hash(what)}`, count: 1, expires_at: expiresAt, created_at: now, updated_at: now })
        .onConflict('key')
        .ignore()
        .returning('id');
      return Array.isArray(inserted) && inserted.length > 0;
    },
  };
}
