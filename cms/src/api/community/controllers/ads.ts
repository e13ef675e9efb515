import type { Core } from '@strapi/strapi';
import { AD_COUNTER_MESSAGES, AD_FIELDS, isAdActive, parseCounterBump, validateAd } from '@dalil/domain/validation';
import { AD_RESOURCE } from '@dalil/domain/resources';
import { baseVersionOf, writeIfUnchanged } from '../../../lib/concurrency';
import { badRequest, forbidden, notFound } from '../../../lib/http';
import { findManyArgs, listParams } from '../../../lib/list-query';
import { pickWritable } from '../../../lib/records';
import { isSuperAdmin } from '../../../lib/caller';
import { bodyOf, orBadRequest, type Ctx } from '../../../lib/request';
import { enforceLimit } from '../lib/area';
import { toAdRecord } from '../mappers/records';
import { activeWindow, markUntil } from '../services/ads';
import { getService } from '../../../lib/services';
import { restoreDeleted, softDelete } from '../../../lib/soft-delete';

const UID = AD_RESOURCE.uid;
const NOT_FOUND = 'الإعلان غير موجود';

/**
 * Ads. SuperAdmin sees and manages every ad; everyone else sees only ads inside their date window
 * and may only raise currentShows or currentClicks by one.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const ads = () => getService(strapi, 'api::community.ads');
  const visible = async (ctx: Ctx) => {
    const doc = await ads().findOne(ctx.params.id);
    if (!doc || (!isSuperAdmin(ctx) && !isAdActive(doc))) throw notFound(NOT_FOUND);
    return doc;
  };
  return {
    async find(ctx: Ctx) {
      const params = await listParams(strapi, ctx.query, UID);
      const defaults = { sort: 'createdAt:desc', ...(isSuperAdmin(ctx) ? {} : { filters: activeWindow() }) };
      ctx.body = (await ads().list(findManyArgs(params, defaults))).map(toAdRecord);
    },

    async findOne(ctx: Ctx) {
      ctx.body = toAdRecord(await visible(ctx));
    },

    async create(ctx: Ctx) {
      const ad = orBadRequest(validateAd(pickWritable(bodyOf(ctx), AD_FIELDS)));
      ctx.status = 201;
      ctx.body = toAdRecord(await ads().create(ad));
    },

    async update(ctx: Ctx) {
      const body = bodyOf(ctx);
      if (!isSuperAdmin(ctx)) {
        const session = typeof body.sessionId === 'string' && body.sessionId.length <= 100 ? body.sessionId : null;
        await enforceLimit(strapi, ctx, 'ad-counter', session);
        const parsed = parseCounterBump(body);
        // The summary alone; a field other than the counters is not the visitor's to write (403).
        if (parsed.ok === false)
          throw parsed.message === AD_COUNTER_MESSAGES.onlyCounters
            ? forbidden(parsed.message)
            : badRequest(parsed.message);
        const doc = await visible(ctx);
        const outcome = await ads().bump(ctx.params.id, parsed.value, markUntil(doc));
        if (outcome === 'refused') throw badRequest(AD_COUNTER_MESSAGES.byOne);
        ctx.body = toAdRecord((await ads().findOne(ctx.params.id))!);
        return;
      }
      const current = await visible(ctx);
      const base = baseVersionOf(body);
      const changes = orBadRequest(validateAd(pickWritable(body, AD_FIELDS), { partial: true, current }));
      if (!Object.keys(changes).length) throw badRequest('لا توجد بيانات لتحديثها');
      const saved = await writeIfUnchanged(strapi, UID, current.documentId, base, () =>
        ads().update(ctx.params.id, changes),
      );
      ctx.body = toAdRecord(saved!);
    },

    /** A delete the SuperAdmin can undo for a short time (lib/soft-delete.ts): the ad's events stay linked. */
    async delete(ctx: Ctx) {
      await visible(ctx);
      const { restoreUntil } = await softDelete(strapi, UID, ctx.params.id);
      ctx.body = { _id: ctx.params.id, message: 'تم حذف الإعلان بنجاح', restoreUntil };
    },

    /** Undoes a delete within its window: the ad comes back with its counters and events. */
    async restore(ctx: Ctx) {
      await restoreDeleted(strapi, UID, ctx.params.id, 'الإعلان');
      ctx.body = toAdRecord((await ads().findOne(ctx.params.id))!);
    },
  };
};
