import { describe, expect, it } from 'vitest';
import { as, expectRoles, logEntries, unique } from './content-helpers';

const newsBody = (short: string, deadline = '2025-08-01') => ({
  title: `  خبر ${short}  `,
  Short_name: short,
  deadline,
  link: ' https://example.eg/n ',
  details: ' تفاصيل الخبر ',
});

describe('news: GET /api/news, POST /api/news/add, PUT and DELETE /api/news/:id', () => {
  it('adds a trimmed record with the documented shape and the derived logo path (201)', async () => {
    const short = unique('N');
    const res = await as('admin', '/api/news/add', { method: 'POST', body: newsBody(short) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      title: `خبر ${short}`,
      Short_name: short,
      logo_url: `/images/Logos/NEWS/${short}.png`,
      deadline: '2025-08-01',
      link: 'https://example.eg/n',
      details: 'تفاصيل الخبر',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('lists an array sorted by deadline, newest first, for visitors', async () => {
    const [a, b] = [unique('NA'), unique('NB')];
    await as('admin', '/api/news/add', { method: 'POST', body: newsBody(a, '2031-01-01') });
    await as('admin', '/api/news/add', { method: 'POST', body: newsBody(b, '2031-06-01') });
    const res = await as('visitor', '/api/news');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const deadlines = res.body.map((n: { deadline: string }) => n.deadline);
    expect([...deadlines].sort().reverse()).toEqual(deadlines);
    const shorts = res.body.map((n: { Short_name: string }) => n.Short_name);
    expect(shorts.indexOf(b)).toBeLessThan(shorts.indexOf(a));
    expect(res.body[0]).not.toHaveProperty('documentId');
    expect(res.body[0]).not.toHaveProperty('logo');
  });

  it('accepts Strapi list parameters, and answers 400 for an unknown field', async () => {
    const short = unique('NF');
    await as('admin', '/api/news/add', { method: 'POST', body: newsBody(short) });
    const res = await as('visitor', `/api/news?filters[Short_name][$eq]=${short}`);
    expect(res.status).toBe(200);
    expect(res.body.map((n: { Short_name: string }) => n.Short_name)).toEqual([short]);
    expect((await as('visitor', '/api/news?filters[nope][$eq]=1')).status).toBe(400);
  });

  it('answers 400 with the missing fields and a clear Arabic message', async () => {
    const res = await as('admin', '/api/news/add', {
      method: 'POST',
      body: { title: ' ', link: 'https://example.eg' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('يرجى ملء جميع الحقول المطلوبة: العنوان، الاسم المختصر، التاريخ، التفاصيل');
    expect(res.body.missingFields).toEqual(['title', 'Short_name', 'deadline', 'details']);
    const bad = await as('admin', '/api/news/add', { method: 'POST', body: newsBody(unique('NX'), '2025-02-30') });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: ['deadline'] });
  });

  it('answers 409 for a second record with the same short name (any case), on add and on update', async () => {
    const [a, b] = [unique('ND'), unique('NE')];
    await as('admin', '/api/news/add', { method: 'POST', body: newsBody(a) });
    const dup = await as('admin', '/api/news/add', { method: 'POST', body: newsBody(a.toLowerCase()) });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('يوجد خبر آخر بنفس الاسم المختصر');
    const other = await as('admin', '/api/news/add', { method: 'POST', body: newsBody(b) });
    const clash = await as('admin', `/api/news/${other.body._id}`, { method: 'PUT', body: { Short_name: a } });
    expect(clash.status).toBe(409);
    const same = await as('admin', `/api/news/${other.body._id}`, {
      method: 'PUT',
      body: { Short_name: b, title: 'عنوان جديد' },
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({
      _id: other.body._id,
      Short_name: b,
      title: 'عنوان جديد',
      details: 'تفاصيل الخبر',
    });
  });

  it('answers 404 in Arabic for an unknown id', async () => {
    const put = await as('admin', '/api/news/nosuchdocument0000000000', { method: 'PUT', body: { title: 'x' } });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('الخبر غير موجود');
    expect((await as('superAdmin', '/api/news/nosuchdocument0000000000', { method: 'DELETE' })).status).toBe(404);
  });

  it('roles: visitors read; Admin+ add and edit; only the SuperAdmin deletes (Admin gets the Arabic refusal)', async () => {
    await expectRoles(['visitor', 'student', 'admin', 'superAdmin'], (c) => as(c, '/api/news'));
    await expectRoles(['admin', 'superAdmin'], (c) =>
      as(c, '/api/news/add', { method: 'POST', body: newsBody(unique(`NR${c.length}`)) }),
    );
    const { body } = await as('admin', '/api/news/add', { method: 'POST', body: newsBody(unique('NU')) });
    await expectRoles(['admin', 'superAdmin'], (c) =>
      as(c, `/api/news/${body._id}`, { method: 'PUT', body: { details: c } }),
    );
    const refused = await as('admin', `/api/news/${body._id}`, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('فقط السوبر أدمن يمكنه حذف الأخبار');
    await expectRoles(['superAdmin'], (c) => as(c, `/api/news/${body._id}`, { method: 'DELETE' }));
    expect((await as('visitor', '/api/news')).body.find((n: { _id: string }) => n._id === body._id)).toBeUndefined();
  });

  it('every staff mutation is written to the activity log by the server', async () => {
    const short = unique('NL');
    const { body } = await as('admin', '/api/news/add', { method: 'POST', body: newsBody(short) });
    await as('admin', `/api/news/${body._id}`, { method: 'PUT', body: { details: 'بعد' } });
    await as('superAdmin', `/api/news/${body._id}`, { method: 'DELETE' });
    const entries = await logEntries(`خبر ${short}`);
    expect(entries.map((e) => [e.action, e.admin_type]).sort()).toEqual([
      ['add', 'Admin'],
      ['delete', 'SuperAdmin'],
      ['edit', 'Admin'],
    ]);
    expect(entries[0].target).toBe(`خبر: خبر ${short}`);
  });
});
