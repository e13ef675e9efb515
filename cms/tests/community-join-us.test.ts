import { describe, expect, it } from 'vitest';
import { api, visitorIp } from './helpers';
import { as, expectRoles, joinRequestBody, unique } from './community-helpers';

let n = 0;
const application = (patch: Record<string, unknown> = {}) => ({
  ...joinRequestBody(`J-${unique()}@Example.com`, `+2010${String(Date.now() % 1e7).padStart(7, '0')}${(n += 1)}`),
  ...patch,
});

describe('POST /api/join-us/add', () => {
  it('a visitor applies: 201 with the stored record', async () => {
    const body = application();
    const res = await api('/api/join-us/add', { method: 'POST', body, ip: visitorIp() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: body.email.toLowerCase(),
      committee: 'tech',
      isStudent: true,
      academicLevel: 'level2',
    });
    expect(res.body._id).toEqual(expect.any(String));
    expect(res.body.createdAt).toEqual(expect.any(String));
  });

  it("an 'other' choice sends the typed text: stored as 'other' with the text", async () => {
    const res = await api('/api/join-us/add', {
      method: 'POST',
      body: application({ committee: 'الفعاليات', academicLevel: 'دبلومة', howDidYouKnow: 'من صديق' }),
      ip: visitorIp(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      committee: 'other',
      committee_other: 'الفعاليات',
      academicLevel: 'other',
      academicLevel_other: 'دبلومة',
      howDidYouKnow: 'other',
      howDidYouKnow_other: 'من صديق',
    });
  });

  it('the same e-mail and number again: 409 with the message, and check-duplicates says so', async () => {
    const body = application();
    expect((await api('/api/join-us/add', { method: 'POST', body, ip: visitorIp() })).status).toBe(201);
    const again = await api('/api/join-us/add', {
      method: 'POST',
      body: { ...body, email: body.email.toUpperCase() },
      ip: visitorIp(),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('لقد قمت بالتقديم مسبقاً بهذا البريد الإلكتروني ورقم الواتساب');
    const check = await api(
      `/api/join-us/check-duplicates/${encodeURIComponent(body.email)}/${encodeURIComponent(body.whatsapp_with_country_code)}`,
    );
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ exists: true, message: again.body.message });
    const other = await api(
      `/api/join-us/check-duplicates/${encodeURIComponent(`x${body.email}`)}/${encodeURIComponent(body.whatsapp_with_country_code)}`,
    );
    expect(other.body.exists).toBe(false);
  });

  it('two identical applications at the same moment store one', async () => {
    const body = application();
    const answers = await Promise.all(
      [1, 2, 3].map(() => api('/api/join-us/add', { method: 'POST', body, ip: visitorIp() })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('missing fields: 400 with missingFields and the spec message first', async () => {
    const res = await api('/api/join-us/add', { method: 'POST', body: { firstName: 'سارة' }, ip: visitorIp() });
    expect(res.status).toBe(400);
    expect(res.body.missingFields).toEqual(expect.arrayContaining(['lastName', 'email', 'isStudent', 'hasExperience']));
    expect(res.body.errors[0].msg).toMatch(/^يرجى ملء الحقول التالية: /);
  });

  it.each([
    [{ academicLevel: 'level9' }, 'قيمة المستوى الأكاديمي غير صحيحة'],
    [{ ActivitiesMember: true }, 'يرجى توضيح دورك وأنشطتك في الاتحاد'],
    [{ knowUs: true }, 'يرجى توضيح ما تعرفه عنا'],
    [{ whatsapp_with_country_code: '01001234567' }, 'يرجى اختيار رمز الدولة'],
    [{ email: 'bad@' }, 'يرجى إدخال بريد إلكتروني صحيح'],
    [{ firstName: 'س' }, 'يرجى إدخال الاسم الأول بشكل صحيح'],
  ])('%o → 400 %s', async (patch, msg) => {
    const res = await api('/api/join-us/add', { method: 'POST', body: application(patch), ip: visitorIp() });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { msg: string }) => e.msg)).toEqual([msg]);
  });

  it('every caller may apply and check', async () => {
    await expectRoles(['visitor', 'student', 'admin', 'superAdmin'], (c) =>
      as(c, '/api/join-us/add', { method: 'POST', body: application() }),
    );
    await expectRoles(['visitor', 'student', 'admin', 'superAdmin'], (c) =>
      as(c, '/api/join-us/check-duplicates/a%40b.co/%2B20100'),
    );
  });
});

describe('join requests for the SuperAdmin', () => {
  it('GET /api/join-us lists newest first, SuperAdmin only', async () => {
    const created = await api('/api/join-us/add', { method: 'POST', body: application(), ip: visitorIp() });
    const res = await as('superAdmin', '/api/join-us');
    expect(res.status).toBe(200);
    expect(res.body[0]._id).toBe(created.body._id);
    await expectRoles(['superAdmin'], (c) => as(c, '/api/join-us'));
  });

  it("DELETE /api/join-us/delete/{id}: SuperAdmin only; 404 'الطلب غير موجود أو تم حذفه مسبقاً' afterwards", async () => {
    const created = await api('/api/join-us/add', { method: 'POST', body: application(), ip: visitorIp() });
    for (const c of ['visitor', 'student', 'admin'] as const) {
      expect((await as(c, `/api/join-us/delete/${created.body._id}`, { method: 'DELETE' })).status).toBeOneOf([
        401, 403,
      ]);
    }
    expect((await as('superAdmin', `/api/join-us/delete/${created.body._id}`, { method: 'DELETE' })).status).toBe(200);
    const again = await as('superAdmin', `/api/join-us/delete/${created.body._id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('الطلب غير موجود أو تم حذفه مسبقاً');
  });

  it('OPTIONS /api/join-us/delete/{id} answers 204 with Allow', async () => {
    const { inject } = await import('vitest');
    const res = await fetch(`${inject('cmsUrl')}/api/join-us/delete/any`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toContain('DELETE');
  });
});
