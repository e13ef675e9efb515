import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  SCORE_IMPORT_CATEGORIES,
  SCORE_TRACKS,
  STUDY_YEARS,
  changesByOffering,
  planScoreImport,
  sameSource,
  scoreChangeLabel,
  scoreExportTable,
  scoreImportLogTarget,
  scorePlanCounts,
  scoreRowsFromTable,
  scoreSourceMissingMessage,
  sourceRefusedLines,
  trackYearField,
  type ImportOffering,
  type ImportUniversity,
  type FigureSource,
  type ScoreImportPlan,
} from '@dalil/domain/rules';
import { withoutDocumentEntries, writeActivityEntry } from '../../../lib/activity-log';
import { docs } from '../../../lib/documents';

const UID = {
  university: 'api::university.university',
  offering: 'api::faculty-offering.faculty-offering',
  log: 'api::admin-log-entry.admin-log-entry',
} as const;

/** Who applies when there is no staff request: `npm run import:scores` names the importer. */
export type ImportActor = { adminName: string; adminType: string; adminId: string };

const SCORE_FIELDS = [
  ...SCORE_TRACKS.flatMap((t) => STUDY_YEARS.map((y) => trackYearField(t, y, 'score'))),
  'wafdeen_score',
];
/** The log keeps at most this many scores in its before/after (its snapshots stop at 20 KB). */
const LOGGED_SCORES = 100;

/** A file-level problem (no header, a column missing, too many rows): the whole file is refused. */
export class ScoreFileError extends Error {}
/** The stored scores changed between the preview and the apply: nothing was written. */
export class StalePlanError extends Error {}
/** A changed score has no valid source (issue 22): nothing was written. */
export class ScoreSourceError extends Error {
  constructor(readonly lines: number[]) {
    super(scoreSourceMissingMessage(lines));
  }
}

export type ScoreImportService = ReturnType<typeof service>;

/** An offering row as `stored()` selects it: the names, the scores and their source. */
type OfferingRow = {
  documentId: string;
  faculty: string;
  faculty_short: string;
  normal_or_Dual: string;
  index: unknown;
  university?: { university_code?: string } | null;
  score_source?: Partial<FigureSource> | null;
} & Record<string, unknown>;

/**
 * The import's I/O: the stored universities and offerings as the domain's planner reads them,
 * and the apply — ONE transaction that writes each changed offering once through the query
 * engine (database lifecycles fire for each write, as for the document service's) and ONE
 * activity-log entry with the counts. The screen, the endpoints and
 * `npm run import:scores` all come through here.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Read through the query engine (plain rows, no document transforms): a file may name every offering. */
  async function stored(): Promise<{ universities: ImportUniversity[]; offerings: ImportOffering[] }> {
    const universities = (
      (await strapi.db.query(UID.university).findMany({
        select: ['university_code', 'university_Arabic_Name', 'category'],
      })) as { university_code: string; university_Arabic_Name: string; category: string }[]
    ).map((u) => ({ code: u.university_code, name: u.university_Arabic_Name, category: u.category }));
    const rows = (await strapi.db.query(UID.offering).findMany({
      where: { university: { category: { $in: SCORE_IMPORT_CATEGORIES } } },
      select: ['documentId', 'faculty', 'faculty_short', 'normal_or_Dual', 'index', ...SCORE_FIELDS],
      populate: { university: { select: ['university_code'] }, score_source: true },
    })) as OfferingRow[];
    const offerings = rows
      .filter((o) => o.university?.university_code)
      .map((o) => ({
        id: o.documentId,
        universityCode: o.university?.university_code as string,
        facultyCode: o.faculty_short,
        facultyName: o.faculty,
        program: o.normal_or_Dual,
        index: typeof o.index === 'number' ? o.index : null,
        scores: Object.fromEntries(SCORE_FIELDS.map((f) => [f, o[f] as string | null | undefined])),
        source: o.score_source
          ? { url: o.score_source.url, academic_year: o.score_source.academic_year, kind: o.score_source.kind }
          : null,
      }));
    return { universities, offerings };
  }

  /** Identifies what a preview showed: the changes with their old and new values. */
  const planIdOf = (plan: ScoreImportPlan) =>
    createHash('sha256')
      .update(JSON.stringify(plan.changed.map((c) => [c.offeringId, c.field, c.old, c.new, c.source])))
      .digest('hex')
      .slice(0, 32);

  async function planOf(table: unknown, source: Partial<FigureSource> | null = null) {
    const { rows, problem } = scoreRowsFromTable(table);
    if (problem) throw new ScoreFileError(problem);
    const { universities, offerings } = await stored();
    const plan = planScoreImport(rows, universities, offerings, source);
    return { plan, planId: planIdOf(plan), offerings };
  }

  return {
    /**
     * The plan of a parsed file (a table of cells, header first) against the stored scores;
     * `source` is the batch's (url, academic_year, kind) for rows without their own.
     */
    preview: (table: unknown, source: Partial<FigureSource> | null = null) => planOf(table, source),

    /**
     * Applies the changes of a file, all or nothing. With `expectedPlanId` (what the preview
     * answered) the apply is refused when the stored scores moved since: the SuperAdmin applies
     * exactly what was shown. Refused rows are never written. The log entry names the staff
     * member of the request, or `actor` (the command line).
     */
    async apply(
      table: unknown,
      expectedPlanId?: string,
      actor?: ImportActor,
      source: Partial<FigureSource> | null = null,
    ) {
      return withoutDocumentEntries(() =>
        strapi.db.transaction(async () => {
          const { plan, planId, offerings } = await planOf(table, source);
          // Issue 22: every changed score carries a source and a year, or nothing is written.
          const sourceless = sourceRefusedLines(plan);
          if (sourceless.length) throw new ScoreSourceError(sourceless);
          if (expectedPlanId && expectedPlanId !== planId) throw new StalePlanError();
          const counts = scorePlanCounts(plan);
          if (!plan.changed.length) return { plan, planId, counts, offerings: 0 };
          const writes = changesByOffering(plan.changed);
          // The query engine, one statement per offering: the database path the document service
          // itself writes through (its lifecycles fire for each write, which is what keeps the
          // cached public reads current), without the document service's per-call reads and
          // checks — five times faster over a thousand offerings; the values were checked above,
          // and the import is logged once below rather than per document.
          const updatedAt = new Date();
          const storedSource = new Map(offerings.map((o) => [o.id, o.source]));
          for (const [documentId, { score_source, ...data }] of writes) {
            await strapi.db.query(UID.offering).update({ where: { documentId }, data: { ...data, updatedAt } });
            // The scores' source is a component, which the query engine does not write: the
            // document service writes it, only where it differs from the stored one (issue 22).
            if (score_source && !sameSource(score_source, storedSource.get(documentId)))
              await docs(strapi, UID.offering).update({ documentId, data: { score_source } });
          }
          const logged = plan.changed.slice(0, LOGGED_SCORES);
          const more = plan.changed.length - logged.length;
          const snapshot = (pick: (c: (typeof logged)[number]) => string | null) => ({
            ...Object.fromEntries(logged.map((c) => [scoreChangeLabel(c), pick(c)])),
            ...(more > 0 ? { 'درجات أخرى': more } : {}),
          });
          // Each logged score's source address and academic year (issue 22).
          const figureSources = Object.fromEntries(
            logged.map((c) => [
              scoreChangeLabel(c),
              { value: c.new, source_url: c.source?.url ?? null, academic_year: c.source?.academic_year ?? null },
            ]),
          );
          const entry = {
            action: 'edit' as const,
            target: scoreImportLogTarget(counts),
            targetType: UID.offering,
            beforeEdit: snapshot((c) => c.old),
            afterEdit: { ...snapshot((c) => c.new), figure_sources: figureSources },
          };
          if (actor)
            await docs(strapi, UID.log).create({ data: { ...actor, ...entry, timestamp: new Date().toISOString() } });
          else await writeActivityEntry(strapi, entry);
          return { plan, planId, counts, offerings: writes.size };
        }),
      );
    },

    /** The stored scores of private and national universities in the template's columns. */
    async exportTable() {
      const { universities, offerings } = await stored();
      return scoreExportTable(universities, offerings);
    },
  };
};

export default service;
