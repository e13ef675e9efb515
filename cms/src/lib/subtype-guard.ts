import { errors } from '@strapi/utils';
import { isSubtypeOf, SUBTYPE_LABELS } from '@dalil/domain';

/**
 * A university's section code must belong to its category (TKH is international, never private),
 * whoever writes it: the panel, the API or the importers.
 */
async function checkSubtype(event: { params: { data?: Record<string, unknown>; where?: Record<string, unknown> } }) {
  const data = event.params.data ?? {};
  if (data.category === undefined && data.type === undefined) return;
  let { category, type } = data as { category?: string; type?: string };
  if ((category === undefined || type === undefined) && event.params.where) {
    const current = await strapi.db
      .query('api::university.university')
      .findOne({ where: event.params.where, select: ['category', 'type'] });
    category ??= current?.category;
    type ??= current?.type;
  }
  if (category && type && !isSubtypeOf(category, type)) {
    const label = SUBTYPE_LABELS[type as keyof typeof SUBTYPE_LABELS] ?? type;
    throw new errors.ValidationError(`القسم "${label}" لا يتبع فئة الجامعة (${category})`);
  }
}

export default {
  beforeCreate: checkSubtype,
  beforeUpdate: checkSubtype,
};
