import type { Core } from '@strapi/strapi';
import { CONTACT_STATUSES } from '@dalil/domain/rules';
import { CONTACT_EMAIL_PATTERN, CONTACT_STATUS_MESSAGE, validateContactMessage } from '@dalil/domain/validation';
import { CONTACT_MESSAGE_RESOURCE } from '@dalil/domain/resources';
import { baseVersionOf, writeIfUnchanged } from '../../../lib/concurrency';
import { answerBadGateway, badRequest, notFound } from '../../../lib/http';
import { findManyArgs, listParams } from '../../../lib/list-query';
import { bodyOf, orBadRequest, type Ctx } from '../../../lib/request';
import { enforceLimit } from '../lib/area';
import { toContactRecord } from '../mappers/records';
import { getService } from '../../../lib/services';
import { restoreDeleted, softDelete } from '../../../lib/soft-delete';

const UID = CONTACT_MESSAGE_RESOURCE.uid;
const NOT_FOUND = 'الرسالة غير موجودة';
const MAIL_FAILED = 'تعذر إرسال الرد بالبريد الإلكتروني، يرجى المحاولة مرة أخرى';

/** Contact messages: visitors send, SuperAdmin reads, updates, answers and deletes. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const contact = () => getService(strapi, 'api::community.contact');
  const existing = async (id: string) => {
    const doc = await contact().findOne(id);
    if (!doc) throw notFound(NOT_FOUND);
    return doc;
  };
  return {
    async add(ctx: Ctx) {
      await enforceLimit(strapi, ctx, 'contact');
      const message = orBadRequest(validateContactMessage(bodyOf(ctx)));
      ctx.status = 201;
      ctx.body = toContactRecord(await contact().create(message));
    },

    async find(ctx: Ctx) {
      const params = await listParams(strapi, ctx.query, UID);
      ctx.body = (await contact().list(findManyArgs(params, { sort: 'createdAt:desc' }))).map(toContactRecord);
    },

    /** Only status (pending | read | replied) and response change; other fields are ignored. */
    async update(ctx: Ctx) {
      const body = bodyOf(ctx);
      const data: Record<string, unknown> = {};
      if (body.status !== undefined) {
        if (!(CONTACT_STATUSES as readonly string[]).includes(body.status as string))
          throw badRequest(CONTACT_STATUS_MESSAGE);
        data.message_status = body.status;
      }
      if (body.response !== undefined) {
        if (body.response !== null && typeof body.response !== 'string') throw badRequest('نص الرد يجب أن يكون نصاً');
        if (typeof body.response === 'string' && body.response.length > 10000)
          throw badRequest('نص الرد أطول من المسموح.');
        data.response = typeof body.response === 'string' ? body.response.trim() : null;
      }
      if (!Object.keys(data).length) throw badRequest('لا توجد بيانات لتحديثها: أرسل status أو response');
      const base = baseVersionOf(body);
      const current = await existing(ctx.params.id);
      const saved = await writeIfUnchanged(strapi, UID, current.documentId, base, () =>
        contact().update(ctx.params.id, data),
      );
      ctx.body = toContactRecord(saved!);
    },

    /** A delete the SuperAdmin can undo for a short time (lib/soft-delete.ts). */
    async delete(ctx: Ctx) {
      await existing(ctx.params.id);
      const { restoreUntil } = await softDelete(strapi, UID, ctx.params.id);
      ctx.body = { _id: ctx.params.id, message: 'تم حذف الرسالة بنجاح', restoreUntil };
    },

    /** Undoes a delete within its window: the message comes back with its status and reply. */
    async restore(ctx: Ctx) {
      await restoreDeleted(strapi, UID, ctx.params.id, 'الرسالة');
      ctx.body = toContactRecord(await existing(ctx.params.id));
    },

    /**
     * Mails the reply (Arabic) and marks the message replied with the response stored. With `id`
     * that message is marked; without it, the newest unanswered message from the address. The
     * mark happens only after the mail was accepted by the mail server.
     */
    async sendReply(ctx: Ctx) {
      const body = bodyOf(ctx);
      const to = typeof body.to === 'string' ? body.to.trim().toLowerCase() : '';
      const reply = typeof body.message === 'string' ? body.message.trim() : '';
      const missing = [...(to ? [] : ['to']), ...(reply ? [] : ['message'])];
      if (missing.length) throw badRequest('يرجى إدخال البريد الإلكتروني ونص الرد', { missingFields: missing });
      if (!CONTACT_EMAIL_PATTERN.test(to)) throw badRequest('البريد الإلكتروني للمرسل إليه غير صحيح');
      if (reply.length > 10000) throw badRequest('نص الرد أطول من المسموح.');
      if (body.id !== undefined && (typeof body.id !== 'string' || !body.id)) throw badRequest('معرف الرسالة غير صحيح');
      const original = body.id ? await existing(body.id as string) : await contact().latestUnanswered(to);
      try {
        await contact().mailReply(to, reply, original);
      } catch (error) {
        strapi.log.error(`[community] reply mail to ${to} failed: ${(error as Error).message}`);
        return answerBadGateway(ctx, MAIL_FAILED);
      }
      const updated = original
        ? await contact().update(original.documentId, { message_status: 'replied', response: reply })
        : null;
      ctx.body = { message: 'تم إرسال الرد بنجاح', data: updated ? toContactRecord(updated) : null };
    },
  };
};
