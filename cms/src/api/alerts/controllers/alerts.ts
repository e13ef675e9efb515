import type { Core } from '@strapi/strapi';
import { UNSUBSCRIBE_TEXTS } from '@dalil/domain';
import type { Ctx } from '../../../lib/request';
import { getService } from '../../../lib/services';
import { verifyLink } from '../lib/links';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The small Arabic page the unsubscribe link opens (a mail client opens it without the site). */
const page = (message: string) => `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>تنبيهات دليل</title></head>
<body style="font-family:Tahoma,Arial,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.8">
<h1 style="font-size:1.25rem">تنبيهات التقديم</h1><p>${escape(message)}</p><p><a href="/">العودة إلى دليل</a></p></body></html>`;

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
