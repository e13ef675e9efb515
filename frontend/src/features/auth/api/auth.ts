/** The documented auth calls (spec 1 §7; docs/http-contract.md). */
import type { SignInAnswer } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';

export type { SignInAnswer };

export interface VerifyAnswer extends SignInAnswer {
  success: boolean;
  message?: string;
}

export const signIn = (body: { email: string; password: string; rememberMe: boolean }) =>
  apiFetch<SignInAnswer>('/api/users/signin', { method: 'POST', body });

export const signUp = (body: Record<string, unknown>) =>
  apiFetch<{ _id: string; email: string; message?: string }>('/api/users/signup', { method: 'POST', body });

export const verifyCode = (email: string, code: string) =>
  apiFetch<VerifyAnswer>('/api/auth/verify-code', { method: 'POST', body: { email, code } });

/** The flag of spec 1 §7 ('email plus a flag true'): a code mail, not a link-only one. */
export const sendVerificationCode = (email: string) =>
  apiFetch<{ success: boolean; message?: string }>('/api/auth/send-verification-code', {
    method: 'POST',
    body: { email, sendCode: true },
  });
