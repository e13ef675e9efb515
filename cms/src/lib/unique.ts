import type { Core } from '@strapi/strapi';
import { conflict } from './http';

const ensured = new Map<string, Promise<void>>();

/**
 * A database unique index over attributes of a content type, created once per process with
 * IF NOT EXISTS (SQLite and PostgreSQL). Strapi's `unique` attribute is checked by a query
 * before the insert, which two processes can both pass; the index makes the database refuse
 * the second insert. Created lazily rather than in a migration because Strapi's schema sync may
 * drop indexes it does not know; if it cannot be created (existing duplicates) the query check
 * still applies and a warning is logged.
 */
export function ensureUniqueIndex(
  strapi: Core.Strapi,
  uid: string,
  attributes: string[],
  { anyCase = false }: { anyCase?: boolean } = {},
): Promise<void> {
  const key = `${uid}:${attributes.join(',')}:${anyCase}`;
  if (!ensured.has(key)) {
    const meta = strapi.db.metadata.get(uid) as {
      tableName: string;
      attributes: Record<string, { columnName?: string }>;
    };
    const columns = attributes.map((a) => meta.attributes[a]?.columnName ?? a);
    const name = `${meta.tableName}_${columns.join('_')}${anyCase ? '_ci' : ''}_uq`.slice(0, 60);
    const knex = strapi.db.connection;
    // anyCase: an index over lower(column), so that `GUC` and `guc` are one key (both clients).
    const sql = `CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => (anyCase ? 'lower(??)' : '??')).join(', ')})`;
    ensured.set(
      key,
      Promise.resolve(knex.raw(sql, [name, meta.tableName, ...columns]))
        .then(() => undefined)
        .catch((error: Error) => {
          strapi.log.warn(`[dalil] unique index ${name} not created: ${error.message}`);
        }),
    );
  }
  return ensured.get(key)!;
}

/** Whether an error is the database (or Strapi's unique check) refusing a duplicate. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as {
    name?: string;
    code?: string;
    message?: string;
    details?: { errors?: { message?: string }[] };
  };
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505') return true;
  if (/UNIQUE constraint failed|duplicate key value/i.test(e?.message ?? '')) return true;
  // Strapi's own check of a `unique` attribute: a ValidationError "This attribute must be unique".
  if (e?.name === 'ValidationError' && /unique/i.test(e?.message ?? '')) return true;
  return !!e?.details?.errors?.some((x) => /must be unique/i.test(x.message ?? ''));
}

/** The 409 of a duplicate: the Arabic message, and the field it concerns when there is one. */
export const duplicateError = (message: string, field?: string) =>
  conflict(message, field ? { errors: [{ message, path: [field] }] } : undefined);

/**
 * Runs a write whose natural key is unique; when the database (or Strapi's unique check)
 * refuses it as a duplicate, a 409 with `message` (and `field`) instead of a 500. The caller's
 * own check before the write answers the common case; this one answers the write that lost a race.
 */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string, field?: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateError(message, field);
    throw error;
  }
}
