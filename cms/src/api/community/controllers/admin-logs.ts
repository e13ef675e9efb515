import type { Core } from '@strapi/strapi';
import { ADMIN_LOG_MESSAGES, parseAdminLogQuery, validateAdminLogEntry } from '@dalil/domain/validation';
import { LOG_ENTRY_RESOURCE } from '@dalil/domain/resources';
import { badRequest } from '../../../lib/http';
import { listParams } from '../../../lib/list-query';
import { currentStaff } from '../../../lib/activity-log';
import { bodyOf, orBadRequest, type Ctx } from '../../../lib/request';

import { toLogRecord } from '../mappers/records';
import { logFilters } from '../services/admin-logs';
import { getService } from '../../../lib/services';

const UID = LOG_ENTRY_RESOURCE.uid;

/**
 * The operations log. Server-side mutations are logged by lib/activity-log; staff screens may add
 * their own entries (for example 'view'), always in the signed-in staff member's name.
 *
 * GET /api/admin-logs?page=1&limit=10&action=&adminId=&adminType=&target=&from=&to=
 *   page from 1 (default 1), limit 1-100 (default 10); action view|add|edit|delete; adminId and
 *   adminType exact (type case-insensitive); target contains (case-insensitive); from/to ISO dates,
 *   inclusive (a bare date as `to` covers the whole day). Strapi's `filters[...]` also apply.
 *   Answer { data: [...newest first], pagination: { page, limit, total, pages } }.
 * DELETE /api/admin-logs[?before=ISO date] clears the log (or the entries older than `before`),
 *   answers { deleted }, and leaves one entry saying who cleared it and how much.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const logs = () => getService(strapi, 'api::community.admin-logs');
  return {
    async create(ctx: Ctx) {
      // The route's is-staff policy has let only staff through: the entry is in their name.
      const actor = currentStaff(strapi);
      const { beforeEdit, afterEdit, ...entry } = orBadRequest(validateAdminLogEntry(bodyOf(ctx)));
      const created = await logs().create({
        ...entry,
        ...actor,
        // Server time: a client's timestamp is ignored (validateAdminLogEntry), no entry is back-dated.
        timestamp: new Date().toISOString(),
        ...(entry.action === 'edit' ? { beforeEdit, afterEdit } : {}),
      });
      ctx.status = 201;
      ctx.body = toLogRecord(created);
    },

    async find(ctx: Ctx) {
      const parsed = parseAdminLogQuery(ctx.query ?? {});
      // The summary alone, as the log screen reads it (no field list).
      if (parsed.ok === false) throw badRequest(parsed.message);
      const query = parsed.value;
      const { filters: extra } = await listParams(
        strapi,
        ctx.query?.filters ? { filters: ctx.query.filters } : {},
        UID,
      );
      const own = logFilters(query);
      const filters = extra ? { $and: [own, extra] } : own;
      const { page, limit } = query;
      const { rows, total } = await logs().page(filters, page, limit);
      ctx.body = { data: rows.map(toLogRecord), pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
    },

    async clear(ctx: Ctx) {
      const actor = currentStaff(strapi);
      let before: string | undefined;
      if (ctx.query?.before !== undefined) {
        const d = new Date(String(ctx.query.before));
        if (typeof ctx.query.before !== 'string' || Number.isNaN(d.getTime()))
          throw badRequest(ADMIN_LOG_MESSAGES.date);
        before = d.toISOString();
      }
      const deleted = await logs().clear(before);
      // Clearing bypasses the document service (one statement), so its own trace is written here.
      if (actor) {
        await logs().create({
          ...actor,
          action: 'delete',
          targetType: UID,
          target: `سجل العمليات: حذف ${deleted} من السجلات${before ? ` الأقدم من ${before}` : ''}`,
          timestamp: new Date().toISOString(),
        });
      }
      ctx.body = { deleted, message: 'تم حذف السجلات بنجاح' };
    },
  };
};
