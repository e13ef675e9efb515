import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, as, tokenFor } from './helpers';
import {
  codeOf,
  jwtPayload,
  mailedCodes,
  mailsTo,
  nthMail,
  seen,
  signUpBody,
  uniqueEmail,
  verifiedPerson,
  visitor,
} from './account-helpers';

const DAY = 24 * 3600;

describe('POST /api/users/signup', () => {
  it('creates an unverified account, answers 201 and mails a 6-digit code in Arabic', async () => {
    const v = visitor();
    const email = uniqueEmail('signup');
    const res = await v.call('/api/users/signup', { body: signUpBody(email.toUpperCase()) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ _id: expect.any(String), email, isEmailVerified: false });
    const mail = await nthMail(email, 1);
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`/verify?email=${encodeURIComponent(email)}&code=${codeOf(mail)}`);
  });

  it('accepts a third-level student with every dependent field', async () => {
    const v = visitor();
    const res = await v.call('/api/users/signup', {
      body: signUpBody(uniqueEmail('third'), {
        user_type: 'student',
        student_type: 'pre_university',
        level: 'third',
        certificate_type: 'general',
        section: 'scientific_math',
        year: '2025',
        score: '390',
        preferred_faculties: 'الطب,الهندسة',
      }),
    });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ firstName: '' }, 'يرجى إدخال الاسم الأول'],
    [{ email: 'not-an-email' }, 'يرجى إدخال بريد إلكتروني صحيح'],
    [{ password: '123' }, 'كلمة المرور يجب أن تكون 6 أحرف على الأقل'],
    [{ phone_with_country_code: '+20123' }, 'رقم الموبايل غير صحيح'],
    [{ user_type: 'Admin' }, 'البيانات المدخلة غير صحيحة'],
    [{ user_type: 'SuperAdmin' }, 'البيانات المدخلة غير صحيحة'],
  ])('refuses %j with 400 and the spec message', async (change, message) => {
    const res = await visitor().call('/api/users/signup', { body: signUpBody(uniqueEmail('bad'), change) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ msg: message })]));
  });

  it('lists missing fields of a third-level student', async () => {
    const res = await visitor().call('/api/users/signup', {
      body: signUpBody(uniqueEmail('missing'), {
        user_type: 'student',
        student_type: 'pre_university',
        level: 'third',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('يرجى ملء جميع الحقول الإلزامية');
    expect(res.body.missingFields).toEqual(['certificate_type', 'section', 'year', 'score']);
  });

  it('answers 409 for an e-mail that already has an account', async () => {
    const res = await visitor().call('/api/users/signup', { body: signUpBody(ACCOUNTS.student.email) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('هذا البريد الإلكتروني مسجل بالفعل');
  });
});

describe('flow: sign up → code from the mail → verify → sign in → the token works', () => {
  it('runs end to end', async () => {
    const v = visitor();
    const email = uniqueEmail('flow');
    const up = await v.call('/api/users/signup', { body: signUpBody(email) });
    expect(up.status).toBe(201);

    // Before verification: 200, no token, the site then asks for a code.
    const early = await v.call('/api/users/signin', { body: { email, password: 'Secret-123' } });
    expect(early.status).toBe(200);
    expect(early.body).toEqual({ _id: up.body._id, user_type: 'parent', isEmailVerified: false });

    const resend = await v.call('/api/auth/send-verification-code', { body: { email, linkOnly: true } });
    expect(resend.status).toBe(200);
    const code = codeOf(await nthMail(email, 2));

    const verified = await v.call('/api/auth/verify-code', { body: { email, code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      _id: up.body._id,
      user_type: 'parent',
      isEmailVerified: true,
      token: expect.any(String),
    });

    // Single use.
    expect((await v.call('/api/auth/verify-code', { body: { email, code } })).status).toBe(400);

    const signin = await v.call('/api/users/signin', { body: { email, password: 'Secret-123', rememberMe: true } });
    expect(signin.status).toBe(200);
    expect(signin.body).toMatchObject({
      _id: up.body._id,
      user_type: 'parent',
      isEmailVerified: true,
      name: 'سارة أحمد',
      token: expect.any(String),
    });

    const mine = await v.call('/api/users/get', { method: 'GET', token: signin.body.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      _id: up.body._id,
      firstName: 'سارة',
      lastName: 'أحمد',
      email,
      phone_with_country_code: '+201001234567',
      nationality: 'مصر',
      user_type: 'parent',
      isEmailVerified: true,
      createdAt: expect.any(String),
    });
  });

  it('a new code invalidates the older one', async () => {
    const v = visitor();
    const email = uniqueEmail('newer');
    await v.call('/api/users/signup', { body: signUpBody(email) });
    const first = codeOf(await nthMail(email, 1));
    await v.call('/api/auth/send-verification-code', { body: { email } });
    const second = codeOf(await nthMail(email, 2));
    if (first !== second)
      expect((await v.call('/api/auth/verify-code', { body: { email, code: first } })).status).toBe(400);
    expect((await v.call('/api/auth/verify-code', { body: { email, code: second } })).status).toBe(200);
  });

  it('the sixth try is refused even with the right code, and the code is dead after it', async () => {
    const v = visitor();
    const email = uniqueEmail('tries');
    await v.call('/api/users/signup', { body: signUpBody(email) });
    const code = codeOf(await nthMail(email, 1));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await v.call('/api/auth/verify-code', { body: { email, code: wrong } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('رمز التحقق غير صحيح أو منتهي الصلاحية');
    }
    const sixth = await v.call('/api/auth/verify-code', { body: { email, code } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('تم تجاوز عدد المحاولات المسموح بها لهذا الرمز، يرجى طلب رمز جديد');
    expect((await v.call('/api/auth/verify-code', { body: { email, code } })).status).toBe(400);
    // A fresh code works again.
    await v.call('/api/auth/send-verification-code', { body: { email } });
    const fresh = codeOf(await nthMail(email, 2));
    expect((await v.call('/api/auth/verify-code', { body: { email, code: fresh } })).status).toBe(200);
  });

  it('parallel guesses cannot exceed the five tries', async () => {
    const v = visitor();
    const email = uniqueEmail('parallel');
    await v.call('/api/users/signup', { body: signUpBody(email) });
    const code = codeOf(await nthMail(email, 1));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => v.call('/api/auth/verify-code', { body: { email, code: wrong } })),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(answers.filter((a) => a.body.message === 'رمز التحقق غير صحيح أو منتهي الصلاحية')).toHaveLength(5);
    expect((await v.call('/api/auth/verify-code', { body: { email, code } })).status).toBe(400);
  });

  it('caps code mails per account (429 beyond five an hour)', async () => {
    const v = visitor();
    const email = uniqueEmail('cap');
    await v.call('/api/users/signup', { body: signUpBody(email) }); // mail 1
    for (let i = 2; i <= 5; i += 1)
      expect((await v.call('/api/auth/send-verification-code', { body: { email } })).status).toBe(200);
    const over = await v.call('/api/auth/send-verification-code', { body: { email } });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it('verify-code: 400 on bad input and for an unknown e-mail', async () => {
    const v = visitor();
    expect((await v.call('/api/auth/verify-code', { body: { email: 'x', code: '123456' } })).status).toBe(400);
    const short = await v.call('/api/auth/verify-code', { body: { email: uniqueEmail('x'), code: '12' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('رمز التحقق يجب أن يكون 6 أرقام');
    expect(
      (await v.call('/api/auth/verify-code', { body: { email: uniqueEmail('nobody'), code: '123456' } })).status,
    ).toBe(400);
  });
});

describe('POST /api/users/signin', () => {
  it('answers the documented shape; 24 h token without remember-me, 30 days with it', async () => {
    const v = visitor();
    const short = await v.call('/api/users/signin', {
      body: { email: ACCOUNTS.student.email, password: ACCOUNTS.student.password },
    });
    expect(short.status).toBe(200);
    expect(Object.keys(short.body).sort()).toEqual(['_id', 'isEmailVerified', 'name', 'token', 'user_type']);
    expect(short.body).toMatchObject({ user_type: 'student', isEmailVerified: true });
    const p1 = jwtPayload(short.body.token);
    expect(p1.exp - p1.iat).toBe(DAY);
    const long = await v.call('/api/users/signin', {
      body: { email: ACCOUNTS.student.email.toUpperCase(), password: ACCOUNTS.student.password, rememberMe: true },
    });
    const p2 = jwtPayload(long.body.token);
    expect(p2.exp - p2.iat).toBe(30 * DAY);
  });

  it.each([
    [
      { email: 'nobody-' + Date.now() + '@example.org', password: 'whatever1' },
      404,
      'المستخدم غير موجود يرجي انشاء حساب',
    ],
    [{ email: 'parent@dalil.local', password: 'wrong-password' }, 401, 'كلمة المرور غير صحيحة'],
    [{ email: 'not-an-email', password: 'whatever1' }, 400, 'يرجى التحقق من البيانات المدخلة'],
    [{ email: 'a@b.com', password: '1' }, 400, 'يرجى التحقق من البيانات المدخلة'],
    [{}, 400, 'يرجى التحقق من البيانات المدخلة'],
  ])('%j → %i', async (body, status, message) => {
    const res = await visitor().call('/api/users/signin', { body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('the plugin sign-in route is closed to visitors', async () => {
    const res = await visitor().call('/api/auth/local', {
      body: { identifier: ACCOUNTS.student.email, password: ACCOUNTS.student.password },
    });
    expect([401, 403, 404, 405]).toContain(res.status);
  });
});

describe('flow: forgot → reset with the mailed code → sign in with the new password', () => {
  it('runs end to end', async () => {
    const person = await verifiedPerson('reset');
    const v = visitor();
    const sent = await v.call('/api/auth/send-reset-password-link', { body: { email: person.email } });
    expect(sent.status).toBe(200);
    expect(sent.body.success).toBe(true);
    const mail = await nthMail(person.email, 2);
    const code = codeOf(mail);
    expect(mail.text).toContain(`/reset-password?email=${encodeURIComponent(person.email)}&code=${code}`);

    const check = await v.call('/api/auth/verify-reset-code', { body: { email: person.email, code } });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ success: true, valid: true });
    const wrongCheck = await v.call('/api/auth/verify-reset-code', {
      body: { email: person.email, code: code === '999999' ? '111111' : '999999' },
    });
    expect(wrongCheck.status).toBe(400);

    expect(
      (await v.call('/api/auth/reset-password', { body: { email: person.email, code, newPassword: '123' } })).status,
    ).toBe(400);
    const reset = await v.call('/api/auth/reset-password', {
      body: { email: person.email, code, newPassword: 'New-Secret-456' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.success).toBe(true);
    // Single use.
    expect(
      (await v.call('/api/auth/reset-password', { body: { email: person.email, code, newPassword: 'Other-789' } }))
        .status,
    ).toBe(400);

    expect((await v.call('/api/users/signin', { body: { email: person.email, password: 'Secret-123' } })).status).toBe(
      401,
    );
    const signin = await v.call('/api/users/signin', { body: { email: person.email, password: 'New-Secret-456' } });
    expect(signin.status).toBe(200);
    expect(signin.body.token).toEqual(expect.any(String));
  });

  it('answers the same 200 for an unknown e-mail and sends nothing', async () => {
    const v = visitor();
    const nobody = uniqueEmail('nobody');
    const known = await verifiedPerson('known');
    const a = await v.call('/api/auth/send-reset-password-link', { body: { email: nobody } });
    const b = await v.call('/api/auth/send-reset-password-link', { body: { email: known.email } });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    const c = await v.call('/api/auth/send-verification-code', { body: { email: nobody } });
    expect(c.status).toBe(200);
    expect(await mailsTo(nobody)).toHaveLength(0);
  });

  it("POST /api/auth/reset-password is the documented handler, not the plugin's route of the same path", async () => {
    const res = await visitor().call('/api/auth/reset-password', {
      body: { code: 'x', password: 'abcdef', passwordConfirmation: 'abcdef' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('يرجى إدخال البريد الإلكتروني');
  });

  it('400 on a bad e-mail; reset-password 400 for an unknown e-mail', async () => {
    const v = visitor();
    expect((await v.call('/api/auth/send-reset-password-link', { body: {} })).status).toBe(400);
    expect((await v.call('/api/auth/send-verification-code', { body: { email: 'x' } })).status).toBe(400);
    expect(
      (
        await v.call('/api/auth/reset-password', {
          body: { email: uniqueEmail('n'), code: '123456', newPassword: 'abcdef' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await v.call('/api/auth/verify-reset-code', { body: { email: uniqueEmail('n'), code: '123456' } })).status,
    ).toBe(400);
  });
});

describe('rate limits', () => {
  it('a busy address gets 429 with an Arabic message while another address still works', async () => {
    const busy = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await busy.call('/api/users/signin', { body: { email: uniqueEmail('rl'), password: 'whatever1' } })).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const last = await busy.call('/api/users/signin', {
      body: { email: ACCOUNTS.student.email, password: ACCOUNTS.student.password },
    });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('عدد كبير من المحاولات، يرجى المحاولة مرة أخرى بعد قليل');
    const other = await visitor().call('/api/users/signin', {
      body: { email: ACCOUNTS.student.email, password: ACCOUNTS.student.password },
    });
    expect(other.status).toBe(200);
  });

  it('an e-mail with ten failed sign-ins is limited from any address; code endpoints are limited too', async () => {
    const person = await verifiedPerson('rl-mail');
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await visitor().call('/api/users/signin', { body: { email: person.email, password: 'wrong-pass' } })).status,
      ).toBe(401);
    }
    expect(
      (await visitor().call('/api/users/signin', { body: { email: person.email, password: person.password } })).status,
    ).toBe(429);

    const v = visitor();
    const email = uniqueEmail('rl-code');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await v.call('/api/auth/verify-reset-code', { body: { email, code: '123456' } })).status);
    expect(statuses[19]).toBe(400);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /api/users/get', () => {
  it('is reached by the documented handler, not the plugin /api/users/:id', async () => {
    const res = await as('student', '/api/users/get');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0]).toHaveProperty('_id');
  });

  it.each([
    ['student', ACCOUNTS.student.email],
    ['admin', ACCOUNTS.admin.email],
  ] as const)('%s gets only their own record', async (caller, email) => {
    const res = await as(caller, '/api/users/get');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].email).toBe(email);
  });

  it('SuperAdmin gets all users, newest first, without secrets', async () => {
    const res = await as('superAdmin', '/api/users/get');
    expect(res.status).toBe(200);
    const emails = res.body.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([ACCOUNTS.student.email, ACCOUNTS.admin.email, ACCOUNTS.superAdmin.email]),
    );
    for (const u of res.body) {
      expect(u).not.toHaveProperty('password');
      expect(u).not.toHaveProperty('role');
    }
  });

  it('SuperAdmin may filter with Strapi list parameters; private fields and unknown keys are a 400', async () => {
    const one = await as(
      'superAdmin',
      `/api/users/get?filters[email][$eq]=${encodeURIComponent(ACCOUNTS.student.email)}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.map((u: { email: string }) => u.email)).toEqual([ACCOUNTS.student.email]);
    const staff = await as(
      'superAdmin',
      '/api/users/get?filters[user_type][$in][0]=Admin&filters[user_type][$in][1]=SuperAdmin',
    );
    expect(staff.body.every((u: { user_type: string }) => ['Admin', 'SuperAdmin'].includes(u.user_type))).toBe(true);
    expect((await as('superAdmin', '/api/users/get?filters[password][$startsWith]=$2')).status).toBe(400);
    expect((await as('superAdmin', '/api/users/get?filters[nope][$eq]=1')).status).toBe(400);
  });

  it("the plugin's own /api/users/me still answers a signed-in user", async () => {
    const me = await as('student', '/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(ACCOUNTS.student.email);
  });

  it('visitor: 401 or 403', async () => {
    expect([401, 403]).toContain((await as('visitor', '/api/users/get')).status);
  });
});

describe('PUT /api/users/update/{id}', () => {
  it('a user updates themselves and gets the saved record', async () => {
    const p = await verifiedPerson('upd');
    const v = visitor();
    const res = await v.call(`/api/users/update/${p.id}`, {
      method: 'PUT',
      token: p.token,
      body: {
        firstName: 'منى',
        lastName: 'سالم',
        user_type: 'student',
        student_type: 'university',
        nationality: 'الأردن',
        password: 'ignored-1',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      user: { _id: p.id, firstName: 'منى', user_type: 'student', student_type: 'university', nationality: 'الأردن' },
    });
    // The password is not changed through update.
    expect((await v.call('/api/users/signin', { body: { email: p.email, password: p.password } })).status).toBe(200);
  });

  it('400 on bad input; 403 for another user; 403 to make oneself Admin or SuperAdmin', async () => {
    const p = await verifiedPerson('upd-bad');
    const v = visitor();
    const bad = await v.call(`/api/users/update/${p.id}`, { method: 'PUT', token: p.token, body: { email: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('البيانات المدخلة غير صحيحة');
    const studentToken = await tokenFor('student');
    const notYours = await v.call(`/api/users/update/${p.id}`, {
      method: 'PUT',
      token: studentToken,
      body: { firstName: 'x' },
    });
    expect(notYours.status).toBe(403);
    expect(notYours.body.message).toBe('ليس لديك صلاحية على هذا الحساب');
    for (const type of ['Admin', 'SuperAdmin']) {
      const res = await v.call(`/api/users/update/${p.id}`, {
        method: 'PUT',
        token: p.token,
        body: { user_type: type },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('فقط السوبر أدمن يمكنه تغيير نوع المستخدم إلى حساب إداري أو منه');
    }
    const adminToken = await tokenFor('admin');
    expect(
      (await v.call(`/api/users/update/${p.id}`, { method: 'PUT', token: adminToken, body: { user_type: 'Admin' } }))
        .status,
    ).toBe(403);
    expect([401, 403]).toContain(
      (await v.call(`/api/users/update/${p.id}`, { method: 'PUT', body: { firstName: 'x' } })).status,
    );
  });

  it('SuperAdmin changes a user type to and from a staff type, the role follows; 404 for an unknown id', async () => {
    const p = await verifiedPerson('promote');
    const v = visitor();
    const su = await tokenFor('superAdmin');
    const up = await v.call(`/api/users/update/${p.id}`, {
      method: 'PUT',
      token: su,
      body: { user_type: 'SuperAdmin' },
    });
    expect(up.status).toBe(200);
    expect(up.body.user.user_type).toBe('SuperAdmin');
    // With the SuperAdmin role the same token now reaches every user.
    expect((await v.call('/api/users/get', { method: 'GET', token: p.token })).body.length).toBeGreaterThan(1);
    const admin = await v.call(`/api/users/update/${p.id}`, { method: 'PUT', token: su, body: { user_type: 'Admin' } });
    expect(admin.body.user.user_type).toBe('Admin');
    expect((await v.call('/api/users/get', { method: 'GET', token: p.token })).body).toHaveLength(1);
    // An Admin cannot step down or up by themselves.
    expect(
      (await v.call(`/api/users/update/${p.id}`, { method: 'PUT', token: p.token, body: { user_type: 'student' } }))
        .status,
    ).toBe(403);
    const back = await v.call(`/api/users/update/${p.id}`, { method: 'PUT', token: su, body: { user_type: 'other' } });
    expect(back.status).toBe(200);
    expect((await v.call('/api/users/signin', { body: { email: p.email, password: p.password } })).body.user_type).toBe(
      'other',
    );
    expect(
      (await v.call('/api/users/update/no-such-user', { method: 'PUT', token: su, body: { firstName: 'x' } })).status,
    ).toBe(404);
  });

  it('409 when the new e-mail belongs to another account', async () => {
    const p = await verifiedPerson('mail-taken');
    const res = await visitor().call(`/api/users/update/${p.id}`, {
      method: 'PUT',
      token: p.token,
      body: { email: ACCOUNTS.admin.email },
    });
    expect(res.status).toBe(409);
  });
});

describe('PUT /api/users/change-password', () => {
  it('self and SuperAdmin may; another user may not; bad input 400; visitor 401/403', async () => {
    const p = await verifiedPerson('pw');
    const v = visitor();
    expect(
      (
        await v.call('/api/users/change-password', {
          method: 'PUT',
          token: p.token,
          body: { userId: p.id, newPassword: 'Changed-1' },
        })
      ).body,
    ).toEqual(expect.objectContaining({ success: true }));
    expect((await v.call('/api/users/signin', { body: { email: p.email, password: 'Changed-1' } })).status).toBe(200);
    const su = await tokenFor('superAdmin');
    expect(
      (
        await v.call('/api/users/change-password', {
          method: 'PUT',
          token: su,
          body: { userId: p.id, newPassword: 'Changed-2' },
        })
      ).status,
    ).toBe(200);
    const renewed = await v.call('/api/users/signin', { body: { email: p.email, password: 'Changed-2' } });
    expect(renewed.status).toBe(200);
    const other = await tokenFor('admin');
    expect(
      (
        await v.call('/api/users/change-password', {
          method: 'PUT',
          token: other,
          body: { userId: p.id, newPassword: 'Changed-3' },
        })
      ).status,
    ).toBe(403);
    // The changes above ended the person's earlier sessions (tests/security.test.ts): a new sign-in's token.
    expect(
      (
        await v.call('/api/users/change-password', {
          method: 'PUT',
          token: renewed.body.token,
          body: { userId: p.id, newPassword: '1' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await v.call('/api/users/change-password', {
          method: 'PUT',
          token: su,
          body: { userId: 'no-such-user', newPassword: 'abcdef' },
        })
      ).status,
    ).toBe(404);
    expect([401, 403]).toContain(
      (await v.call('/api/users/change-password', { method: 'PUT', body: { userId: p.id, newPassword: 'abcdef' } }))
        .status,
    );
  });
});

describe('DELETE /api/users/delete/{id}', () => {
  it('another user 403, visitor 401/403, self 200 (then the account is gone)', async () => {
    const p = await verifiedPerson('del');
    const v = visitor();
    expect(
      (await v.call(`/api/users/delete/${p.id}`, { method: 'DELETE', token: await tokenFor('student') })).status,
    ).toBe(403);
    expect(
      (await v.call(`/api/users/delete/${p.id}`, { method: 'DELETE', token: await tokenFor('admin') })).status,
    ).toBe(403);
    expect([401, 403]).toContain((await v.call(`/api/users/delete/${p.id}`, { method: 'DELETE' })).status);
    const res = await v.call(`/api/users/delete/${p.id}`, { method: 'DELETE', token: p.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await v.call('/api/users/signin', { body: { email: p.email, password: p.password } })).status).toBe(404);
  });

  it('SuperAdmin deletes a user; 404 for an unknown id', async () => {
    const p = await verifiedPerson('del-su');
    const su = await tokenFor('superAdmin');
    const v = visitor();
    expect((await v.call(`/api/users/delete/${p.id}`, { method: 'DELETE', token: su })).status).toBe(200);
    expect((await v.call(`/api/users/delete/${p.id}`, { method: 'DELETE', token: su })).status).toBe(404);
  });
});

afterAll(() => {
  // No answer of these tests carried a password, a hash, a code or a token of someone else.
  for (const res of seen) {
    const text = JSON.stringify(res.body ?? '');
    for (const code of mailedCodes) expect(text).not.toContain(`"${code}"`);
    expect(text).not.toMatch(/\$2[aby]\$/);
    expect(text).not.toMatch(/"(password|hash|resetPasswordToken|confirmationToken|code)":/);
  }
});
