/**
 * Join-us calls (spec 2 §7): the duplicate check and the submission. The profile read for the
 * prefill uses the same GET /api/users/get the account page reads (own record by _id).
 */
import type { UserRecord } from '@dalil/domain/contract';
import { apiFetch, ApiError } from '@/lib/api-client';
import { getSession } from '@/lib/session';

export interface DuplicateAnswer {
  exists: boolean;
  message?: string;
}

export const checkDuplicates = (email: string, phone: string) =>
  apiFetch<DuplicateAnswer>(`/api/join-us/check-duplicates/${encodeURIComponent(email)}/${encodeURIComponent(phone)}`);

export const submitJoinRequest = (payload: Record<string, unknown>) =>
  apiFetch<unknown>('/api/join-us/add', { method: 'POST', body: payload });

/** The fields of the own user record the form is prefilled with. */
export type ProfileForPrefill = Pick<
  UserRecord,
  '_id' | 'firstName' | 'lastName' | 'email' | 'phone_with_country_code'
>;

/** The signed-in person's profile, or null (not signed in, not found, or the read failed). */
export async function getProfileForPrefill(): Promise<ProfileForPrefill | null> {
  const { userId, token } = getSession();
  if (!token || !userId) return null;
  try {
    const users = await apiFetch<UserRecord[]>('/api/users/get');
    return (Array.isArray(users) ? users : []).find((u) => u._id === userId) ?? null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
