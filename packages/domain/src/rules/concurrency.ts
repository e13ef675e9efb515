/**
 * Optimistic concurrency for staff writes (issue 21 item 2). A screen that edits a stored record
 * sends back the `updatedAt` it read; the server writes only when the record still has that
 * `updatedAt`, else it answers 409 with `STALE_WRITE_MESSAGE` and writes nothing. A write that
 * sends no `updatedAt` (older clients, scripts) is accepted as before.
 */
import { errorAt, invalid, valid, type Result } from '../validation/result';

export const STALE_WRITE_MESSAGE = 'عدّل شخص آخر هذا السجل بعد فتحك له';
export const BASE_VERSION_MESSAGE = 'قيمة updatedAt غير صحيحة: أرسل وقت آخر تعديل كما قرأته';
/** The action the screens offer beside `STALE_WRITE_MESSAGE`. */
export const STALE_WRITE_RELOAD = 'إعادة التحميل';
/**
 * Strapi's panel cannot put `updatedAt` in the body it saves (its edit view drops it), so it sends
 * the version its edit view opened in this request header instead (cms/src/admin/app.tsx).
 */
export const PANEL_BASE_VERSION_HEADER = 'x-dalil-base-version';
/** The panel's refusal: its form keeps the typed text until the editor reloads the page. */
export const PANEL_STALE_WRITE_MESSAGE = `${STALE_WRITE_MESSAGE}. انسخ ما كتبته، ثم أعد تحميل الصفحة لترى نسخته الحالية`;

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

/** The keys among `keys` whose values differ between two readings of a record (what changed). */
export function editedKeys<T extends object, K extends keyof T>(before: T, after: T, keys: readonly K[]): K[] {
  return keys.filter((k) => !sameItem(before[k], after[k]));
}

/** A part of a record edited in the same form (an offering, a dorm): stored ones carry `_id`. */
export type StoredPart = { _id?: string };

export interface RebasedParts<T> {
  /** The list as it is now with the person's edits, in order. */
  items: T[];
  /**
   * Parts the other person deleted that this person had edited: kept as new parts (without
   * `_id`, so saving creates them again) and named to the person.
   */
  restored: T[];
}

const sameItem = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `rebaseEdit` for a list of parts, matched by `_id` (issue 21 follow-up; README "Decisions"):
 * - a part both have: `rebaseEdit` field by field (what this person changed wins, the rest is
 *   taken from the fresh part); `ignore` names fields the list's order sets (`index`);
 * - a part this person added (no `_id`): kept;
 * - a part this person removed: stays removed (even when the other person edited it);
 * - a part the other person added: taken;
 * - a part the other person removed: gone, unless this person edited it: then their copy is
 *   kept as a new part and listed in `restored` (the screen says so).
 * Order: this person's when they moved parts; otherwise the fresh order, with their new parts
 * after it.
 */
export function rebaseParts<T extends StoredPart>(
  opened: readonly T[],
  typed: readonly T[],
  fresh: readonly T[],
  ignore: readonly string[] = ['index'],
): RebasedParts<T> {
  const byId = (list: readonly T[]) => new Map(list.filter((p) => p._id).map((p) => [p._id as string, p]));
  const openedById = byId(opened);
  const freshById = byId(fresh);
  const typedIds = new Set(typed.map((p) => p._id).filter(Boolean));
  const strip = (p: T) => {
    const out = { ...p } as Record<string, unknown>;
    for (const f of ignore) delete out[f];
    return out as T;
  };
  const restored: T[] = [];

  /** One typed part brought onto the fresh list; null when it is gone. */
  const merge = (part: T): T | null => {
    if (!part._id) return part;
    const was = openedById.get(part._id);
    const now = freshById.get(part._id);
    if (now) return was ? { ...now, ...rebaseEdit(strip(was), strip(part), strip(now)) } : now;
    if (was && !sameItem(strip(was), strip(part))) {
      const { _id: _gone, ...copy } = part;
      restored.push(copy as T);
      return copy as T;
    }
    return null;
  };

  const keptOrder = (list: readonly T[]) => list.map((p) => p._id).filter((id) => id && typedIds.has(id));
  const moved = !sameItem(
    typed.map((p) => p._id).filter((id) => id && openedById.has(id)),
    keptOrder(opened),
  );
  const theirs = fresh.filter((p) => p._id && !openedById.has(p._id));
  let items: T[];
  if (moved) {
    items = [...typed.map(merge).filter((p): p is T => p !== null), ...theirs];
  } else {
    const typedById = byId(typed);
    const onFresh = fresh.flatMap((p) => {
      if (!p._id || !openedById.has(p._id)) return [p];
      const mine = typedById.get(p._id);
      return mine ? [merge(mine) as T] : [];
    });
    const mineNew = typed.filter((p) => !p._id || !freshById.has(p._id)).map(merge);
    items = [...onFresh, ...mineNew.filter((p): p is T => p !== null)];
  }
  return { items, restored };
}

/**
 * A request of Strapi's panel to its content manager, as the panel's version tracker sees it
 * (cms/src/admin/app.tsx): which record it reads or writes (`key`), and whether it is a save that
 * must carry the version the edit view opened. `null` for every other request.
 */
export type PanelDocumentCall = { key: string; model: string; single: boolean; save: boolean };

const PANEL_COLLECTION = /\/content-manager\/collection-types\/([^/]+)(?:\/([^/]+))?(?:\/actions\/([^/]+))?\/?$/;
const PANEL_SINGLE = /\/content-manager\/single-types\/([^/]+)(?:\/actions\/([^/]+))?\/?$/;
const PANEL_SAVE_ACTIONS = new Set(['publish']);
const PANEL_READ_ACTIONS = new Set(['unpublish', 'discard']);

/** The key the panel's tracker keeps a record's version under. */
export const panelVersionKey = (model: string, documentId?: string | null) =>
  documentId ? `${model}/${documentId}` : model;

export function panelDocumentCall(method: string, pathname: string): PanelDocumentCall | null {
  const verb = method.toUpperCase();
  const single = PANEL_SINGLE.exec(pathname);
  if (single) {
    const [, model, action] = single;
    const save = action ? verb === 'POST' && PANEL_SAVE_ACTIONS.has(action) : verb === 'PUT';
    const read = action ? PANEL_READ_ACTIONS.has(action) : verb === 'GET';
    if (!save && !read) return null;
    return { key: panelVersionKey(model), model, single: true, save };
  }
  const collection = PANEL_COLLECTION.exec(pathname);
  if (!collection) return null;
  const [, model, documentId, action] = collection;
  // `…/actions/bulkDelete` and the like name an action where a document id would be.
  if (documentId === 'actions' || documentId === 'clone' || documentId === 'auto-clone') return null;
  if (!documentId) return verb === 'POST' && !action ? { key: model, model, single: false, save: false } : null;
  const save = action ? verb === 'POST' && PANEL_SAVE_ACTIONS.has(action) : verb === 'PUT';
  const read = action ? PANEL_READ_ACTIONS.has(action) : verb === 'GET';
  if (!save && !read) return null;
  return { key: panelVersionKey(model, documentId), model, single: false, save };
}
