import type { Core } from '@strapi/strapi';
import {
  alertDayKey,
  alertMail,
  alertsDue,
  cairoToday,
  previewPath,
  siteAddress,
  statusSnapshot,
  unsubscribeClaims,
  watchedRows,
} from '@dalil/domain/rules';
import { createRateLimiter } from '../../../lib/rate-limit';
import { getService } from '../../../lib/services';
import { alertsSecret, signLink } from '../lib/links';

export type TickResult = { follows: number; due: number; sent: number; claimedElsewhere: number; failed: number };

const DAY_MS = 86_400_000;

/**
 * The admission-alerts job (Strapi cron, config/server.ts; POST /api/alerts/run for staff and
 * tests). For each follow with mails on: what is due today (packages/domain alertsDue: a watched
 * status that differs from the one last mailed, a watched deadline 7 days or 1 day away). Before
 * a mail goes out, the (user, university, Cairo day) key is claimed in the database with an
 * insert-or-skip (the rate-limit table's "once" marks): the first process to claim it sends, any
 * other process — or this one after a restart — skips. The statuses told are stored on the follow
 * after the mail is accepted, so a change is mailed once; a mail the server refuses leaves the
 * stored statuses as they were, and the change goes out on a later day (the claim of today stays).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async tick(now: Date = new Date()): Promise<TickResult> {
    const result: TickResult = { follows: 0, due: 0, sent: 0, claimedElsewhere: 0, failed: 0 };
    if (!alertsSecret()) {
      strapi.log.warn('[alerts] ALERTS_SECRET is not set: no admission alert is sent (no unsubscribe link)');
      return result;
    }
    const store = getService(strapi, 'api::alerts.follows');
    const claims = createRateLimiter(strapi);
    const today = cairoToday(now);
    const siteUrl = process.env.SITE_URL || 'http://127.0.0.1:5173';
    const all = await store.mailed();
    const universities = await store.universities([...new Set(all.map((f) => f.university_code))]);
    for (const follow of all) {
      const user = follow.user;
      const university = universities.get(follow.university_code.toLowerCase());
      if (!user?.email || user.blocked || !university) continue;
      result.follows += 1;
      const follower = { certificate: user.certificate_type, year: user.year };
      if (!follow.notified_status) {
        // A follow without a stored snapshot starts from what is known now (no mail for the past).
        const rows = watchedRows(follower, university.yearLabels);
        await store.markNotified(follow.id, statusSnapshot(university.status, rows), null);
        continue;
      }
      const due = alertsDue({
        follower,
        yearLabels: university.yearLabels,
        lastNotified: follow.notified_status,
        status: university.status,
        deadline: university.deadline,
        today,
      });
      if (!due) continue;
      result.due += 1;
      const key = alertDayKey(user.id, university.code, today);
      // Kept past the end of the day in every time zone, then purged with the other marks.
      if (!(await claims.claimOnce(key, new Date(now.getTime() + 3 * DAY_MS)))) {
        result.claimedElsewhere += 1;
        continue;
      }
      const guidePath = previewPath('api::university.university', {
        category: university.category,
        university_code: university.code,
      });
      const token = signLink(unsubscribeClaims(user.id, university.code));
      const mail = alertMail({
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
        universityName: university.name,
        due,
        guideUrl: siteAddress(siteUrl, guidePath ?? '/Status'),
        unsubscribeUrl: siteAddress(siteUrl, `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`),
      });
      try {
        await strapi
          .plugin('email')
          .service('email')
          .send({ to: user.email, ...mail });
      } catch (error) {
        result.failed += 1;
        strapi.log.error(
          `[alerts] mail to user ${user.id} about ${university.code} failed: ${(error as Error).message}`,
        );
        continue;
      }
      await store.markNotified(follow.id, due.snapshot, now);
      result.sent += 1;
    }
    if (result.sent || result.failed)
      strapi.log.info(
        `[alerts] ${today}: ${result.sent} sent, ${result.failed} failed, ${result.claimedElsewhere} already claimed`,
      );
    return result;
  },
});
