/**
 * Public reads from memory (issue 14, src/lib/public-cache.ts): a visitor's second read is served
 * from memory with an ETag, a matching If-None-Match is a 304, a write through any path is seen by
 * the very next read (also by a second CMS process on the same database), and a signed-in
 * caller's answer is neither served from nor stored in the shared memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, as, tokenFor } from './helpers';
import { integrationDb } from './database';
import { freePort, waitFor } from './global-setup';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A raw GET, to see the headers and the status of a conditional read. */
async function get(url: string, headers: Record<string, string> = {}, base = inject('cmsUrl')) {
  const res = await fetch(`${base}${url}`, { headers });
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: text ? JSON.parse(text) : null,
    etag: res.headers.get('etag'),
    cache: res.headers.get('x-cache'),
    cacheControl: res.headers.get('cache-control'),
    vary: res.headers.get('vary') ?? '',
  };
}

/** Reads until the answer is kept (a write by another test file may have just raised the version). */
async function warm(url: string, base = inject('cmsUrl')) {
  for (let i = 0; i < 5; i += 1) {
    await get(url, {}, base);
    const again = await get(url, {}, base);
    if (again.cache === 'hit') return again;
  }
  throw new Error(`${url} is never answered from memory`);
}

describe('a visitor read is kept and revalidated', () => {
  it('the second read is a hit with the same bytes, an ETag, shared Cache-Control (browsers revalidate, a shared cache keeps it a second) and Vary', async () => {
    const first = await get('/api/news');
    expect(first.status).toBe(200);
    const second = await warm('/api/news');
    expect(second.text).toBe((await get('/api/news')).text);
    expect(second.etag).toMatch(/^"[\w-]+"$/);
    expect(second.cacheControl).toBe('public, max-age=0, s-maxage=1');
    expect(second.vary).toMatch(/Accept-Encoding/i);
    expect(second.vary).toMatch(/Authorization/i);
    // The security headers the stack set when the answer was built are sent with every hit.
    const raw = await fetch(`${inject('cmsUrl')}/api/news`);
    expect(raw.headers.get('x-cache')).toBe('hit');
    expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
    expect(raw.headers.get('content-security-policy')).toBeTruthy();
    expect(raw.headers.get('x-powered-by')).toBeNull();
  });

  it('If-None-Match with the current ETag is a 304 from memory, with no body; another tag is a 200', async () => {
    const { etag } = await warm('/api/private/links');
    const conditional = await get('/api/private/links', { 'if-none-match': etag as string });
    expect(conditional.status).toBe(304);
    expect(conditional.text).toBe('');
    expect(conditional.cache).toBe('hit');
    expect(conditional.etag).toBe(etag);
    const other = await get('/api/private/links', { 'if-none-match': '"not-this-one"' });
    expect(other.status).toBe(200);
    expect(other.body.length).toBeGreaterThan(0);
  });

  it('a compressed answer carries the same ETag and decodes to the same JSON', async () => {
    const plain = await warm('/api/private/faculty?university=GUC');
    const res = await fetch(`${inject('cmsUrl')}/api/private/faculty?university=GUC`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toBe(plain.etag);
    expect(await res.json()).toEqual(plain.body);
  });

  it('errors are not kept: an unknown article is a 404 every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get(`/api/articles/no-such-article-${stamp}`);
      expect(res.status).toBe(404);
      expect(res.cache).toBe('miss');
    }
  });
});

describe('a write is seen by the next read', () => {
  it('through the documented API (news, then an offering score)', async () => {
    const before = await warm('/api/news');
    const item = before.body[0];
    const title = `خبر محدث ${stamp}`;
    expect((await as('admin', `/api/news/${item._id}`, { method: 'PUT', body: { title } })).status).toBe(200);
    const after = await get('/api/news');
    expect(after.cache).toBe('miss');
    expect(after.body.find((n: { _id: string }) => n._id === item._id).title).toBe(title);
    expect(after.etag).not.toBe(before.etag);
    // The old ETag is no longer a 304.
    expect((await get('/api/news', { 'if-none-match': before.etag as string })).status).toBe(200);

    const offerings = await warm('/api/private/faculty?university=GUC');
    const offering = offerings.body[0];
    const score = offering.thanwyaa_fourthYear_score === '71' ? '72' : '71';
    const put = await as('admin', `/api/private/faculty/${offering._id}`, {
      method: 'PUT',
      body: {
        thanwyaa_fourthYear_score: score,
        score_source: { url: 'https://example.org/figures-2025', academic_year: '2025/2026' },
      },
    });
    expect(put.status).toBe(200);
    const read = await get('/api/private/faculty?university=GUC');
    expect(read.body.find((o: { _id: string }) => o._id === offering._id).thanwyaa_fourthYear_score).toBe(score);
  });

  it("through the panel's content-manager API", async () => {
    const login = await fetch(`${inject('cmsUrl')}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@dalil.local', password: 'Dalil-Editor-2026' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()).data;
    const before = await warm('/api/scholarships');
    const item = before.body[0];
    const name = `منحة من اللوحة ${stamp}`;
    const res = await fetch(
      `${inject('cmsUrl')}/content-manager/collection-types/api::scholarship.scholarship/${item._id}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name }),
      },
    );
    expect(res.status, await res.text()).toBe(200);
    const after = await get('/api/scholarships');
    expect(after.body.find((s: { _id: string }) => s._id === item._id).name).toBe(name);
  });

  it('through a delete: the record is gone from the next read', async () => {
    const created = await as('admin', '/api/scholarships/add', {
      method: 'POST',
      body: {
        name: `منحة للحذف ${stamp}`,
        Short_name: `DEL${stamp}`,
        type: 'partial',
        deadline: '2025-09-30',
        link: 'https://example.eg/s',
        status: 'active',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = await warm('/api/scholarships');
    expect(listed.body.some((s: { _id: string }) => s._id === created.body._id)).toBe(true);
    expect((await as('superAdmin', `/api/scholarships/${created.body._id}`, { method: 'DELETE' })).status).toBe(200);
    const after = await get('/api/scholarships');
    expect(after.body.some((s: { _id: string }) => s._id === created.body._id)).toBe(false);
  });
});

describe('a seed run is seen by the next read', () => {
  it('the site settings the seed writes again replace a change made through the API', async () => {
    const seeded = (await get('/api/site-setting')).body.data.launch_date;
    const changed = seeded === '2031-01-01' ? '2031-01-02' : '2031-01-01';
    const put = await as('superAdmin', '/api/site-setting', {
      method: 'PUT',
      body: { data: { launch_date: changed } },
    });
    expect(put.status).toBe(200);
    expect((await warm('/api/site-setting')).body.data.launch_date).toBe(changed);
    // The seed is another process that writes through the document service, as an import does.
    const root = path.resolve(__dirname, '..', '..');
    // Not spawnSync: a blocked test process would keep sockets the server has since closed.
    const seed = spawn('node', ['scripts/seed/index.mjs', '--demo'], {
      cwd: root,
      env: {
        ...process.env,
        ...JSON.parse(process.env.DALIL_TEST_ENV ?? '{}'),
        // The database the suite's CMS serves, on SQLite or PostgreSQL (not the seeded template).
        ...integrationDb().env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    seed.stderr?.on('data', (d) => (stderr += String(d)));
    const status = await new Promise((resolve) => seed.once('exit', resolve));
    expect(status, stderr).toBe(0);
    const after = await get('/api/site-setting');
    expect(after.cache).toBe('miss');
    expect(after.body.data.launch_date).toBe(seeded);
  }, 240_000);
});

describe("a caller's own answer is never shared", () => {
  it("the SuperAdmin's reviews (all statuses) never reach a visitor, and the visitor's never reach her", async () => {
    const visitor = await warm('/api/reviews');
    expect(visitor.body.every((r: { status: string }) => r.status === 'approved')).toBe(true);
    const token = await tokenFor('superAdmin');
    const staff = await get('/api/reviews', { authorization: `Bearer ${token}` });
    expect(staff.status).toBe(200);
    expect(staff.cache).toBeNull();
    expect(staff.cacheControl).toBe('private, no-cache');
    expect(staff.body.some((r: { status: string }) => r.status !== 'approved')).toBe(true);
    const again = await get('/api/reviews');
    expect(again.cache).toBe('hit');
    expect(again.text).toBe(visitor.text);
  });

  it('a staff read of a new URL is not kept for the visitor who asks next (drafts stay hidden)', async () => {
    const url = `/api/articles?sort=createdAt:desc&pagination[limit]=200&filters[Short_name][$notContains]=${stamp}`;
    const token = await tokenFor('superAdmin');
    const staff = await get(url, { authorization: `Bearer ${token}` });
    expect(staff.body.some((a: { status: string }) => a.status !== 'published')).toBe(true);
    const visitor = await get(url);
    expect(visitor.cache).toBe('miss');
    expect(visitor.body.length).toBeGreaterThan(0);
    expect(visitor.body.every((a: { status: string }) => a.status === 'published')).toBe(true);
  });

  it('a signed-in answer still has an ETag: a matching If-None-Match is a 304', async () => {
    const token = await tokenFor('student');
    const first = await get('/api/news', { authorization: `Bearer ${token}` });
    expect(first.etag).toBeTruthy();
    const again = await get('/api/news', { authorization: `Bearer ${token}`, 'if-none-match': first.etag as string });
    expect(again.status).toBe(304);
    expect(again.cacheControl).toBe('private, no-cache');
  });
});

describe('two CMS processes on one database', () => {
  let second: ChildProcess | undefined;
  let base = '';
  const log: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    const cmsDir = path.resolve(__dirname, '..');
    second = spawn(path.join(cmsDir, '..', 'node_modules', '.bin', 'strapi'), ['start'], {
      cwd: cmsDir,
      env: {
        ...process.env,
        ...JSON.parse(process.env.DALIL_TEST_ENV ?? '{}'),
        // The database the suite's CMS serves, on SQLite or PostgreSQL (not the seeded template).
        ...integrationDb().env,
        PORT: String(port),
        HOST: '127.0.0.1',
        IS_PROXIED: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    second.stdout?.on('data', (d) => log.push(String(d)));
    second.stderr?.on('data', (d) => log.push(String(d)));
    base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/_health`, second, log, (s) => s === 204);
  }, 150_000);

  afterAll(async () => {
    if (!second || second.exitCode !== null) return;
    second.kill('SIGTERM');
    await new Promise((r) => second?.once('exit', r));
  });

  it('a write on one process is seen by the next read on the other, both ways', async () => {
    const onSecond = await warm('/api/news', base);
    await warm('/api/news');
    const item = onSecond.body[1];
    const title = `خبر من العملية الأولى ${stamp}`;
    expect((await as('admin', `/api/news/${item._id}`, { method: 'PUT', body: { title } })).status).toBe(200);
    const read = await get('/api/news', {}, base);
    expect(read.body.find((n: { _id: string }) => n._id === item._id).title).toBe(title);

    // And the other way: a write through the second process, read on the first.
    await warm('/api/news');
    const token = await tokenFor('admin');
    const other = `خبر من العملية الثانية ${stamp}`;
    const res = await fetch(`${base}/api/news/${item._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: other }),
    });
    expect(res.status).toBe(200);
    const back = await api('/api/news');
    expect(back.body.find((n: { _id: string }) => n._id === item._id).title).toBe(other);
  });
});
