/**
 * Deletes that can be undone for a short time (issue 23): a staff delete of a record of these types
 * only marks it deleted (`deletedAt`); every read hides it at once, the staff may restore it within
 * the window, and the CMS's cron removes it for good once the window has passed.
 */

/** How long a deleted record can be restored: 10 minutes (the undo toast itself stays 10 s). */
export const UNDO_DELETE_WINDOW_MS = 10 * 60_000;

/** How long the undo toast stays on screen. */
export const UNDO_TOAST_MS = 10_000;

export const UNDO_DELETE_TEXTS = {
  undo: 'تراجع',
  restored: 'تمت استعادة المحذوف',
  restoreFailed: 'تعذّرت الاستعادة',
  notDeleted: 'لا يوجد محذوف بهذا المعرف لاستعادته',
  expired: (noun: string) => `انتهت مهلة التراجع عن الحذف؛ حُذف ${noun} نهائيًا`,
} as const;

/** Epoch ms of a stored deletion time (a date, an ISO text or epoch ms, as the databases return it). */
function timeOf(deletedAt: unknown): number {
  if (deletedAt instanceof Date) return deletedAt.getTime();
  if (typeof deletedAt === 'number') return deletedAt;
  if (typeof deletedAt === 'string') return /^\d+$/.test(deletedAt) ? Number(deletedAt) : Date.parse(deletedAt);
  return Number.NaN;
}

/** Until when a record deleted at `deletedAt` can be restored (ISO). */
export function restoreUntil(deletedAt: unknown): string {
  return new Date(timeOf(deletedAt) + UNDO_DELETE_WINDOW_MS).toISOString();
}

/**
 * Whether a record can be restored now: 'none' when it is not deleted (nothing to restore),
 * 'expired' once the window has passed (or the stored time cannot be read), else 'ok'.
 */
export function restoreCheck(deletedAt: unknown, now = Date.now()): 'ok' | 'none' | 'expired' {
  if (deletedAt === null || deletedAt === undefined || deletedAt === '') return 'none';
  const t = timeOf(deletedAt);
  if (!Number.isFinite(t)) return 'expired';
  return now - t <= UNDO_DELETE_WINDOW_MS ? 'ok' : 'expired';
}
