import type { Core } from '@strapi/strapi';
import { ACADEMIC_YEAR_PATTERN, FLOOR_GROUPS, type AdmissionFloorRecord } from '@dalil/domain';
import { badRequest } from '../../../lib/http';
import { sourceRecord, toRecord, type StoredDocument } from '../../../lib/records';

const UID = 'api::admission-floor.admission-floor' as const;

type Ctx = { query: Record<string, unknown>; body: unknown };

/** A stored cell as the contract's record: sources without their row ids, the percent as a number. */
const toFloorRecord = (doc: StoredDocument): AdmissionFloorRecord =>
  toRecord<AdmissionFloorRecord>(doc, {
    percent: doc.percent === null || doc.percent === undefined ? null : Number(doc.percent),
    sources: (Array.isArray(doc.sources) ? doc.sources : []).map((s) => sourceRecord(s)!),
    only_universities: Array.isArray(doc.only_universities) ? (doc.only_universities as string[]) : null,
    conflicts: Array.isArray(doc.conflicts) ? (doc.conflicts as AdmissionFloorRecord['conflicts']) : [],
  });

/**
 * GET /api/admission-floors[?year=2025/2026]: the councils' minimum totals to apply, one record
 * per academic year × certificate group × tier × faculty group, each with its sources and the
 * conflicting figures other sources give. Newest year first.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Ctx) {
    const year = typeof ctx.query.year === 'string' ? ctx.query.year.trim() : undefined;
    if (year !== undefined && !ACADEMIC_YEAR_PATTERN.test(year))
      throw badRequest('العام الدراسي يُكتب بالصيغة 2025/2026');
    const docs = (await strapi.documents(UID).findMany({
      filters: year ? { academic_year: year } : {},
      populate: ['sources'],
      limit: 2000,
    })) as unknown as StoredDocument[];
    const records: AdmissionFloorRecord[] = docs.map((d) => toFloorRecord(d));
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
});
