import { inject } from 'vitest';
import { api, visitorIp, type ApiAnswer } from './helpers';

/** Helpers of the account tests: fresh people, their mail, and a record of every answer seen. */
export const seen: ApiAnswer[] = [];
/** Every code read from a mail: none may ever appear in an answer. */
export const mailedCodes = new Set<string>();

export const uniqueEmail = (tag: string) => `acc-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** A visitor with their own address; every answer is kept for the no-secrets check. */
export function visitor(ip = visitorIp()) {
  return {
    ip,
    async call(path: string, options: { method?: string; body?: unknown; token?: string } = {}) {
      const res = await api(path, { method: 'POST', ...options, ip });
      seen.push(res);
      return res;
    },
  };
}

export const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'سارة',
  lastName: 'أحمد',
  phone_with_country_code: '+201001234567',
  nationality: 'مصر',
  email,
  password: 'Secret-123',
  user_type: 'parent',
  logo_url: '/images/users/temp.png',
  ...extra,
});

type Mail = { to: { address: string }[]; subject: string; text: string; html: string; time?: string };

export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${inject('mailUrl')}/api/email`);
  const all = (await res.json()) as Mail[];
  return all.filter((m) => m.to?.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Waits for the n-th mail to an address and answers it. */
export async function nthMail(address: string, n: number): Promise<Mail> {
  for (let i = 0; i < 50; i += 1) {
    const mails = await mailsTo(address);
    if (mails.length >= n) return mails[n - 1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`mail ${n} to ${address} did not arrive`);
}

/** The code of a mail, read from its link (`…?email=…&code=123456`), as the site reads it. */
export const codeOf = (mail: Mail) => {
  const match = /[?&]code=(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in: ${mail.text}`);
  mailedCodes.add(match[1]);
  return match[1];
};

/** Signs up, verifies with the mailed code and answers the person's id, e-mail, password and token. */
export async function verifiedPerson(tag: string, extra: Record<string, unknown> = {}) {
  const v = visitor();
  const email = uniqueEmail(tag);
  const up = await v.call('/api/users/signup', { body: signUpBody(email, extra) });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${JSON.stringify(up.body)}`);
  const code = codeOf(await nthMail(email, 1));
  const verified = await v.call('/api/auth/verify-code', { body: { email, code } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { id: up.body._id as string, email, password: 'Secret-123', token: verified.body.token as string, visitor: v };
}

/** The payload of a JWT (to read its lifetime). */
export const jwtPayload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
