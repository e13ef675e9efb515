import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { readLimits, windowStart, type Scope } from '../limits';

const UID = 'api::account.auth-rate-limit';

/**
 * Fixed-window counters in the database, one row per (scope, kind, identity, window).
 * The increment is one atomic upsert, so concurrent requests on several CMS processes are all
 * counted. Identities (addresses, e-mails) are stored hashed.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const limits = readLimits();
  const table = () => strapi.db.metadata.get(UID).tableName;

  const keyOf = (scope: Scope, kind: 'ip' | 'email', identity: string, start: number) =>
    `${scope}:${kind}:${crypto.createHash('sha256').update(identity).digest('hex').slice(0, 32)}:${start}`;

  return {
    limits,

    /** Adds one to the counter and answers whether the count is now beyond `limit`. */
    async consume(scope: Scope, kind: 'ip' | 'email', identity: string): Promise<boolean> {
      const { windowSeconds } = limits[scope];
      const limit = kind === 'ip' ? limits[scope].perIp : limits[scope].perEmail;
      if (!limit || !identity) return false;
      const now = Date.now();
      const start = windowStart(now, windowSeconds);
      const key = keyOf(scope, kind, identity, start);
      const knex = strapi.db.connection;
      const t = table();
      await knex(t)
        .insert({ key, count: 1, expires_at: new Date(start + windowSeconds * 1000), created_at: new Date(now), updated_at: new Date(now) })
        .onConflict('key')
        .merge({ count: knex.raw('??.?? + 1', [t, 'count']), updated_at: new Date(now) });
      const row = await knex(t).where({ key }).first('count');
      if (Math.random() < 0.02) await knex(t).where('expires_at', '<', new Date(now)).delete();
      return Number(row?.count ?? 0) > limit;
    },

    /** Whether the counter is already at its limit, without counting this request. */
    async reached(scope: Scope, kind: 'ip' | 'email', identity: string): Promise<boolean> {
      const { windowSeconds } = limits[scope];
      const limit = kind === 'ip' ? limits[scope].perIp : limits[scope].perEmail;
      if (!limit || !identity) return false;
      const key = keyOf(scope, kind, identity, windowStart(Date.now(), windowSeconds));
      const row = await strapi.db.connection(table()).where({ key }).first('count');
      return Number(row?.count ?? 0) >= limit;
    },
  };
};
