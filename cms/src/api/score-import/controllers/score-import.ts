import type { Core } from '@strapi/strapi';
import { sourceProblems, type FigureSource } from '@dalil/domain/rules';
import { badRequest, conflict } from '../../../lib/http';
import { toPlanAnswer } from '../mappers/plan';
import { ScoreFileError, ScoreSourceError, StalePlanError } from '../services/score-import';
import { getService } from '../../../lib/services';

export const SCORE_IMPORT_HTTP_MESSAGES = {
  table: 'أرسل الملف المقروء في الحقل table: جدول من الصفوف، أولها صف العناوين',
  planId: 'معرّف المعاينة planId يجب أن يكون نصًا',
  stale: 'تغيّرت الدرجات المخزنة منذ المعاينة؛ أعد المعاينة ثم طبّق التحديث',
} as const;

type Ctx = { request: { body?: unknown }; body: unknown; status?: number };

function bodyOf(ctx: Ctx): { table: unknown; planId?: string; source: Partial<FigureSource> | null } {
  const body = ctx.request.body;
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (!Array.isArray(record.table)) throw badRequest(SCORE_IMPORT_HTTP_MESSAGES.table);
  if (record.planId !== undefined && typeof record.planId !== 'string')
    throw badRequest(SCORE_IMPORT_HTTP_MESSAGES.planId);
  // The batch's source (issue 22): one address and academic year for the rows without their own.
  // Sent, it must be valid (the domain's rule), each problem at `source.url`, `source.academic_year`.
  const source = record.source === undefined || record.source === null ? null : record.source;
  if (source !== null) {
    const problems = sourceProblems(source, 'source.');
    if (problems.length) throw badRequest(problems[0].message, { errors: problems });
  }
  return {
    table: record.table,
    planId: record.planId as string | undefined,
    source: source as Partial<FigureSource> | null,
  };
}

/** Turns the service's refusals into 400 (the file) and 409 (a stale preview); nothing is written. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ScoreFileError) throw badRequest(error.message);
    if (error instanceof StalePlanError) throw conflict(SCORE_IMPORT_HTTP_MESSAGES.stale);
    if (error instanceof ScoreSourceError)
      throw badRequest(error.message, {
        errors: [{ path: ['source', 'url'], message: error.message }],
        lines: error.lines,
      });
    throw error;
  }
}

/**
 * POST /api/score-import/preview { table, source? } → { planId, counts, changed, refused }
 * POST /api/score-import/apply { table, planId?, source? } → { planId, counts, offerings } (one transaction, one log entry)
 * `source` { url, academic_year, kind? } is the batch's: rows without `source_url`/`academic_year`
 * of their own take it. An apply with a changed score without a valid source is a 400: nothing is written.
 * GET /api/score-import/export → { table } (header first, the template's columns)
 * The table is the file as parsed by the screen or the command line (cells as text or numbers).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const imports = () => getService(strapi, 'api::score-import.score-import');
  return {
    async preview(ctx: Ctx) {
      const { table, source } = bodyOf(ctx);
      const { plan, planId } = await refusing(() => imports().preview(table, source));
      ctx.body = toPlanAnswer(plan, planId);
    },

    async apply(ctx: Ctx) {
      const { table, planId, source } = bodyOf(ctx);
      const result = await refusing(() => imports().apply(table, planId, undefined, source));
      ctx.body = { planId: result.planId, counts: result.counts, offerings: result.offerings };
    },

    async export(ctx: Ctx) {
      ctx.body = { table: await imports().exportTable() };
    },
  };
};
