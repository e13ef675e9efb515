import type { Core } from '@strapi/strapi';
import { createRateLimiter } from '../../../lib/rate-limit';
import type { StoredDocument } from '../../../lib/records';

const UID = 'api::ad-analytics-event.ad-analytics-event';
const POPULATE = { ad: { fields: ['title'] } } as const;

export type AdAnalyticsService = ReturnType<typeof adAnalyticsService>;

const adAnalyticsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = () => strapi.documents(UID);
  return {
    findAd: (adDocumentId: string) =>
      strapi
        .documents('api::ad.ad')
        .findOne({ documentId: adDocumentId, fields: ['endDate'] } as any) as Promise<StoredDocument | null>,
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
        return (await docs().create({ data: data as any, populate: POPULATE } as any)) as StoredDocument;
      });
      if (created) return { created: true, event: created };
      const [earlier] = (await docs().findMany({
        filters: { ad: { documentId: data.ad }, sessionId: data.sessionId, action: data.action },
        sort: 'createdAt:asc',
        limit: 1,
        populate: POPULATE,
      } as any)) as StoredDocument[];
      return { created: false, event: earlier ?? null };
    },
    list: (args: Record<string, unknown>) =>
      docs().findMany({ ...args, populate: POPULATE } as any) as Promise<StoredDocument[]>,
    /** One page of the events matching `filters`, newest first, and how many match in all. */
    async page(filters: Record<string, unknown> | undefined, page: number, limit: number) {
      const [rows, total] = await Promise.all([
        docs().findMany({
          ...(filters ? { filters } : {}),
          sort: [{ timestamp: 'desc' }, { id: 'desc' }],
          start: (page - 1) * limit,
          limit,
          populate: POPULATE,
        } as any) as Promise<StoredDocument[]>,
        docs().count({ ...(filters ? { filters } : {}) } as any),
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
      return (await strapi.db.query(UID).findMany({ select: ['action', 'timestamp'], where } as any)) as {
        action: string;
        timestamp: string;
      }[];
    },
    findOne: (documentId: string) =>
      docs().findOne({ documentId, populate: POPULATE } as any) as Promise<StoredDocument | null>,
    remove: (documentId: string) => docs().delete({ documentId }),
  };
};

export default adAnalyticsService;
