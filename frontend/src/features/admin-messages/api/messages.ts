/**
 * Contact-message calls (spec 3 §7): GET /api/contact, PUT /api/contact/{id} (status), DELETE
 * /api/contact/{id}, and POST /api/send-reply with the message id, which mails the reply and, only
 * once the mail server accepted it, marks the message replied with the response stored.
 */
import type { ContactMessageRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { useStaffResource } from '@/lib/api/staff-resource';

export type { ContactMessageRecord };

export const messagesKey = '/api/contact';
export const getMessages = () => apiFetch<ContactMessageRecord[]>(messagesKey);

export function useMessages() {
  return useStaffResource(messagesKey, getMessages, { revalidateOnFocus: false });
}

export const markMessageRead = (id: string) =>
  apiFetch<ContactMessageRecord>(`${messagesKey}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { status: 'read' },
  });

export const deleteMessage = (id: string) =>
  apiFetch<{ _id: string; message: string }>(`${messagesKey}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Undoes a delete within its window (POST /api/contact/{id}/restore). */
export const restoreMessage = (id: string) =>
  apiFetch<ContactMessageRecord>(`${messagesKey}/${encodeURIComponent(id)}/restore`, { method: 'POST' });

export const sendReply = (message: ContactMessageRecord, reply: string) =>
  apiFetch<{ message: string; data: ContactMessageRecord | null }>('/api/send-reply', {
    method: 'POST',
    body: { to: message.email, message: reply, id: message._id },
  });
