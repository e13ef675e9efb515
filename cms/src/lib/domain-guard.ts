import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  contractName,
  storedName,
  toContractData,
  validateAdmissionDeadline,
  validateAdmissionStatus,
  validateArticle,
  validateMasterFaculty,
  validateNews,
  validateOffering,
  validatePlace,
  validateReview,
  validateScholarship,
  validateUniversity,
  type UniversityCategory,
} from '@dalil/domain';

type FieldProblem = { path: string[]; message: string };

/**
 * The one place that reads the domain validators' answers. The validators answer three shapes
 * today (`Validation`, `Checked`, `ValidationResult`); when they share one result type this
 * adapter becomes a single line.
 */
export function problemsOf(result: unknown): FieldProblem[] {
  const r = result as { ok?: boolean; problems?: unknown; errors?: unknown };
  if (Array.isArray(r.problems))
    return (r.problems as { field: string; message: string }[]).map((p) => ({ path: [p.field], message: p.message }));
  if (r.ok === false && Array.isArray(r.errors))
    return (r.errors as (string | { path: string[]; message: string })[]).map((e) =>
      typeof e === 'string' ? { path: [], message: e } : { path: e.path, message: e.message },
    );
  return [];
}

type Record_ = Record<string, unknown>;
type Check = (record: Record_, action: 'create' | 'update') => unknown;

/**
 * The domain validator of each content type the API writes. It receives the whole record as it
 * would be after the write (stored values under the change), in the contract's field names, so
 * a required field cleared in the panel is caught as on the API's add.
 */
const CHECKS: Record<string, Check> = {
  'api::university.university': (r, action) =>
    validateUniversity(r, action === 'create' ? 'add' : 'edit', r.category as UniversityCategory),
  'api::faculty-offering.faculty-offering': (r) => validateOffering(r),
  'api::dorm.dorm': (r) => validatePlace(r, 'dorm'),
  'api::transportation-option.transportation-option': (r) => validatePlace(r, 'transport'),
  'api::admission-status.admission-status': (r, action) =>
    validateAdmissionStatus(r, action === 'create' ? 'add' : 'edit'),
  'api::admission-deadline.admission-deadline': (r, action) =>
    validateAdmissionDeadline(r, action === 'create' ? 'add' : 'edit'),
  'api::news-item.news-item': (r) => validateNews(r, 'create'),
  'api::scholarship.scholarship': (r) => validateScholarship(r, 'create'),
  'api::article.article': (r) => validateArticle(r, 'create'),
  'api::review.review': (r) => validateReview(r, 'create'),
  'api::master-faculty.master-faculty': (r) => validateMasterFaculty(r, 'create'),
};

const BOOKKEEPING = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);

/** The type's own scalar attributes of `data` (no relations, media, components or bookkeeping). */
function scalars(strapi: Core.Strapi, uid: string, data: Record_ | null | undefined): Record_ {
  const attributes = (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { attributes: Record_ })
    .attributes as Record<string, { type: string }>;
  const out: Record_ = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    const type = attributes[name]?.type;
    if (!type || BOOKKEEPING.has(name) || ['relation', 'media', 'component', 'dynamiczone'].includes(type)) continue;
    // An empty value is an absent one: each validator then applies its own "required" rule.
    if (value === null || value === '') continue;
    out[name] = value;
  }
  return out;
}

/**
 * A document-service middleware: every create and update of a type above — from the Strapi
 * panel's content manager as from the API or a script — is checked by the same domain validator
 * as the API's endpoint. A refused write is a ValidationError (400) whose message is the Arabic
 * text of the domain, which the panel shows as it is; nothing is written.
 */
export function domainGuardMiddleware(strapi: Core.Strapi) {
  return async (
    context: { uid: string; action: string; params: Record<string, any> },
    next: () => Promise<any>,
  ): Promise<any> => {
    const check = CHECKS[context.uid];
    const action = context.action;
    const data = context.params?.data as Record_ | undefined;
    if (!check || (action !== 'create' && action !== 'update') || !data || typeof data !== 'object') return next();
    const stored =
      action === 'update' && context.params.documentId
        ? ((await strapi.db
            .query(context.uid as any)
            .findOne({ where: { documentId: context.params.documentId } })) as Record_ | null)
        : null;
    const record = toContractData(context.uid, {
      ...scalars(strapi, context.uid, stored),
      ...scalars(strapi, context.uid, data),
    });
    // Values the write clears stay cleared in the checked record.
    for (const [name, value] of Object.entries(data))
      if (value === null || value === '') delete record[contractName(context.uid, name)];
    const problems = problemsOf(check(record, action));
    if (problems.length) {
      const message = [...new Set(problems.map((p) => p.message))].join('، ');
      throw new errors.ValidationError(message, {
        errors: problems.map((p) => ({
          path: p.path.length ? [storedName(context.uid, p.path[0]), ...p.path.slice(1)] : [],
          message: p.message,
          name: 'ValidationError',
        })),
      });
    }
    return next();
  };
}
