/**
 * Stored XSS through link fields (issue 10, finding 2): a `javascript:` (or other unsafe) link is
 * refused with 400 and the Arabic message on every route that writes one — the documented API,
 * the Strapi panel's content-manager API — and nothing is stored.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LINK_MESSAGE } from '@dalil/domain/rules';
import { GUIDE_MESSAGES } from '@dalil/domain/validation';
import { api, as } from './helpers';

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const BAD = [
  'javascript:alert(document.domain)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
];

const ad = (patch: Record<string, unknown> = {}) => ({
  title: `إعلان روابط ${stamp}`,
  description: 'وصف',
  features: 'أ',
  image_path: '/images/ads/a.png',
  ctalink: 'https://example.com',
  ctaText: 'اعرف أكثر',
  startDate: iso(-1),
  endDate: iso(1),
  priority: 0,
  targetAudience: 'all',
  ...patch,
});
const university = (c: string, patch: Record<string, unknown> = {}) => ({
  university_code: c,
  university_Arabic_Name: `جامعة الروابط ${c}`,
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

/** The refusal every route must give: 400 with the link message. */
function expectRefused(res: { status: number; body: any }, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
  expect(JSON.stringify(res.body)).toContain(LINK_MESSAGE);
}

describe('the documented API refuses unsafe links (SuperAdmin)', () => {
  it.each(BAD)('an ad with ctalink %j: POST and PUT are 400, nothing stored', async (link) => {
    const before = (await as('superAdmin', '/api/ads?pagination[pageSize]=1000')).body.length;
    expectRefused(await as('superAdmin', '/api/ads', { method: 'POST', body: ad({ ctalink: link }) }), 'POST /api/ads');
    expectRefused(
      await as('superAdmin', '/api/ads', { method: 'POST', body: ad({ image_path: link }) }),
      'POST /api/ads image_path',
    );
    expect((await as('superAdmin', '/api/ads?pagination[pageSize]=1000')).body.length).toBe(before);

    const created = await as('superAdmin', '/api/ads', { method: 'POST', body: ad() });
    expect(created.status).toBe(201);
    expectRefused(
      await as('superAdmin', `/api/ads/${created.body._id}`, { method: 'PUT', body: { ctalink: link } }),
      'PUT /api/ads',
    );
    expect((await as('superAdmin', `/api/ads/${created.body._id}`)).body.ctalink).toBe('https://example.com');
  });

  it('a site path and an https link are still accepted for an ad', async () => {
    const res = await as('superAdmin', '/api/ads', { method: 'POST', body: ad({ ctalink: '/assistant' }) });
    expect(res.status).toBe(201);
    expect(res.body.ctalink).toBe('/assistant');
  });

  it.each([
    ['news', '/api/news/add', '/api/news', { title: 'خبر', deadline: '2025-08-01', details: 'تفاصيل' }],
    [
      'scholarships',
      '/api/scholarships/add',
      '/api/scholarships',
      { name: 'منحة', type: 'partial', deadline: '2025-09-30', status: 'active' },
    ],
  ])('%s: a javascript: link is 400 on add and on update, nothing stored', async (_name, add, base, fields) => {
    const short = `L${stamp}${_name.length}`;
    const bad = await as('superAdmin', add, {
      method: 'POST',
      body: { ...fields, Short_name: short, link: 'javascript:alert(1)' },
    });
    expectRefused(bad, `POST ${add}`);
    expect((await as('superAdmin', `${base}?filters[Short_name][$eq]=${short}`)).body).toEqual([]);
    const ok = await as('superAdmin', add, {
      method: 'POST',
      body: { ...fields, Short_name: short, link: 'https://example.eg/x' },
    });
    expect(ok.status).toBe(201);
    expectRefused(
      await as('superAdmin', `${base}/${ok.body._id}`, { method: 'PUT', body: { link: 'JAVASCRIPT:alert(1)' } }),
      `PUT ${base}`,
    );
    const stored = (await as('superAdmin', `${base}?filters[Short_name][$eq]=${short}`)).body;
    expect(stored.map((r: { link: string }) => r.link)).toEqual(['https://example.eg/x']);
  });

  it.each([
    'website',
    'location',
    'facebook',
    'instagram',
    'youtube',
    'linkedin',
    'Egyptian_Admission_link',
    'Egyptian_Transfer_link',
    'dorms_link',
    'transportation_link',
    'scholarship_link',
    'international_programs',
  ])('a university whose %s is javascript: is refused on add and on edit', async (field) => {
    const c = `LNK${stamp}${field.length}${field.slice(0, 3)}`.replace(/[^A-Za-z0-9]/g, '');
    expectRefused(
      await as('superAdmin', '/api/private/links/add', {
        method: 'POST',
        body: university(c, { [field]: 'javascript:alert(1)' }),
      }),
      `add ${field}`,
    );
    expect((await api(`/api/private/links/${c}`)).status).toBe(404);
    expect((await as('superAdmin', '/api/private/links/add', { method: 'POST', body: university(c) })).status).toBe(
      201,
    );
    expectRefused(
      await as('superAdmin', `/api/private/links/${c}`, { method: 'PUT', body: { [field]: ' javascript:alert(1)' } }),
      `edit ${field}`,
    );
    expect((await api(`/api/private/links/${c}`)).body[field]).not.toMatch(/javascript/i);
  });

  it("a university keeps the '#' placeholder and https links", async () => {
    const c = `LNKOK${stamp}`.replace(/[^A-Za-z0-9]/g, '');
    const res = await as('superAdmin', '/api/private/links/add', {
      method: 'POST',
      body: university(c, { website: 'https://uni.example', facebook: '#' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ website: 'https://uni.example', facebook: '#' });
  });
});

describe("the Strapi panel's content-manager API refuses unsafe links", () => {
  let token: string;
  const panel = async (path: string, method: string, body?: unknown) => {
    const res = await fetch(`${inject('cmsUrl')}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  beforeAll(async () => {
    const res = await fetch(`${inject('cmsUrl')}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@dalil.local', password: 'Dalil-Editor-2026' }),
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    token = body.data.token;
  });

  it('creating an ad with a javascript: ctalink is 400 with the message; nothing stored', async () => {
    const title = `إعلان لوحة ${stamp}`;
    const res = await panel(
      '/content-manager/collection-types/api::ad.ad',
      'POST',
      ad({ title, ctalink: 'javascript:alert(1)', features: ['أ'] }),
    );
    expectRefused(res, 'content-manager create');
    const found = await panel(
      `/content-manager/collection-types/api::ad.ad?filters[title][$eq]=${encodeURIComponent(title)}`,
      'GET',
    );
    expect(found.status).toBe(200);
    expect(found.body.results).toEqual([]);
  });

  it('editing a university link to javascript: in the panel is 400; the stored link is unchanged', async () => {
    const c = `LNKCM${stamp}`.replace(/[^A-Za-z0-9]/g, '');
    const created = await as('superAdmin', '/api/private/links/add', { method: 'POST', body: university(c) });
    expect(created.status).toBe(201);
    const res = await panel(`/content-manager/collection-types/api::university.university/${created.body._id}`, 'PUT', {
      website: 'javascript:alert(1)',
    });
    expectRefused(res, 'content-manager update');
    expect((await api(`/api/private/links/${c}`)).body.website).toBe('https://example.org');
  });

  it('the panel cannot give a university a section of another category either (src/lib/subtype-guard.ts)', async () => {
    const c = `SUBG${stamp}`.replace(/[^A-Za-z0-9]/g, '');
    const created = await as('superAdmin', '/api/private/links/add', { method: 'POST', body: university(c) });
    expect(created.status).toBe(201);
    const res = await panel(`/content-manager/collection-types/api::university.university/${created.body._id}`, 'PUT', {
      type: 'TKH',
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    // The panel's domain guard answers first, with the rule's one text (the API's too).
    expect(res.body.error.message).toBe(GUIDE_MESSAGES.subtype);
    expect((await api(`/api/private/links/${c}`)).body.type).toBe('Private');
  });

  it('a news link set to javascript: in the panel is 400', async () => {
    const short = `LCM${stamp}`;
    const created = await as('superAdmin', '/api/news/add', {
      method: 'POST',
      body: { title: 'خبر', Short_name: short, deadline: '2025-08-01', link: 'https://example.eg', details: 'x' },
    });
    expect(created.status).toBe(201);
    const res = await panel(`/content-manager/collection-types/api::news-item.news-item/${created.body._id}`, 'PUT', {
      link: 'vbscript:msgbox(1)',
    });
    expectRefused(res, 'content-manager news update');
  });
});
