import { describe, expect, it } from 'vitest';
import { mailsTo, signUpBody, visitor } from './account-helpers';

/**
 * The account mails when the mail server refuses them (scripts/lib/smtp-refuse.mjs: 550 for
 * @refused.test, 421 and a hang-up for @unavailable.test, as real servers do). The send-* routes
 * answer alike whether or not the address has an account (no probing), so a failed mail is
 * logged and answered with the same 200 as a sent one — never a 500 — and the person can ask
 * again; sign-up keeps the account it made. Every answer is also scanned for leaks (api()).
 */
const CODE_SENT =
  'إذا كان البريد الإلكتروني مسجلًا لدينا فستصلك رسالة خلال دقائق، تحقق من مجلد الرسائل غير المرغوب فيها';

describe.each([
  ['refuses the recipient (550)', 'refused.test'],
  ['goes away (421)', 'unavailable.test'],
])('account mails when the mail server %s', (_label, domain) => {
  const email = `acc-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${domain}`;
  const v = visitor();

  it('sign-up keeps the account, and the code and reset requests answer as for any address', async () => {
    const signUp = await v.call('/api/users/signup', { body: signUpBody(email) });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    expect(signUp.body).toMatchObject({ email, isEmailVerified: false });

    for (const path of ['/api/auth/send-verification-code', '/api/auth/send-reset-password-link']) {
      const res = await v.call(path, { body: { email } });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body).toEqual({ success: true, message: CODE_SENT });
    }
    expect(await mailsTo(email)).toEqual([]);
  });
});
