import type { Core } from '@strapi/strapi';
import {
  ACADEMIC_YEAR_PATTERN,
  FLOOR_GROUPS,
  FLOOR_MESSAGES,
  mergeFloorEdit,
  validateFloorCell,
  validateStartYear,
  withoutBaseVersion,
} from '@dalil/domain/rules';
import { type AdmissionFloorRecord } from '@dalil/domain/contract';
import { baseVersionOf } from '../../../lib/concurrency';
import { badRequest, notFound } from '../../../lib/http';
import { sourceRecord, toRecord, type StoredDocument } from '../../../lib/records';
import { bodyOf, orBadRequest } from '../../../lib/request';
import { getService } from '../../../lib/services';
import { docs } from '../../../lib/documents';

type Ctx = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  request: { body?: unknown };
  status: number;
  body: unknown;
};

/** A stored cell as the contract's record: sources without their row ids, the percent as a number. */
const toFloorRecord = (doc: StoredDocument): AdmissionFloorRecord =>
  toRecord<AdmissionFloorRecord>(doc, {
    percent: doc.percent === null || doc.percent === undefined ? null : Number(doc.percent),
    sources: (Array.isArray(doc.sources) ? doc.sources : []).map((s) => sourceRecord(s)!),
    only_universities: Array.isArray(doc.only_universities) ? (doc.only_universities as string[]) : null,
    conflicts: Array.isArray(doc.conflicts) ? (doc.conflicts as AdmissionFloorRecord['conflicts']) : [],
  });

/** The stored cell in the validator's terms (for an edit merged over it). */
const storedCell = (doc: StoredDocument): Record<string, unknown> => {
  const record = toFloorRecord(doc);
  return { ...record, sources: record.sources.filter(Boolean) };
};

/**
 * GET /api/admission-floors[?year=2025/2026]: the councils' minimum totals to apply, one record
 * per academic year × certificate group × tier × faculty group, each with its sources and the
 * conflicting figures other sources give. Newest year first.
 *
 * Staff writes (issue 22 item 2; Admin and SuperAdmin, delete SuperAdmin): POST (201), PUT /:id
 * (partial, `updatedAt` checked), DELETE /:id, POST /start-year. Bodies are checked by the domain's
 * `validateFloorCell`, the one rule of the back office's form too.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const table = () => getService(strapi, 'api::admission-floor.floor-table');
  return {
    async list(ctx: Ctx) {
      const year = typeof ctx.query.year === 'string' ? ctx.query.year.trim() : undefined;
      if (year !== undefined && !ACADEMIC_YEAR_PATTERN.test(year))
        throw badRequest('العام الدراسي يُكتب بالصيغة 2025/2026');
      const cells = await docs(strapi, 'api::admission-floor.admission-floor').findMany({
        filters: year ? { academic_year: year } : {},
        populate: ['sources'],
        limit: 2000,
      });
      const records: AdmissionFloorRecord[] = cells.map((d) => toFloorRecord(d));
      const group = (g: string) => (FLOOR_GROUPS as readonly string[]).indexOf(g);
      records.sort(
        (a, b) =>
          b.academic_year.localeCompare(a.academic_year) ||
          a.certificate_group.localeCompare(b.certificate_group) ||
          a.tier.localeCompare(b.tier) ||
          group(a.faculty_group) - group(b.faculty_group) ||
          (a.only_universities?.length ?? 0) - (b.only_universities?.length ?? 0),
      );
      ctx.body = records;
    },

    async create(ctx: Ctx) {
      const cell = orBadRequest(validateFloorCell(bodyOf(ctx)));
      ctx.status = 201;
      ctx.body = toFloorRecord(await table().create(cell));
    },

    /** A stale `updatedAt` is a 409 and nothing is written (lib/concurrency.ts). */
    async update(ctx: Ctx) {
      const body = bodyOf(ctx);
      const base = baseVersionOf(body);
      const stored = await table().findCell(ctx.params.id);
      if (!stored) throw notFound(FLOOR_MESSAGES.notFound);
      const cell = orBadRequest(validateFloorCell(mergeFloorEdit(storedCell(stored), withoutBaseVersion(body))));
      const saved = await table().update(ctx.params.id, cell, base);
      if (!saved) throw notFound(FLOOR_MESSAGES.notFound);
      ctx.body = toFloorRecord(saved);
    },

    async delete(ctx: Ctx) {
      if (!(await table().remove(ctx.params.id))) throw notFound(FLOOR_MESSAGES.notFound);
      ctx.body = { _id: ctx.params.id, message: FLOOR_MESSAGES.deleted };
    },

    /** `{ academic_year, from? }`: the new year's cells, copied empty from `from` (the newest year by default). */
    async startYear(ctx: Ctx) {
      const { academic_year, from } = orBadRequest(validateStartYear(bodyOf(ctx), await table().years()));
      const created = await table().startYear(academic_year, from);
      ctx.status = 201;
      ctx.body = { academic_year, from, cells: created };
    },
  };
};
