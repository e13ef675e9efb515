import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { tooManyRequests } from '../../../lib/http';
import { readLimits } from '../limits';
import { AUTH_CODE_RESOURCE } from '@dalil/domain/resources';

const UID = AUTH_CODE_RESOURCE.uid;
export const CODE_LIFETIME_MS = 60 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export type CodePurpose = 'verify' | 'reset';
export type CodeCheck = 'ok' | 'invalid' | 'exhausted';

export const CODE_MAIL_CAP_MESSAGE = 'تم إرسال عدد كبير من الرموز إلى هذا البريد، يرجى المحاولة مرة أخرى بعد ساعة';

/**
 * Six-digit codes for e-mail verification and password reset. Only an HMAC of the code is
 * stored (keyed with the JWT secret: a leaked table does not give the 10^6 codes away); a code
 * is valid one hour, single use, dead after five tries, and a new code revokes the older ones.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const secret = () => String(strapi.config.get('plugin::users-permissions.jwtSecret') ?? '');
  const digest = (userId: number, purpose: CodePurpose, code: string) =>
    crypto.createHmac('sha256', secret()).update(`${userId}:${purpose}:${code}`).digest('hex');
  const table = () => strapi.db.metadata.get(UID).tableName;
  const ids = async (where: Record<string, unknown>): Promise<number[]> =>
    ((await strapi.db.query(UID).findMany({ where, select: ['id'] })) as { id: number }[]).map((r) => r.id);

  return {
    /** A new code for the user; throws 429 when the hourly mail cap is reached. */
    async issue(userId: number, purpose: CodePurpose): Promise<string> {
      const cap = readLimits().codeMailsPerHour;
      const now = Date.now();
      const recent = await strapi.db
        .query(UID)
        .count({ where: { user: userId, createdAt: { $gt: new Date(now - CODE_LIFETIME_MS) } } });
      if (cap && recent >= cap) throw tooManyRequests(CODE_MAIL_CAP_MESSAGE);

      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      // updateMany/deleteMany cannot filter on a relation in SQLite: ids first.
      const older = await ids({ user: userId, purpose, usedAt: null, revokedAt: null });
      if (older.length)
        await strapi.db.query(UID).updateMany({ where: { id: { $in: older } }, data: { revokedAt: new Date(now) } });
      await strapi.db.query(UID).create({
        data: {
          user: userId,
          purpose,
          hash: digest(userId, purpose, code),
          expiresAt: new Date(now + CODE_LIFETIME_MS),
          attempts: 0,
        },
      });
      // Old rows are only kept for the hourly cap.
      const stale = await ids({ user: userId, createdAt: { $lt: new Date(now - 24 * CODE_LIFETIME_MS) } });
      if (stale.length) await strapi.db.query(UID).deleteMany({ where: { id: { $in: stale } } });
      return code;
    },

    /**
     * Checks a code; with `consume` a right code is used up. Every try counts: the attempt
     * counter is raised atomically before the comparison, so parallel guesses cannot exceed it.
     */
    async check(
      userId: number,
      purpose: CodePurpose,
      code: string,
      { consume }: { consume: boolean },
    ): Promise<CodeCheck> {
      const row = await strapi.db.query(UID).findOne({
        where: { user: userId, purpose, usedAt: null, revokedAt: null },
        orderBy: { id: 'desc' },
      });
      if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return 'invalid';
      const knex = strapi.db.connection;
      const counted = await knex(table())
        .where({ id: row.id })
        .andWhere('attempts', '<', MAX_CODE_ATTEMPTS)
        .whereNull('used_at')
        .increment('attempts', 1);
      if (!counted) return 'exhausted';
      const expected = Buffer.from(row.hash, 'hex');
      const given = Buffer.from(digest(userId, purpose, code), 'hex');
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
      if (consume) {
        const used = await knex(table()).where({ id: row.id }).whereNull('used_at').update({ used_at: new Date() });
        if (!used) return 'invalid';
      }
      return 'ok';
    },

    async removeForUser(userId: number) {
      const all = await ids({ user: userId });
      if (all.length) await strapi.db.query(UID).deleteMany({ where: { id: { $in: all } } });
    },
  };
};
