import type { Core } from '@strapi/strapi';
import {
  CATEGORY_LABELS,
  GUIDE_PARTS as PARTS,
  type OfferingPartRecord,
  type PartChanges,
  type PlacePartRecord,
  type UniversityCategory,
  type UniversityWithPartsRecord,
} from '@dalil/domain';
import { describeTarget, withoutDocumentEntries, writeActivityEntry } from '../../../lib/activity-log';
import { toRecord, type StoredDocument } from '../../../lib/records';
import { toLinkRecord } from '../mappers/guide';
import { UID, type Part } from './guide';

/** A part as the log keeps it: the documented record without the owner relation. */
const partRecord = <R extends OfferingPartRecord | PlacePartRecord>(doc: StoredDocument) => {
  const { university, ...rest } = doc;
  return toRecord<R>(rest as StoredDocument);
};

/**
 * A university edited together with its offerings, dorms and transport (issue 12: removing a
 * part is part of editing the university), and the order of a category. Each change is one
 * transaction and ONE activity-log entry: the per-document entries are suppressed inside it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = (uid: string) => strapi.documents(uid as any);
  const universityName = () => strapi.getModel(UID.university as any)?.info?.displayName ?? 'جامعة';

  /** The parts a university owns now, each kind by index. */
  async function partsOf(universityDocumentId: string) {
    const out = {} as Record<Part, StoredDocument[]>;
    for (const part of PARTS) {
      out[part] = (await docs(UID[part]).findMany({
        filters: { university: { documentId: universityDocumentId } },
        sort: part === 'faculty' ? ['normal_or_Dual:desc', 'index:asc', 'id:asc'] : ['index:asc', 'id:asc'],
      } as any)) as unknown as StoredDocument[];
    }
    return out;
  }

  /** The university and its parts as the log's before/after (and the with-parts answer). */
  async function snapshot(universityDocumentId: string): Promise<UniversityWithPartsRecord> {
    const university = (await docs(UID.university).findOne({
      documentId: universityDocumentId,
      populate: { logo: true },
    } as any)) as unknown as StoredDocument;
    const parts = await partsOf(universityDocumentId);
    return {
      university: toLinkRecord(university),
      faculties: parts.faculty.map((doc) => partRecord<OfferingPartRecord>(doc)),
      dorms: parts.dorms.map((doc) => partRecord<PlacePartRecord>(doc)),
      transportation: parts.transportation.map((doc) => partRecord<PlacePartRecord>(doc)),
    };
  }

  /** The category's universities in display order (index, then Arabic name). */
  const orderOf = (category: UniversityCategory) =>
    strapi.db.query(UID.university as any).findMany({
      where: { category },
      select: ['id', 'documentId', 'university_code', 'index'],
      orderBy: [{ index: 'asc' }, { university_Arabic_Name: 'asc' }],
    }) as Promise<{ id: number; documentId: string; university_code: string; index: number }[]>;

  return {
    partsOf,
    snapshot,
    orderOf,

    /** Saves the university's fields and every part change, or nothing; one 'edit' entry. */
    saveWithParts(
      universityDocumentId: string,
      universityData: Record<string, unknown>,
      changes: Record<Part, PartChanges>,
    ) {
      return withoutDocumentEntries(() =>
        strapi.db.transaction(async () => {
          const before = await snapshot(universityDocumentId);
          if (Object.keys(universityData).length)
            await docs(UID.university).update({ documentId: universityDocumentId, data: universityData } as any);
          // A change of the parts alone moves the university's updatedAt on too: it is the version
          // the next with-parts save is checked against (lib/concurrency.ts).
          else
            await strapi.db
              .query(UID.university as any)
              .updateMany({ where: { documentId: universityDocumentId }, data: { updatedAt: new Date() } });
          for (const part of PARTS) {
            const { update, create, remove } = changes[part];
            for (const documentId of remove) await docs(UID[part]).delete({ documentId } as any);
            for (const { documentId, data } of update) await docs(UID[part]).update({ documentId, data } as any);
            for (const data of create)
              await docs(UID[part]).create({ data: { ...data, university: universityDocumentId } } as any);
          }
          const after = await snapshot(universityDocumentId);
          await writeActivityEntry(strapi, {
            action: 'edit',
            target: describeTarget(universityName(), after.university),
            beforeEdit: before,
            afterEdit: after,
          });
          return after;
        }),
      );
    },

    /**
     * Renumbers the category from 1 in the order of `codes` (already checked to hold every code
     * once), in one transaction. Each university's admission-status record takes the same index,
     * so the status screens list the universities in this order too. One 'edit' entry.
     */
    saveOrder(category: UniversityCategory, codes: string[]) {
      return withoutDocumentEntries(() =>
        strapi.db.transaction(async () => {
          const stored = await orderOf(category);
          const byCode = new Map(stored.map((u) => [u.university_code.toUpperCase(), u]));
          const statuses = (await strapi.db.query(UID.admission as any).findMany({
            where: { university: { category } },
            select: ['id'],
            populate: { university: { select: ['id'] } },
          })) as { id: number; university?: { id: number } | null }[];
          for (const [position, code] of codes.entries()) {
            const university = byCode.get(code.trim().toUpperCase())!;
            const index = position + 1;
            if (university.index !== index)
              await strapi.db.query(UID.university as any).update({ where: { id: university.id }, data: { index } });
            for (const status of statuses.filter((s) => s.university?.id === university.id)) {
              await strapi.db.query(UID.admission as any).update({ where: { id: status.id }, data: { index } });
            }
          }
          await writeActivityEntry(strapi, {
            action: 'edit',
            target: `ترتيب الجامعات: ${CATEGORY_LABELS[category]}`,
            beforeEdit: { order: stored.map((u) => u.university_code) },
            afterEdit: { order: codes.map((c) => byCode.get(c.trim().toUpperCase())!.university_code) },
          });
        }),
      );
    },
  };
};
