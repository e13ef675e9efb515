import type { Core } from '@strapi/strapi';
import { STALE_WRITE_MESSAGE, isStale, readBaseVersion } from '@dalil/domain/rules';
import { conflict } from './http';
import { orBadRequest } from './request';

/**
 * Optimistic concurrency of staff writes (README "Decisions"; domain `concurrency.ts`).
 *
 * `baseVersionOf(body)` reads the `updatedAt` the screen read (400 when it is not a date-time,
 * `null` when none was sent). `writeIfUnchanged` runs the write in one transaction that first
 * moves the record's `updatedAt` on with a conditional update — `WHERE document_id = ? AND
 * updated_at = <base>` — and refuses with 409 `STALE_WRITE_MESSAGE` when no row matched. The
 * compare and the write are thus one atomic step on both databases: SQLite runs one writing
 * transaction at a time, and on PostgreSQL the conditional UPDATE takes the row lock, so a
 * second writer waits for the first to commit and then no longer matches. A refused write
 * rolls back, so nothing is written. Without a base version the write runs as it always did.
 */
export const baseVersionOf = (body: Record<string, unknown>): Date | null => orBadRequest(readBaseVersion(body));

const staleConflict = () =>
  conflict(STALE_WRITE_MESSAGE, { errors: [{ message: STALE_WRITE_MESSAGE, path: ['updatedAt'] }] });

/**
 * Refuses a write based on an older version before it is checked any further: an edit of a
 * university whose parts were deleted since names parts that are no longer there, which would
 * otherwise read as a 400 instead of «saved by someone else». `writeIfUnchanged` still makes the
 * final, atomic check (a save between this read and the write is refused there).
 */
export function assertNotStale(stored: unknown, base: Date | null): void {
  if (base && isStale(stored, base)) throw staleConflict();
}

export async function writeIfUnchanged<T>(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  base: Date | null,
  write: () => Promise<T>,
): Promise<T> {
  if (!base) return write();
  return strapi.db.transaction(async () => {
    const { count } = (await strapi.db
      .query(uid)
      .updateMany({ where: { documentId, updatedAt: base }, data: { updatedAt: new Date() } })) as { count: number };
    if (!count) throw staleConflict();
    return write();
  });
}

/**
 * Inside a transaction (`trx` of `strapi.db.transaction`): holds a row until the transaction ends,
 * so that a check made after it (has the university a record already?) and the write that
 * follows are not interleaved with another request's. PostgreSQL takes the row lock
 * (`SELECT … FOR UPDATE`); SQLite runs one writing transaction at a time and has no FOR UPDATE.
 */
export async function holdRow(
  strapi: Core.Strapi,
  trx: Core.Strapi['db']['connection'],
  uid: string,
  id: number,
): Promise<void> {
  const { tableName } = strapi.db.metadata.get(uid) as { tableName: string };
  const query = trx(tableName).select('id').where({ id });
  if (strapi.db.dialect.client !== 'sqlite') query.forUpdate();
  await query;
}
