import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { badRequest } from '../../../lib/http';
import { signInAnswer } from '../mappers/user';
import type { CodeCheck } from '../services/codes';
import { orBadRequest } from '../../../lib/request';
import { checkCodeBody, checkEmailBody, checkResetBody } from '../validation/bodies';
import { getService } from '../../../lib/services';

type Ctx = { request: { body?: unknown }; body: unknown };

export const MESSAGES = {
  invalidInput: 'يرجى التحقق من البيانات المدخلة',
  codeSent: 'إذا كان البريد الإلكتروني مسجلًا لدينا فستصلك رسالة خلال دقائق، تحقق من مجلد الرسائل غير المرغوب فيها',
  invalidCode: 'رمز التحقق غير صحيح أو منتهي الصلاحية',
  invalidResetLink: 'هذا الرابط غير صالح أو منتهي الصلاحية، يرجى طلب رابط جديد',
  exhausted: 'تم تجاوز عدد المحاولات المسموح بها لهذا الرمز، يرجى طلب رمز جديد',
  verified: 'تم تفعيل الحساب بنجاح',
  resetValid: 'الرابط صالح',
  passwordReset: 'تم تغيير كلمة المرور بنجاح، يمكنك تسجيل الدخول الآن',
} as const;

/**
 * The e-mailed code flows. The send-* calls answer the same 200 whether or not the address
 * has an account (no account probing); a wrong code and an unknown address answer the same 400.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = () => getService(strapi, 'api::account.accounts');
  const codes = () => getService(strapi, 'api::account.codes');

  /**
   * Mails a code. A mail the mail server refused or could not take is logged, and the answer stays
   * the one every address gets: a different one would tell that the address has an account, and
   * the person can ask again. Our own refusals (the code-mail cap's 429) stand.
   */
  const mailCode = async (...args: Parameters<ReturnType<typeof accounts>['sendCode']>) => {
    try {
      await accounts().sendCode(...args);
    } catch (error) {
      if (error instanceof errors.ApplicationError) throw error;
      strapi.log.error(`[account] ${args[1]} mail to user ${args[0].id} failed: ${(error as Error).message}`);
    }
  };

  const refuse = (result: CodeCheck, invalidMessage: string) => {
    throw badRequest(result === 'exhausted' ? MESSAGES.exhausted : invalidMessage, { reason: result });
  };

  return {
    async sendVerificationCode(ctx: Ctx) {
      const { email, linkOnly } = orBadRequest(checkEmailBody(ctx.request.body), 'named');
      const user = await accounts().findByEmail(email);
      // A verified account needs no code; answering alike keeps accounts unprobed.
      if (user && !user.confirmed && !user.blocked) await mailCode(user, 'verify', { linkOnly });
      ctx.body = { success: true, message: MESSAGES.codeSent };
    },

    async verifyCode(ctx: Ctx) {
      const { email, code } = orBadRequest(checkCodeBody(ctx.request.body), 'named');
      const user = await accounts().findByEmail(email);
      const result: CodeCheck = user ? await codes().check(user.id, 'verify', code, { consume: true }) : 'invalid';
      if (!user || result !== 'ok') return refuse(result, MESSAGES.invalidCode);
      const verified = await accounts().update(user, { confirmed: true });
      // The site signs the person in right after verification (spec 1 §4): a 24-hour token.
      const answer = signInAnswer(
        { ...verified, confirmed: true },
        verified.blocked ? null : await accounts().issueToken(verified, false),
      );
      ctx.body = { success: true, message: MESSAGES.verified, ...answer };
    },

    async sendResetPasswordLink(ctx: Ctx) {
      const { email } = orBadRequest(checkEmailBody(ctx.request.body), 'named');
      const user = await accounts().findByEmail(email);
      if (user && !user.blocked) await mailCode(user, 'reset');
      ctx.body = { success: true, message: MESSAGES.codeSent };
    },

    /** The reset page checks its link on load; the code stays usable for reset-password. */
    async verifyResetCode(ctx: Ctx) {
      const { email, code } = orBadRequest(checkCodeBody(ctx.request.body), 'named');
      const user = await accounts().findByEmail(email);
      const result: CodeCheck = user ? await codes().check(user.id, 'reset', code, { consume: false }) : 'invalid';
      if (result !== 'ok') return refuse(result, MESSAGES.invalidResetLink);
      ctx.body = { success: true, valid: true, message: MESSAGES.resetValid };
    },

    async resetPassword(ctx: Ctx) {
      const { email, code, newPassword } = orBadRequest(checkResetBody(ctx.request.body), 'named');
      const user = await accounts().findByEmail(email);
      const result: CodeCheck = user ? await codes().check(user.id, 'reset', code, { consume: true }) : 'invalid';
      if (!user || result !== 'ok') return refuse(result, MESSAGES.invalidResetLink);
      // The mailed code proves the address too.
      await accounts().setPassword(user, newPassword, { confirmed: true });
      ctx.body = { success: true, message: MESSAGES.passwordReset };
    },
  };
};
