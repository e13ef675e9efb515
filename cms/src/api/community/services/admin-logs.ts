import type { Core } from '@strapi/strapi';
import type { AdminLogQuery } from '@dalil/domain/validation';
import { docs } from '../../../lib/documents';
import { LOG_ENTRY_RESOURCE } from '@dalil/domain/resources';

const UID = LOG_ENTRY_RESOURCE.uid;

export type AdminLogsService = ReturnType<typeof adminLogsService>;

/** The document-service filter of a log query (see parseAdminLogQuery). */
export function logFilters(q: AdminLogQuery): Record<string, unknown> {
  const f: Record<string, unknown> = {};
  if (q.action) f.action = { $eq: q.action };
  if (q.adminId) f.adminId = { $eq: q.adminId };
  if (q.adminType) f.adminType = { $eqi: q.adminType };
  if (q.target) f.target = { $containsi: q.target };
  if (q.from || q.to) f.timestamp = { ...(q.from ? { $gte: q.from } : {}), ...(q.to ? { $lte: q.to } : {}) };
  return f;
}

const adminLogsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => docs(strapi, UID);
  return {
    create: (data: Record<string, unknown>) => documents().create({ data }),
    async page(filters: Record<string, unknown>, page: number, limit: number) {
      const [rows, total] = await Promise.all([
        documents().findMany({
          filters,
          sort: [{ timestamp: 'desc' }, { id: 'desc' }],
          start: (page - 1) * limit,
          limit,
        }),
        documents().count({ filters }),
      ]);
      return { rows, total };
    },
    /** Deletes every entry, or those older than `before`, in one statement; answers how many. */
    async clear(before?: string): Promise<number> {
      const where = before ? { timestamp: { $lt: before } } : {};
      const { count } = await strapi.db.query(UID).deleteMany({ where });
      return count;
    },
  };
};

export default adminLogsService;
