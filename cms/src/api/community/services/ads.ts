import type { Core } from '@strapi/strapi';
import type { AdFields, CounterBump } from '@dalil/domain';
import type { StoredDocument } from '../../../lib/records';

const UID = 'api::ad.ad';
const POPULATE = { image: true } as const;

export type AdsService = ReturnType<typeof adsService>;

/** Ads inside their date window at `now`, as a document-service filter. */
export const activeWindow = (now = new Date()) => ({ startDate: { $lte: now.toISOString() }, endDate: { $gte: now.toISOString() } });

const adsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = () => strapi.documents(UID);
  return {
    list: (args: Record<string, unknown>) => docs().findMany({ ...args, populate: POPULATE } as any) as Promise<StoredDocument[]>,
    findOne: (documentId: string) => docs().findOne({ documentId, populate: POPULATE } as any) as Promise<StoredDocument | null>,
    create: (data: AdFields) => docs().create({ data: data as any, populate: POPULATE } as any) as Promise<StoredDocument>,
    update: (documentId: string, data: AdFields) => docs().update({ documentId, data: data as any, populate: POPULATE } as any) as Promise<StoredDocument | null>,
    remove: (documentId: string) => docs().delete({ documentId }),
    /**
     * A visitor's +1 on a counter, in one UPDATE so that concurrent visitors (and several CMS
     * processes) never lose an increment: the stored value only ever grows by exactly one, and
     * only when the value the client sent is at most one above it (a stale value, when another
     * visitor's increment landed first, still counts once; a jump is refused). Answers whether a
     * row changed. Counters are not content edits: the document service and its log are bypassed.
     */
    async bump(documentId: string, { field, sent }: CounterBump): Promise<boolean> {
      const meta = strapi.db.metadata.get(UID) as { tableName: string; attributes: Record<string, { columnName?: string }> };
      const column = meta.attributes[field].columnName ?? field;
      const knex = strapi.db.connection;
      const changed = await knex(meta.tableName)
        .where('document_id', documentId)
        .andWhereRaw('COALESCE(??, 0) + 1 >= ?', [column, sent])
        .update({ [column]: knex.raw('COALESCE(??, 0) + 1', [column]) });
      return Number(changed) > 0;
    },
  };
};

export default adsService;
