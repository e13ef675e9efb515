import type { Core, UID } from '@strapi/strapi';
import { restoreCheck, restoreUntil, UNDO_DELETE_TEXTS, UNDO_DELETE_WINDOW_MS } from '@dalil/domain/rules';
import { ALL_RESOURCES } from '@dalil/domain/resources';
import { documentMiddleware, docs } from './documents';
import { gone, notFound } from './http';
import { describeTarget, withoutDocumentEntries, writeActivityEntry } from './activity-log';

/**
 * Deletes that can be undone for a short time (issue 23). A staff delete of a type whose
 * description says `undoableDelete` (packages/domain/src/resources) only stamps `deletedAt` (its
 * relations, such as an ad's analytics events, stay linked); the
 * document-service middleware below hides a stamped record from every read through the document
 * service — the site's public and staff routes, the panel's content manager, counts — and the
 * cron (config/server.ts) deletes it for good once UNDO_DELETE_WINDOW_MS has passed. The stamp
 * and the restore are query-engine writes, so the public cache's version is raised by both.
 */
export const UNDOABLE: ReadonlySet<string> = new Set(ALL_RESOURCES.filter((r) => r.undoableDelete).map((r) => r.uid));

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const HIDDEN = { deletedAt: { $null: true } };

export function softDeleteMiddleware() {
  return documentMiddleware(async (call, next) => {
    if (UNDOABLE.has(call.uid) && READS.has(call.action)) {
      const filters = call.params?.filters;
      call.params = { ...call.params, filters: filters ? { $and: [filters, HIDDEN] } : HIDDEN };
    }
    return next();
  });
}

type Row = { id: number; documentId: string; deletedAt?: unknown } & Record<string, unknown>;

const rowOf = (strapi: Core.Strapi, uid: UID.ContentType, documentId: string) =>
  strapi.db.query(uid).findOne({ where: { documentId } }) as Promise<Row | null>;

const displayName = (strapi: Core.Strapi, uid: UID.ContentType) =>
  (strapi.getModel(uid) as { info?: { displayName?: string } } | undefined)?.info?.displayName ?? uid;

/**
 * Marks a (visible) record deleted and logs the delete; answers until when it can be restored.
 * The caller has checked that the record exists and may be deleted.
 */
export async function softDelete(strapi: Core.Strapi, uid: UID.ContentType, documentId: string) {
  const row = await rowOf(strapi, uid, documentId);
  const now = new Date();
  await strapi.db.query(uid).updateMany({ where: { documentId }, data: { deletedAt: now } });
  await writeActivityEntry(strapi, {
    action: 'delete',
    target: describeTarget(displayName(strapi, uid), row),
    targetType: uid,
  });
  return { restoreUntil: restoreUntil(now) };
}

/**
 * Restores a record deleted within the window: 404 when it is not deleted (or does not exist),
 * 410 with the Arabic reason once the window has passed. `noun` names the record in that reason.
 */
export async function restoreDeleted(strapi: Core.Strapi, uid: UID.ContentType, documentId: string, noun: string) {
  const row = await rowOf(strapi, uid, documentId);
  const check = restoreCheck(row?.deletedAt);
  if (!row || check === 'none') throw notFound(UNDO_DELETE_TEXTS.notDeleted);
  if (check === 'expired') throw gone(UNDO_DELETE_TEXTS.expired(noun));
  await strapi.db.query(uid).updateMany({ where: { documentId }, data: { deletedAt: null } });
  await writeActivityEntry(strapi, {
    action: 'edit',
    target: `${describeTarget(displayName(strapi, uid), row)} (${UNDO_DELETE_TEXTS.restored})`,
    targetType: uid,
  });
}

/**
 * Before a write that takes a natural key (a short name, a code, an e-mail and number): deleted
 * records that hold it are deleted for good, so the new record is not refused as a duplicate (the
 * database's unique index and Strapi's unique check still see a deleted row) and a later restore
 * cannot bring back a second record with the same key; that restore then finds nothing (404).
 */
export async function purgeDeletedHolding(strapi: Core.Strapi, uid: UID.ContentType, where: Record<string, unknown>) {
  if (!UNDOABLE.has(uid)) return;
  const held = (await strapi.db.query(uid).findMany({
    where: { $and: [where, { deletedAt: { $notNull: true } }] },
    select: ['documentId'],
  })) as Row[];
  // Its delete is already in the activity log: the purge writes no second entry.
  await withoutDocumentEntries(async () => {
    for (const documentId of new Set(held.map((r) => r.documentId))) await docs(strapi, uid).delete({ documentId });
  });
}

/** Deletes for good every record whose window has passed (the cron's task); answers how many. */
export async function purgeDeleted(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  let purged = 0;
  for (const uid of UNDOABLE as ReadonlySet<UID.ContentType>) {
    const expired = (await strapi.db.query(uid).findMany({
      where: { deletedAt: { $notNull: true, $lt: new Date(now - UNDO_DELETE_WINDOW_MS) } },
      select: ['documentId'],
    })) as Row[];
    for (const documentId of new Set(expired.map((r) => r.documentId))) {
      await docs(strapi, uid).delete({ documentId });
      purged += 1;
    }
  }
  return purged;
}
