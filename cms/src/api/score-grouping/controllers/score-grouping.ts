import type { Core } from '@strapi/strapi';
import { STUDY_YEARS, validateScoreGrouping } from '@dalil/domain/rules';
import { SCORE_GROUPING_RESOURCE } from '@dalil/domain/resources';
import { docs } from '../../../lib/documents';
import { notFound } from '../../../lib/http';
import { bodyOf, orBadRequest } from '../../../lib/request';

const UID = SCORE_GROUPING_RESOURCE.uid;

export const SCORE_GROUPING_NOT_SET = 'لم يتم تعريف مجموعات جدول الحدود الدنيا بعد';

type Ctx = { request: { body?: unknown }; body: unknown };

/** The body's grouping: `{ groups }`, Strapi's `{ data: { groups } }`, or the grouping itself. */
function groupsOf(ctx: Ctx): unknown {
  const body = bodyOf(ctx);
  return 'groups' in body ? body.groups : body;
}

/**
 * The years in study order (the table's columns): PostgreSQL's jsonb keeps an object's keys in its
 * own order (shortest first), so the stored order cannot be relied on.
 */
function inYearOrder(groups: unknown): unknown {
  const years = (groups as { years?: unknown } | null)?.years;
  if (!years || typeof years !== 'object' || Array.isArray(years)) return groups;
  const record = years as Record<string, unknown>;
  const keys = [
    ...STUDY_YEARS.filter((y) => y in record),
    ...Object.keys(record).filter((k) => !STUDY_YEARS.includes(k as never)),
  ];
  return { ...(groups as object), years: Object.fromEntries(keys.map((k) => [k, record[k]])) };
}

const answer = (doc: Record<string, unknown>) => ({
  groups: inYearOrder(doc.groups),
  updatedAt: doc.updatedAt ?? null,
});

/**
 * GET /api/score-grouping (Admin, SuperAdmin) and PUT /api/score-grouping (SuperAdmin): the year
 * groupings of the /scores table (spec 3 §2: "not shown" there, so kept as data). The PUT is
 * validated by the domain (`validateScoreGrouping`) and replaces the whole grouping.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Ctx) {
    const doc = await docs(strapi, UID).findFirst();
    if (!doc) throw notFound(SCORE_GROUPING_NOT_SET);
    ctx.body = answer(doc);
  },

  async update(ctx: Ctx) {
    const value = orBadRequest(validateScoreGrouping(groupsOf(ctx)));
    const current = await docs(strapi, UID).findFirst();
    const doc = current
      ? await docs(strapi, UID).update({ documentId: current.documentId, data: { groups: value } })
      : await docs(strapi, UID).create({ data: { groups: value } });
    ctx.body = answer(doc!);
  },
});
