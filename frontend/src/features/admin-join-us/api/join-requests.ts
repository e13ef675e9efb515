/** Join-request calls (spec 3 §7): GET /api/join-us (SuperAdmin) and DELETE /api/join-us/delete/{id}. */
import type { JoinRequestRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { useStaffResource } from '@/lib/api/staff-resource';

export type { JoinRequestRecord };

export const joinRequestsKey = '/api/join-us';
export const getJoinRequests = () => apiFetch<JoinRequestRecord[]>(joinRequestsKey);

export function useJoinRequests() {
  return useStaffResource(joinRequestsKey, getJoinRequests, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export const deleteJoinRequest = (id: string) =>
  apiFetch<{ _id: string; message: string }>(`/api/join-us/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Undoes a delete within its window (POST /api/join-us/restore/{id}). */
export const restoreJoinRequest = (id: string) =>
  apiFetch<JoinRequestRecord>(`/api/join-us/restore/${encodeURIComponent(id)}`, { method: 'POST' });
