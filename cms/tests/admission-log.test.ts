import { describe, expect, it } from 'vitest';
import { as, logEntries, unique } from './content-helpers';

const STATUS_FIELDS = [
  'transfer_status',
  'wafdeen_status',
  ...['thanwyaa', 'azhar', 'Arabenglish'].flatMap((t) =>
    ['first', 'second', 'third', 'fourth', 'fifth'].map((y) => `${t}_${y}Year_status`),
  ),
];

describe('status and deadline changes in the activity log', () => {
  it("name the university they belong to ('حالة التقديم: {name}'), once per record, in the actor's name", async () => {
    const code = unique('LOG')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 20);
    const name = `جامعة سجل الحالة ${code}`;
    const created = await as('admin', '/api/private/links/add', {
      method: 'POST',
      body: {
        university_code: code,
        university_Arabic_Name: name,
        type: 'Private',
        Uni_Bio: 'نبذة',
        location: '#',
        first_year: '2025',
        second_year: '2024',
        third_year: '2023',
        fourth_year: '2022',
        fifth_year: '2021',
        website: '#',
        phone: '1',
        email: 'log@test.local',
        facebook: '#',
        instagram: '#',
        youtube: '#',
        linkedin: '#',
      },
    });
    expect(created.status).toBe(201);
    try {
      const status = Object.fromEntries(STATUS_FIELDS.map((f) => [f, 'انتهي']));
      expect(
        (await as('admin', '/api/private/admission/add', { method: 'POST', body: { university: code, ...status } }))
          .status,
      ).toBe(201);
      expect(
        (
          await as('admin', '/api/private/deadline/add', {
            method: 'POST',
            body: { university: code, wafdeen_deadline: '1/8/2026' },
          })
        ).status,
      ).toBe(201);
      expect(
        (await as('admin', `/api/private/admission/${code}`, { method: 'PUT', body: { transfer_status: 'لم يبداء' } }))
          .status,
      ).toBe(200);
      expect((await as('superAdmin', `/api/private/deadline/${code}`, { method: 'DELETE' })).status).toBe(200);

      const entries = (await logEntries(name)).map((e) => `${e.admin_type}|${e.action}|${e.target}`);
      expect(entries.filter((e) => !e.includes('جامعة: '))).toEqual(
        expect.arrayContaining([
          `Admin|add|حالة التقديم: ${name}`,
          `Admin|add|موعد التقديم: ${name}`,
          `Admin|edit|حالة التقديم: ${name}`,
          `SuperAdmin|delete|موعد التقديم: ${name}`,
        ]),
      );
      expect(entries.filter((e) => e === `Admin|add|حالة التقديم: ${name}`)).toHaveLength(1);
    } finally {
      await as('superAdmin', `/api/private/${code}`, { method: 'DELETE' });
    }
  });
});
