import { useToasts, TOAST_MS } from '../toasts';
import { ApiError } from '@/lib/api-client';

export interface StaffDeleteOptions<T extends { _id: string }> {
  /** The list on screen; the deleted record is dropped from it at once, then the list is re-read. */
  list: T[];
  mutate: (data: T[], options: { revalidate: boolean }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Toast texts: success, and the fallback when the server gives no message. */
  deleted: string;
  failed: string;
  /** After a success (close the confirmation, say). */
  onDeleted?: () => void;
}

/**
 * The delete of a staff list: call the server, say so in a 3 s toast, drop the record from the
 * list and re-read it; on refusal, the server's message (spec 3: the server's message is shown).
 */
export function useStaffDelete<T extends { _id: string }>({
  list,
  mutate,
  remove,
  deleted,
  failed,
  onDeleted,
}: StaffDeleteOptions<T>) {
  const { show } = useToasts();
  return async (record: T) => {
    try {
      await remove(record._id);
      show('success', deleted, TOAST_MS.staff);
      onDeleted?.();
      await mutate(
        list.filter((r) => r._id !== record._id),
        { revalidate: true },
      );
    } catch (e) {
      show('error', e instanceof ApiError ? e.message : failed, TOAST_MS.staff);
    }
  };
}
