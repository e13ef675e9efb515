import { describe, expect, it } from 'vitest';
import { codeOf, mailsTo, nthMail, signUpBody, uniqueEmail, verifiedPerson, visitor } from './account-helpers';
import { as, expectRoles, logEntries } from './community-helpers';

const PATH = '/api/users/send-completion-mails';
const LOG_TEXT = 'رسائل إكمال الحساب';

/** A fresh account that has not verified its e-mail (sign-up mailed it one code). */
async function unverifiedPerson(tag: string) {
  const email = uniqueEmail(tag);
  const up = await visitor().call('/api/users/signup', { body: signUpBody(email) });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${JSON.stringify(up.body)}`);
  await nthMail(email, 1);
  return { id: up.body._id as string, email };
}

const send = (body: unknown) => as('superAdmin', PATH, { method: 'POST', body });

describe('POST /api/users/send-completion-mails', () => {
  it('is for a SuperAdmin only', async () => {
    await expectRoles(['superAdmin'], (caller) =>
      as(caller, PATH, { method: 'POST', body: { userIds: ['no-such-user'] } }),
    );
  });

  it.each([
    ['no body', undefined],
    ['neither ids nor allUnverified', {}],
    ['both', { userIds: ['a'], allUnverified: true }],
    ['an empty list', { userIds: [] }],
    ['ids that are not strings', { userIds: [1, 2] }],
  ])('400 with an Arabic message: %s', async (_name, body) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('حدد المستخدمين بقائمة userIds أو أرسل allUnverified: true');
  });

  it('one user: the site verification mail (link only) arrives, and its link verifies the account', async () => {
    const p = await unverifiedPerson('complete-one');
    const res = await send({ userIds: [p.id] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: 1, failed: 0, skipped: 0 });
    const mail = await nthMail(p.email, 2);
    expect(mail.subject).toBe('تفعيل حسابك في دليل');
    expect(mail.text).toContain('لتفعيل حسابك في دليل اضغط على الرابط التالي:');
    expect(mail.text).toContain(`/verify?email=${encodeURIComponent(p.email)}&code=`);
    const verified = await visitor().call('/api/auth/verify-code', { body: { email: p.email, code: codeOf(mail) } });
    expect(verified.status).toBe(200);
    expect(verified.body.isEmailVerified).toBe(true);
  });

  it('skips verified users and unknown ids, and mails nobody then', async () => {
    const v = await verifiedPerson('complete-verified');
    const res = await send({ userIds: [v.id, 'no-such-user'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: 0, failed: 0, skipped: 2 });
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(v.email)).toHaveLength(1);
  });

  it('all unverified: each gets a mail, the counts add up, and the run is logged once with them', async () => {
    const people = [await unverifiedPerson('complete-bulk-a'), await unverifiedPerson('complete-bulk-b')];
    const before = (await logEntries(LOG_TEXT)).length;
    const logTotal = async () => (await as('superAdmin', '/api/admin-logs?limit=1')).body.pagination.total as number;
    const totalBefore = await logTotal();
    const res = await send({ allUnverified: true });
    expect(res.status).toBe(200);
    const { sent, failed, skipped } = res.body;
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(failed).toBe(0);
    expect(Number.isInteger(skipped)).toBe(true);
    for (const p of people) expect((await nthMail(p.email, 2)).text).toContain('/verify?email=');
    const entries = await logEntries(LOG_TEXT);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({ action: 'add', adminType: 'SuperAdmin' });
    expect(entries[0].target).toContain(`أُرسلت إلى ${sent}، فشلت ${failed}، تم تخطي ${skipped}`);
    // One entry in all, none per user or per code.
    expect(await logTotal()).toBe(totalBefore + 1);
  });

  it('a user at the hourly code-mail cap is skipped, not failed', async () => {
    const p = await unverifiedPerson('complete-cap');
    // Sign-up sent the first of the five codes an hour allows.
    for (let i = 0; i < 4; i += 1)
      expect((await send({ userIds: [p.id] })).body).toMatchObject({ sent: 1, skipped: 0 });
    expect((await send({ userIds: [p.id] })).body).toMatchObject({ sent: 0, failed: 0, skipped: 1 });
    expect(await mailsTo(p.email)).toHaveLength(5);
  });
});

describe('PUT /api/users/update/{id}: type rules at the server', () => {
  it('a SuperAdmin cannot change their own type (403 with the reason), and stays SuperAdmin', async () => {
    const me = await as('superAdmin', '/api/users/get?filters[email][$eq]=superadmin@dalil.local');
    const self = me.body[0];
    const res = await as('superAdmin', `/api/users/update/${self._id}`, {
      method: 'PUT',
      body: { user_type: 'Admin' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('لا يمكن للسوبر أدمن تغيير نوع حسابه بنفسه');
    expect(
      (await as('superAdmin', '/api/users/get?filters[email][$eq]=superadmin@dalil.local')).body[0].user_type,
    ).toBe('SuperAdmin');
  });

  it('an Admin cannot change anyone else (403), even to a non-staff type', async () => {
    const p = await verifiedPerson('admin-edit');
    const res = await as('admin', `/api/users/update/${p.id}`, { method: 'PUT', body: { user_type: 'other' } });
    expect(res.status).toBe(403);
  });
});
