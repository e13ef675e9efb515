import type { Core } from '@strapi/strapi';
import { ACCOUNT_MESSAGES, parseProfileUpdate, parseSignUp, validateSignIn } from '@dalil/domain/validation';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../../lib/http';
import { isSuperAdmin } from '../../../lib/caller';
import { baseVersionOf, writeIfUnchanged } from '../../../lib/concurrency';
import { bodyOf, orBadRequest } from '../../../lib/request';
import { listParams } from '../../../lib/list-query';
import { signInAnswer, toUserRecord, type StoredUser } from '../mappers/user';
import { USER_UID } from '../services/accounts';
import { checkChangePasswordBody, readFlag } from '../validation/bodies';
import { completionMailCap, parseCompletionMailRequest } from '@dalil/domain/cms';
import { writeActivityEntry } from '../../../lib/activity-log';
import { allowedUserTypes, typeChangeRefusal } from '../validation/user-type';
import { getService } from '../../../lib/services';

type Ctx = {
  request: { body?: unknown; ip: string };
  params: Record<string, string>;
  query?: Record<string, unknown>;
  state: { user?: StoredUser & { role?: { type?: string } } };
  status: number;
  body: unknown;
};

export const MESSAGES = {
  signInInvalid: ACCOUNT_MESSAGES.signInInvalid,
  unknownEmail: 'المستخدم غير موجود يرجي انشاء حساب',
  wrongPassword: 'كلمة المرور غير صحيحة',
  blocked: 'هذا الحساب موقوف، يرجى التواصل مع الدعم',
  emailTaken: 'هذا البريد الإلكتروني مسجل بالفعل',
  signedUp: 'تم إنشاء الحساب بنجاح، تم إرسال رمز التحقق إلى بريدك الإلكتروني',
  userNotFound: 'المستخدم غير موجود',
  lastSuperAdmin: 'لا يمكن حذف آخر حساب سوبر أدمن',
  saved: 'تم حفظ التغييرات بنجاح',
  passwordChanged: 'تم تغيير كلمة المرور بنجاح',
  deleted: 'تم حذف الحساب بنجاح',
  completionMailsDone: 'تم تنفيذ إرسال رسائل إكمال الحساب',
} as const;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = () => getService(strapi, 'api::account.accounts');
  const limiter = () => getService(strapi, 'api::account.rate-limit');

  async function target(id: string): Promise<StoredUser> {
    const user = await accounts().findByDocumentId(id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  return {
    async signin(ctx: Ctx) {
      const body = bodyOf(ctx);
      const { email, password } = orBadRequest(validateSignIn(body), 'named');
      const user = await accounts().findByEmail(email);
      const ok = user ? await accounts().checkPassword(user, password) : false;
      if (!user || !ok) {
        // Only failed tries count against the e-mail: a person who knows the password is not slowed.
        await limiter().consume('signin', 'email', email);
        throw user ? unauthorized(MESSAGES.wrongPassword) : notFound(MESSAGES.unknownEmail);
      }
      if (user.blocked) throw forbidden(MESSAGES.blocked);
      // An unverified account gets no token: the site shows the warning and asks for a code.
      const token = user.confirmed ? await accounts().issueToken(user, readFlag(body.rememberMe)) : null;
      ctx.body = signInAnswer(user, token);
    },

    async signup(ctx: Ctx) {
      const signUp = orBadRequest(parseSignUp(bodyOf(ctx)), 'named');
      if (await accounts().findByEmail(signUp.email)) throw conflict(MESSAGES.emailTaken);
      const user = await accounts().create(signUp);
      try {
        await accounts().sendCode(user, 'verify');
      } catch (error) {
        // The account exists: the verification dialog's resend button asks again.
        strapi.log.error(`[account] verification mail to user ${user.id} failed: ${(error as Error).stack}`);
      }
      ctx.status = 201;
      ctx.body = { _id: user.documentId, email: user.email, isEmailVerified: false, message: MESSAGES.signedUp };
    },

    /** Spec: SuperAdmin alone reaches users; everybody else gets a list of one, themselves. */
    async get(ctx: Ctx) {
      const me = ctx.state.user;
      if (!me) throw unauthorized('جلسة غير مصرح بها');
      if (isSuperAdmin(ctx)) {
        // The users screen may filter, sort and page with Strapi's list parameters; the answer stays an array.
        const params = await listParams(strapi, ctx.query ?? {}, 'plugin::users-permissions.user');
        ctx.body = (await accounts().findAll(params)).map(toUserRecord);
        return;
      }
      const self = await accounts().findByDocumentId(me.documentId);
      ctx.body = self ? [toUserRecord(self)] : [];
    },

    async update(ctx: Ctx) {
      const user = await target(ctx.params.id);
      const body = bodyOf(ctx);
      const base = baseVersionOf(body);
      const superAdmin = isSuperAdmin(ctx);
      const to = typeof body.user_type === 'string' ? body.user_type.trim() : undefined;
      const refusal = typeChangeRefusal({
        actorIsSuperAdmin: superAdmin,
        actorIsTarget: user.documentId === ctx.state.user?.documentId,
        from: user.user_type,
        to,
        superAdmins:
          user.user_type === 'SuperAdmin' && to !== undefined && to !== 'SuperAdmin'
            ? await accounts().countSuperAdmins()
            : undefined,
      });
      if (refusal) throw forbidden(refusal);
      const parsed = orBadRequest(
        parseProfileUpdate(body, allowedUserTypes(superAdmin, user.user_type), String(user.user_type ?? '')),
        'named',
      );
      const changes: Parameters<ReturnType<typeof accounts>['update']>[1] = { ...parsed };
      const emailChanged = changes.email !== undefined && changes.email !== user.email;
      if (emailChanged) {
        const other = await accounts().findByEmail(changes.email as string);
        if (other && other.id !== user.id) throw conflict(MESSAGES.emailTaken);
        // A new address must be proven again, as at sign-up.
        changes.confirmed = false;
      } else delete changes.email;
      const updated = await writeIfUnchanged(strapi, USER_UID, user.documentId, base, () =>
        accounts().update(user, changes),
      );
      if (emailChanged) {
        await accounts()
          .sendCode(updated, 'verify')
          .catch((error: Error) => strapi.log.error(`[account] verification mail failed: ${error.message}`));
      }
      ctx.body = { success: true, message: MESSAGES.saved, user: toUserRecord(updated) };
    },

    async changePassword(ctx: Ctx) {
      const { userId, newPassword } = orBadRequest(checkChangePasswordBody(ctx.request.body), 'named');
      const user = await target(userId);
      // The change ends every session of the account (src/lib/token-stamp.ts). The person's own
      // change answers a fresh token of the same kind, so the page they are on stays signed in;
      // a SuperAdmin changing someone else's password gets none of theirs.
      const own = user.documentId === ctx.state.user?.documentId;
      const remembered = own ? await accounts().requestTokenIsRemembered(ctx) : false;
      await accounts().setPassword(user, newPassword);
      ctx.body = {
        success: true,
        message: MESSAGES.passwordChanged,
        ...(own ? { token: await accounts().issueToken(user, remembered) } : {}),
      };
    },

    /**
     * Account-completion mails (spec 3 §4, §8): `{ userIds }` or `{ allUnverified: true }`; the
     * verification mail of the site (link only) to each unverified user, at most
     * COMPLETION_MAILS_PER_RUN (200) per run; one activity-log entry with the counts.
     */
    async sendCompletionMails(ctx: Ctx) {
      const parsed = parseCompletionMailRequest(bodyOf(ctx));
      // The summary alone, as the users screen reads it.
      if (parsed.ok === false) throw badRequest(parsed.message);
      const result = await accounts().sendCompletionMails(
        parsed.value,
        completionMailCap(process.env.COMPLETION_MAILS_PER_RUN),
      );
      await writeActivityEntry(strapi, {
        action: 'add',
        targetType: 'plugin::users-permissions.user',
        target: `المستخدمون: رسائل إكمال الحساب — أُرسلت إلى ${result.sent}، فشلت ${result.failed}، تم تخطي ${result.skipped}`,
      });
      ctx.body = { ...result, message: MESSAGES.completionMailsDone };
    },

    async delete(ctx: Ctx) {
      const user = await target(ctx.params.id);
      if (user.user_type === 'SuperAdmin' && (await accounts().countSuperAdmins()) <= 1)
        throw forbidden(MESSAGES.lastSuperAdmin);
      await accounts().remove(user);
      ctx.body = { success: true, message: MESSAGES.deleted };
    },
  };
};
