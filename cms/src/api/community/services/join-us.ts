import type { Core } from '@strapi/strapi';
import { JOIN_MESSAGES, type JoinRequest } from '@dalil/domain/validation';
import { JOIN_REQUEST_RESOURCE } from '@dalil/domain/resources';
import type { StoredDocument } from '../../../lib/records';
import { conflictOnDuplicate, ensureUniqueIndex } from '../../../lib/unique';
import { docs } from '../../../lib/documents';

const UID = JOIN_REQUEST_RESOURCE.uid;

export type JoinUsService = ReturnType<typeof joinUsService>;

/** A duplicate is the same (lower-cased) e-mail with the same full WhatsApp number. */
const joinUsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => docs(strapi, UID);
  const ready = () => ensureUniqueIndex(strapi, UID, ['email', 'whatsapp_with_country_code']);
  return {
    async exists(email: string, whatsapp: string): Promise<boolean> {
      return (
        (await documents().count({ filters: { email: { $eqi: email }, whatsapp_with_country_code: whatsapp } })) > 0
      );
    },
    /** Creates the request; a 409 when the database already holds the pair. */
    async create(value: JoinRequest): Promise<StoredDocument> {
      await ready();
      return conflictOnDuplicate(() => documents().create({ data: value }), JOIN_MESSAGES.duplicate);
    },
    list: (args: Record<string, unknown>) => documents().findMany(args),
    findOne: (documentId: string) => documents().findOne({ documentId }),
    remove: (documentId: string) => documents().delete({ documentId }),
  };
};

export default joinUsService;
