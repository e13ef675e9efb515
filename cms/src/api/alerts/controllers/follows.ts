import type { Core } from '@strapi/strapi';
import { calendarClaims, parseFollowCode, universityCalendarPath } from '@dalil/domain/rules';
import { callerOf } from '../../../lib/caller';
import { badRequest, notFound, unauthorized } from '../../../lib/http';
import { bodyOf, type Ctx } from '../../../lib/request';
import { getService } from '../../../lib/services';
import { alertsSecret, signLink } from '../lib/links';

export const MESSAGES = {
  codeRequired: 'يرجى تحديد الجامعة (رمز الجامعة)',
  universityNotFound: 'الجامعة غير موجودة',
  notFollowed: 'أنت لا تتابع هذه الجامعة',
  signIn: 'يرجى تسجيل الدخول',
} as const;

/** A university code from a body or a path: a short non-empty text, or a 400. */
export function codeOf(value: unknown): string {
  const code = parseFollowCode(value);
  if (code === null) throw badRequest(MESSAGES.codeRequired);
  return code;
}

/** The caller's follows (GET, POST, DELETE /api/follows): only their own, by the token's user. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'api::alerts.follows');
  const userOf = (ctx: Ctx) => {
    const user = callerOf(ctx);
    if (!user) throw unauthorized(MESSAGES.signIn);
    return user;
  };

  return {
    /**
     * The followed universities with their names and calendar links, and the address of the
     * caller's own calendar feed (a secret URL a calendar app can subscribe to).
     */
    async find(ctx: Ctx) {
      const user = userOf(ctx);
      const follows = await store().list(user.id);
      const universities = await store().universities(follows.map((f) => f.university_code));
      ctx.body = {
        follows: follows.map((f) => {
          const u = universities.get(f.university_code.toLowerCase());
          return {
            university: f.university_code,
            university_Arabic_Name: u?.name ?? f.university_code,
            category: u?.category ?? null,
            mail_alerts: f.mail_alerts,
            followedAt: f.createdAt,
            calendar: universityCalendarPath(f.university_code),
          };
        }),
        calendar: alertsSecret() ? `/api/calendar/user/${signLink(calendarClaims(user.id))}.ics` : null,
      };
    },

    /** Follows `{ university: code }`: 201 the first time, 200 when already followed (same row, mails on). */
    async create(ctx: Ctx) {
      const user = userOf(ctx);
      const code = codeOf(bodyOf(ctx).university);
      const university = await store().university(code);
      if (!university) throw notFound(MESSAGES.universityNotFound);
      const follower = await store().follower(user.id);
      if (!follower) throw unauthorized(MESSAGES.signIn);
      const { created } = await store().follow(follower, university);
      ctx.status = created ? 201 : 200;
      ctx.body = { university: university.code, following: true, mail_alerts: true };
    },

    async delete(ctx: Ctx) {
      const user = userOf(ctx);
      const code = codeOf(ctx.params.code);
      if (!(await store().unfollow(user.id, code))) throw notFound(MESSAGES.notFollowed);
      ctx.body = { university: code, following: false };
    },
  };
};
