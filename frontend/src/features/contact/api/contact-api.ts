/**
 * Contact calls (spec 1 §7): POST /api/contact/add, and GET /api/users/get for the prefill of a
 * signed-in visitor (the server answers an array holding only the caller's own record).
 */
import useSWR from 'swr';
import type { ContactMessage } from '@dalil/domain/validation';
import type { UserRecord } from '@dalil/domain/contract';
import { ApiError, apiFetch } from '@/lib/api-client';

export type ContactUser = UserRecord;

export const usersKey = '/api/users/get';
export const getUsers = () => apiFetch<ContactUser[] | { data: ContactUser[] }>(usersKey);

/** The signed-in visitor's own record, found by _id (spec 1 §7); null key when not signed in. */
export function useOwnUser(userId: string | null) {
  return useSWR(
    userId ? [usersKey, userId] : null,
    async () => {
      const answer = await getUsers();
      const list = Array.isArray(answer) ? answer : Array.isArray(answer?.data) ? answer.data : [];
      return list.find((user) => user._id === userId) ?? null;
    },
    { revalidateOnFocus: false },
  );
}

export const sendContactMessage = (message: ContactMessage) =>
  apiFetch<unknown>('/api/contact/add', { method: 'POST', body: message });

export const CONTACT_FALLBACK_ERROR = 'حدث خطأ أثناء إرسال النموذج. يرجى المحاولة مرة أخرى.';
export const MISSING_FIELDS_PREFIX = 'الحقول المطلوبة: ';

const FIELD_LABELS: Record<string, string> = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  message: 'الرسالة',
};

/**
 * Spec 1 §8, contact failure: missingFields → 'الحقول المطلوبة: ' and the fields; errors → each
 * msg; otherwise the answer's message; fallback when there is no usable answer.
 */
export function contactErrorMessages(error: unknown): string[] {
  const body = error instanceof ApiError ? error.body : null;
  if (body && typeof body === 'object') {
    const record = body as { missingFields?: unknown; errors?: unknown; message?: unknown };
    if (Array.isArray(record.missingFields) && record.missingFields.length > 0) {
      return [MISSING_FIELDS_PREFIX + record.missingFields.map((f) => FIELD_LABELS[String(f)] ?? String(f)).join('، ')];
    }
    if (Array.isArray(record.errors)) {
      const messages = record.errors
        .map((e) => (e && typeof e === 'object' ? (e as { msg?: unknown }).msg : null))
        .filter((m): m is string => typeof m === 'string' && m.trim() !== '');
      if (messages.length > 0) return messages;
    }
    if (typeof record.message === 'string' && record.message.trim()) return [record.message];
  }
  return [CONTACT_FALLBACK_ERROR];
}
