import type { Core } from '@strapi/strapi';
import { AD_EVENT_MESSAGES, classifyUserAgent, validateAdEvent } from '@dalil/domain';
import { badRequest, notFound } from '../../../lib/http';
import { findManyArgs, listParams } from '../../../lib/list-query';
import { callerOf } from '../../../lib/caller';
import { bodyOf, orBadRequest } from '../../../lib/request';
import { clientIp, enforceLimit, service } from '../lib/area';
import { toAdEventRecord } from '../mappers/records';
import type { AdAnalyticsService } from '../services/ad-analytics';
import { markUntil } from '../services/ads';

const UID = 'api::ad-analytics-event.ad-analytics-event';
const NOT_FOUND = 'الحدث غير موجود';

/**
 * Ad analytics events. Visitors record shows and clicks; who sent the event (signed-in user,
 * address) comes from the request, not from the body; device, browser and system are derived
 * from the User-Agent when the body does not give them. A show or click is stored once per
 * session and ad: a repeat answers 200 with the event stored first. SuperAdmin reads and deletes.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const events = () => service<AdAnalyticsService>(strapi, 'ad-analytics');
  return {
    async create(ctx: any) {
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
          timestamp: event.timestamp ?? new Date().toISOString(),
        },
        markUntil(ad),
      );
      ctx.status = created ? 201 : 200;
      ctx.body = stored ? toAdEventRecord(stored) : { adId, action: event.action, sessionId: event.sessionId };
    },

    /** Standard list parameters, plus `?adId=` for the events of one ad. Newest first. */
    async find(ctx: any) {
      const { adId, ...query } = ctx.query ?? {};
      if (adId !== undefined && typeof adId !== 'string') throw badRequest('معرف الإعلان غير صحيح');
      const params = await listParams(strapi, query, UID);
      const args = findManyArgs(params, {
        sort: 'timestamp:desc',
        ...(adId ? { filters: { ad: { documentId: { $eq: adId } } } } : {}),
      });
      ctx.body = (await events().list(args)).map(toAdEventRecord);
    },

    async findOne(ctx: any) {
      const doc = await events().findOne(ctx.params.id);
      if (!doc) throw notFound(NOT_FOUND);
      ctx.body = toAdEventRecord(doc);
    },

    async delete(ctx: any) {
      if (!(await events().findOne(ctx.params.id))) throw notFound(NOT_FOUND);
      await events().remove(ctx.params.id);
      ctx.body = { _id: ctx.params.id, message: 'تم حذف الحدث بنجاح' };
    },
  };
};
