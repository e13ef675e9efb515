/**
 * The account page's calls (spec 2 §7): the own record from GET /api/users/get (found by _id),
 * update, change password and delete (the recovery calls are in lib/api/password-recovery.ts).
 */
import type { UserRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';

export type { UserRecord };
// The own record is read by the score finder too (its prefill), so it lives in lib.
export { usersKey, getOwnUser, useOwnUser } from '@/lib/api/own-user';

export type ProfileBody = Omit<UserRecord, '_id' | 'createdAt' | 'updatedAt' | 'isEmailVerified'>;

export const updateUser = (id: string, body: ProfileBody) =>
  apiFetch<{ success: boolean; message?: string; user?: UserRecord }>(`/api/users/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });

/** The own change answers a fresh token: the earlier ones stop working (the server ends them). */
export const changePassword = (userId: string, newPassword: string) =>
  apiFetch<{ success: boolean; message?: string; token?: string }>('/api/users/change-password', {
    method: 'PUT',
    body: { userId, newPassword },
  });

/** A sign-in with the password just set by a reset inside the account, which ended the page's token. */
export const signInAgain = (email: string, password: string, rememberMe: boolean) =>
  apiFetch<{ token?: string }>('/api/users/signin', {
    method: 'POST',
    body: { email, password, rememberMe },
    anonymous: true,
  });

export const deleteUser = (id: string) =>
  apiFetch<{ success: boolean; message?: string }>(`/api/users/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
