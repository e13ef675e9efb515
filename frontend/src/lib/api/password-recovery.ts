/**
 * Password recovery (spec 1 §2, §4, §5; spec 2 §2.7): the public pair of calls used from `/Login`
 * and from the account page, and the link check of `/reset-password`.
 */
import { apiFetch } from '../api-client';

/** Mails a recovery link that also carries the 6-digit code. */
export const sendResetPasswordLink = (email: string) =>
  apiFetch<{ success: boolean; message?: string }>('/api/auth/send-reset-password-link', {
    method: 'POST',
    body: { email },
  });

export const verifyResetCode = (email: string, code: string) =>
  apiFetch<{ success: boolean; valid: boolean }>('/api/auth/verify-reset-code', {
    method: 'POST',
    body: { email, code },
  });

export const resetPassword = (email: string, code: string, newPassword: string) =>
  apiFetch<{ success: boolean; message?: string }>('/api/auth/reset-password', {
    method: 'POST',
    body: { email, code, newPassword },
  });
