import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, as, tokenFor, visitorIp } from './helpers';
import { UNIVERSITY, rowCounts, writeEndpoints, type WriteEndpoint } from './write-endpoints';

/**
 * Findings 7 and 8 of the security issue: malformed and unbounded input is a 4xx with the uniform
 * error body (`{ data: null, error: { status, name, message }, message }`), never a 500, and
 * nothing is stored.
 */
let endpoints: WriteEndpoint[] = [];
beforeAll(async () => {
  endpoints = await writeEndpoints();
});

const uniform = (res: { status: number; body: any }, status: number | number[]) => {
  expect([status].flat(), JSON.stringify(res.body).slice(0, 300)).toContain(res.status);
  expect(res.body).toMatchObject({
    data: null,
    error: { status: res.status, message: expect.any(String) },
    message: expect.any(String),
  });
};
const send = async (e: WriteEndpoint, raw: { data: string | Uint8Array | FormData; type?: string }) =>
  api(e.path, { method: e.method, token: await tokenFor(e.caller), raw, ip: visitorIp() });

describe('finding 7: malformed bodies and paths are 4xx, never 500', () => {
  it('GET /favicon.ico answers the icon (it was a 500), an unknown path a 404 with the uniform error body', async () => {
    const icon = await fetch(`${inject('cmsUrl')}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
    expect((await icon.arrayBuffer()).byteLength).toBeGreaterThan(100);
    uniform(await api('/no-such-icon.ico'), 404);
  });

  it('a JSON body sent as multipart/form-data with a bad boundary: 4xx on every write endpoint', async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(60);
    const failures: string[] = [];
    for (const e of endpoints) {
      const res = await send(e, {
        data: JSON.stringify(e.base),
        type: 'multipart/form-data; boundary=----nothing-like-it',
      });
      if (res.status >= 500 || res.status < 400 || !res.body?.error)
        failures.push(`${e.method} ${e.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('multipart without a boundary, or truncated, is a 400 even where forms are taken', async () => {
    const faculties = endpoints.find((e) => e.method === 'POST' && e.path === '/api/faculties')!;
    uniform(await send(faculties, { data: 'name=x', type: 'multipart/form-data' }), 400);
    const broken =
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nكلية\r\n--b\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n';
    uniform(await send(faculties, { data: broken, type: 'multipart/form-data; boundary=b' }), 400);
  });

  it('invalid JSON is a 400 with an Arabic message', async () => {
    const contact = endpoints.find((e) => e.path === '/api/contact/add')!;
    const res = await send(contact, { data: '{"name": "x",', type: 'application/json' });
    uniform(res, 400);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('routes that take no file refuse multipart (415): a 20 MB "attachment" to /api/contact/add stores nothing', async () => {
    const before = await rowCounts();
    const body = new FormData();
    for (const [k, v] of Object.entries({
      name: 'اسم',
      email: 'big@x.eg',
      phone: '+201001234567',
      message: 'رسالة مع ملف',
    }))
      body.append(k, v);
    body.append('file', new Blob([new Uint8Array(20 * 1024 * 1024)], { type: 'application/octet-stream' }), 'big.bin');
    const res = await api('/api/contact/add', { method: 'POST', raw: { data: body }, ip: visitorIp() });
    uniform(res, 415);
    expect(await rowCounts()).toEqual(before);
  });

  it('the assistant faculty form still takes its logo, and refuses one over 2 MB (413)', async () => {
    const ok = new FormData();
    ok.append('name', 'كلية الشعار');
    ok.append(
      'shortCode',
      `LOGO${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`,
    );
    ok.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const created = await api('/api/faculties', {
      method: 'POST',
      token: await tokenFor('superAdmin'),
      raw: { data: ok },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.faculty_logo).toMatch(/^\/uploads\//);

    const big = new FormData();
    big.append('name', 'كلية كبيرة');
    big.append('shortCode', 'BIGLOGO');
    big.append('logo', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const before = await rowCounts();
    uniform(
      await api('/api/faculties', { method: 'POST', token: await tokenFor('superAdmin'), raw: { data: big } }),
      413,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('the admin panel upload keeps working for the seeded editor', async () => {
    const login = await api('/admin/login', {
      method: 'POST',
      body: { email: 'editor@dalil.local', password: 'Dalil-Editor-2026' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const files = new FormData();
    files.append('files', new Blob([PNG], { type: 'image/png' }), 'panel-upload.png');
    files.append('fileInfo', JSON.stringify({ name: 'panel-upload.png', alternativeText: 'اختبار' }));
    const res = await api('/upload', { method: 'POST', token: login.body.data.token, raw: { data: files } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body[0]).toMatchObject({ name: 'panel-upload.png', mime: 'image/png' });
  });
});

describe('finding 8: unbounded inputs are refused in Arabic, nothing stored', () => {
  const refused = (res: { status: number; body: any }) => {
    uniform(res, 400);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  };

  it('a 5,000-item faculty add is refused (at most 200 in one request), no offering and no log entry written', async () => {
    const uni = (await as('superAdmin', '/api/private/links')).body[0];
    const item = {
      university: uni.university_code,
      faculty: 'كلية الدفعة',
      faculty_short: 'MED',
      section: 'علمي علوم',
    };
    const before = await rowCounts();
    refused(
      await as('superAdmin', '/api/private/faculty/add', {
        method: 'POST',
        body: Array.from({ length: 5000 }, () => item),
      }),
    );
    refused(
      await as('superAdmin', '/api/private/faculty/add', {
        method: 'POST',
        body: Array.from({ length: 201 }, () => item),
      }),
    );
    refused(
      await as('superAdmin', '/api/private/links/add', {
        method: 'POST',
        body: { ...UNIVERSITY, university_code: 'BATCHX', faculties: Array.from({ length: 201 }, () => item) },
      }),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('NUL bytes are refused everywhere: a public form, a staff form, a key', async () => {
    const before = await rowCounts();
    refused(
      await api('/api/contact/add', {
        method: 'POST',
        body: { name: 'اسم\u0000', email: 'nul@x.eg', phone: '+201001234567', message: 'رسالة' },
        ip: visitorIp(),
      }),
    );
    refused(
      await as('admin', '/api/news/add', {
        method: 'POST',
        body: {
          title: 'خبر\u0000',
          Short_name: 'nul-news',
          deadline: '2026-01-01',
          link: 'https://x.eg',
          details: 'x',
        },
      }),
    );
    refused(
      await as('superAdmin', '/api/admin-logs/create', {
        method: 'POST',
        body: { action: 'view', target: 'x', ['a\u0000']: 1 },
      }),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('a 70,000-character URL and an object as a dorm type are refused; the records are unchanged', async () => {
    const uni = (await as('superAdmin', '/api/private/links')).body[0];
    refused(
      await as('superAdmin', `/api/private/links/${uni.university_code}`, {
        method: 'PUT',
        body: { website: `https://x.eg/${'a'.repeat(70_000)}` },
      }),
    );
    expect((await api(`/api/private/links/${uni.university_code}`)).body.website).toBe(uni.website);
    const dorm = (await api('/api/private/dorms')).body[0];
    refused(await as('superAdmin', `/api/private/dorms/${dorm._id}`, { method: 'PUT', body: { type: { a: 1 } } }));
    expect((await api(`/api/private/dorms/${dorm._id}`)).body.type).toBe(dorm.type);
    const before = await rowCounts();
    refused(
      await as('superAdmin', '/api/private/dorms/add', {
        method: 'POST',
        body: { spec: dorm.spec, type: { a: 1 }, price: '1' },
      }),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('POST /api/admin-logs/create: server time (no back-dating), 400 KB blobs refused', async () => {
    const started = Date.now();
    const res = await as('admin', '/api/admin-logs/create', {
      method: 'POST',
      body: { action: 'view', target: `وقت ${started}`, timestamp: '2001-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.timestamp)).toBeGreaterThanOrEqual(started - 5_000);
    const before = await rowCounts();
    refused(
      await as('admin', '/api/admin-logs/create', {
        method: 'POST',
        body: { action: 'edit', target: 'كبير', beforeEdit: { blob: 'x'.repeat(400_000) }, afterEdit: {} },
      }),
    );
    refused(
      await as('admin', '/api/admin-logs/create', {
        method: 'POST',
        body: { action: 'view', target: 'x'.repeat(501) },
      }),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('a body nested 5,000 levels deep, or carrying __proto__, is a 400', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    refused(
      await api('/api/contact/add', { method: 'POST', raw: { data: deep, type: 'application/json' }, ip: visitorIp() }),
    );
    refused(
      await api('/api/contact/add', {
        method: 'POST',
        raw: {
          data: '{"name":"x","email":"p@x.eg","phone":"+201001234567","message":"m","__proto__":{"isAdmin":true}}',
          type: 'application/json',
        },
        ip: visitorIp(),
      }),
    );
  });
});

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
