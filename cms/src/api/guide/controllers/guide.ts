import type { Core } from '@strapi/strapi';
import { checkAdmissionSteps as stepsOf, withoutBaseVersion } from '@dalil/domain/rules';
import {
  LIMIT_MESSAGES,
  asText,
  batchTooLarge,
  errorAt,
  resultOf,
  validateAdmissionDeadline,
  validateAdmissionStatus,
  validateUniversity,
  validateUniversityCode,
} from '@dalil/domain/validation';
import { type FacultyOfferingRecord, type PlaceRecord } from '@dalil/domain/contract';
import {
  changedFields,
  errorsUnder,
  figureSourcesOf,
  mergeEdit,
  partOwnerCode,
  validateGuidePart,
} from '@dalil/domain/cms';
import { baseVersionOf, writeIfUnchanged } from '../../../lib/concurrency';
import { badRequest, conflict, notFound } from '../../../lib/http';
import { listParams } from '../../../lib/list-query';
import type { StoredDocument } from '../../../lib/records';
import { toAdmissionRecord, toLinkRecord, toOfferingRecord, toPlaceRecord } from '../mappers/guide';
import { UID, type AdmissionKind, type Part } from '../services/guide';
import { bodyOf, orBadRequest } from '../../../lib/request';
import type { GuideCtx as Ctx } from '../lib/context';
import { MESSAGES } from '../messages';
import { getService } from '../../../lib/services';

/** The query without one name in its `fields` (a string or a list), and whether it was there. */
function withoutFieldNamed(query: Record<string, unknown>, name: string) {
  const { fields } = query;
  const list = typeof fields === 'string' ? fields.split(',') : Array.isArray(fields) ? fields : null;
  if (!list?.includes(name)) return { query, named: false };
  const rest = list.filter((f) => f !== name);
  const others = { ...query };
  delete others.fields;
  return { query: rest.length ? { ...others, fields: rest } : others, named: true };
}

const mapPart = (part: Part): ((doc: StoredDocument) => FacultyOfferingRecord | PlaceRecord) =>
  part === 'faculty' ? toOfferingRecord : toPlaceRecord;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService(strapi, 'api::guide.guide');
  const logos = () => getService(strapi, 'api::logos.logos');

  return {
    async listLinks(ctx: Ctx) {
      // `fee_policy` is a component: named in `fields` it is populated, not selected (the finder's
      // rows read it for the cost of a degree, issue 24), so a projection can still carry it.
      const { query, named: withPolicy } = withoutFieldNamed(ctx.query, 'fee_policy');
      const params = await listParams(strapi, query, UID.university);
      ctx.body = (await service().listUniversities(ctx.state.category, params, { withPolicy })).map(toLinkRecord);
    },

    async findLink(ctx: Ctx) {
      const doc = await service().findUniversity(ctx.state.category, ctx.params.id);
      if (!doc) throw notFound(MESSAGES.university);
      ctx.body = toLinkRecord(doc);
    },

    async addLink(ctx: Ctx) {
      const created = await service().addUniversity(ctx.state.category, bodyOf(ctx));
      ctx.status = 201;
      ctx.body = toLinkRecord(created!);
    },

    async updateLink(ctx: Ctx) {
      const base = baseVersionOf(bodyOf(ctx));
      const body = withoutBaseVersion(bodyOf(ctx));
      const { category } = ctx.state;
      const current = await service().findUniversity(category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.university);
      const checked = orBadRequest(validateUniversity(mergeEdit(toLinkRecord(current), body), 'edit', category));
      const changed = changedFields(checked, body);
      if (changed.university_code && (await service().codeTaken(String(changed.university_code), current.documentId)))
        throw conflict(MESSAGES.codeTaken);
      await logos().assertLogo(changed.logo);
      const saved = await writeIfUnchanged(strapi, UID.university, current.documentId, base, () =>
        service().updateUniversity(current.documentId, changed),
      );
      ctx.body = toLinkRecord(saved!);
    },

    async deleteUniversity(ctx: Ctx) {
      const doc = await service().findUniversity(ctx.state.category, ctx.params.id, {});
      if (!doc) throw notFound(MESSAGES.university);
      await service().deleteUniversity(doc);
      ctx.body = { success: true, _id: doc.documentId, message: 'تم حذف الجامعة وكل بياناتها' };
    },

    async listParts(ctx: Ctx) {
      const part = ctx.params.part as Part;
      const params = await listParams(strapi, ctx.query, UID[part]);
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
      const prepared = await service().prepareParts(ctx.state.category, part, items);
      const created = (await service().createParts(part, prepared)).map(mapPart(part));
      ctx.status = 201;
      ctx.body = single ? created[0] : created;
    },

    /** Any field of an offering, dorm or transport option; `PUT /faculty/{id}` updates scores. */
    async updatePart(ctx: Ctx) {
      const part = ctx.params.part as Part;
      const { category } = ctx.state;
      const base = baseVersionOf(bodyOf(ctx));
      const body = withoutBaseVersion(bodyOf(ctx));
      const current = await service().findPart(part, category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.part);
      const checked = orBadRequest(validateGuidePart(part, { ...current, ...body }));
      // A changed fee or score comes with its source and year (issue 22), checked against the stored record.
      const sources = orBadRequest(figureSourcesOf(part, current, body));
      const changed: Record<string, unknown> = { ...changedFields(checked, body), ...sources };
      const code = partOwnerCode(body);
      if (code) {
        const owner = await service().findUniversity(category, code, {});
        if (!owner) throw badRequest(`${MESSAGES.university}: ${code}`);
        changed.university = owner.documentId;
      }
      const saved = await writeIfUnchanged(strapi, UID[part], current.documentId, base, () =>
        service().updatePart(part, current.documentId, changed),
      );
      ctx.body = mapPart(part)(saved!);
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
      if (codeProblem) orBadRequest(resultOf(null, [codeProblem]));
      const university = await service().findUniversity(
        ctx.state.category,
        asText(body.university ?? body.university_code).trim(),
        {},
      );
      if (!university) throw notFound(MESSAGES.university);
      const checked = orBadRequest(
        kind === 'admission' ? validateAdmissionStatus(body, 'add') : validateAdmissionDeadline(body, 'add'),
      );
      // A deadline record also takes the admission steps, each new one with its source (issue 24).
      const steps = kind === 'deadline' ? orBadRequest(stepsOf(null, body)) : {};
      const data = {
        ...checked,
        ...steps,
        university: university.documentId,
        ...(kind === 'admission' ? { index: university.index ?? 1 } : {}),
      };
      ctx.status = 201;
      // A create never updates: a university with a record already is a 409 (checked in the write's transaction).
      ctx.body = toAdmissionRecord(await service().createRecord(kind, university, data));
    },

    async updateRecord(ctx: Ctx) {
      const kind = ctx.params.record as AdmissionKind;
      const base = baseVersionOf(bodyOf(ctx));
      const body = withoutBaseVersion(bodyOf(ctx));
      const current = await service().findRecord(kind, ctx.state.category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.record);
      const checked = orBadRequest(
        kind === 'admission' ? validateAdmissionStatus(body, 'edit') : validateAdmissionDeadline(body, 'edit'),
      );
      const steps = kind === 'deadline' ? orBadRequest(stepsOf(current, body)) : {};
      const data: Record<string, unknown> = { ...checked, ...steps };
      // The status list is ordered by its own index (the admin screen's "save order").
      if (kind === 'admission' && body.index !== undefined) {
        const index = Number(body.index);
        if (!Number.isInteger(index) || index < 1) orBadRequest(resultOf(null, [errorAt('index', MESSAGES.index)]));
        data.index = index;
      }
      const saved = await writeIfUnchanged(strapi, UID[kind], current.documentId, base, () =>
        service().updateRecord(kind, current.documentId, data),
      );
      ctx.body = toAdmissionRecord(saved!);
    },

    /**
     * PUT /api/{type}/admission/{id}/with-deadline — the status screen's edit:
     *   { status: {…fields, updatedAt?}, deadline: {…fields, updatedAt?} }
     * `id` is the status's `_id` or the university code; the deadline is that university's. Both
     * are validated first, then one transaction checks both versions before either write: a
     * stale status or deadline is a 409 and neither is written. Answer: `{ status, deadline }`.
     */
    async updateRecordWithDeadline(ctx: Ctx) {
      const body = bodyOf(ctx);
      const isRecord = (v: unknown): v is Record<string, unknown> =>
        Boolean(v) && typeof v === 'object' && !Array.isArray(v);
      if (!isRecord(body.status) || !isRecord(body.deadline)) throw badRequest(MESSAGES.statusAndDeadline);
      const statusBase = baseVersionOf(body.status);
      const deadlineBase = baseVersionOf(body.deadline);
      const statusBody = withoutBaseVersion(body.status);
      const deadlineBody = withoutBaseVersion(body.deadline);
      const status = await service().findRecord('admission', ctx.state.category, ctx.params.id);
      if (!status) throw notFound(MESSAGES.record);
      const code = (status as { university?: { university_code?: string } }).university?.university_code;
      const deadline = code ? await service().findRecord('deadline', ctx.state.category, code) : null;
      if (!deadline) throw notFound(MESSAGES.record);
      // Both checked first (errors name `status.field` or `deadline.field`): nothing is written when either is wrong.
      const statusChecked = validateAdmissionStatus(statusBody, 'edit');
      const deadlineChecked = validateAdmissionDeadline(deadlineBody, 'edit');
      const stepsChecked = stepsOf(deadline, deadlineBody);
      orBadRequest(
        resultOf(null, [
          ...errorsUnder(statusChecked, 'status'),
          ...errorsUnder(deadlineChecked, 'deadline'),
          ...errorsUnder(stepsChecked, 'deadline'),
        ]),
      );
      const statusData = orBadRequest(statusChecked);
      const deadlineData = { ...orBadRequest(deadlineChecked), ...orBadRequest(stepsChecked) };
      // Nested transactions join the outer one: both versions are checked (and moved on) before
      // either write, and a refusal of the second rolls the first back.
      const saved = await strapi.db.transaction(() =>
        writeIfUnchanged(strapi, UID.admission, status.documentId, statusBase, () =>
          writeIfUnchanged(strapi, UID.deadline, deadline.documentId, deadlineBase, async () => ({
            status: await service().updateRecord('admission', status.documentId, statusData),
            deadline: await service().updateRecord('deadline', deadline.documentId, deadlineData),
          })),
        ),
      );
      ctx.body = { status: toAdmissionRecord(saved.status!), deadline: toAdmissionRecord(saved.deadline!) };
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
