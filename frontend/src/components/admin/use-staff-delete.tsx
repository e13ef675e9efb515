import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { useToasts, TOAST_MS } from '../toasts';
import { UNDO_DELETE_TEXTS, UNDO_TOAST_MS } from '@dalil/domain/rules';
import { ApiError, serverMessage } from '@/lib/api-client';

export const DELETE_CONFIRM = 'تأكيد الحذف';
export const DELETE_BUSY = 'جارٍ الحذف...';

export interface StaffDeleteOptions<T extends { _id: string }> {
  /** The list on screen; the deleted record is dropped from it at once, then the list is re-read. */
  list: T[];
  mutate: (data?: T[], options?: { revalidate: boolean }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Toast texts: success, and the fallback when the server gives no message. */
  deleted: string;
  failed: string;
  /** A screen whose spec words the refusals by status (join requests): its text for the error. */
  messageOf?: (error: unknown) => string;
  /** The confirmation for one record (a screen that asks in its own way leaves it out and calls `run`). */
  confirm?: (record: T) => {
    title: ReactNode;
    /** A picture beside the question (the record's logo). */
    media?: ReactNode;
    messages: ReactNode[];
    /** «تأكيد الحذف» unless the screen words it otherwise. */
    confirmLabel?: string;
    busyLabel?: string;
  };
  /** After a success (or a 404: the record is gone either way). */
  onDeleted?: () => void;
  /** How long the toasts stay: the staff's 3 s unless the spec says otherwise (scholarships: 5 s). */
  toastMs?: number;
  /**
   * A type the server deletes softly (cms/src/lib/soft-delete.ts): the success toast carries
   * «تراجع» for UNDO_TOAST_MS, which calls this and re-reads the list.
   */
  restore?: (id: string) => Promise<unknown>;
}

/**
 * The one delete flow of a staff list: `ask(record)` opens the confirmation (`dialog`, rendered
 * by the screen); confirming calls the server, says so in a toast (3 s unless `toastMs`), drops the record from the
 * list and re-reads it (with `restore`, the toast offers «تراجع» for a while). A refusal shows the server's message and keeps the dialog open; a record
 * someone else already deleted (404) is dropped from the list too.
 */
export function useStaffDelete<T extends { _id: string }>({
  list,
  mutate,
  remove,
  deleted,
  failed,
  messageOf = (e) => serverMessage(e, failed),
  confirm,
  onDeleted,
  toastMs = TOAST_MS.staff,
  restore,
}: StaffDeleteOptions<T>) {
  const { show } = useToasts();
  const undoToast = useUndoToast(toastMs);
  const [target, setTarget] = useState<T | null>(null);
  const drop = async (record: T) => {
    setTarget(null);
    onDeleted?.();
    await mutate(
      list.filter((r) => r._id !== record._id),
      { revalidate: true },
    );
  };
  const run = async (record: T) => {
    try {
      await remove(record._id);
    } catch (e) {
      show('error', messageOf(e), toastMs);
      if (e instanceof ApiError && e.status === 404) await drop(record);
      return;
    }
    if (restore)
      undoToast(
        deleted,
        () => restore(record._id),
        () => mutate(undefined, { revalidate: true }),
      );
    else show('success', deleted, toastMs);
    await drop(record);
  };
  const dialog =
    target && confirm ? (
      <ConfirmDialog
        confirmLabel={DELETE_CONFIRM}
        busyLabel={DELETE_BUSY}
        {...confirm(target)}
        onConfirm={() => run(target)}
        onCancel={() => setTarget(null)}
      />
    ) : null;
  return { ask: setTarget, dialog, run };
}

/**
 * The toast of a delete the server can undo (cms/src/lib/soft-delete.ts): `text` with «تراجع» for
 * UNDO_TOAST_MS; clicking it runs `restore`, says whether it worked (the server's reason when
 * not, such as the window having passed) and then `after` (re-read the list).
 */
export function useUndoToast(toastMs: number = TOAST_MS.staff) {
  const { show } = useToasts();
  return (text: string, restore: () => Promise<unknown>, after: () => Promise<unknown>) => {
    const undo = async () => {
      try {
        await restore();
        show('success', UNDO_DELETE_TEXTS.restored, toastMs);
      } catch (e) {
        show('error', serverMessage(e, UNDO_DELETE_TEXTS.restoreFailed), toastMs);
      }
      await after();
    };
    show('success', text, UNDO_TOAST_MS, { label: UNDO_DELETE_TEXTS.undo, onClick: () => void undo() });
  };
}
