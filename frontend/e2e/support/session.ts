import type { Page } from '@playwright/test';

/** Seeded accounts (scripts/seed/data/accounts.json; local-only passwords, see the README). */
export const ACCOUNTS = {
  superAdmin: { email: 'superadmin@dalil.local', password: 'Dalil-Super-2026' },
  admin: { email: 'admin@dalil.local', password: 'Dalil-Admin-2026' },
  student: { email: 'student@dalil.local', password: 'Dalil-User-2026' },
  parent: { email: 'parent@dalil.local', password: 'Dalil-User-2026' },
} as const;

export const CMS_URL = process.env.E2E_CMS_URL || 'http://127.0.0.1:1337';
export const MAIL_URL = process.env.E2E_MAIL_URL || 'http://127.0.0.1:1080';

/**
 * Signs in through the documented endpoint and stores the session as the site does (spec 1 §3
 * keys), for tests whose subject is not the sign-in screen itself. Call before `page.goto`.
 * `cmsUrl`: another stack's CMS (the real set's, frontend/e2e/real-data).
 */
export async function signInAs(
  page: Page,
  who: keyof typeof ACCOUNTS,
  { rememberMe = false, cmsUrl = CMS_URL }: { rememberMe?: boolean; cmsUrl?: string } = {},
) {
  const { email, password } = ACCOUNTS[who];
  const res = await page.request.post(`${cmsUrl}/api/users/signin`, { data: { email, password, rememberMe } });
  if (res.status() !== 200) throw new Error(`sign-in of ${email}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { _id: string; user_type: string; token: string; name?: string };
  const expiry = Date.now() + (rememberMe ? 30 : 1) * 24 * 60 * 60 * 1000;
  await page.addInitScript(
    ([b, exp]) => {
      if (sessionStorage.getItem('__e2e_session_set')) return;
      sessionStorage.setItem('__e2e_session_set', '1');
      localStorage.setItem('token', b.token);
      localStorage.setItem('userId', b._id);
      localStorage.setItem('user_type', b.user_type);
      localStorage.setItem('name', b.name ?? '');
      localStorage.setItem('tokenExpiration', String(exp));
    },
    [body, expiry] as const,
  );
  return body;
}

type Mail = { id: string; subject: string; text?: string; html?: string; to: { address: string }[]; date?: string };

/** The newest mail the SMTP catcher received for `address`, waiting up to `timeoutMs`. */
export async function latestMailTo(page: Page, address: string, { timeoutMs = 15000, after = 0 } = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await page.request.get(`${MAIL_URL}/api/email`);
    const mails = ((await res.json()) as Mail[]).filter(
      (m) =>
        m.to?.some((t) => t.address.toLowerCase() === address.toLowerCase()) &&
        (!m.date || Date.parse(m.date) >= after),
    );
    if (mails.length) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The first 6-digit code in a mail. */
export const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(`${mail.text ?? ''} ${mail.html ?? ''}`)?.[1] ?? null;
