import type { Core } from '@strapi/strapi';
import { DESIRE_MESSAGES, desireWriteDecision, parseDesireList, type DesireRow } from '@dalil/domain/rules';
import { DESIRE_LIST_RESOURCE } from '@dalil/domain/resources';
import { docs, type Doc } from '../../../lib/documents';
import { conflict } from '../../../lib/http';
import { writeIfUnchanged } from '../../../lib/concurrency';
import { conflictOnDuplicate, ensureUniqueIndex } from '../../../lib/unique';

export const DESIRE_UID = DESIRE_LIST_RESOURCE.uid;

export type DesireListRecord = { items: DesireRow[]; updatedAt: string | null };

const toRecord = (doc: Doc | null): DesireListRecord => {
  if (!doc) return { items: [], updatedAt: null };
  // Stored lists were checked on the way in; a list that no longer reads (a rule tightened) shows empty.
  const parsed = parseDesireList({ items: doc.items });
  const updatedAt = doc.updatedAt as string | Date | null | undefined;
  return {
    items: parsed.ok ? parsed.value : [],
    updatedAt: updatedAt ? new Date(updatedAt).toISOString() : null,
  };
};

/** All database calls of the desire list; the owner key is the user's document id. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const stored = (ownerKey: string) =>
    docs(strapi, DESIRE_UID).findFirst({ filters: { owner_key: ownerKey }, fields: ['items', 'updatedAt'] });

  return {
    async findFor(ownerKey: string): Promise<DesireListRecord> {
      return toRecord(await stored(ownerKey));
    },

    /**
     * Saves the whole list. A save based on no list only creates one (a second create — another
     * tab's — meets the unique owner key and is refused); a save based on a version updates only
     * that version (`writeIfUnchanged`, one atomic step). Anything else: 409, nothing written.
     */
    async save(ownerKey: string, items: DesireRow[], base: Date | null): Promise<DesireListRecord> {
      const current = await stored(ownerKey);
      const decision = desireWriteDecision((current?.updatedAt as string | undefined) ?? null, base);
      if (decision === 'stale' || (decision === 'update' && !current)) throw conflict(DESIRE_MESSAGES.stale);
      if (decision === 'create') {
        await ensureUniqueIndex(strapi, DESIRE_UID, ['owner_key']);
        return toRecord(
          await conflictOnDuplicate(
            () => docs(strapi, DESIRE_UID).create({ data: { owner_key: ownerKey, items } }),
            DESIRE_MESSAGES.stale,
          ),
        );
      }
      const documentId = current!.documentId as string;
      return toRecord(
        await writeIfUnchanged(strapi, DESIRE_UID, documentId, base, () =>
          docs(strapi, DESIRE_UID).update({ documentId, data: { items } }),
        ),
      );
    },

    /** The list goes with its account (accounts.remove). */
    async removeFor(ownerKey: string): Promise<void> {
      await strapi.db.query(DESIRE_UID).deleteMany({ where: { owner_key: ownerKey } });
    },
  };
};
