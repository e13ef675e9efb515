/**
 * Where the desire list (issue 25 item 1) is kept in this browser:
 *
 * - a visitor's list (`dalil-desires-visitor`), the list itself until they sign in, when it is
 *   merged into the account's (`mergeDesireLists`) and removed;
 * - a signed-in person's mirror (`dalil-desires-account`): the last list read from or saved to the
 *   account, with its owner's id, so the list shows with no connection (the offline service
 *   worker caches no private answer; this is what it shows). Read only for the same user id, and
 *   removed at sign-out (`endSession` calls `clearDesireMirror`).
 *
 * A change fires `DESIRES_CHANGED_EVENT` on window so every button and the page update at once.
 */
import { parseDesireList, type DesireRow } from '@dalil/domain/rules';
import { browserStorage } from './session';

export const DESIRE_STORAGE_KEYS = { visitor: 'dalil-desires-visitor', mirror: 'dalil-desires-account' } as const;
export const DESIRES_CHANGED_EVENT = 'dalil:desires-changed';

export type DesireMirror = { userId: string; items: DesireRow[]; updatedAt: string | null };

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DESIRES_CHANGED_EVENT));
}

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage keeps nothing; the list still works for this page.
  }
  notify();
}

/** Rows as stored, checked by the same rule as the server's (a damaged entry reads as no list). */
const rowsOf = (items: unknown): DesireRow[] => {
  const parsed = parseDesireList({ items });
  return parsed.ok ? parsed.value : [];
};

export function readVisitorDesires(storage: Storage = browserStorage()): DesireRow[] {
  return rowsOf(readJson(storage, DESIRE_STORAGE_KEYS.visitor));
}

export function writeVisitorDesires(items: readonly DesireRow[], storage: Storage = browserStorage()): void {
  if (items.length) write(storage, DESIRE_STORAGE_KEYS.visitor, items);
  else clearVisitorDesires(storage);
}

export function clearVisitorDesires(storage: Storage = browserStorage()): void {
  storage.removeItem(DESIRE_STORAGE_KEYS.visitor);
  notify();
}

/** The mirror of `userId`'s list, or null (none, or another person's). */
export function readDesireMirror(userId: string | null, storage: Storage = browserStorage()): DesireMirror | null {
  const raw = readJson(storage, DESIRE_STORAGE_KEYS.mirror) as Partial<DesireMirror> | null;
  if (!userId || !raw || raw.userId !== userId) return null;
  return { userId, items: rowsOf(raw.items), updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null };
}

export function writeDesireMirror(mirror: DesireMirror, storage: Storage = browserStorage()): void {
  write(storage, DESIRE_STORAGE_KEYS.mirror, mirror);
}

/** Sign-out: the account's list leaves this browser. */
export function clearDesireMirror(storage: Storage = browserStorage()): void {
  storage.removeItem(DESIRE_STORAGE_KEYS.mirror);
}
