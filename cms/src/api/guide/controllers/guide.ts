import type { Core } from '@strapi/strapi';
import {
  LIMIT_MESSAGES,
  asText,
  batchTooLarge,
  validateAdmissionDeadline,
  validateAdmissionStatus,
  validateUniversity,
  validateUniversityCode,
  type FacultyOfferingRecord,
  type PlaceRecord,
  type Problem,
  type UniversityCategory,
} from '@dalil/domain';
import { badRequest, conflict, notFound } from '../../../lib/http';
import { listParams } from '../../../lib/list-query';
import type { StoredDocument } from '../../../lib/records';
import { toAdmissionRecord, toLinkRecord, toOfferingRecord, toPlaceRecord } from '../mappers/guide';
import { UID, type AdmissionKind, type Part } from '../services/guide';
import { assertValid, BODY_MESSAGE, bodyOf, prefixed, validatePart, type GuideCtx as Ctx } from '../lib/request';

const MESSAGES = {
  university: 'الجامعة غير موجودة في هذا التصنيف',
  codeTaken: 'رمز الجامعة مستخدم بالفعل لجامعة أخرى',
  part: 'العنصر غير موجود',
  record: 'لم يتم العثور على سجلات الجامعة',
  recordExists: 'لهذه الجامعة سجل بالفعل؛ عدّل السجل الموجود',
  body: BODY_MESSAGE,
};

const mapPart = (part: Part): ((doc: StoredDocument) => FacultyOfferingRecord | PlaceRecord) =>
  part === 'faculty' ? toOfferingRecord : toPlaceRecord;

/** The university code an item names: `university` / `university_code` for offerings, `spec` for dorms and transport. */
const ownerCode = (item: Record<string, unknown>) =>
  asText(item.university ?? item.university_code ?? item.spec ?? '').trim();

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::guide.guide') as ReturnType<typeof import('../services/guide').default>;
  const logos = () =>
    strapi.service('api::logos.logos') as ReturnType<typeof import('../../logos/services/logos').default>;

  /** Items of one kind, each resolved to a university of the category and validated. */
  async function prepareParts(
    category: UniversityCategory,
    part: Part,
    items: Record<string, unknown>[],
    fixedOwner?: string,
  ) {
    const problems: Problem[] = [];
    const owners = new Map<string, string | null>();
    const prepared: Record<string, unknown>[] = [];
    for (const [i, item] of items.entries()) {
      if (!item || typeof item !== 'object') {
        problems.push({ field: `[${i}]`, message: MESSAGES.body });
        continue;
      }
      const checked = validatePart(part, item);
      problems.push(...prefixed(checked, i));
      let owner = fixedOwner ?? null;
      if (!fixedOwner) {
        const code = ownerCode(item);
        if (!owners.has(code))
          owners.set(code, code ? ((await service().findUniversity(category, code, {}))?.documentId ?? null) : null);
        owner = owners.get(code) ?? null;
        if (!owner) problems.push({ field: `[${i}].university`, message: `${MESSAGES.university}: ${code || '—'}` });
      }
      prepared.push({ ...checked.value, ...(owner ? { university: owner } : {}) });
    }
    assertValid(problems);
    return prepared;
  }

  return {
    async listLinks(ctx: Ctx) {
      const params = await listParams(strapi, ctx.query, UID.university);
      ctx.body = (await service().listUniversities(ctx.state.category, params)).map(toLinkRecord);
    },

    async findLink(ctx: Ctx) {
      const doc = await service().findUniversity(ctx.state.category, ctx.params.id);
      if (!doc) throw notFound(MESSAGES.university);
      ctx.body = toLinkRecord(doc);
    },

    async addLink(ctx: Ctx) {
      const body = bodyOf(ctx);
      const { category } = ctx.state;
      const checked = validateUniversity(body, 'add', category);
      assertValid(checked.problems, checked.missingFields);
      if (await service().codeTaken(String(checked.value.university_code))) throw conflict(MESSAGES.codeTaken);
      await logos().assertLogo(checked.value.logo);
      const list = (key: string) => (Array.isArray(body[key]) ? (body[key] as Record<string, unknown>[]) : []);
      if (['faculties', 'dorms', 'transportation'].some((key) => batchTooLarge(list(key))))
        throw badRequest(LIMIT_MESSAGES.batch);
      // Parts sent with a new university belong to it: their own university field is ignored.
      const parts = {
        faculty: await prepareParts(category, 'faculty', list('faculties'), 'pending'),
        dorms: await prepareParts(category, 'dorms', list('dorms'), 'pending'),
        transportation: await prepareParts(category, 'transportation', list('transportation'), 'pending'),
      };
      const strip = (items: Record<string, unknown>[]) => items.map(({ university, ...rest }) => rest);
      const created = await service().createUniversity(
        { ...checked.value, category },
        { faculty: strip(parts.faculty), dorms: strip(parts.dorms), transportation: strip(parts.transportation) },
      );
      ctx.status = 201;
      ctx.body = toLinkRecord(created!);
    },

    async updateLink(ctx: Ctx) {
      const body = bodyOf(ctx);
      const { category } = ctx.state;
      const current = await service().findUniversity(category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.university);
      const merged = {
        ...toLinkRecord(current),
        ...body,
        ...(body.university !== undefined && body.university_code === undefined
          ? { university_code: body.university }
          : {}),
      };
      const checked = validateUniversity(merged, 'edit', category);
      assertValid(checked.problems, checked.missingFields);
      const changed = Object.fromEntries(
        Object.entries(checked.value).filter(([k]) => k in body || (k === 'university_code' && 'university' in body)),
      );
      if (changed.university_code && (await service().codeTaken(String(changed.university_code), current.documentId)))
        throw conflict(MESSAGES.codeTaken);
      await logos().assertLogo(changed.logo);
      ctx.body = toLinkRecord((await service().updateUniversity(current.documentId, changed))!);
    },

    async deleteUniversity(ctx: Ctx) {
      const doc = await service().findUniversity(ctx.state.category, ctx.params.id, {});
      if (!doc) throw notFound(MESSAGES.university);
      await service().deleteUniversity(doc as unknown as { id: number; documentId: string });
      ctx.body = { success: true, _id: doc.documentId, message: 'تم حذف الجامعة وكل بياناتها' };
    },

    async listParts(ctx: Ctx) {
      const part = ctx.params.part as Part;
      const params = await listParams(strapi, ctx.query, UID[part] as any);
      // Convenience filter by university code (`?university=GUC` or `?spec=GUC`).
      const code = ctx.query.university ?? ctx.query.spec;
      if (typeof code === 'string' && code) {
        params.filters = { ...(params.filters ?? {}), university: { university_code: { $eqi: code } } };
      }
      ctx.body = (await service().listParts(part, ctx.state.category, params)).map(mapPart(part));
    },

    async findPart(ctx: Ctx) {
      const part = ctx.params.part as Part;
      const doc = await service().findPart(part, ctx.state.category, ctx.params.id);
      if (!doc) throw notFound(MESSAGES.part);
      ctx.body = mapPart(part)(doc);
    },

    /** Add takes an array or one record (spec 3 §7); all are written or none. */
    async addParts(ctx: Ctx) {
      const part = ctx.params.part as Part;
      const raw = ctx.request.body as unknown;
      const single =
        !Array.isArray(raw) && !(raw && typeof raw === 'object' && Array.isArray((raw as { data?: unknown }).data));
      const items = single
        ? [bodyOf(ctx)]
        : ((Array.isArray(raw) ? raw : (raw as { data: unknown[] }).data) as Record<string, unknown>[]);
      if (!items.length) throw badRequest(MESSAGES.body);
      if (batchTooLarge(items)) throw badRequest(LIMIT_MESSAGES.batch);
      const prepared = await prepareParts(ctx.state.category, part, items);
      const created = (await service().createParts(part, prepared)).map(mapPart(part));
      ctx.status = 201;
      ctx.body = single ? created[0] : created;
    },

    /** Any field of an offering, dorm or transport option; `PUT /faculty/{id}` updates scores. */
    async updatePart(ctx: Ctx) {
      const part = ctx.params.part as Part;
      const { category } = ctx.state;
      const body = bodyOf(ctx);
      const current = await service().findPart(part, category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.part);
      const checked = validatePart(part, { ...current, ...body });
      assertValid(checked.problems, checked.missingFields);
      const changed: Record<string, unknown> = Object.fromEntries(
        Object.entries(checked.value).filter(([k]) => k in body || (k === 'section' && 'section_custom' in body)),
      );
      if (ownerCode(body)) {
        const owner = await service().findUniversity(category, ownerCode(body), {});
        if (!owner) throw badRequest(`${MESSAGES.university}: ${ownerCode(body)}`);
        changed.university = owner.documentId;
      }
      ctx.body = mapPart(part)((await service().updatePart(part, current.documentId, changed))!);
    },

    async deletePart(ctx: Ctx) {
      const part = ctx.params.part as Part;
      const current = await service().findPart(part, ctx.state.category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.part);
      await service().deletePart(part, current.documentId);
      ctx.body = { success: true, _id: current.documentId };
    },

    async listRecords(ctx: Ctx) {
      const kind = ctx.params.record as AdmissionKind;
      const params = await listParams(strapi, ctx.query, UID[kind]);
      ctx.body = (await service().listRecords(kind, ctx.state.category, params)).map(toAdmissionRecord);
    },

    /** Payload: `university` (code) and all status fields, or all deadline fields. */
    async addRecord(ctx: Ctx) {
      const kind = ctx.params.record as AdmissionKind;
      const body = bodyOf(ctx);
      const codeProblem = validateUniversityCode(body.university ?? body.university_code);
      if (codeProblem) assertValid([codeProblem]);
      const university = await service().findUniversity(
        ctx.state.category,
        asText(body.university ?? body.university_code).trim(),
        {},
      );
      if (!university) throw notFound(MESSAGES.university);
      const checked =
        kind === 'admission' ? validateAdmissionStatus(body, 'add') : validateAdmissionDeadline(body, 'add');
      assertValid(checked.problems, checked.missingFields);
      if (await service().findRecord(kind, ctx.state.category, String(university.university_code)))
        throw conflict(MESSAGES.recordExists);
      const data = {
        ...checked.value,
        university: university.documentId,
        ...(kind === 'admission' ? { index: university.index ?? 1 } : {}),
      };
      ctx.status = 201;
      ctx.body = toAdmissionRecord(await service().createRecord(kind, data));
    },

    async updateRecord(ctx: Ctx) {
      const kind = ctx.params.record as AdmissionKind;
      const body = bodyOf(ctx);
      const current = await service().findRecord(kind, ctx.state.category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.record);
      const checked =
        kind === 'admission' ? validateAdmissionStatus(body, 'edit') : validateAdmissionDeadline(body, 'edit');
      assertValid(checked.problems);
      const data: Record<string, unknown> = { ...checked.value };
      // The status list is ordered by its own index (the admin screen's "save order").
      if (kind === 'admission' && body.index !== undefined) {
        const index = Number(body.index);
        if (!Number.isInteger(index) || index < 1)
          assertValid([{ field: 'index', message: 'الترتيب يجب أن يكون رقمًا صحيحًا موجبًا' }]);
        data.index = index;
      }
      ctx.body = toAdmissionRecord((await service().updateRecord(kind, current.documentId, data))!);
    },

    async deleteRecord(ctx: Ctx) {
      const kind = ctx.params.record as AdmissionKind;
      const current = await service().findRecord(kind, ctx.state.category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.record);
      await service().deleteRecord(kind, current.documentId);
      ctx.body = { success: true, _id: current.documentId };
    },
  };
};
