import type { Core } from '@strapi/strapi';
import type { AdFields, CounterBump } from '@dalil/domain/validation';
import { createRateLimiter } from '../../../lib/rate-limit';
import { docs } from '../../../lib/documents';
import { AD_RESOURCE } from '@dalil/domain/resources';

const UID = AD_RESOURCE.uid;
const POPULATE = { image: true } as const;

export type AdsService = ReturnType<typeof adsService>;

/**
 * How long a session's "shown"/"clicked" mark on an ad is kept: until 30 days after the ad ends
 * (an ended ad can no longer be counted at all), and at least 30 days from now (an ad without an
 * end date: 30 days from now).
 */
export const markUntil = (ad: Record<string, unknown>, now = Date.now()) => {
  const end = new Date(String(ad.endDate ?? '')).getTime();
  return new Date(Math.max(Number.isFinite(end) ? end : now, now) + 30 * 86_400_000);
};

/** Ads inside their date window at `now` (an ad without an end date never ends), as a document-service filter. */
export const activeWindow = (now = new Date()) => ({
  startDate: { $lte: now.toISOString() },
  $or: [{ endDate: { $null: true } }, { endDate: { $gte: now.toISOString() } }],
});

const adsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => docs(strapi, UID);
  return {
    list: (args: Record<string, unknown>) => documents().findMany({ ...args, populate: POPULATE }),
    findOne: (documentId: string) => documents().findOne({ documentId, populate: POPULATE }),
    create: (data: AdFields) => documents().create({ data, populate: POPULATE }),
    update: (documentId: string, data: AdFields) => documents().update({ documentId, data, populate: POPULATE }),
    /**
     * A visitor's +1 on a counter, in one UPDATE so that concurrent visitors (and several CMS
     * processes) never lose an increment: the stored value only ever grows by exactly one, and
     * only when the value the client sent is at most one above it (a stale value, when another
     * visitor's increment landed first, still counts once; a jump is refused). Answers whether a
     * row changed. Counters are not content edits: the document service and its log are bypassed.
     *
     * A show or a click counts once per browser session and ad: the session's mark and the +1 are
     * written in one transaction (the mark's unique key decides between simultaneous calls on any
     * process); a repeat answers 'repeat' and changes nothing, a refused value leaves no mark.
     */
    async bump(
      documentId: string,
      { field, sent, sessionId }: CounterBump,
      markUntil: Date,
    ): Promise<'counted' | 'repeat' | 'refused'> {
      const meta = strapi.db.metadata.get(UID) as {
        tableName: string;
        attributes: Record<string, { columnName?: string }>;
      };
      const column = meta.attributes[field].columnName ?? field;
      const refused = new Error('refused');
      try {
        return await strapi.db.transaction(async ({ trx }) => {
          if (
            !(await createRateLimiter(strapi).claimOnce(
              `ad-counter:${field}:${documentId}:${sessionId}`,
              markUntil,
              trx,
            ))
          )
            return 'repeat';
          const changed = await trx(meta.tableName)
            .where('document_id', documentId)
            // A deleted ad (awaiting its undo window) counts nothing.
            .whereNull(meta.attributes.deletedAt.columnName ?? 'deleted_at')
            .andWhereRaw('COALESCE(??, 0) + 1 >= ?', [column, sent])
            .update({ [column]: trx.raw('COALESCE(??, 0) + 1', [column]) });
          if (!Number(changed)) throw refused;
          return 'counted';
        });
      } catch (error) {
        if (error === refused) return 'refused';
        throw error;
      }
    },
  };
};

export default adsService;
