import { describe, expect, it } from 'vitest';
import { as } from './helpers';

describe('unique keys', () => {
  it.each([
    ['/api/universities', { university_code: 'GUC', university_Arabic_Name: 'نسخة', category: 'private', type: 'Private' }],
    ['/api/master-faculties', { faculty_code: 'MED', faculty_name: 'نسخة' }],
    ['/api/news-items', { title: 'نسخة', Short_name: null as unknown as string, deadline: '2026-01-01', link: 'https://example.org', details: 'x' }],
  ])('%s refuses a second record with the same key', async (path, data) => {
    if (path === '/api/news-items') {
      const first = await as('superAdmin', '/api/news-items?pagination[pageSize]=1');
      data = { ...data, Short_name: first.body.data[0].Short_name };
    }
    const res = await as('superAdmin', path, { method: 'POST', body: { data } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/unique/i);
  });

  it('article and scholarship short names are unique too', async () => {
    const article = (await as('superAdmin', '/api/articles?pagination[pageSize]=1')).body.data[0];
    const res = await as('superAdmin', '/api/articles', {
      method: 'POST', body: { data: { title: 'نسخة', Short_name: article.Short_name, category: 'courses', status: 'draft', details: 'x' } },
    });
    expect(res.status).toBe(400);
    const scholarship = (await as('superAdmin', '/api/scholarships?pagination[pageSize]=1')).body.data[0];
    const res2 = await as('superAdmin', '/api/scholarships', {
      method: 'POST', body: { data: { name: 'نسخة', Short_name: scholarship.Short_name, type: 'full', deadline: '2026-01-01', link: 'https://example.org', status: 'active' } },
    });
    expect(res2.status).toBe(400);
  });
});

describe('closed lists and rules', () => {
  it('a section code must belong to the university category', async () => {
    const res = await as('superAdmin', '/api/universities', {
      method: 'POST', body: { data: { university_code: 'MISMATCH1', university_Arabic_Name: 'جامعة', category: 'private', type: 'TKH' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('لا يتبع فئة الجامعة');
  });

  it('an unknown faculty short code is refused', async () => {
    const res = await as('superAdmin', '/api/faculty-offerings', {
      method: 'POST', body: { data: { faculty: 'كلية', faculty_short: 'XYZ', section: 'all', normal_or_Dual: 'normal' } },
    });
    expect(res.status).toBe(400);
  });

  it('bad input never becomes a 500', async () => {
    const res = await as('superAdmin', '/api/universities', { method: 'POST', body: { data: { university_code: 'has space', category: 'nowhere' } } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(/); // no stack trace
  });
});
