/**
 * Optimistic concurrency for staff writes (issue 21 item 2). A screen that edits a stored record
 * sends back the `updatedAt` it read; the server writes only when the record still has that
 * `updatedAt`, else it answers 409 with `STALE_WRITE_MESSAGE` and writes nothing. A write that
 * sends no `updatedAt` (older clients, scripts) is accepted as before.
 */
import { errorAt, invalid, valid, type Result } from './validation/result';

export const STALE_WRITE_MESSAGE = 'عدّل شخص آخر هذا السجل بعد فتحك له';
export const BASE_VERSION_MESSAGE = 'قيمة updatedAt غير صحيحة: أرسل وقت آخر تعديل كما قرأته';
/** The action the screens offer beside `STALE_WRITE_MESSAGE`. */
export const STALE_WRITE_RELOAD = 'إعادة التحميل';

/**
 * The `updatedAt` a write is based on: `null` when the body has none (null, '' or absent: no
 * check), the instant when it is a readable date-time, or a 400's reason.
 */
export function readBaseVersion(body: Record<string, unknown> | null | undefined): Result<Date | null> {
  const sent = body?.updatedAt;
  if (sent === undefined || sent === null || sent === '') return valid(null);
  const time = typeof sent === 'string' || typeof sent === 'number' ? new Date(sent).getTime() : Number.NaN;
  if (Number.isNaN(time)) return invalid([errorAt('updatedAt', BASE_VERSION_MESSAGE)]);
  return valid(new Date(time));
}

/** Whether the stored `updatedAt` differs from the one the write was based on (to the millisecond). */
export function isStale(stored: unknown, base: Date): boolean {
  const time =
    stored instanceof Date
      ? stored.getTime()
      : typeof stored === 'string' || typeof stored === 'number'
        ? new Date(stored).getTime()
        : Number.NaN;
  return Number.isNaN(time) || time !== base.getTime();
}

/** The body without `updatedAt` (the server sets it; a sent value is only the base of the check). */
export function withoutBaseVersion<T extends Record<string, unknown>>(body: T): Omit<T, 'updatedAt'> {
  const { updatedAt: _ignored, ...rest } = body;
  return rest;
}

/**
 * A refused form brought onto the record as it is now («إعادة التحميل»): each field the person
 * changed keeps what they typed, every other field takes the fresh value. Saving again is then
 * checked against the fresh record's `updatedAt`.
 */
export function rebaseEdit<T extends object>(opened: T, typed: T, fresh: T): T {
  const out = { ...fresh };
  for (const key of Object.keys(typed) as (keyof T)[]) {
    if (JSON.stringify(typed[key]) !== JSON.stringify(opened[key])) out[key] = typed[key];
  }
  return out;
}
