import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isSubtypeOf, SUBTYPE_LABELS } from '@dalil/domain/rules';
import { UNIVERSITY_RESOURCE } from '@dalil/domain/resources';

const UNIVERSITY_UID = UNIVERSITY_RESOURCE.uid;

type Event = { params: { data?: Record<string, unknown>; where?: Record<string, unknown> } };

/**
 * A university's section code must belong to its category (TKH is international, never private),
 * whoever writes it: the panel, the API or the importers. A database lifecycle subscribed with
 * the `strapi` of the start (src/index.ts) — not a content-type lifecycles file, which would have
 * to reach for the global `strapi` to read the stored record.
 */
export function guardUniversitySubtype(strapi: Core.Strapi) {
  async function checkSubtype(event: Event) {
    const data = event.params.data ?? {};
    if (data.category === undefined && data.type === undefined) return;
    let { category, type } = data as { category?: string; type?: string };
    if ((category === undefined || type === undefined) && event.params.where) {
      const current = await strapi.db
        .query(UNIVERSITY_UID)
        .findOne({ where: event.params.where, select: ['category', 'type'] });
      category ??= current?.category;
      type ??= current?.type;
    }
    if (category && type && !isSubtypeOf(category, type)) {
      const label = SUBTYPE_LABELS[type as keyof typeof SUBTYPE_LABELS] ?? type;
      throw new errors.ValidationError(`القسم "${label}" لا يتبع فئة الجامعة (${category})`);
    }
  }
  strapi.db.lifecycles.subscribe({ models: [UNIVERSITY_UID], beforeCreate: checkSubtype, beforeUpdate: checkSubtype });
}
