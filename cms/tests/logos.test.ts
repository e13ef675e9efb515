import { describe, expect, it } from 'vitest';
import { as, expectRoles, form, unique } from './content-helpers';
import { api } from './helpers';

// A 1×1 PNG and a 1×1 lossless WebP.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>');
const TYPE = 'يجب أن يكون الشعار صورة PNG أو JPEG أو WebP';
const SIZE = 'حجم الشعار يجب ألا يزيد عن 1 ميجابايت';

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const upload = (caller: Parameters<typeof form>[0], f: File) => form(caller, '/api/logos', 'POST', { file: f });

describe('POST /api/logos', () => {
  it('stores a real PNG and answers 201 { id, url }; the file is served', async () => {
    const res = await upload('admin', file(PNG, 'شعار جامعة.png', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/uploads\/.+\.png$/) });
    const served = await api(res.body.url);
    expect(served.status).toBe(200);
  });

  it('stores a WebP sent under a wrong name and type, named after its content', async () => {
    const res = await upload('superAdmin', file(WEBP, 'logo.svg', 'image/svg+xml'));
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.webp$/);
  });

  it('refuses an SVG renamed .png with the Arabic message (400)', async () => {
    const res = await upload('admin', file(SVG, 'logo.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TYPE);
  });

  it('refuses text, and a broken image whose first bytes look like a PNG (it does not decode)', async () => {
    expect((await upload('admin', file(Buffer.from('hello'), 'a.jpg', 'image/jpeg'))).body.message).toBe(TYPE);
    const broken = await upload(
      'admin',
      file(Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)]), 'b.png', 'image/png'),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(TYPE);
  });

  it('refuses 1 MB + 1 byte (400)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1 - PNG.length)]);
    const res = await upload('admin', file(big, 'big.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SIZE);
  });

  it('refuses a request without a file (400)', async () => {
    const res = await form('admin', '/api/logos', 'POST', { other: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('يرجى اختيار صورة الشعار');
  });

  it('is for Admin and SuperAdmin only: a visitor gets 401/403, a student 403', async () => {
    await expectRoles(['admin', 'superAdmin'], (caller) => upload(caller, file(PNG, 'r.png', 'image/png')));
  });
});

describe('records take the uploaded logo as `logo: id`', () => {
  it('a news item updated with the logo id shows its URL in GET /api/news; null goes back to the default path', async () => {
    const short = unique('LN');
    const created = await as('admin', '/api/news/add', {
      method: 'POST',
      body: {
        title: 'خبر بشعار',
        Short_name: short,
        deadline: '2030-01-01',
        link: 'https://example.eg',
        details: 'تفاصيل',
      },
    });
    expect(created.status).toBe(201);
    const logo = await upload('admin', file(PNG, 'news.png', 'image/png'));
    const updated = await as('admin', `/api/news/${created.body._id}`, { method: 'PUT', body: { logo: logo.body.id } });
    expect(updated.status).toBe(200);
    expect(updated.body.logo_url).toBe(logo.body.url);
    const listed = (await as('visitor', `/api/news?filters[Short_name][$eq]=${short}`)).body;
    expect(listed.map((n: { logo_url: string }) => n.logo_url)).toEqual([logo.body.url]);
    const cleared = await as('admin', `/api/news/${created.body._id}`, { method: 'PUT', body: { logo: null } });
    expect(cleared.body.logo_url).toBe(`/images/Logos/NEWS/${short}.png`);
  });

  it('scholarships and articles take it on add', async () => {
    const logo = await upload('admin', file(PNG, 'sa.png', 'image/png'));
    const scholarship = await as('admin', '/api/scholarships/add', {
      method: 'POST',
      body: {
        name: 'منحة بشعار',
        Short_name: unique('LS'),
        type: 'full',
        deadline: '2030-01-01',
        link: 'https://example.eg',
        status: 'active',
        logo: String(logo.body.id),
      },
    });
    expect(scholarship.status).toBe(201);
    expect(scholarship.body.logo_url).toBe(logo.body.url);
    const article = await as('admin', '/api/articles/add', {
      method: 'POST',
      body: {
        title: 'مقال بشعار',
        Short_name: unique('LA'),
        category: 'admission_guide',
        status: 'draft',
        details: 'نص',
        logo: logo.body.id,
      },
    });
    expect(article.status).toBe(201);
    expect(article.body.logo_url).toBe(logo.body.url);
  });

  it('a university link takes it on add and on update (university_Logo)', async () => {
    // A university of its own: the seeded ones keep their generated logos for the other tests.
    const code = `LOGO${Date.now().toString(36)}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const first = await upload('admin', file(PNG, 'uni.png', 'image/png'));
    const added = await as('admin', '/api/private/links/add', {
      method: 'POST',
      body: {
        university_code: code,
        university_Arabic_Name: `جامعة الشعار ${code}`,
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
        logo: first.body.id,
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.university_Logo).toBe(first.body.url);
    const second = await upload('admin', file(WEBP, 'uni2.webp', 'image/webp'));
    const res = await as('admin', `/api/private/links/${code}`, { method: 'PUT', body: { logo: second.body.id } });
    expect(res.status).toBe(200);
    expect(res.body.university_Logo).toBe(second.body.url);
    expect((await as('visitor', `/api/private/links/${code}`)).body.university_Logo).toBe(second.body.url);
  });

  it('refuses an id that is not an uploaded image, and a path instead of an id (400, nothing written)', async () => {
    const short = unique('LX');
    const body = {
      title: 'خبر',
      Short_name: short,
      deadline: '2030-01-01',
      link: 'https://example.eg',
      details: 'تفاصيل',
    };
    const missing = await as('admin', '/api/news/add', { method: 'POST', body: { ...body, logo: 987654321 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('معرّف الشعار غير صالح');
    const path = await as('admin', '/api/news/add', { method: 'POST', body: { ...body, logo: '/uploads/x.png' } });
    expect(path.status).toBe(400);
    expect((await as('visitor', `/api/news?filters[Short_name][$eq]=${short}`)).body).toEqual([]);
  });
});
