import { describe, expect, it } from 'vitest';
import { admissionFields } from '@dalil/domain/rules';
import { as } from './helpers';

const newUniversity = (code: string, extra: Record<string, unknown> = {}) => ({
  university_code: code,
  university_Arabic_Name: 'جامعة تجريبية',
  type: 'Private',
  Uni_Bio: 'نبذة',
  location: '#',
  first_year: '2025',
  second_year: '2024',
  third_year: '2023',
  fourth_year: '2022',
  fifth_year: '2021',
  website: '#',
  phone: '0',
  email: 'x@example.org',
  facebook: '#',
  instagram: '#',
  youtube: '#',
  linkedin: '#',
  ...extra,
});

describe('unique keys', () => {
  it('a university code is used once, in any letter case and any category', async () => {
    for (const [category, code] of [
      ['private', 'GUC'],
      ['private', 'guc'],
      ['national', 'GUC'],
    ] as const) {
      const res = await as('superAdmin', `/api/${category}/links/add`, {
        method: 'POST',
        body: newUniversity(code, category === 'national' ? { type: 'National' } : {}),
      });
      expect(res.status, `${category}/${code}`).toBe(409);
      expect(res.body.message).toBe('رمز الجامعة مستخدم بالفعل لجامعة أخرى');
    }
  });

  it('renaming a code onto another university is refused', async () => {
    const res = await as('superAdmin', '/api/private/links/BUE', { method: 'PUT', body: { university_code: 'GUC' } });
    expect(res.status).toBe(409);
  });

  it('a university has one status record', async () => {
    const statuses = (await as('visitor', '/api/private/admission')).body;
    const all = Object.fromEntries(admissionFields('status').map((f) => [f, 'انتهي']));
    const res = await as('superAdmin', '/api/private/admission/add', {
      method: 'POST',
      body: { university: statuses[0].university, ...all },
    });
    expect(res.status).toBe(409);
  });
});

describe('closed lists and rules', () => {
  it('a section code must belong to the university category', async () => {
    const res = await as('superAdmin', '/api/private/links/add', {
      method: 'POST',
      body: newUniversity('MISMATCH1', { type: 'TKH' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('نوع الجامعة (القسم) لا يتبع هذا التصنيف');
  });

  it('an unknown faculty short code is refused', async () => {
    const res = await as('superAdmin', '/api/private/faculty/add', {
      method: 'POST',
      body: { university: 'GUC', faculty: 'كلية', faculty_short: 'XYZ', section: 'all', normal_or_Dual: 'normal' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('رمز الكلية غير معروف');
  });

  it('bad input never becomes a 500 or a stack trace', async () => {
    for (const body of [
      { university_code: 'has space', category: 'nowhere' },
      'not json',
      [1, 2, 3],
      { index: 'abc' },
    ]) {
      const res = await as('superAdmin', '/api/private/links/add', { method: 'POST', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(/);
    }
    const bad = await as('visitor', '/api/private/links?filters[nope][$eq]=1');
    expect(bad.status).toBe(400);
    const sort = await as('visitor', '/api/private/faculty?sort=password:asc');
    expect(sort.status).toBe(400);
  });
});
