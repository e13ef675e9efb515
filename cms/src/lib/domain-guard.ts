import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { documentMiddleware } from './documents';
import { MESSAGES, type ErrorItem } from '@dalil/domain/validation';
import { recordCheckOf } from '@dalil/domain/resources';
import { contractName, storedName, toContractData } from '@dalil/domain/cms';

type Record_ = Record<string, unknown>;

const BOOKKEEPING = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);

/** The type's own scalar attributes of `data` (no relations, media, components or bookkeeping). */
function scalars(
  strapi: Core.Strapi,
  uid: string,
  data: Record_ | null | undefined,
  { keepBlank = false } = {},
): Record_ {
  const attributes = (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { attributes: Record_ })
    .attributes as Record<string, { type: string }>;
  const out: Record_ = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    const type = attributes[name]?.type;
    if (!type || BOOKKEEPING.has(name) || ['relation', 'media', 'component', 'dynamiczone'].includes(type)) continue;
    // An empty stored value is an absent one: each validator then applies its own "required" rule.
    if (!keepBlank && (value === null || value === '')) continue;
    out[name] = value;
  }
  return out;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || String(a) === String(b);

/**
 * A document-service middleware: every create and update of a type whose rules are the whole
 * record's (`record` in the domain's RESOURCE_RULES, resources/validators.ts) — from the Strapi
 * panel's content manager as from the API or a script — is checked by the same domain validator
 * as the API's endpoint, on the whole record as it would be after the write. What is refused is
 * what the write changes: a field it sets to a value the domain refuses, or a required field it
 * clears. A record the data set left incomplete (a university without a fifth year) can still be
 * edited field by field; the API's own endpoints ask for completeness before they get here.
 * A refusal is a ValidationError (400) with the domain's Arabic message, which the panel shows
 * as it is; nothing is written.
 */
export function domainGuardMiddleware(strapi: Core.Strapi) {
  return documentMiddleware(async (context, next) => {
    const check = recordCheckOf(context.uid);
    const action = context.action;
    const data = context.params?.data as Record_ | undefined;
    if (!check || (action !== 'create' && action !== 'update') || !data || typeof data !== 'object') return next();
    const stored =
      action === 'update' && context.params.documentId
        ? ((await strapi.db
            .query(context.uid)
            .findOne({ where: { documentId: context.params.documentId } })) as Record_ | null)
        : null;
    const written = scalars(strapi, context.uid, data, { keepBlank: true });
    const changed = new Set(
      Object.keys(written)
        .filter((name) => (stored ? !same(written[name], stored[name]) : !blank(written[name])))
        .map((name) => contractName(context.uid, name)),
    );
    // A university's section must follow its category: a new category puts the section to the test.
    if (changed.has('category')) changed.add('type');
    if (!changed.size) return next();
    const record = toContractData(context.uid, { ...scalars(strapi, context.uid, stored), ...written });
    for (const [name, value] of Object.entries(record)) if (blank(value)) delete record[name];
    const answer = check(record, action);
    const problems: ErrorItem[] = answer.ok ? [] : answer.errors.filter((p) => changed.has(p.path[0]));
    // A required field this write clears, where the validator named only the first missing one.
    for (const field of answer.ok ? [] : answer.missingFields)
      if (changed.has(field) && !problems.some((p) => p.path[0] === field))
        problems.push({ path: [field], message: MESSAGES.required });
    if (problems.length) {
      const message = [...new Set(problems.map((p) => p.message))].join('، ');
      throw new errors.ValidationError(message, {
        errors: problems.map((p) => ({
          path: [storedName(context.uid, p.path[0]), ...p.path.slice(1)],
          message: p.message,
          name: 'ValidationError',
        })),
      });
    }
    return next();
  });
}
