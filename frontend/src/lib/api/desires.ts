/**
 * The desire list (issue 25 item 1): one hook for everybody. A visitor's list lives in this
 * browser (`desire-storage.ts`); a signed-in person's in the account (GET/PUT /api/desires, the
 * whole list with the `updatedAt` it was read at), mirrored locally so it shows offline.
 *
 * - Sign-in: the first read of the account's list merges the visitor's list into it
 *   (`mergeDesireLists`: the account's rows first, then the visitor's new ones), saves it, and
 *   removes the visitor's list. `DesireSignInMerge` (mounted once in the layout) makes that read
 *   right after a sign-in, whatever page the person is on.
 * - Every change is an operation on the list (add, move, remove, note). Saves run one after
 *   another; a save the server refuses as stale (409: another tab or device saved since) reads
 *   the fresh list and applies the same operation to it once more, so neither tab's change is
 *   silently lost; a second refusal is reported.
 */
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import {
  DESIRE_MESSAGES,
  addDesire,
  mergeDesireLists,
  moveDesire,
  removeDesire,
  restoreDesire,
  sameDesireList,
  setDesireNote,
  type DesireRow,
} from '@dalil/domain/rules';
import { ApiError, apiFetch } from '../api-client';
import { getSession } from '../session';
import { useLoginStatus } from '../use-login-status';
import {
  DESIRES_CHANGED_EVENT,
  clearVisitorDesires,
  readDesireMirror,
  readVisitorDesires,
  writeDesireMirror,
  writeVisitorDesires,
} from '../desire-storage';

export const desiresKey = '/api/desires';

export type DesireListRecord = { items: DesireRow[]; updatedAt: string | null };

export const getDesires = () => apiFetch<DesireListRecord>(desiresKey);
export const saveDesires = (items: readonly DesireRow[], updatedAt: string | null) =>
  apiFetch<DesireListRecord>(desiresKey, { method: 'PUT', body: { items, updatedAt } });

const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Saves `op` applied to `current`; on a stale refusal, once more on the fresh list. */
async function saveOperation(current: DesireListRecord, op: (list: DesireRow[]) => DesireRow[]) {
  try {
    return await saveDesires(op(current.items), current.updatedAt);
  } catch (error) {
    if (!isStale(error)) throw error;
    const fresh = await getDesires();
    return saveDesires(op(fresh.items), fresh.updatedAt);
  }
}

/** The account's list, with a waiting visitor list merged in (and then removed from the browser). */
async function loadAccountList(userId: string): Promise<DesireListRecord> {
  let record: DesireListRecord;
  try {
    record = await getDesires();
  } catch (error) {
    // No connection: the mirror of this person's list, when there is one.
    const mirror = error instanceof ApiError && error.status === 0 ? readDesireMirror(userId) : null;
    if (mirror) return { items: mirror.items, updatedAt: mirror.updatedAt };
    throw error;
  }
  const visitor = readVisitorDesires();
  if (visitor.length) {
    const merged = mergeDesireLists(record.items, visitor);
    if (!sameDesireList(merged, record.items))
      record = await saveOperation(record, (list) => mergeDesireLists(list, visitor));
    clearVisitorDesires();
  }
  writeDesireMirror({ userId, ...record });
  return record;
}

export type DesireOperation = (list: DesireRow[]) => DesireRow[];

export interface DesireList {
  items: DesireRow[];
  signedIn: boolean;
  isLoading: boolean;
  error: unknown;
  /** The last save's failure, in Arabic (cleared by the next success). */
  saveError: string | null;
  reload: () => void;
  apply: (op: DesireOperation) => Promise<boolean>;
  add: (row: DesireRow) => Promise<boolean>;
  move: (from: number, to: number) => Promise<boolean>;
  remove: (key: string) => Promise<boolean>;
  restore: (row: DesireRow, index: number) => Promise<boolean>;
  setNote: (key: string, note: string) => Promise<boolean>;
}

export function useDesireList(): DesireList {
  const { loggedIn } = useLoginStatus();
  const userId = loggedIn ? getSession().userId : null;
  const [visitor, setVisitor] = useState<DesireRow[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef<DesireListRecord | undefined>(undefined);

  useEffect(() => {
    const read = () => setVisitor(readVisitorDesires());
    read();
    window.addEventListener(DESIRES_CHANGED_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(DESIRES_CHANGED_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);

  const account = useSWR(userId ? [desiresKey, userId] : null, () => loadAccountList(userId as string), {
    fallbackData: userId ? (readDesireMirror(userId) ?? undefined) : undefined,
    revalidateOnMount: true,
    revalidateOnFocus: true,
  });
  useEffect(() => {
    latest.current = account.data;
  }, [account.data]);

  const apply = (op: DesireOperation): Promise<boolean> => {
    if (!userId) {
      writeVisitorDesires(op(readVisitorDesires()));
      return Promise.resolve(true);
    }
    const run = async () => {
      // The list as the last save left it (queued operations run one after another).
      const current = latest.current ?? (await getDesires());
      // Shown at once; the server's answer (or the fresh list after a refusal) replaces it.
      void account.mutate({ ...current, items: op(current.items) }, { revalidate: false });
      try {
        const saved = await saveOperation(current, op);
        writeDesireMirror({ userId, ...saved });
        latest.current = saved;
        await account.mutate(saved, { revalidate: false });
        setSaveError(null);
        return true;
      } catch (error) {
        setSaveError(
          isStale(error) ? DESIRE_MESSAGES.stale : error instanceof ApiError ? error.message : String(error),
        );
        latest.current = await account.mutate();
        return false;
      }
    };
    const next = queue.current.then(run, run);
    queue.current = next;
    return next;
  };

  return {
    items: userId ? (account.data?.items ?? []) : visitor,
    signedIn: !!userId,
    isLoading: !!userId && !account.data && !account.error,
    error: userId && !account.data ? account.error : undefined,
    saveError,
    reload: () => void account.mutate(),
    apply,
    add: (row) => apply((list) => addDesire(list, row).list),
    move: (from, to) => apply((list) => moveDesire(list, from, to)),
    remove: (key) => apply((list) => removeDesire(list, key)),
    restore: (row, index) => apply((list) => restoreDesire(list, row, index)),
    setNote: (key, note) => apply((list) => setDesireNote(list, key, note)),
  };
}

/**
 * Mounted once in the layout: right after a sign-in, a visitor's waiting list is merged into the
 * account (the same read the page makes, so the two share one answer).
 */
export function useDesireSignInMerge(): void {
  const { loggedIn } = useLoginStatus();
  const userId = loggedIn ? getSession().userId : null;
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const read = () => setWaiting(readVisitorDesires().length > 0);
    read();
    window.addEventListener(DESIRES_CHANGED_EVENT, read);
    return () => window.removeEventListener(DESIRES_CHANGED_EVENT, read);
  }, [loggedIn]);
  useSWR(userId && waiting ? [desiresKey, userId] : null, () => loadAccountList(userId as string), {
    revalidateOnFocus: false,
  });
}
