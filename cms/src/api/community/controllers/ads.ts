import type { Core } from '@strapi/strapi';
import {
  AD_COUNTER_MESSAGES,
  type CounterBump,
  AD_FIELDS,
  isAdActive,
  parseCounterBump,
  validateAd,
} from '@dalil/domain';
import { badRequest, forbidden, notFound } from '../../../lib/http';
import { findManyArgs, listParams } from '../../../lib/list-query';
import { pickWritable } from '../../../lib/records';
import { bodyOf, enforceLimit, invalid, isSuperAdmin, service } from '../lib/caller';
import { toAdRecord } from '../mappers/records';
import { activeWindow, markUntil, type AdsService } from '../services/ads';

const UID = 'api::ad.ad';
const NOT_FOUND = 'الإعلان غير موجود';

/**
 * Ads. SuperAdmin sees and manages every ad; everyone else sees only ads inside their date window
 * and may only raise currentShows or currentClicks by one.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const ads = () => service<AdsService>(strapi, 'ads');
  const visible = async (ctx: any) => {
    const doc = await ads().findOne(ctx.params.id);
    if (!doc || (!isSuperAdmin(ctx) && !isAdActive(doc))) throw notFound(NOT_FOUND);
    return doc;
  };
  return {
    async find(ctx: any) {
      const params = await listParams(strapi, ctx.query, UID);
      const defaults = { sort: 'createdAt:desc', ...(isSuperAdmin(ctx) ? {} : { filters: activeWindow() }) };
      ctx.body = (await ads().list(findManyArgs(params, defaults))).map(toAdRecord);
    },

    async findOne(ctx: any) {
      ctx.body = toAdRecord(await visible(ctx));
    },

    async create(ctx: any) {
      const result = validateAd(pickWritable(bodyOf(ctx), AD_FIELDS));
      if (!result.ok) throw invalid(result);
      ctx.status = 201;
      ctx.body = toAdRecord(await ads().create(result.value));
    },

    async update(ctx: any) {
      const body = bodyOf(ctx);
      if (!isSuperAdmin(ctx)) {
        const session = typeof body.sessionId === 'string' && body.sessionId.length <= 100 ? body.sessionId : null;
        await enforceLimit(strapi, ctx, 'ad-counter', session);
        const parsed = parseCounterBump(body);
        if (!parsed.ok) {
          const refusal = parsed as { status: 400 | 403; message: string };
          throw refusal.status === 403 ? forbidden(refusal.message) : badRequest(refusal.message);
        }
        const doc = await visible(ctx);
        const outcome = await ads().bump(ctx.params.id, (parsed as { bump: CounterBump }).bump, markUntil(doc));
        if (outcome === 'refused') throw badRequest(AD_COUNTER_MESSAGES.byOne);
        ctx.body = toAdRecord((await ads().findOne(ctx.params.id))!);
        return;
      }
      const current = await visible(ctx);
      const result = validateAd(pickWritable(body, AD_FIELDS), { partial: true, current });
      if (!result.ok) throw invalid(result);
      if (!Object.keys(result.value).length) throw badRequest('لا توجد بيانات لتحديثها');
      ctx.body = toAdRecord((await ads().update(ctx.params.id, result.value))!);
    },

    async delete(ctx: any) {
      await visible(ctx);
      await ads().remove(ctx.params.id);
      ctx.body = { _id: ctx.params.id, message: 'تم حذف الإعلان بنجاح' };
    },
  };
};
