/**
 * The signed-in person's own record (GET /api/users/get, found by _id): the account page and the
 * score finder's prefill read it.
 */
import useSWR from 'swr';
import type { UserRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { getSession } from '@/lib/session';

export const usersKey = '/api/users/get';

/** The signed-in person's record, or null when the list has none with their id. */
export async function getOwnUser(): Promise<UserRecord | null> {
  const { userId } = getSession();
  const users = await apiFetch<UserRecord[]>(usersKey);
  return (Array.isArray(users) ? users : []).find((u) => u._id === userId) ?? null;
}

export const useOwnUser = (enabled: boolean) =>
  useSWR(enabled ? [usersKey, getSession().userId] : null, getOwnUser, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
