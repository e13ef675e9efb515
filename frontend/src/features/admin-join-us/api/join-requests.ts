/** Join-request calls (spec 3 §7): GET /api/join-us (SuperAdmin) and DELETE /api/join-us/delete/{id}. */
import useSWR from 'swr';
import type { JoinRequestRecord } from '@dalil/domain';
import { apiFetch } from '@/lib/api-client';

export type { JoinRequestRecord };

export const joinRequestsKey = '/api/join-us';
export const getJoinRequests = () => apiFetch<JoinRequestRecord[]>(joinRequestsKey);

export function useJoinRequests() {
  return useSWR(joinRequestsKey, getJoinRequests, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export const deleteJoinRequest = (id: string) =>
  apiFetch<{ _id: string; message: string }>(`/api/join-us/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
