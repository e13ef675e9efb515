import type { Core, UID } from '@strapi/strapi';
import { toStoredQuery } from '@dalil/domain/cms';
import { badRequest } from './http';

export type ListParams = {
  filters?: Record<string, unknown>;
  sort?: unknown;
  fields?: string[];
  pagination?: { page?: number; pageSize?: number; start?: number; limit?: number };
};

/**
 * Strapi's standard list parameters (filters, sort, fields, pagination) from the query
 * string, validated against the content type: an unknown field or operator is a 400, never a
 * 500. Populate is not taken from callers; each endpoint populates what its shape needs.
 */
export async function listParams(
  strapi: Core.Strapi,
  query: Record<string, unknown>,
  uid: UID.ContentType,
): Promise<ListParams> {
  // The caller names fields as the contract does; a few are stored under another name (stored-names.ts).
  const { filters, sort, fields, pagination } = toStoredQuery(uid, query) as ListParams;
  const wanted = Object.fromEntries(
    Object.entries({ filters, sort, fields, pagination }).filter(([, v]) => v !== undefined),
  );
  if (!Object.keys(wanted).length) return {};
  const schema = strapi.getModel(uid);
  try {
    await strapi.contentAPI.validate.query(wanted, schema);
  } catch (error) {
    throw badRequest(`معاملات البحث غير صحيحة: ${(error as Error).message}`);
  }
  const clean = (await strapi.contentAPI.sanitize.query(wanted, schema)) as ListParams;
  if (clean.pagination) {
    const p = clean.pagination;
    const num = (v: unknown) => (v === undefined ? undefined : Number(v));
    clean.pagination = { page: num(p.page), pageSize: num(p.pageSize), start: num(p.start), limit: num(p.limit) };
    for (const [k, v] of Object.entries(clean.pagination)) {
      if (v === undefined) delete clean.pagination[k as keyof typeof p];
      else if (!Number.isInteger(v) || v < 0 || v > 10000) throw badRequest(`قيمة ترقيم الصفحات غير صحيحة: ${k}`);
    }
  }
  return clean;
}

/** Document-service arguments for a list: caller's parameters over the endpoint's defaults. */
export function findManyArgs(params: ListParams, defaults: { sort?: unknown; filters?: Record<string, unknown> } = {}) {
  const filters =
    defaults.filters && params.filters
      ? { $and: [defaults.filters, params.filters] }
      : (params.filters ?? defaults.filters);
  const { pagination } = params;
  return {
    ...(filters ? { filters } : {}),
    sort: params.sort ?? defaults.sort,
    ...(params.fields ? { fields: params.fields } : {}),
    ...(pagination?.page !== undefined || pagination?.pageSize !== undefined
      ? { start: ((pagination.page ?? 1) - 1) * (pagination.pageSize ?? 25), limit: pagination.pageSize ?? 25 }
      : pagination?.start !== undefined || pagination?.limit !== undefined
        ? { start: pagination.start ?? 0, limit: pagination.limit ?? 25 }
        : {}),
  };
}
