import { ALL_RESOURCES } from '../resources/all';

/**
 * Attributes stored under another name than the HTTP contract's. Strapi 5 keeps `status` for its
 * own draft/published state: its content manager drops an attribute of that name from the edit
 * view and lists every record as "published". So the four `status` fields are stored as
 * `review_status`, `article_status`, `scholarship_status` and `message_status`, and the CMS
 * translates at its edges: query parameters and write bodies (contract → stored), records
 * (stored → contract). `cms/database/migrations` carries the values of an older database over.
 * Each type's renames are on its description (`storedNames`); this is UID → renames.
 */
export const STORED_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  ALL_RESOURCES.flatMap((r) => (r.storedNames ? [[r.uid, r.storedNames] as const] : [])),
);

/** The stored name of a contract field of `uid` (itself when it is not renamed). */
export const storedName = (uid: string, field: string): string => STORED_NAMES[uid]?.[field] ?? field;

/** The contract name of a stored attribute of `uid` (itself when it is not renamed). */
export function contractName(uid: string, attribute: string): string {
  const names = STORED_NAMES[uid] ?? {};
  return Object.keys(names).find((field) => names[field] === attribute) ?? attribute;
}

const renameKeys = (record: Record<string, unknown>, rename: (key: string) => string) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [rename(k), v]));

/** A write body in contract names → stored names (other keys unchanged). */
export const toStoredData = <T extends Record<string, unknown>>(uid: string, data: T): Record<string, unknown> =>
  STORED_NAMES[uid] ? renameKeys(data, (k) => storedName(uid, k)) : data;

/** A stored record → contract names (other keys unchanged). */
export const toContractData = <T extends Record<string, unknown>>(uid: string, record: T): Record<string, unknown> =>
  STORED_NAMES[uid] ? renameKeys(record, (k) => contractName(uid, k)) : record;

function filtersToStored(uid: string, filters: unknown): unknown {
  if (Array.isArray(filters)) return filters.map((f) => filtersToStored(uid, f));
  if (!filters || typeof filters !== 'object') return filters;
  return Object.fromEntries(
    Object.entries(filters as Record<string, unknown>).map(([k, v]) => [
      k.startsWith('$') ? k : storedName(uid, k),
      // Below an attribute only operators follow (these types have no relations to filter through).
      k.startsWith('$') ? filtersToStored(uid, v) : v,
    ]),
  );
}

/** `status`, `status:desc`, `status:desc,name` → stored names. */
const sortTextToStored = (uid: string, text: string) =>
  text
    .split(',')
    .map((part) => {
      const [field, ...rest] = part.split(':');
      return [storedName(uid, field.trim()), ...rest].join(':');
    })
    .join(',');

function sortToStored(uid: string, sort: unknown): unknown {
  if (typeof sort === 'string') return sortTextToStored(uid, sort);
  if (Array.isArray(sort)) return sort.map((s) => sortToStored(uid, s));
  if (sort && typeof sort === 'object') return renameKeys(sort as Record<string, unknown>, (k) => storedName(uid, k));
  return sort;
}

function fieldsToStored(uid: string, fields: unknown): unknown {
  if (typeof fields === 'string')
    return fields
      .split(',')
      .map((f) => storedName(uid, f.trim()))
      .join(',');
  if (Array.isArray(fields)) return fields.map((f) => (typeof f === 'string' ? storedName(uid, f) : f));
  return fields;
}

/**
 * Strapi's list parameters (`filters`, `sort`, `fields`) as a caller writes them with the
 * contract's names → the stored names, before they are validated against the content type.
 */
export function toStoredQuery<T extends Record<string, unknown>>(uid: string, query: T): T {
  if (!STORED_NAMES[uid]) return query;
  const out: Record<string, unknown> = { ...query };
  if (out.filters !== undefined) out.filters = filtersToStored(uid, out.filters);
  if (out.sort !== undefined) out.sort = sortToStored(uid, out.sort);
  if (out.fields !== undefined) out.fields = fieldsToStored(uid, out.fields);
  return out as T;
}
