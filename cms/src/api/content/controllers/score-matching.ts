import type { Core } from '@strapi/strapi';
import { withoutBaseVersion } from '@dalil/domain/rules';
import { parseScorePair, scoreCriterionName, validateScoreMatching } from '@dalil/domain/validation';
import { MASTER_FACULTY_RESOURCE, SCORE_CRITERION_RESOURCE } from '@dalil/domain/resources';
import { withoutDocumentEntries, writeActivityEntry } from '../../../lib/activity-log';
import { baseVersionOf } from '../../../lib/concurrency';
import { badRequest } from '../../../lib/http';
import { bodyOf, orBadRequest } from '../../../lib/request';
import { store } from '../lib/crud';
import { scoreCriterionRecord } from '../mappers/records';
import { docs } from '../../../lib/documents';

const UID = SCORE_CRITERION_RESOURCE.uid;
const FACULTY_UID = MASTER_FACULTY_RESOURCE.uid;

type Ctx = { params: Record<string, string>; request: { body?: unknown }; body: unknown };
type ScoreRow = { facultyId?: unknown } & Record<string, unknown>;

/**
 * The rows as the activity log keeps them: each faculty named by its short code (MED), not by
 * its document id, so the log can show the changed rows only, by name (issue 21 item 10).
 */
async function rowsForLog(strapi: Core.Strapi, ...lists: ScoreRow[][]) {
  const ids = [...new Set(lists.flat().map((r) => String(r.facultyId)))];
  const faculties = (await docs(strapi, FACULTY_UID).findMany({
    filters: { documentId: { $in: ids } },
    fields: ['faculty_code'],
  })) as { documentId: string; faculty_code?: string }[];
  const codeOf = new Map(faculties.map((f) => [f.documentId, f.faculty_code || f.documentId]));
  return lists.map((list) =>
    list.map(({ facultyId, ...keys }) => ({
      faculty_code: codeOf.get(String(facultyId)) ?? String(facultyId),
      ...keys,
    })),
  );
}

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
    // One log entry written here, named «2024 / ثانوية أزهرية», with the rows by faculty code.
    const doc = await withoutDocumentEntries(async () => {
      const saved = existing
        ? await store(strapi).update(UID, existing.documentId, { scores }, { base })
        : await store(strapi).create(UID, { ...pair, scores });
      const before = Array.isArray(existing?.scores) ? (existing.scores as ScoreRow[]) : [];
      const [beforeRows, afterRows] = await rowsForLog(strapi, before, scores as ScoreRow[]);
      const displayName = strapi.getModel(UID)?.info?.displayName ?? 'معيار التنسيق';
      await writeActivityEntry(strapi, {
        action: existing ? 'edit' : 'add',
        targetType: UID,
        target: `${displayName}: ${scoreCriterionName(pair.year, pair.certificate)}`,
        ...(existing ? { beforeEdit: { scores: beforeRows }, afterEdit: { scores: afterRows } } : {}),
      });
      return saved;
    });
    ctx.body = scoreCriterionRecord(doc, pair);
  },
});
