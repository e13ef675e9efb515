import type { Core } from '@strapi/strapi';
import type { StoredDocument } from '../../../lib/records';

const UID = 'api::ad-analytics-event.ad-analytics-event';
const POPULATE = { ad: { fields: ['title'] } } as const;

export type AdAnalyticsService = ReturnType<typeof adAnalyticsService>;

const adAnalyticsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = () => strapi.documents(UID);
  return {
    adExists: async (adDocumentId: string) => (await strapi.documents('api::ad.ad').count({ filters: { documentId: adDocumentId } } as any)) > 0,
    create: (data: Record<string, unknown>) => docs().create({ data: data as any, populate: POPULATE } as any) as Promise<StoredDocument>,
    list: (args: Record<string, unknown>) => docs().findMany({ ...args, populate: POPULATE } as any) as Promise<StoredDocument[]>,
    findOne: (documentId: string) => docs().findOne({ documentId, populate: POPULATE } as any) as Promise<StoredDocument | null>,
    remove: (documentId: string) => docs().delete({ documentId }),
  };
};

export default adAnalyticsService;
