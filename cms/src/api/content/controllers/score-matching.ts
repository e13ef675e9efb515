import type { Core } from '@strapi/strapi';
import { parseScorePair, validateScoreMatching, withoutBaseVersion } from '@dalil/domain';
import { baseVersionOf } from '../../../lib/concurrency';
import { badRequest } from '../../../lib/http';
import { bodyOf, orBadRequest } from '../../../lib/request';
import { store } from '../lib/crud';
import { scoreCriterionRecord } from '../mappers/records';

const UID = 'api::score-criterion.score-criterion' as const;
const FACULTY_UID = 'api::master-faculty.master-faculty' as const;

type Ctx = { params: Record<string, string>; request: { body?: unknown }; body: unknown };

/**
 * GET and PUT /api/score-matching/:year/:certificate (SuperAdmin). One record per year and
 * certificate: the PUT replaces its scores list, creating the record the first time. A pair
 * with no record reads as an empty list. Every facultyId must be an assistant faculty's `_id`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Ctx) {
    const pair = orBadRequest(parseScorePair(ctx.params.year, ctx.params.certificate));
    const doc = await store(strapi).findFirst(UID, { year: pair.year, certificate: pair.certificate });
    ctx.body = scoreCriterionRecord(doc, pair);
  },

  async update(ctx: Ctx) {
    const pair = orBadRequest(parseScorePair(ctx.params.year, ctx.params.certificate));
    const body = bodyOf(ctx);
    const base = baseVersionOf(body);
    const { scores } = orBadRequest(validateScoreMatching(pair, withoutBaseVersion(body)));
    const unknown = await store(strapi).missingIds(
      FACULTY_UID,
      scores.map((s) => s.facultyId),
    );
    if (unknown.length) {
      const message = `كلية غير معروفة في قائمة الدرجات: ${unknown.join('، ')}`;
      throw badRequest(message, { errors: unknown.map((id) => ({ message, path: ['scores', 'facultyId', id] })) });
    }
    const existing = await store(strapi).findFirst(UID, { year: pair.year, certificate: pair.certificate });
    const doc = existing
      ? await store(strapi).update(UID, existing.documentId, { scores }, { base })
      : await store(strapi).create(UID, { ...pair, scores });
    ctx.body = scoreCriterionRecord(doc, pair);
  },
});
