import type { Core } from '@strapi/strapi';
import { createRateLimiter } from '../../../lib/rate-limit';
import type { StoredDocument } from '../../../lib/records';
import { docs } from '../../../lib/documents';
import { AD_EVENT_RESOURCE } from '@dalil/domain/resources';

const UID = AD_EVENT_RESOURCE.uid;
const POPULATE = { ad: { fields: ['title'] } } as const;

export type AdAnalyticsService = ReturnType<typeof adAnalyticsService>;

const adAnalyticsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => docs(strapi, UID);
  return {
    findAd: (adDocumentId: string) =>
      docs(strapi, 'api::ad.ad').findOne({ documentId: adDocumentId, fields: ['endDate'] }),
    /**
     * Records an event once per (ad, session, action): the session's mark and the event are written
     * in one transaction, so simultaneous copies on any process store one event. A repeat answers
     * the event already stored (`created: false`).
     */
    async recordOnce(
      data: Record<string, unknown> & { ad: string; sessionId: string; action: string },
      markUntil: Date,
    ): Promise<{ created: boolean; event: StoredDocument | null }> {
      const key = `ad-event:${data.action}:${data.ad}:${data.sessionId}`;
      const created = await strapi.db.transaction(async ({ trx }) => {
        if (!(await createRateLimiter(strapi).claimOnce(key, markUntil, trx))) return null;
        return documents().create({ data, populate: POPULATE });
      });
      if (created) return { created: true, event: created };
      const [earlier] = await documents().findMany({
        filters: { ad: { documentId: data.ad }, sessionId: data.sessionId, action: data.action },
        sort: 'createdAt:asc',
        limit: 1,
        populate: POPULATE,
      });
      return { created: false, event: earlier ?? null };
    },
    list: (args: Record<string, unknown>) => documents().findMany({ ...args, populate: POPULATE }),
    /** One page of the events matching `filters`, newest first, and how many match in all. */
    async page(filters: Record<string, unknown> | undefined, page: number, limit: number) {
      const [rows, total] = await Promise.all([
        documents().findMany({
          ...(filters ? { filters } : {}),
          sort: [{ timestamp: 'desc' }, { id: 'desc' }],
          start: (page - 1) * limit,
          limit,
          populate: POPULATE,
        }),
        documents().count({ ...(filters ? { filters } : {}) }),
      ]);
      return { rows, total };
    },
    /**
     * The action and time of every event since `from` (of one ad when given), for the per-day
     * chart: two columns read straight from the table, without the document service's joins.
     */
    async since(from: Date, adDocumentId?: string) {
      const where: Record<string, unknown> = { timestamp: { $gte: from.toISOString() } };
      if (adDocumentId) where.ad = { documentId: adDocumentId };
      return (await strapi.db.query(UID).findMany({ select: ['action', 'timestamp'], where })) as {
        action: string;
        timestamp: string;
      }[];
    },
    findOne: (documentId: string) => documents().findOne({ documentId, populate: POPULATE }),
    remove: (documentId: string) => documents().delete({ documentId }),
  };
};

export default adAnalyticsService;
