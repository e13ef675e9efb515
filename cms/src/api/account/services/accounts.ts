import type { Core } from '@strapi/strapi';
import { type ParsedProfileUpdate, type ParsedSignUp } from '@dalil/domain/validation';
import { USER_RESOURCE } from '@dalil/domain/resources';
import { planCompletionMails, type CompletionMailRequest } from '@dalil/domain/cms';
import { roleTypeForUserType } from '../../../lib/permissions';
import { findManyArgs, type ListParams } from '../../../lib/list-query';
import { resetMail, verificationMail, type Mail } from '../mappers/mail';
import { fullName, type StoredUser } from '../mappers/user';
import type { CodePurpose } from './codes';
import { tokenClaims, type TokenPayload } from '../../../lib/token-stamp';
import { getService } from '../../../lib/services';
import { docs } from '../../../lib/documents';

export const USER_UID = USER_RESOURCE.uid;
const ROLE_UID = 'plugin::users-permissions.role';
export const REMEMBER_ME_LIFETIME = '30d';
export const SESSION_LIFETIME = '24h';

/** Users: every database and document call of the account area. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const codes = () => getService(strapi, 'api::account.codes');
  const up = (name: string) => strapi.plugin('users-permissions').service(name);

  async function roleId(userType: string): Promise<number> {
    const role = await strapi.db
      .query(ROLE_UID)
      .findOne({ where: { type: roleTypeForUserType(userType) }, select: ['id'] });
    if (!role) throw new Error(`no role for user type ${userType}: did the bootstrap run?`);
    return role.id;
  }

  async function send(to: string, mail: Mail) {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...mail });
  }

  const siteUrl = () => process.env.SITE_URL || 'http://127.0.0.1:5173';

  /** Issues a code (mail cap applies) and mails it in Arabic. */
  async function sendCode(user: StoredUser, purpose: CodePurpose, { linkOnly = false } = {}) {
    const code = await codes().issue(user.id, purpose);
    const input = { name: fullName(user) || String(user.email), email: String(user.email), code, siteUrl: siteUrl() };
    await send(String(user.email), purpose === 'verify' ? verificationMail({ ...input, linkOnly }) : resetMail(input));
  }

  return {
    findByEmail(email: string): Promise<StoredUser | null> {
      return strapi.db.query(USER_UID).findOne({ where: { email } });
    },

    findByDocumentId(documentId: string): Promise<StoredUser | null> {
      return strapi.db.query(USER_UID).findOne({ where: { documentId } });
    },

    /** Every user (newest first), narrowed by the caller's validated list parameters. */
    async findAll(params: ListParams = {}): Promise<StoredUser[]> {
      const { fields, ...args } = findManyArgs(params, { sort: { createdAt: 'desc' } }) as ReturnType<
        typeof findManyArgs
      > & { fields?: unknown };
      // The record shape is fixed: `fields` would only blank documented fields.
      void fields;
      return (await docs(strapi, USER_UID).findMany(args)) as StoredUser[];
    },

    checkPassword(user: StoredUser, password: string): Promise<boolean> {
      return typeof user.password === 'string'
        ? up('user').validatePassword(password, user.password)
        : Promise.resolve(false);
    },

    /** A token under the account's current stamp (src/lib/token-stamp.ts): it dies with the password. */
    async issueToken(user: StoredUser, rememberMe: boolean): Promise<string> {
      return up('jwt').issue(await tokenClaims(strapi, user.id), {
        expiresIn: rememberMe ? REMEMBER_ME_LIFETIME : SESSION_LIFETIME,
      });
    },

    /** Whether the request's own (already verified) token is a remember-me one: lifetime over a day. */
    async requestTokenIsRemembered(ctx: unknown): Promise<boolean> {
      const payload = (await up('jwt').getToken(ctx)) as TokenPayload | null;
      return Boolean(payload?.exp && payload.iat && payload.exp - payload.iat > 24 * 60 * 60);
    },

    /** An unconfirmed account in the role of its user type; username is the e-mail. */
    async create(data: ParsedSignUp): Promise<StoredUser> {
      return (await docs(strapi, USER_UID).create({
        data: {
          ...data,
          username: data.email,
          provider: 'local',
          confirmed: false,
          blocked: false,
          role: await roleId(data.user_type),
        },
      })) as StoredUser;
    },

    /** Applies a checked profile change; the role follows user_type. */
    async update(user: StoredUser, changes: ParsedProfileUpdate & { confirmed?: boolean }): Promise<StoredUser> {
      const data: Record<string, unknown> = { ...changes };
      if (changes.email) data.username = changes.email;
      if (changes.user_type && changes.user_type !== user.user_type) data.role = await roleId(changes.user_type);
      return (await docs(strapi, USER_UID).update({ documentId: user.documentId, data })) as StoredUser;
    },

    async setPassword(user: StoredUser, password: string, extra: { confirmed?: boolean } = {}) {
      // The document service hashes password attributes itself.
      await docs(strapi, USER_UID).update({ documentId: user.documentId, data: { password, ...extra } });
    },

    countSuperAdmins(): Promise<number> {
      return strapi.db.query(USER_UID).count({ where: { user_type: 'SuperAdmin' } });
    },

    async remove(user: StoredUser) {
      await codes().removeForUser(user.id);
      await getService(strapi, 'api::desire-list.desire-list').removeFor(user.documentId);
      await getService(strapi, 'api::alerts.follows').removeForUser(user.id);
      await docs(strapi, USER_UID).delete({ documentId: user.documentId });
    },

    /**
     * Account-completion mails: the site's verification mail (link only, a fresh code) to each
     * unverified user chosen by planCompletionMails, one after another. A user at the hourly
     * code-mail cap is skipped; a mail the provider refuses counts as failed. Codes are written
     * with the query engine, so no per-user activity-log entries arise (the caller logs once).
     */
    async sendCompletionMails(
      request: CompletionMailRequest,
      cap: number,
    ): Promise<{ sent: number; failed: number; skipped: number }> {
      const where =
        request.mode === 'ids'
          ? { documentId: { $in: request.ids } }
          : { $or: [{ confirmed: false }, { confirmed: null }] };
      const users = (await strapi.db.query(USER_UID).findMany({ where })) as StoredUser[];
      const unknown = request.mode === 'ids' ? request.ids.length - users.length : 0;
      const lastMailed = new Map<number, number>();
      if (users.length) {
        const rows = (await strapi.db.query('api::account.auth-code').findMany({
          where: { purpose: 'verify', user: { id: { $in: users.map((u) => u.id) } } },
          select: ['createdAt'],
          populate: { user: { select: ['id'] } },
        })) as { createdAt: string; user?: { id: number } | null }[];
        for (const row of rows) {
          if (!row.user) continue;
          const t = Date.parse(row.createdAt);
          lastMailed.set(row.user.id, Math.max(lastMailed.get(row.user.id) ?? 0, t));
        }
      }
      const plan = planCompletionMails(
        users.map((u) => ({
          id: String(u.id),
          verified: Boolean(u.confirmed),
          blocked: Boolean(u.blocked),
          lastMailedAt: lastMailed.get(u.id) ?? null,
        })),
        cap,
      );
      const byId = new Map(users.map((u) => [String(u.id), u]));
      let sent = 0;
      let failed = 0;
      let skipped = plan.skipped + unknown;
      for (const id of plan.send) {
        try {
          await sendCode(byId.get(id)!, 'verify', { linkOnly: true });
          sent += 1;
        } catch (error) {
          if ((error as Error).name === 'RateLimitError') skipped += 1;
          else {
            failed += 1;
            strapi.log.error(`[account] completion mail to user ${id} failed: ${(error as Error).message}`);
          }
        }
      }
      return { sent, failed, skipped };
    },

    sendCode,
  };
};
