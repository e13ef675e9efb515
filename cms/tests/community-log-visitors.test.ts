import { describe, expect, it } from 'vitest';
import { api } from './helpers';
import { as, CALLERS, expectRoles, unique } from './community-helpers';

describe('GET /api/visitors', () => {
  it('the same session counts once, a new one counts one more', async () => {
    const s1 = `v-${unique()}`;
    const first = await api(`/api/visitors?sessionId=${s1}`);
    expect(first.status).toBe(200);
    const again = await api(`/api/visitors?sessionId=${s1}`);
    expect(again.body.count).toBeGreaterThanOrEqual(first.body.count);
    // Other test files share the server: only this file's own visits are compared.
    const read = await api('/api/visitors');
    expect(read.body).toEqual({ count: expect.any(Number) });
    const s2 = `v-${unique()}`;
    const before = (await api('/api/visitors')).body.count;
    const after = (await api(`/api/visitors?sessionId=${s2}`)).body.count;
    expect(after).toBe(before + 1);
    const repeat = (await api(`/api/visitors?sessionId=${s2}`)).body.count;
    expect(repeat).toBe(after);
  });

  it('the same new session sent many times at once counts once', async () => {
    const s = `p-${unique()}`;
    const before = (await api('/api/visitors')).body.count;
    await Promise.all(Array.from({ length: 6 }, () => api(`/api/visitors?sessionId=${s}`)));
    expect((await api('/api/visitors')).body.count).toBe(before + 1);
  });

  it('a malformed session id is a 400; every caller may count', async () => {
    expect((await api(`/api/visitors?sessionId=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await api('/api/visitors?sessionId[a]=1')).status).toBe(400);
    await expectRoles(CALLERS, (c) => as(c, `/api/visitors?sessionId=r-${unique()}`));
  });
});

describe('admin log', () => {
  it('POST /api/admin-logs/create: the server names the author, whatever the body claims', async () => {
    const target = `فتح صفحة ${unique()}`;
    const res = await as('admin', '/api/admin-logs/create', {
      method: 'POST',
      body: { action: 'view', target, adminName: 'Someone Else', adminType: 'SuperAdmin', adminId: 'forged' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ action: 'view', target, adminType: 'Admin' });
    expect(res.body.adminId).not.toBe('forged');
    expect(res.body.adminName).not.toBe('Someone Else');
    expect(
      (await as('admin', '/api/admin-logs/create', { method: 'POST', body: { action: 'drop', target: 'x' } })).status,
    ).toBe(400);
    await expectRoles(['admin', 'superAdmin'], (c) =>
      as(c, '/api/admin-logs/create', { method: 'POST', body: { action: 'view', target: `t ${unique()}` } }),
    );
  });

  it('GET /api/admin-logs: paged, newest first, with filters', async () => {
    const tag = unique();
    for (const i of [1, 2, 3])
      await as('superAdmin', '/api/admin-logs/create', {
        method: 'POST',
        body: { action: 'view', target: `صفحة ${tag} ${i}` },
      });
    const res = await as('superAdmin', `/api/admin-logs?page=1&limit=2&target=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(res.body.data.map((e: { target: string }) => e.target)).toEqual([`صفحة ${tag} 3`, `صفحة ${tag} 2`]);
    const page2 = await as('superAdmin', `/api/admin-logs?page=2&limit=2&target=${tag}`);
    expect(page2.body.data.map((e: { target: string }) => e.target)).toEqual([`صفحة ${tag} 1`]);
    const typed = await as(
      'superAdmin',
      `/api/admin-logs?target=${tag}&action=view&adminType=SuperAdmin&from=2000-01-01&to=2999-12-31`,
    );
    expect(typed.body.pagination.total).toBe(3);
    expect((await as('superAdmin', `/api/admin-logs?target=${tag}&action=delete`)).body.pagination.total).toBe(0);
    expect((await as('superAdmin', '/api/admin-logs?limit=1000')).status).toBe(400);
    expect((await as('superAdmin', '/api/admin-logs?from=soon')).status).toBe(400);
    await expectRoles(['superAdmin'], (c) => as(c, '/api/admin-logs'));
  });

  it('a staff mutation elsewhere in this area is logged by the server (edit, with before and after)', async () => {
    const ad = await as('superAdmin', '/api/ads', {
      method: 'POST',
      body: {
        title: `سجل ${unique()}`,
        image_path: '/a.png',
        ctalink: 'https://x.eg',
        ctaText: 'x',
        startDate: '2020-01-01',
        endDate: '2020-02-01',
      },
    });
    await as('superAdmin', `/api/ads/${ad.body._id}`, { method: 'PUT', body: { priority: 3 } });
    const res = await as('superAdmin', `/api/admin-logs?target=${encodeURIComponent(ad.body.title)}&action=edit`);
    expect(res.body.data[0]).toMatchObject({
      action: 'edit',
      adminType: 'SuperAdmin',
      target: `إعلان: ${ad.body.title}`,
    });
    expect(res.body.data[0].beforeEdit.priority).toBe(1);
    expect(res.body.data[0].afterEdit.priority).toBe(3);
  });

  it('DELETE /api/admin-logs?before= clears older entries only (SuperAdmin) and leaves a trace', async () => {
    for (const c of ['visitor', 'student', 'admin'] as const)
      expect((await as(c, '/api/admin-logs?before=2000-01-01', { method: 'DELETE' })).status).toBeOneOf([401, 403]);
    // Entries take the server's time (a client timestamp is ignored): the cut falls between two entries.
    const old = await as('admin', '/api/admin-logs/create', {
      method: 'POST',
      body: { action: 'view', target: `قديم ${unique()}` },
    });
    const cut = new Date(Date.parse(old.body.timestamp) + 1).toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const fresh = await as('admin', '/api/admin-logs/create', {
      method: 'POST',
      body: { action: 'view', target: `جديد ${unique()}` },
    });
    const res = await as('superAdmin', `/api/admin-logs?before=${cut}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBeGreaterThanOrEqual(1);
    expect(
      (await as('superAdmin', `/api/admin-logs?target=${encodeURIComponent(old.body.target)}`)).body.pagination.total,
    ).toBe(0);
    expect(
      (await as('superAdmin', `/api/admin-logs?target=${encodeURIComponent(fresh.body.target)}`)).body.pagination.total,
    ).toBe(1);
    expect((await as('superAdmin', '/api/admin-logs?target=سجل العمليات: حذف')).body.data[0]).toMatchObject({
      action: 'delete',
      adminType: 'SuperAdmin',
    });
    expect((await as('superAdmin', '/api/admin-logs?before=someday', { method: 'DELETE' })).status).toBe(400);
  });
});
