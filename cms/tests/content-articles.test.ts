import { describe, expect, it } from 'vitest';
import { as, expectRoles, unique } from './content-helpers';

const body = (short: string, status = 'published') => ({
  title: ` مقال ${short} `,
  Short_name: short,
  category: 'student_tips',
  tag: 'نصائح, قبول',
  status,
  details: ' محتوى المقال ',
});

async function add(short: string, status = 'published') {
  const res = await as('admin', '/api/articles/add', { method: 'POST', body: body(short, status) });
  expect(res.status).toBe(201);
  return res.body;
}

const shortsOf = (list: { Short_name: string }[]) => list.map((a) => a.Short_name);

describe('articles: GET /api/articles, GET /api/articles/:shortName, POST /add, PUT /update/:id, DELETE /delete/:id', () => {
  it('adds a trimmed record with the documented shape (201)', async () => {
    const short = unique('A');
    expect(await add(short)).toEqual({
      _id: expect.any(String),
      title: `مقال ${short}`,
      Short_name: short,
      logo_url: `/images/Logos/Articles/${short}.png`,
      category: 'student_tips',
      tag: 'نصائح, قبول',
      status: 'published',
      details: 'محتوى المقال',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('visitors and users see published articles only; staff see drafts and archived ones too', async () => {
    const [pub, draft, archived] = [unique('AP'), unique('AD'), unique('AA')];
    await add(pub);
    await add(draft, 'draft');
    await add(archived, 'archived');
    for (const caller of ['visitor', 'student'] as const) {
      const res = await as(caller, '/api/articles');
      expect(res.status).toBe(200);
      expect(res.body.every((a: { status: string }) => a.status === 'published')).toBe(true);
      expect(shortsOf(res.body)).toContain(pub);
      // Even when asking for them explicitly.
      const asked = await as(caller, '/api/articles?filters[status][$in][0]=draft&filters[status][$in][1]=archived');
      expect(asked.body).toEqual([]);
    }
    for (const caller of ['admin', 'superAdmin'] as const) {
      const res = await as(caller, '/api/articles');
      expect(shortsOf(res.body)).toEqual(expect.arrayContaining([pub, draft, archived]));
      const drafts = await as(caller, '/api/articles?filters[status][$eq]=draft');
      expect(drafts.body.every((a: { status: string }) => a.status === 'draft')).toBe(true);
      expect(shortsOf(drafts.body)).toContain(draft);
    }
  });

  it('the article page reads one article by short name (or _id); a draft is a 404 for non-staff', async () => {
    const [pub, draft] = [unique('AO'), unique('AQ')];
    const created = await add(pub);
    await add(draft, 'draft');
    const one = await as('visitor', `/api/articles/${pub}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: created._id, Short_name: pub });
    expect((await as('student', `/api/articles/${created._id}`)).body.Short_name).toBe(pub);
    const hidden = await as('student', `/api/articles/${draft}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('لم يتم العثور على المقال المطلوب.');
    expect((await as('admin', `/api/articles/${draft}`)).status).toBe(200);
    expect((await as('visitor', '/api/articles/no-such-article')).status).toBe(404);
  });

  it('answers 400 for missing or invalid fields', async () => {
    const missing = await as('admin', '/api/articles/add', {
      method: 'POST',
      body: { ...body(unique('AB')), details: '  ' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('يرجى ملء جميع الحقول المطلوبة: محتوى المقال');
    const category = await as('admin', '/api/articles/add', {
      method: 'POST',
      body: { ...body(unique('AC')), category: 'gossip' },
    });
    expect(category.status).toBe(400);
    expect(category.body.message).toBe('قيمة غير صالحة لـ التصنيف');
    const short = await as('admin', '/api/articles/add', { method: 'POST', body: body('مقال عربي') });
    expect(short.status).toBe(400);
  });

  it('updates through PUT /update/:id; 409 on a taken short name; 404 on an unknown id', async () => {
    const [a, b] = [unique('AE'), unique('AF')];
    await add(a);
    const other = await add(b, 'draft');
    const ok = await as('admin', `/api/articles/update/${other._id}`, {
      method: 'PUT',
      body: { status: 'published', tag: ['x', 'y'] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'published', tag: 'x, y', Short_name: b });
    const dup = await as('admin', `/api/articles/update/${other._id}`, { method: 'PUT', body: { Short_name: a } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('يوجد مقال آخر بنفس الاسم المختصر');
    const missing = await as('admin', '/api/articles/update/nosuchdocument0000000000', {
      method: 'PUT',
      body: { title: 'x' },
    });
    expect(missing.status).toBe(404);
  });

  it("roles: visitors read; Admin+ add and update; only the SuperAdmin deletes, with the spec's refusal", async () => {
    await expectRoles(['visitor', 'student', 'admin', 'superAdmin'], (c) => as(c, '/api/articles'));
    await expectRoles(['admin', 'superAdmin'], (c) =>
      as(c, '/api/articles/add', { method: 'POST', body: body(unique('AR')) }),
    );
    const created = await add(unique('AU'));
    await expectRoles(['admin', 'superAdmin'], (c) =>
      as(c, `/api/articles/update/${created._id}`, { method: 'PUT', body: { details: c } }),
    );
    const refused = await as('admin', `/api/articles/delete/${created._id}`, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('فقط السوبر أدمن يمكنه حذف المقالات');
    await expectRoles(['superAdmin'], (c) => as(c, `/api/articles/delete/${created._id}`, { method: 'DELETE' }));
    expect((await as('superAdmin', `/api/articles/delete/${created._id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
