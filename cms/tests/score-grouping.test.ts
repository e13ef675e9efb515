import { describe, expect, it } from 'vitest';
import { as, expectRoles, logEntries } from './content-helpers';

const group = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  label: `مجموعة ${id}`,
  categories: ['private'],
  ...extra,
});
const grouping = (arrivals: unknown[]) => ({
  years: {
    first: [group('a')],
    second: [group('a')],
    third: [group('a')],
    fourth: [group('a')],
    fifth: [group('a', { exclude: ['SU'] })],
  },
  arrivals,
});

describe('the /scores groupings: GET (staff) and PUT (SuperAdmin) /api/score-grouping', () => {
  it('the seeded default is read by Admin and SuperAdmin only', async () => {
    await expectRoles(['admin', 'superAdmin'], (caller) => as(caller, '/api/score-grouping'));
    const res = await as('admin', '/api/score-grouping');
    expect(Object.keys(res.body.groups.years)).toEqual(['first', 'second', 'third', 'fourth', 'fifth']);
    expect(res.body.groups.years.first.map((g: { id: string }) => g.id)).toContain('private');
    expect(res.body.groups.arrivals[0].categories).toEqual(['private', 'national']);
  });

  it('only the SuperAdmin replaces it; bad groupings get the Arabic message and change nothing', async () => {
    const before = (await as('superAdmin', '/api/score-grouping')).body.groups;
    for (const caller of ['visitor', 'student', 'admin'] as const) {
      const refused = await as(caller, '/api/score-grouping', { method: 'PUT', body: { groups: before } });
      expect(caller === 'visitor' ? [401, 403] : [403]).toContain(refused.status);
    }

    const bad = await as('superAdmin', '/api/score-grouping', {
      method: 'PUT',
      body: { groups: grouping([group('x', { categories: ['public'] })]) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('اختر تصنيفًا واحدًا على الأقل من: private, national, special, international');
    const noYears = await as('superAdmin', '/api/score-grouping', {
      method: 'PUT',
      body: { groups: { arrivals: [] } },
    });
    expect(noYears.status).toBe(400);
    expect((await as('admin', '/api/score-grouping')).body.groups).toEqual(before);

    try {
      const changed = grouping([group('arrivals-test', { include: ['GUC'] })]);
      const ok = await as('superAdmin', '/api/score-grouping', { method: 'PUT', body: { groups: changed } });
      expect(ok.status).toBe(200);
      const read = await as('admin', '/api/score-grouping');
      expect(read.body.groups.arrivals).toEqual([
        { id: 'arrivals-test', label: 'مجموعة arrivals-test', categories: ['private'], include: ['GUC'] },
      ]);
      expect(read.body.groups.years.fifth[0].exclude).toEqual(['SU']);
      expect(
        (await logEntries('مجموعات جدول الحدود الدنيا')).some(
          (e) => e.action === 'edit' && e.admin_type === 'SuperAdmin',
        ),
      ).toBe(true);
    } finally {
      const restored = await as('superAdmin', '/api/score-grouping', { method: 'PUT', body: { groups: before } });
      expect(restored.status).toBe(200);
    }
  });
});
