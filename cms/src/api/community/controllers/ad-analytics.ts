import type { Core } from '@strapi/strapi';
import {
  AD_EVENT_QUERY_MESSAGES,
  type AdEventQuery,
  adEventSearchFilter,
  dailyAdActivity,
  dailyWindowStart,
  parseAdEventQuery,
  parseDailyDays,
} from '@dalil/domain/rules';
import { AD_EVENT_MESSAGES, classifyUserAgent, validateAdEvent } from '@dalil/domain/validation';
import { AD_EVENT_RESOURCE } from '@dalil/domain/resources';
import { badRequest, notFound } from '../../../lib/http';
import { findManyArgs, listParams } from '../../../lib/list-query';
import { callerOf } from '../../../lib/caller';
import { bodyOf, orBadRequest, type Ctx } from '../../../lib/request';
import { clientIp, enforceLimit } from '../lib/area';
import { toAdEventRecord } from '../mappers/records';
import { markUntil } from '../services/ads';
import { getService } from '../../../lib/services';

const UID = AD_EVENT_RESOURCE.uid;
const NOT_FOUND = 'الحدث غير موجود';

/**
 * Ad analytics events. Visitors record shows and clicks; who sent the event (signed-in user,
 * address) and when (the server's clock) come from the request, not from the body; device, browser and system are derived
 * from the User-Agent when the body does not give them. A show or click is stored once per
 * session and ad: a repeat answers 200 with the event stored first. SuperAdmin reads and deletes.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const events = () => getService(strapi, 'api::community.ad-analytics');
  return {
    async create(ctx: Ctx) {
      const body = bodyOf(ctx);
      const session = typeof body.sessionId === 'string' && body.sessionId.length <= 100 ? body.sessionId.trim() : null;
      await enforceLimit(strapi, ctx, 'ad-event', session);
      const { adId, ...event } = orBadRequest(validateAdEvent(body));
      const ad = await events().findAd(adId);
      if (!ad) throw badRequest(AD_EVENT_MESSAGES.adNotFound);
      const user = callerOf(ctx);
      const userAgent = event.userAgent ?? (String(ctx.get('user-agent') || '').slice(0, 1000) || null);
      const derived = classifyUserAgent(userAgent);
      const { created, event: stored } = await events().recordOnce(
        {
          ...event,
          ad: adId,
          userAgent,
          deviceType: event.deviceType ?? derived.deviceType,
          browser: event.browser ?? derived.browser,
          os: event.os ?? derived.os,
          isLoggedIn: !!user,
          userId: user ? String(user.documentId ?? user.id) : null,
          ipAddress: clientIp(ctx),
          // The server's clock only: a timestamp in the body is not read (validateAdEvent).
          timestamp: new Date().toISOString(),
        },
        markUntil(ad),
      );
      ctx.status = created ? 201 : 200;
      ctx.body = stored ? toAdEventRecord(stored) : { adId, action: event.action, sessionId: event.sessionId };
    },

    /**
     * Newest first. `?adId=` keeps one ad's events; `?q=` searches the ad's title, the page, the
     * user id and the session id (case-insensitive) and the action ('show'/'ظهور', 'click'/'نقرة');
     * Strapi's filters/sort/fields/pagination also apply. With `?page=` or `?limit=` (1–100,
     * default 10) the answer is one page: `{ data, pagination: { page, limit, total, pages } }`
     * (the shape of GET /api/admin-logs); without them, the array as before.
     */
    async find(ctx: Ctx) {
      const parsed = parseAdEventQuery(ctx.query ?? {});
      if (!parsed.ok) throw badRequest((parsed as { message: string }).message);
      const query = (parsed as { query: AdEventQuery }).query;
      const own = [
        ...(query.adId ? [{ ad: { documentId: { $eq: query.adId } } }] : []),
        ...(query.q ? [adEventSearchFilter(query.q)] : []),
      ];
      const defaults = own.length ? { filters: own.length === 1 ? own[0] : { $and: own } } : {};
      const params = await listParams(strapi, ctx.query ?? {}, UID);
      if (query.page !== undefined && query.limit !== undefined) {
        const { filters } = findManyArgs(params, defaults);
        const { rows, total } = await events().page(filters, query.page, query.limit);
        ctx.body = {
          data: rows.map(toAdEventRecord),
          pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
        };
        return;
      }
      const args = findManyArgs(params, { sort: 'timestamp:desc', ...defaults });
      ctx.body = (await events().list(args)).map(toAdEventRecord);
    },

    /**
     * Shows and clicks per UTC day for the chart: `?days=` (1–366, default 30) ending today,
     * `?adId=` for one ad. Answer `[{ day: 'yyyy-mm-dd', shows, clicks }]`, oldest first, every day.
     */
    async daily(ctx: Ctx) {
      const days = parseDailyDays(ctx.query?.days);
      if (days === null) throw badRequest(AD_EVENT_QUERY_MESSAGES.days);
      const adId = ctx.query?.adId;
      if (adId !== undefined && (typeof adId !== 'string' || adId.length > 100))
        throw badRequest(AD_EVENT_QUERY_MESSAGES.adId);
      const now = new Date();
      const rows = await events().since(dailyWindowStart(days, now), adId || undefined);
      ctx.body = dailyAdActivity(rows, days, now);
    },

    async findOne(ctx: Ctx) {
      const doc = await events().findOne(ctx.params.id);
      if (!doc) throw notFound(NOT_FOUND);
      ctx.body = toAdEventRecord(doc);
    },

    async delete(ctx: Ctx) {
      if (!(await events().findOne(ctx.params.id))) throw notFound(NOT_FOUND);
      await events().remove(ctx.params.id);
      ctx.body = { _id: ctx.params.id, message: 'تم حذف الحدث بنجاح' };
    },
  };
};
