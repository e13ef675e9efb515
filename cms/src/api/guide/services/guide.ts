import type { Core } from '@strapi/strapi';
import { type UniversityCategory } from '@dalil/domain/rules';
import {
  LIMIT_MESSAGES,
  batchTooLarge,
  errorAt,
  resultOf,
  validateUniversity,
  type ErrorItem,
} from '@dalil/domain/validation';
import {
  GUIDE_PART_LISTS,
  GUIDE_PARTS,
  figureSourcesOf,
  itemErrors,
  partOwnerCode,
  validateGuidePart,
  type GuidePart,
} from '@dalil/domain/cms';
import { findManyArgs, type ListParams } from '../../../lib/list-query';
import { describeTarget, withoutDocumentEntries, writeActivityEntry } from '../../../lib/activity-log';
import { holdRow } from '../../../lib/concurrency';
import { badRequest, conflict } from '../../../lib/http';
import { orBadRequest } from '../../../lib/request';
import { MESSAGES } from '../messages';
import { conflictOnDuplicate, ensureUniqueIndex } from '../../../lib/unique';
import { getService } from '../../../lib/services';
import { docs as documentsOf, modelOf } from '../../../lib/documents';

export const UID = {
  university: 'api::university.university',
  faculty: 'api::faculty-offering.faculty-offering',
  dorms: 'api::dorm.dorm',
  transportation: 'api::transportation-option.transportation-option',
  admission: 'api::admission-status.admission-status',
  deadline: 'api::admission-deadline.admission-deadline',
} as const;

export type Part = GuidePart;
export type AdmissionKind = 'admission' | 'deadline';

const OWNER_FIELDS = ['university_code', 'university_Arabic_Name', 'type', 'category'];
/** A university's read: its logo and its fee policy with the policy's source (issue 24). */
export const UNIVERSITY_POPULATE = { logo: true, fee_policy: { populate: { source: true } } } as const;
/** A part's owner; an offering also its three sources (components `figure.source`, issue 22). */
/** A status or deadline record with its owner; a deadline also with its steps' source (issue 24). */
const recordPopulate = (kind: AdmissionKind) => ({
  university: { fields: OWNER_FIELDS, populate: { logo: true } },
  ...(kind === 'deadline' ? { steps_source: true } : {}),
});

const partPopulate = (part: Part) =>
  part === 'faculty'
    ? { university: { fields: OWNER_FIELDS }, listing_source: true, fee_source: true, score_source: true }
    : { university: { fields: OWNER_FIELDS } };

/** All document-service calls of the guide area. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = (uid: (typeof UID)[keyof typeof UID]) => documentsOf(strapi, uid);

  /**
   * A university code is one key in any letter case: the controllers check it first (a clear 409),
   * and a unique index over lower(code) refuses the second of two simultaneous writes (another
   * request or another CMS process passed the same check), answered with the same 409.
   */
  const oneCode = async <T>(write: () => Promise<T>): Promise<T> => {
    await ensureUniqueIndex(strapi, UID.university, ['university_code'], { anyCase: true });
    return conflictOnDuplicate(write, MESSAGES.codeTaken, 'university_code');
  };

  /** A university of the category by document id or by code (any letter case). */
  const findUniversity = (
    category: UniversityCategory,
    idOrCode: string,
    populate: Record<string, unknown> = UNIVERSITY_POPULATE,
  ) =>
    docs(UID.university).findFirst({
      filters: { category, $or: [{ documentId: idOrCode }, { university_code: { $eqi: idOrCode } }] },
      populate,
    });

  const logos = () => getService(strapi, 'api::logos.logos');

  const codeTaken = (code: string, exceptDocumentId?: string) =>
    docs(UID.university)
      .findFirst({
        filters: {
          university_code: { $eqi: code },
          ...(exceptDocumentId ? { documentId: { $ne: exceptDocumentId } } : {}),
        },
      })
      .then(Boolean);

  /**
   * The universities of the category that items name, in ONE query: by document id (`$in`) or
   * by code in any letter case (`$eqi`, one per code under the same `$or`, as codes are matched
   * case-insensitively everywhere). Each code maps to its university's document id, or null.
   */
  async function ownersOf(category: UniversityCategory, codes: string[]): Promise<Map<string, string | null>> {
    const wanted = [...new Set(codes.filter(Boolean))];
    const found = wanted.length
      ? ((await docs(UID.university).findMany({
          filters: {
            category,
            $or: [{ documentId: { $in: wanted } }, ...wanted.map((code) => ({ university_code: { $eqi: code } }))],
          },
          fields: ['documentId', 'university_code'],
        })) as { documentId: string; university_code?: string }[])
      : [];
    const owner = (code: string) =>
      found.find((d) => d.documentId === code) ??
      found.find((d) => String(d.university_code ?? '').toLowerCase() === code.toLowerCase());
    return new Map(codes.map((code) => [code, code ? (owner(code)?.documentId ?? null) : null]));
  }

  /**
   * Items of one part, each validated (problems named `[i].field`) and, unless `owned` is
   * false (the parts of a new university), resolved to a university of the category by the
   * code it names. Nothing is written: a 400 names every problem.
   */
  async function prepareParts(
    category: UniversityCategory,
    part: Part,
    items: unknown[],
    { owned = true }: { owned?: boolean } = {},
  ): Promise<Record<string, unknown>[]> {
    const isItem = (item: unknown): item is Record<string, unknown> => !!item && typeof item === 'object';
    const owners = owned ? await ownersOf(category, items.filter(isItem).map(partOwnerCode)) : null;
    const errors: ErrorItem[] = [];
    const prepared: Record<string, unknown>[] = [];
    for (const [i, item] of items.entries()) {
      if (!isItem(item)) {
        errors.push(errorAt(`[${i}]`, MESSAGES.body));
        continue;
      }
      const checked = validateGuidePart(part, item);
      // A fee or a score comes with its source and year (issue 22; packages/domain/src/rules/figure-sources.ts).
      const sources = figureSourcesOf(part, null, item);
      errors.push(...itemErrors(checked, i), ...itemErrors(sources, i));
      let owner: string | null = null;
      if (owners) {
        const code = partOwnerCode(item);
        owner = owners.get(code) ?? null;
        if (!owner) errors.push(errorAt(`[${i}].university`, `${MESSAGES.university}: ${code || '—'}`));
      }
      if (checked.ok && sources.ok)
        prepared.push({ ...checked.value, ...sources.value, ...(owner ? { university: owner } : {}) });
    }
    return orBadRequest(resultOf(prepared, errors));
  }

  /**
   * Creates a university and, in the same transaction, any parts sent with it: one change, so
   * one 'add' entry in the activity log. Without an index it goes last in its category.
   */
  function createUniversity(data: Record<string, unknown>, parts: Record<Part, Record<string, unknown>[]>) {
    return oneCode(() =>
      withoutDocumentEntries(() =>
        strapi.db.transaction(async () => {
          if (data.index === undefined) {
            const [last] = await strapi.db.query(UID.university).findMany({
              where: { category: data.category },
              select: ['index'],
              orderBy: { index: 'desc' },
              limit: 1,
            });
            data = { ...data, index: (Number(last?.index) || 0) + 1 };
          }
          const created = await docs(UID.university).create({ data });
          for (const part of GUIDE_PARTS) {
            for (const item of parts[part])
              await docs(UID[part]).create({ data: { ...item, university: created.documentId } });
          }
          await writeActivityEntry(strapi, {
            action: 'add',
            targetType: UID.university,
            target: describeTarget(modelOf(strapi, UID.university)?.info?.displayName ?? 'جامعة', created),
          });
          return docs(UID.university).findOne({ documentId: created.documentId, populate: UNIVERSITY_POPULATE });
        }),
      ),
    );
  }

  return {
    findUniversity,
    codeTaken,
    prepareParts,
    createUniversity,

    /**
     * POST /{Type}/links: a new university of the category with any faculties, dorms and
     * transportation sent with it (their own university field is ignored: they belong to it).
     * Validated first (spec 3 §5), the code unique, the logo an uploaded image; then one transaction.
     */
    async addUniversity(category: UniversityCategory, body: Record<string, unknown>) {
      const university = orBadRequest(validateUniversity(body, 'add', category));
      if (await codeTaken(String(university.university_code))) throw conflict(MESSAGES.codeTaken);
      await logos().assertLogo(university.logo);
      const list = (part: Part) => {
        const items = body[GUIDE_PART_LISTS[part]];
        return Array.isArray(items) ? (items as unknown[]) : [];
      };
      if (GUIDE_PARTS.some((part) => batchTooLarge(list(part)))) throw badRequest(LIMIT_MESSAGES.batch);
      const parts = {} as Record<Part, Record<string, unknown>[]>;
      for (const part of GUIDE_PARTS) parts[part] = await prepareParts(category, part, list(part), { owned: false });
      return createUniversity({ ...university, category }, parts);
    },

    /** `withPolicy`: a projection (`fields`) that also asked for the fee policy component. */
    listUniversities(category: UniversityCategory, params: ListParams, { withPolicy = false } = {}) {
      return docs(UID.university).findMany({
        ...findManyArgs(params, { filters: { category }, sort: ['index:asc', 'university_Arabic_Name:asc'] }),
        populate: !params.fields || withPolicy ? UNIVERSITY_POPULATE : { logo: true },
      });
    },

    updateUniversity(documentId: string, data: Record<string, unknown>) {
      return oneCode(() => docs(UID.university).update({ documentId, data, populate: UNIVERSITY_POPULATE }));
    },

    /**
     * Deletes a university with its offerings, dorms, transport, status and deadline in one
     * transaction. The parts go through the query engine (one statement each) and the
     * university through the document service, so the activity log gets one entry.
     */
    async deleteUniversity(university: { id: number; documentId: string }) {
      await strapi.db.transaction(async () => {
        for (const uid of [UID.faculty, UID.dorms, UID.transportation, UID.admission, UID.deadline]) {
          await strapi.db.query(uid).deleteMany({ where: { university: { id: university.id } } });
        }
        await docs(UID.university).delete({ documentId: university.documentId });
      });
    },

    listParts(part: Part, category: UniversityCategory, params: ListParams) {
      return docs(UID[part]).findMany({
        ...findManyArgs(params, { filters: { university: { category } }, sort: ['index:asc', 'id:asc'] }),
        populate: partPopulate(part),
      });
    },

    findPart(part: Part, category: UniversityCategory, documentId: string) {
      return docs(UID[part]).findFirst({
        filters: { documentId, university: { category } },
        populate: partPopulate(part),
      });
    },

    /** Creates every item or none. */
    createParts(part: Part, items: Record<string, unknown>[]) {
      return strapi.db.transaction(async () => {
        const out = [];
        for (const data of items) {
          out.push(await docs(UID[part]).create({ data, populate: partPopulate(part) }));
        }
        return out;
      });
    },

    updatePart(part: Part, documentId: string, data: Record<string, unknown>) {
      return docs(UID[part]).update({ documentId, data, populate: partPopulate(part) });
    },

    deletePart(part: Part, documentId: string) {
      return docs(UID[part]).delete({ documentId });
    },

    listRecords(kind: AdmissionKind, category: UniversityCategory, params: ListParams) {
      return docs(UID[kind]).findMany({
        ...findManyArgs(params, {
          filters: { university: { category } },
          sort: kind === 'admission' ? ['index:asc', 'id:asc'] : ['id:asc'],
        }),
        populate: recordPopulate(kind),
      });
    },

    findRecord(kind: AdmissionKind, category: UniversityCategory, idOrCode: string) {
      return docs(UID[kind]).findFirst({
        filters: {
          university: { category },
          $or: [{ documentId: idOrCode }, { university: { university_code: { $eqi: idOrCode } } }],
        },
        populate: recordPopulate(kind),
      });
    },

    /**
     * The status or deadline record of a university that has none (409 when it has one: a create
     * never updates, and Strapi would move a one-to-one link from the old record to the new).
     * The check and the insert run in one transaction holding the university's row, so two
     * simultaneous adds for one university cannot both pass the check.
     */
    createRecord(kind: AdmissionKind, university: { id: number | string }, data: Record<string, unknown>) {
      return strapi.db.transaction(async ({ trx }) => {
        await holdRow(strapi, trx, UID.university, Number(university.id));
        const existing = await docs(UID[kind]).findFirst({
          filters: { university: { id: Number(university.id) } },
          fields: ['documentId'],
        });
        if (existing) throw conflict(MESSAGES.recordExists);
        return docs(UID[kind]).create({
          data,
          populate: recordPopulate(kind),
        });
      });
    },

    updateRecord(kind: AdmissionKind, documentId: string, data: Record<string, unknown>) {
      return docs(UID[kind]).update({
        documentId,
        data,
        populate: recordPopulate(kind),
      });
    },

    deleteRecord(kind: AdmissionKind, documentId: string) {
      return docs(UID[kind]).delete({ documentId });
    },
  };
};
