import type { Core } from '@strapi/strapi';
import { byIndex, CATEGORY_LABELS, figureLogEntries, orderChanges, type UniversityCategory } from '@dalil/domain/rules';
import { type OfferingPartRecord, type PlacePartRecord, type UniversityWithPartsRecord } from '@dalil/domain/contract';
import { GUIDE_PARTS as PARTS, type PartChanges } from '@dalil/domain/cms';
import { describeTarget, withoutDocumentEntries, writeActivityEntry } from '../../../lib/activity-log';
import { sourceRecord, toRecord, type StoredDocument } from '../../../lib/records';
import { toLinkRecord } from '../mappers/guide';
import { docs as documentsOf, modelOf } from '../../../lib/documents';
import { UID, type Part } from './guide';

/** A part as the log keeps it: the documented record without the owner relation. */
const partRecord = <R extends OfferingPartRecord | PlacePartRecord>(doc: StoredDocument) => {
  const { university, ...rest } = doc;
  return toRecord<R>(rest as StoredDocument);
};
/** An offering's three sources (components `figure.source`) as the contract writes them. */
const SOURCE_KEYS = ['listing_source', 'fee_source', 'score_source'] as const;
const offeringRecord = (doc: StoredDocument) =>
  partRecord<OfferingPartRecord>({
    ...doc,
    ...Object.fromEntries(SOURCE_KEYS.map((k) => [k, sourceRecord(doc[k])])),
  } as StoredDocument);

/**
 * The log's `figure_sources`: for each offering whose fees or scores the edit changed, the new
 * figures with the address and academic year of their source (issue 22), keyed by the faculty.
 */
function figureSourcesOfEdit(before: UniversityWithPartsRecord, after: UniversityWithPartsRecord) {
  const out: Record<string, ReturnType<typeof figureLogEntries>> = {};
  for (const faculty of after.faculties as unknown as Record<string, unknown>[]) {
    const old = (before.faculties as unknown as Record<string, unknown>[]).find((f) => f._id === faculty._id);
    const entries = figureLogEntries(old ?? null, faculty);
    if (Object.keys(entries).length)
      out[`${String(faculty.faculty ?? '')} (${String(faculty.normal_or_Dual ?? '')} ${String(faculty.index ?? '')})`] =
        entries;
  }
  return out;
}

/**
 * A university edited together with its offerings, dorms and transport (issue 12: removing a
 * part is part of editing the university), and the order of a category. Each change is one
 * transaction and ONE activity-log entry: the per-document entries are suppressed inside it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = (uid: (typeof UID)[keyof typeof UID]) => documentsOf(strapi, uid);
  const universityName = () => modelOf(strapi, UID.university)?.info?.displayName ?? 'جامعة';

  /** The parts a university owns now, each kind by index. */
  async function partsOf(universityDocumentId: string) {
    const out = {} as Record<Part, StoredDocument[]>;
    for (const part of PARTS) {
      out[part] = await docs(UID[part]).findMany({
        filters: { university: { documentId: universityDocumentId } },
        ...(part === 'faculty' ? { populate: Object.fromEntries(SOURCE_KEYS.map((k) => [k, true])) } : {}),
        sort: part === 'faculty' ? ['normal_or_Dual:desc', 'index:asc', 'id:asc'] : ['index:asc', 'id:asc'],
      });
    }
    return out;
  }

  /** The university and its parts as the log's before/after (and the with-parts answer). */
  async function snapshot(universityDocumentId: string): Promise<UniversityWithPartsRecord> {
    const university = (await docs(UID.university).findOne({
      documentId: universityDocumentId,
      populate: { logo: true },
    })) as StoredDocument;
    const parts = await partsOf(universityDocumentId);
    return {
      university: toLinkRecord(university),
      faculties: parts.faculty.map(offeringRecord),
      dorms: parts.dorms.map((doc) => partRecord<PlacePartRecord>(doc)),
      transportation: parts.transportation.map((doc) => partRecord<PlacePartRecord>(doc)),
    };
  }

  /** The category's universities in display order (index, then Arabic name). */
  const orderOf = (category: UniversityCategory) =>
    strapi.db.query(UID.university).findMany({
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
            await docs(UID.university).update({ documentId: universityDocumentId, data: universityData });
          // A change of the parts alone moves the university's updatedAt on too: it is the version
          // the next with-parts save is checked against (lib/concurrency.ts).
          else
            await strapi.db
              .query(UID.university)
              .updateMany({ where: { documentId: universityDocumentId }, data: { updatedAt: new Date() } });
          for (const part of PARTS) {
            const { update, create, remove } = changes[part];
            for (const documentId of remove) await docs(UID[part]).delete({ documentId });
            for (const { documentId, data } of update) await docs(UID[part]).update({ documentId, data });
            for (const data of create)
              await docs(UID[part]).create({ data: { ...data, university: universityDocumentId } });
          }
          const after = await snapshot(universityDocumentId);
          const figures = figureSourcesOfEdit(before, after);
          await writeActivityEntry(strapi, {
            action: 'edit',
            targetType: UID.university,
            target: describeTarget(universityName(), after.university),
            beforeEdit: before,
            afterEdit: Object.keys(figures).length ? { ...after, figure_sources: figures } : after,
          });
          return after;
        }),
      );
    },

    /**
     * Puts the category in the order of `codes` (already checked to hold every code once), in one
     * transaction, changing the fewest indexes (`orderChanges`: a university moved from place i to
     * place j changes only those from i to j; issue 21 item 3). The stored order is the public one
     * (/Guide: by index, unnumbered last). Each university's admission-status record takes its
     * university's index, so the status screens list them in this order too. One 'edit' entry
     * naming the type, with the changed indexes only ({ order: { CODE: index } }).
     */
    saveOrder(category: UniversityCategory, codes: string[]) {
      return withoutDocumentEntries(() =>
        strapi.db.transaction(async () => {
          const stored = byIndex(await orderOf(category));
          const byCode = new Map(stored.map((u) => [u.university_code.toUpperCase(), u]));
          const changes = orderChanges(
            stored.map((u) => ({ code: u.university_code, index: u.index })),
            codes,
          );
          const indexOf = new Map(stored.map((u) => [u.id, u.index]));
          for (const change of changes) {
            const university = byCode.get(change.code.toUpperCase())!;
            indexOf.set(university.id, change.to);
            await strapi.db.query(UID.university).update({ where: { id: university.id }, data: { index: change.to } });
          }
          // Statuses follow their university's index (also one left behind by an earlier edit).
          const statuses = (await strapi.db.query(UID.admission).findMany({
            where: { university: { category } },
            select: ['id', 'index'],
            populate: { university: { select: ['id'] } },
          })) as { id: number; index: number | null; university?: { id: number } | null }[];
          for (const status of statuses) {
            const index = status.university ? indexOf.get(status.university.id) : undefined;
            if (index !== undefined && index !== null && status.index !== index)
              await strapi.db.query(UID.admission).update({ where: { id: status.id }, data: { index } });
          }
          if (!changes.length) return;
          await writeActivityEntry(strapi, {
            action: 'edit',
            targetType: UID.university,
            target: `ترتيب الجامعات: ${CATEGORY_LABELS[category]}`,
            beforeEdit: { order: Object.fromEntries(changes.map((c) => [c.code, c.from])) },
            afterEdit: { order: Object.fromEntries(changes.map((c) => [c.code, c.to])) },
          });
        }),
      );
    },
  };
};
