import type { Core } from '@strapi/strapi';
import { notFound } from '../../../lib/http';
import type { Ctx } from '../../../lib/request';
import { getService } from '../../../lib/services';
import { verifyLink } from '../lib/links';

const NOT_FOUND = 'التقويم غير موجود';

/** `<name>.ics` → name; anything else is no calendar. */
const nameOf = (file: unknown) => {
  const m = typeof file === 'string' ? /^(.{1,1024})\.ics$/.exec(file) : null;
  if (!m) throw notFound(NOT_FOUND);
  return m[1];
};

function answerIcs(ctx: Ctx, fileName: string, ics: string) {
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.body = ics;
}

/** The .ics calendars: a university's (public) and a user's followed ones (a secret URL). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async university(ctx: Ctx) {
    const found = await getService(strapi, 'api::alerts.calendar').university(nameOf(ctx.params.file));
    if (!found) throw notFound(NOT_FOUND);
    answerIcs(ctx, `dalil-${found.university.code}.ics`, found.ics);
  },

  /**
   * The signed-in user's followed universities. A calendar app subscribes to a URL and sends no
   * bearer token, so the path carries a signed token naming the user (from GET /api/follows).
   */
  async user(ctx: Ctx) {
    const claims = verifyLink(nameOf(ctx.params.file), 'calendar');
    const ics = claims ? await getService(strapi, 'api::alerts.calendar').followed(claims.u) : null;
    if (!ics) throw notFound(NOT_FOUND);
    answerIcs(ctx, 'dalil-followed.ics', ics);
  },
});
