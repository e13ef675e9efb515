import { describe, expect, it } from 'vitest';
import { as, expectRoles, unique } from './content-helpers';

const body = (short: string) => ({
  name: `منحة ${short}`,
  Short_name: short,
  type: 'partial',
  deadline: '2025-09-30',
  link: 'https://example.eg/s',
  status: 'active',
});

describe('scholarships: GET /api/scholarships, POST /add, PUT and DELETE /:id', () => {
  it('adds a record with the documented shape, a numeric id and the derived logo path (201)', async () => {
    const short = unique('S');
    const res = await as('admin', '/api/scholarships/add', {
      method: 'POST',
      body: { ...body(short), details: ' تفاصيل ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      id: expect.any(Number),
      name: `منحة ${short}`,
      Short_name: short,
      logo_url: `/images/Logos/Scholarships/${short}.png`,
      type: 'partial',
      deadline: '2025-09-30',
      link: 'https://example.eg/s',
      status: 'active',
      details: 'تفاصيل',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('lists an array sorted by id, newest first', async () => {
    await as('admin', '/api/scholarships/add', { method: 'POST', body: body(unique('SA')) });
    const res = await as('visitor', '/api/scholarships');
    expect(res.status).toBe(200);
    const ids = res.body.map((s: { id: number }) => s.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('answers 400 for a missing field and for an unknown type or status', async () => {
    const missing = await as('admin', '/api/scholarships/add', {
      method: 'POST',
      body: { ...body(unique('SB')), link: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.missingFields).toEqual(['link']);
    const type = await as('admin', '/api/scholarships/add', {
      method: 'POST',
      body: { ...body(unique('SC')), type: 'half' },
    });
    expect(type.status).toBe(400);
    expect(type.body.message).toBe('قيمة غير صالحة لـ نوع المنحة');
    const { body: created } = await as('admin', '/api/scholarships/add', { method: 'POST', body: body(unique('SD')) });
    const status = await as('admin', `/api/scholarships/${created._id}`, { method: 'PUT', body: { status: 'open' } });
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('قيمة غير صالحة لـ حالة المنحة');
  });

  it('answers 409 for a duplicate short name and 404 for an unknown id', async () => {
    const short = unique('SE');
    await as('admin', '/api/scholarships/add', { method: 'POST', body: body(short) });
    const dup = await as('admin', '/api/scholarships/add', { method: 'POST', body: body(short) });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('توجد منحة أخرى بنفس الاسم المختصر');
    const missing = await as('admin', '/api/scholarships/nosuchdocument0000000000', {
      method: 'PUT',
      body: { status: 'expired' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('المنحة غير موجودة');
  });

  it('roles: visitors read; Admin+ add and edit; only the SuperAdmin deletes', async () => {
    await expectRoles(['visitor', 'student', 'admin', 'superAdmin'], (c) => as(c, '/api/scholarships'));
    await expectRoles(['admin', 'superAdmin'], (c) =>
      as(c, '/api/scholarships/add', { method: 'POST', body: body(unique('SR')) }),
    );
    const { body: created } = await as('admin', '/api/scholarships/add', { method: 'POST', body: body(unique('SU')) });
    await expectRoles(['admin', 'superAdmin'], (c) =>
      as(c, `/api/scholarships/${created._id}`, { method: 'PUT', body: { status: 'expired' } }),
    );
    const refused = await as('admin', `/api/scholarships/${created._id}`, { method: 'DELETE' });
    expect(refused.body.message).toBe('فقط السوبر أدمن يمكنه حذف المنح');
    await expectRoles(['superAdmin'], (c) => as(c, `/api/scholarships/${created._id}`, { method: 'DELETE' }));
  });
});
