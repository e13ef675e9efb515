import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { documentMiddleware } from './documents';
import { badLinkFields, LINK_ATTRIBUTES, LINK_MESSAGE } from '@dalil/domain/rules';

type Attribute = { type: string; component?: string; repeatable?: boolean };

/**
 * The link fields of one write, with their path: the type's own fields, then those of its
 * components (the site settings' social links), as `LINK_ATTRIBUTES` of the domain lists them.
 */
function badLinks(strapi: Core.Strapi, uid: string, data: Record<string, unknown>, prefix: string[] = []): string[][] {
  const found = badLinkFields(uid, data).map((f) => [...prefix, f]);
  const schema = (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] ??
    strapi.components[uid as keyof typeof strapi.components]) as { attributes: Record<string, Attribute> } | undefined;
  for (const [name, attribute] of Object.entries(schema?.attributes ?? {})) {
    if (attribute.type !== 'component' || !attribute.component || data[name] == null) continue;
    const items = Array.isArray(data[name]) ? (data[name] as unknown[]) : [data[name]];
    items.forEach((item, i) => {
      if (item && typeof item === 'object') {
        found.push(
          ...badLinks(strapi, attribute.component!, item as Record<string, unknown>, [
            ...prefix,
            name,
            ...(attribute.repeatable ? [String(i)] : []),
          ]),
        );
      }
    });
  }
  return found;
}

const GUARDED = (uid: string, strapi: Core.Strapi) =>
  uid in LINK_ATTRIBUTES ||
  Object.values(
    (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { attributes?: Record<string, Attribute> })
      ?.attributes ?? {},
  ).some((a) => a.type === 'component' && !!a.component && a.component in LINK_ATTRIBUTES);

/**
 * A document-service middleware that refuses a create or update whose link fields break the
 * domain's link rule (`packages/domain/src/rules/safe-url.ts`): http(s), a site path, '#' where a
 * university link allows it. It stands behind every writer — the documented API, the Strapi
 * panel's content-manager, the seed and import scripts — so a `javascript:` link cannot be stored
 * by any route. The error is a ValidationError (400) with the Arabic message and the fields.
 */
export function linkGuardMiddleware(strapi: Core.Strapi) {
  return documentMiddleware(async (context, next) => {
    const data = context.params?.data as unknown;
    if (
      ['create', 'update'].includes(context.action) &&
      data &&
      typeof data === 'object' &&
      GUARDED(context.uid, strapi)
    ) {
      const bad = badLinks(strapi, context.uid, data as Record<string, unknown>);
      if (bad.length) {
        throw new errors.ValidationError(`${LINK_MESSAGE}: ${bad.map((p) => p.join('.')).join('، ')}`, {
          errors: bad.map((path) => ({ path, message: LINK_MESSAGE, name: 'ValidationError' })),
        });
      }
    }
    return next();
  });
}
