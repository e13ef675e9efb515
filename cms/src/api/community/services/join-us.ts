import type { Core } from '@strapi/strapi';
import { JOIN_MESSAGES, type JoinRequest } from '@dalil/domain';
import type { StoredDocument } from '../../../lib/records';
import { conflictOnDuplicate, ensureUniqueIndex } from '../../../lib/unique';

const UID = 'api::join-request.join-request';

export type JoinUsService = ReturnType<typeof joinUsService>;

/** A duplicate is the same (lower-cased) e-mail with the same full WhatsApp number. */
const joinUsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = () => strapi.documents(UID);
  const ready = () => ensureUniqueIndex(strapi, UID, ['email', 'whatsapp_with_country_code']);
  return {
    async exists(email: string, whatsapp: string): Promise<boolean> {
      return (
        (await docs().count({ filters: { email: { $eqi: email }, whatsapp_with_country_code: whatsapp } } as any)) > 0
      );
    },
    /** Creates the request; a 409 when the database already holds the pair. */
    async create(value: JoinRequest): Promise<StoredDocument> {
      await ready();
      return conflictOnDuplicate(
        async () => (await docs().create({ data: value as any })) as StoredDocument,
        JOIN_MESSAGES.duplicate,
      );
    },
    list: (args: Record<string, unknown>) => docs().findMany(args as any) as Promise<StoredDocument[]>,
    findOne: (documentId: string) => docs().findOne({ documentId }) as Promise<StoredDocument | null>,
    remove: (documentId: string) => docs().delete({ documentId }),
  };
};

export default joinUsService;
