import type { Core } from '@strapi/strapi';
import { JOIN_MESSAGES, normaliseWhatsapp, validateJoinRequest } from '@dalil/domain/validation';
import { JOIN_REQUEST_RESOURCE } from '@dalil/domain/resources';
import { conflict, notFound } from '../../../lib/http';
import { findManyArgs, listParams } from '../../../lib/list-query';
import { bodyOf, orBadRequest, type Ctx } from '../../../lib/request';
import { enforceLimit } from '../lib/area';
import { toJoinRecord } from '../mappers/records';
import { getService } from '../../../lib/services';
import { purgeDeletedHolding, restoreDeleted, softDelete } from '../../../lib/soft-delete';

const UID = JOIN_REQUEST_RESOURCE.uid;
const NOT_FOUND = 'الطلب غير موجود أو تم حذفه مسبقاً';

/** Join requests: visitors apply and check for a previous application; SuperAdmin reads and deletes. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const joinUs = () => getService(strapi, 'api::community.join-us');
  return {
    async add(ctx: Ctx) {
      await enforceLimit(strapi, ctx, 'join-us');
      const request = orBadRequest(validateJoinRequest(bodyOf(ctx)));
      const { email, whatsapp_with_country_code: whatsapp } = request;
      // A deleted request awaiting its undo does not hold the pair: the new one takes it for good.
      await purgeDeletedHolding(strapi, UID, { email: { $eqi: email }, whatsapp_with_country_code: whatsapp });
      if (await joinUs().exists(email, whatsapp)) throw conflict(JOIN_MESSAGES.duplicate);
      // Two requests racing past the check: the database's unique index refuses the second (409).
      const created = await joinUs().create(request);
      ctx.status = 201;
      ctx.body = toJoinRecord(created);
    },

    async find(ctx: Ctx) {
      const params = await listParams(strapi, ctx.query, UID);
      ctx.body = (await joinUs().list(findManyArgs(params, { sort: 'createdAt:desc' }))).map(toJoinRecord);
    },

    /** `{ exists, message }` for the lower-cased e-mail and the full number (the path is URL-decoded). */
    async checkDuplicates(ctx: Ctx) {
      const email = String(ctx.params.email ?? '')
        .trim()
        .toLowerCase();
      const whatsapp = normaliseWhatsapp(ctx.params.phone);
      const exists = !!email && !!whatsapp && (await joinUs().exists(email, whatsapp));
      ctx.body = { exists, message: exists ? JOIN_MESSAGES.duplicate : JOIN_MESSAGES.notDuplicate };
    },

    /** A delete the SuperAdmin can undo for a short time (lib/soft-delete.ts). */
    async delete(ctx: Ctx) {
      if (!(await joinUs().findOne(ctx.params.id))) throw notFound(NOT_FOUND);
      const { restoreUntil } = await softDelete(strapi, UID, ctx.params.id);
      ctx.body = { _id: ctx.params.id, message: 'تم حذف الطلب بنجاح', restoreUntil };
    },

    /** Undoes a delete within its window. */
    async restore(ctx: Ctx) {
      await restoreDeleted(strapi, UID, ctx.params.id, 'الطلب');
      const doc = await joinUs().findOne(ctx.params.id);
      if (!doc) throw notFound(NOT_FOUND);
      ctx.body = toJoinRecord(doc);
    },

    /** The admin screen's connectivity test: the methods the path accepts, nothing else. */
    async options(ctx: Ctx) {
      ctx.set('Allow', 'DELETE, OPTIONS');
      if (ctx.method !== 'OPTIONS') {
        ctx.status = 405;
        ctx.body = {
          data: null,
          error: { status: 405, name: 'MethodNotAllowedError', message: 'الطريقة غير مسموح بها' },
          message: 'الطريقة غير مسموح بها',
        };
        return;
      }
      ctx.status = 204;
      ctx.body = null;
    },
  };
};
