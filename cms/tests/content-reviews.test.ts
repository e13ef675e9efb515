import { describe, expect, it } from 'vitest';
import { as, expectRoles, logEntries, unique } from './content-helpers';

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  affiliation: 'ولي امر',
  logo_name: 'Mona Ali!',
  rating: 4,
  review: ' رأي مفيد ',
  ...extra,
});

async function add(name: string, extra: Record<string, unknown> = {}) {
  const res = await as('superAdmin', '/api/reviews/add', { method: 'POST', body: body(name, extra) });
  expect(res.status).toBe(201);
  return res.body;
}

describe('reviews: GET /api/reviews, POST /add, PUT and DELETE /:id', () => {
  it('adds a pending review with the documented shape and the logo path from the logo name (201)', async () => {
    const name = unique('R');
    expect(await add(name)).toEqual({
      _id: expect.any(String),
      name,
      affiliation: 'ولي امر',
      logo_name: 'mona-ali',
      logo_url: '/images/users/mona-ali.png',
      rating: 4,
      review: 'رأي مفيد',
      status: 'pending',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("takes the logo name from the form's logo_url and defaults the rating to 5", async () => {
    const res = await as('superAdmin', '/api/reviews/add', {
      method: 'POST',
      body: { name: unique('RL'), affiliation: 'طالب', logo_url: '/images/users/temp.png', review: 'x' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ logo_url: '/images/users/temp.png', rating: 5 });
  });

  it('visitors, users and Admins see approved reviews only; the SuperAdmin sees all', async () => {
    const [approved, pending, rejected] = [unique('RA'), unique('RP'), unique('RJ')];
    await add(approved, { status: 'approved' });
    await add(pending);
    await add(rejected, { status: 'rejected' });
    for (const caller of ['visitor', 'student', 'admin'] as const) {
      const res = await as(caller, '/api/reviews');
      expect(res.status).toBe(200);
      expect(res.body.every((r: { status: string }) => r.status === 'approved')).toBe(true);
      expect(res.body.map((r: { name: string }) => r.name)).toContain(approved);
      expect((await as(caller, '/api/reviews?filters[status][$eq]=pending')).body).toEqual([]);
    }
    const all = await as('superAdmin', '/api/reviews');
    expect(all.body.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining([approved, pending, rejected]),
    );
  });

  it('PUT may carry only the status (approve / reject)', async () => {
    const created = await add(unique('RS'));
    const res = await as('superAdmin', `/api/reviews/${created._id}`, { method: 'PUT', body: { status: 'approved' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: created._id, status: 'approved', review: 'رأي مفيد', rating: 4 });
    expect((await as('visitor', '/api/reviews')).body.map((r: { _id: string }) => r._id)).toContain(created._id);
    const logged = await logEntries(created.name);
    expect(logged.map((e) => e.action).sort()).toEqual(['add', 'edit']);
  });

  it('answers 400 for missing fields, a bad rating, affiliation or status; 404 for an unknown id', async () => {
    const missing = await as('superAdmin', '/api/reviews/add', { method: 'POST', body: { name: 'x', rating: 3 } });
    expect(missing.status).toBe(400);
    expect(missing.body.missingFields).toEqual(['affiliation', 'logo_name', 'review']);
    for (const [patch, message] of [
      [{ rating: 6 }, 'التقييم يجب أن يكون رقمًا من 1 إلى 5'],
      [{ affiliation: 'parent' }, 'قيمة غير صالحة لـ الصفة'],
      [{ logo_name: 'منى' }, 'اسم الصورة يجب أن يحتوي على حروف إنجليزية أو أرقام'],
    ] as const) {
      const res = await as('superAdmin', '/api/reviews/add', { method: 'POST', body: body(unique('RB'), patch) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const created = await add(unique('RC'));
    const status = await as('superAdmin', `/api/reviews/${created._id}`, { method: 'PUT', body: { status: 'hidden' } });
    expect(status.status).toBe(400);
    const unknown = await as('superAdmin', '/api/reviews/nosuchdocument0000000000', {
      method: 'PUT',
      body: { status: 'approved' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('الرأي غير موجود');
  });

  it('roles: everyone reads; only the SuperAdmin adds, edits and deletes', async () => {
    await expectRoles(['visitor', 'student', 'admin', 'superAdmin'], (c) => as(c, '/api/reviews'));
    await expectRoles(['superAdmin'], (c) => as(c, '/api/reviews/add', { method: 'POST', body: body(unique('RR')) }));
    const created = await add(unique('RU'));
    await expectRoles(['superAdmin'], (c) =>
      as(c, `/api/reviews/${created._id}`, { method: 'PUT', body: { status: 'rejected' } }),
    );
    await expectRoles(['superAdmin'], (c) => as(c, `/api/reviews/${created._id}`, { method: 'DELETE' }));
    expect((await as('superAdmin', `/api/reviews/${created._id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
