import type { Core } from '@strapi/strapi';
import type { UniversityCategory } from '@dalil/domain';
import { findManyArgs, type ListParams } from '../../../lib/list-query';
import { describeTarget, withoutDocumentEntries, writeActivityEntry } from '../../../lib/activity-log';
import { conflict } from '../../../lib/http';
import { ensureUniqueIndex, isUniqueViolation } from '../../community/lib/unique-index';

export const UID = {
  university: 'api::university.university',
  faculty: 'api::faculty-offering.faculty-offering',
  dorms: 'api::dorm.dorm',
  transportation: 'api::transportation-option.transportation-option',
  admission: 'api::admission-status.admission-status',
  deadline: 'api::admission-deadline.admission-deadline',
} as const;

export type Part = 'faculty' | 'dorms' | 'transportation';
export type AdmissionKind = 'admission' | 'deadline';

const OWNER_FIELDS = ['university_code', 'university_Arabic_Name', 'type', 'category'];

/** All document-service calls of the guide area. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = (uid: string) => strapi.documents(uid as any);

  /**
   * A university code is one key in any letter case: the controllers check it first (a clear 409),
   * and a unique index over lower(code) refuses the second of two simultaneous writes (another
   * request or another CMS process passed the same check), answered with the same 409.
   */
  const oneCode = async <T>(write: () => Promise<T>): Promise<T> => {
    await ensureUniqueIndex(strapi, UID.university, ['university_code'], { anyCase: true });
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('رمز الجامعة مستخدم بالفعل لجامعة أخرى');
      throw error;
    }
  };

  /** A university of the category by document id or by code (any letter case). */
  const findUniversity = (
    category: UniversityCategory,
    idOrCode: string,
    populate: Record<string, unknown> = { logo: true },
  ) =>
    docs(UID.university).findFirst({
      filters: { category, $or: [{ documentId: idOrCode }, { university_code: { $eqi: idOrCode } }] },
      populate,
    } as any);

  return {
    findUniversity,

    listUniversities(category: UniversityCategory, params: ListParams) {
      return docs(UID.university).findMany({
        ...findManyArgs(params, { filters: { category }, sort: ['index:asc', 'university_Arabic_Name:asc'] }),
        populate: { logo: true },
      } as any);
    },

    /**
     * Creates a university and, in the same transaction, any parts sent with it: one change, so
     * one 'add' entry in the activity log. Without an index it goes last in its category.
     */
    createUniversity(
      data: Record<string, unknown>,
      parts: {
        faculty: Record<string, unknown>[];
        dorms: Record<string, unknown>[];
        transportation: Record<string, unknown>[];
      },
    ) {
      return oneCode(() =>
        withoutDocumentEntries(() =>
          strapi.db.transaction(async () => {
            if (data.index === undefined) {
              const [last] = await strapi.db.query(UID.university as any).findMany({
                where: { category: data.category },
                select: ['index'],
                orderBy: { index: 'desc' },
                limit: 1,
              });
              data = { ...data, index: (Number(last?.index) || 0) + 1 };
            }
            const created = await docs(UID.university).create({ data } as any);
            for (const part of ['faculty', 'dorms', 'transportation'] as const) {
              for (const item of parts[part])
                await docs(UID[part]).create({ data: { ...item, university: created.documentId } } as any);
            }
            await writeActivityEntry(strapi, {
              action: 'add',
              target: describeTarget(strapi.getModel(UID.university as any)?.info?.displayName ?? 'جامعة', created),
            });
            return docs(UID.university).findOne({ documentId: created.documentId, populate: { logo: true } } as any);
          }),
        ),
      );
    },

    updateUniversity(documentId: string, data: Record<string, unknown>) {
      return oneCode(() => docs(UID.university).update({ documentId, data, populate: { logo: true } } as any));
    },

    /**
     * Deletes a university with its offerings, dorms, transport, status and deadline in one
     * transaction. The parts go through the query engine (one statement each) and the
     * university through the document service, so the activity log gets one entry.
     */
    async deleteUniversity(university: { id: number; documentId: string }) {
      await strapi.db.transaction(async () => {
        for (const uid of [UID.faculty, UID.dorms, UID.transportation, UID.admission, UID.deadline]) {
          await strapi.db.query(uid as any).deleteMany({ where: { university: { id: university.id } } });
        }
        await docs(UID.university).delete({ documentId: university.documentId } as any);
      });
    },

    codeTaken(code: string, exceptDocumentId?: string) {
      return docs(UID.university)
        .findFirst({
          filters: {
            university_code: { $eqi: code },
            ...(exceptDocumentId ? { documentId: { $ne: exceptDocumentId } } : {}),
          },
        } as any)
        .then(Boolean);
    },

    listParts(part: Part, category: UniversityCategory, params: ListParams) {
      return docs(UID[part]).findMany({
        ...findManyArgs(params, { filters: { university: { category } }, sort: ['index:asc', 'id:asc'] }),
        populate: { university: { fields: OWNER_FIELDS } },
      } as any);
    },

    findPart(part: Part, category: UniversityCategory, documentId: string) {
      return docs(UID[part]).findFirst({
        filters: { documentId, university: { category } },
        populate: { university: { fields: OWNER_FIELDS } },
      } as any);
    },

    /** Creates every item or none. */
    createParts(part: Part, items: Record<string, unknown>[]) {
      return strapi.db.transaction(async () => {
        const out = [];
        for (const data of items) {
          out.push(await docs(UID[part]).create({ data, populate: { university: { fields: OWNER_FIELDS } } } as any));
        }
        return out;
      });
    },

    updatePart(part: Part, documentId: string, data: Record<string, unknown>) {
      return docs(UID[part]).update({ documentId, data, populate: { university: { fields: OWNER_FIELDS } } } as any);
    },

    deletePart(part: Part, documentId: string) {
      return docs(UID[part]).delete({ documentId } as any);
    },

    listRecords(kind: AdmissionKind, category: UniversityCategory, params: ListParams) {
      return docs(UID[kind]).findMany({
        ...findManyArgs(params, {
          filters: { university: { category } },
          sort: kind === 'admission' ? ['index:asc', 'id:asc'] : ['id:asc'],
        }),
        populate: { university: { fields: OWNER_FIELDS, populate: { logo: true } } },
      } as any);
    },

    findRecord(kind: AdmissionKind, category: UniversityCategory, idOrCode: string) {
      return docs(UID[kind]).findFirst({
        filters: {
          university: { category },
          $or: [{ documentId: idOrCode }, { university: { university_code: { $eqi: idOrCode } } }],
        },
        populate: { university: { fields: OWNER_FIELDS, populate: { logo: true } } },
      } as any);
    },

    createRecord(kind: AdmissionKind, data: Record<string, unknown>) {
      return docs(UID[kind]).create({
        data,
        populate: { university: { fields: OWNER_FIELDS, populate: { logo: true } } },
      } as any);
    },

    updateRecord(kind: AdmissionKind, documentId: string, data: Record<string, unknown>) {
      return docs(UID[kind]).update({
        documentId,
        data,
        populate: { university: { fields: OWNER_FIELDS, populate: { logo: true } } },
      } as any);
    },

    deleteRecord(kind: AdmissionKind, documentId: string) {
      return docs(UID[kind]).delete({ documentId } as any);
    },
  };
};
