import type { Core } from '@strapi/strapi';
import { UNSUBSCRIBE_TEXTS, unsubscribePage as page } from '@dalil/domain/rules';
import type { Ctx } from '../../../lib/request';
import { getService } from '../../../lib/services';
import { verifyLink } from '../lib/links';

/** The unsubscribe link (no sign-in: the signed token names the follow) and the job's run for staff. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async unsubscribe(ctx: Ctx) {
    const claims = verifyLink(ctx.query.token, 'unsubscribe');
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    if (!claims) {
      ctx.status = 400;
      ctx.body = page(UNSUBSCRIBE_TEXTS.invalid);
      return;
    }
    const store = getService(strapi, 'api::alerts.follows');
    await store.stopMails(claims.u, claims.c);
    // Already unfollowed or stopped: the link still answers that no more mail comes.
    const university = await store.university(claims.c);
    ctx.body = page(UNSUBSCRIBE_TEXTS.done(university?.name ?? claims.c));
  },

  /** Runs the alerts job now (the cron runs it every hour); answers what it did. */
  async run(ctx: Ctx) {
    ctx.body = await getService(strapi, 'api::alerts.alert-job').tick();
  },
});
