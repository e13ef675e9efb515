/**
 * The users screen's calls (spec 3 §7): GET /api/users/get (a SuperAdmin gets everyone),
 * PUT /api/users/update/{id}, DELETE /api/users/delete/{id}, and the SuperAdmin endpoint
 * POST /api/users/send-completion-mails (docs/http-contract.md).
 */
import type { UserRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { staffKeyOf, useStaffResource } from '@/lib/api/staff-resource';

export type AdminUser = UserRecord;

export type CompletionMailResult = { sent: number; failed: number; skipped: number };

export const adminUsersKey = staffKeyOf('/api/users/get');
export const getAdminUsers = () => apiFetch<AdminUser[]>('/api/users/get');

export function useAdminUsers() {
  return useStaffResource('/api/users/get', getAdminUsers, { revalidateOnFocus: false });
}

const STUDENT_FIELDS = [
  'student_type',
  'level',
  'certificate_type',
  'section',
  'year',
  'score',
  'preferred_faculties',
] as const;

/**
 * The saved user body with the new type. The dependent student fields are sent as stored, so a
 * change keeps them where the new type shows them (the server clears them otherwise).
 */
export function updateUserType(user: AdminUser, userType: string) {
  // With the version read: an account saved since (by its owner or another SuperAdmin) is refused (409).
  const body: Record<string, unknown> = { user_type: userType, updatedAt: user.updatedAt };
  for (const field of STUDENT_FIELDS) if (user[field] != null) body[field] = user[field];
  return apiFetch<{ success: boolean; message: string; user: AdminUser }>(
    `/api/users/update/${encodeURIComponent(user._id)}`,
    { method: 'PUT', body },
  );
}

export const deleteUser = (id: string) =>
  apiFetch<{ success: boolean; message: string }>(`/api/users/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const sendCompletionMails = (body: { userIds: string[] } | { allUnverified: true }) =>
  apiFetch<CompletionMailResult & { message?: string }>('/api/users/send-completion-mails', { method: 'POST', body });
