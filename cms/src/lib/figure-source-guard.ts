import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { documentMiddleware } from './documents';
import {
  FLOOR_MESSAGES,
  checkAdmissionSteps,
  checkFigureSources,
  floorCellKey,
  validateFloorCell,
} from '@dalil/domain/rules';
import { type ErrorItem } from '@dalil/domain/validation';

const OFFERING = 'api::faculty-offering.faculty-offering';
const FLOOR = 'api::admission-floor.admission-floor';
const DEADLINE = 'api::admission-deadline.admission-deadline';

/** A refusal the panel shows beside the fields it names; nothing is written. */
function refuse(problems: ErrorItem[]): never {
  const message = [...new Set(problems.map((e) => e.message))].join('، ');
  throw new errors.ValidationError(message, {
    errors: problems.map((e) => ({ path: e.path, message: e.message, name: 'ValidationError' })),
  });
}

/**
 * Issue 22: a fee or a score is written with its source and academic year, by every writer.
 * A document-service middleware on faculty offerings that applies the domain's one rule
 * (`checkFigureSources`, packages/domain/src/rules/figure-sources.ts) to each create and update made
 * in an HTTP request — the Strapi panel's content manager, and the back office's guide routes,
 * which check the same rule first and name the item in their 400. A refusal is a
 * ValidationError (400) whose errors are at `fee_source.url`, `score_source.academic_year`, …,
 * which the panel shows beside the source's fields; nothing is written.
 *
 * Writes outside a request are not checked here: the seeds (the real set carries its sources as
 * the research gives them, some with the year unknown; the demo set is generated and says so on
 * every page) and the bulk score import, which checks each row's source itself
 * (api/score-import) and writes through the query engine.
 */
export function figureSourceGuardMiddleware(strapi: Core.Strapi) {
  return documentMiddleware(async (context, next) => {
    const { action } = context;
    const data = context.params?.data as Record<string, unknown> | undefined;
    if (context.uid === FLOOR && (action === 'create' || action === 'update') && data && typeof data === 'object') {
      if (strapi.requestContext.get()) await checkFloorCell(strapi, context.params.documentId, data);
      return next();
    }
    if (context.uid === DEADLINE && (action === 'create' || action === 'update') && data && typeof data === 'object') {
      if (strapi.requestContext.get()) await checkDeadlineSteps(strapi, context.params.documentId, data);
      return next();
    }
    if (context.uid !== OFFERING || (action !== 'create' && action !== 'update') || !data || typeof data !== 'object')
      return next();
    if (!strapi.requestContext.get()) return next();
    const stored =
      action === 'update' && context.params.documentId
        ? ((await strapi.db.query(OFFERING).findOne({
            where: { documentId: context.params.documentId },
            populate: { fee_source: true, score_source: true },
          })) as Record<string, unknown> | null)
        : null;
    const checked = checkFigureSources(stored, data);
    if (checked.ok === false)
      refuse(checked.errors.map((e) => ({ path: e.path.flatMap((p) => p.split('.')), message: e.message })));
    // The source as the rule cleaned it (the year '2025/2026', the kind a staff entry by default),
    // over what was sent: the panel's component keeps its id.
    for (const [field, source] of Object.entries(checked.value))
      data[field] = { ...(data[field] as Record<string, unknown>), ...source };
    return next();
  });
}

/**
 * A councils' floors cell written in a request (the panel, and the back office's floors routes,
 * which check first): the whole cell as it will be stored passes the domain's one rule
 * (`validateFloorCell`: a percent needs a source with its address, kind and year), and no other
 * cell has its natural key (a create never updates).
 */
async function checkFloorCell(strapi: Core.Strapi, documentId: string | undefined, data: Record<string, unknown>) {
  const stored = documentId
    ? ((await strapi.db.query(FLOOR).findOne({ where: { documentId }, populate: { sources: true } })) as Record<
        string,
        unknown
      > | null)
    : null;
  const cell = { ...(stored ?? {}), ...data };
  const checked = validateFloorCell(cell);
  if (checked.ok === false)
    refuse(
      checked.errors.map((e) => ({
        path: e.path.flatMap((p) => p.split(/[.[\]]/).filter(Boolean)),
        message: e.message,
      })),
    );
  const key = floorCellKey(checked.value);
  const sameYear = (await strapi.db.query(FLOOR).findMany({
    where: { academic_year: checked.value.academic_year },
    select: ['documentId', 'academic_year', 'certificate_group', 'tier', 'faculty_group', 'only_universities'],
  })) as {
    documentId: string;
    academic_year: string;
    certificate_group: string;
    tier: string;
    faculty_group: string;
    only_universities: string[] | null;
  }[];
  if (sameYear.some((other) => other.documentId !== documentId && floorCellKey(other) === key))
    refuse([{ path: ['faculty_group'], message: FLOOR_MESSAGES.duplicate }]);
}

/**
 * A deadline record written in a request (the panel, and the back office's status routes, which
 * check first): a new opening date, document list or test list comes with its source and year
 * (issue 24, `checkAdmissionSteps`); the source as the rule cleaned it is what is stored.
 */
async function checkDeadlineSteps(strapi: Core.Strapi, documentId: string | undefined, data: Record<string, unknown>) {
  const stored = documentId
    ? ((await strapi.db.query(DEADLINE).findOne({ where: { documentId }, populate: { steps_source: true } })) as Record<
        string,
        unknown
      > | null)
    : null;
  const checked = checkAdmissionSteps(stored, data);
  if (checked.ok === false)
    refuse(checked.errors.map((e) => ({ path: e.path.flatMap((p) => p.split('.')), message: e.message })));
  const source = checked.value.steps_source;
  if (source) data.steps_source = { ...(data.steps_source as Record<string, unknown>), ...source };
}
