import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { integrationDb, isPostgres, testEnv } from './database';
import { freePort, waitFor } from './global-setup';
import { api, as, tokenFor, visitorIp } from './helpers';

/**
 * Counters and unique keys under simultaneous calls: exact totals — no lost increment, no double
 * count — and one stored key. On PostgreSQL with two CMS processes on one database, as behind the
 * production proxy (docker-compose may run several CMS containers): a second CMS is started on the
 * suite's database and the calls are spread over both. On SQLite (one process by design) the same
 * calls all go to the suite's CMS.
 */
const ROOT = path.resolve(__dirname, '..', '..');
let second: ChildProcess | undefined;
let urls: string[] = [];

beforeAll(async () => {
  // SQLite is the one-machine, one-process mode (npm start): two processes writing one file get
  // "database is locked" under simultaneous writes, so on SQLite the calls all go to the suite's CMS.
  if (!isPostgres()) {
    urls = [inject('cmsUrl'), inject('cmsUrl')];
    return;
  }
  const port = await freePort();
  const log: string[] = [];
  second = spawn(path.join(ROOT, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: path.join(ROOT, 'cms'),
    env: {
      ...process.env,
      ...testEnv(),
      ...integrationDb().env,
      PORT: String(port),
      HOST: '127.0.0.1',
      IS_PROXIED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  second.stdout?.on('data', (d) => log.push(String(d)));
  second.stderr?.on('data', (d) => log.push(String(d)));
  await waitFor(`http://127.0.0.1:${port}/_health`, second, log, (s) => s === 204);
  urls = [inject('cmsUrl'), `http://127.0.0.1:${port}`];
}, 180_000);

afterAll(() => {
  second?.kill('SIGTERM');
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A public call on one of the two processes (by turn), from its own address. */
async function call(i: number, urlPath: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${urls[i % 2]}${urlPath}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const N = 30;

describe(`counters under simultaneous calls (${isPostgres() ? 'PostgreSQL, two CMS processes' : 'SQLite, one process'})`, () => {
  it(`${N} simultaneous shows and ${N} clicks of one ad, spread over both, count exactly ${N} each`, async () => {
    const day = 86_400_000;
    const created = await as('superAdmin', '/api/ads', {
      method: 'POST',
      body: {
        title: `إعلان العدادات ${unique()}`,
        description: 'وصف',
        features: 'مجاني',
        image_path: '/images/ads/a.png',
        ctalink: 'https://example.com',
        ctaText: 'اعرف أكثر',
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + day).toISOString(),
        priority: 0,
        targetAudience: 'all',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const answers = await Promise.all(
      Array.from({ length: 2 * N }, (_, i) =>
        call(i, `/api/ads/${id}`, {
          method: 'PUT',
          body: { [i < N ? 'currentShows' : 'currentClicks']: 1, sessionId: `c-${unique()}-${i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const stored = (await as('superAdmin', `/api/ads/${id}`)).body;
    expect({ shows: stored.currentShows, clicks: stored.currentClicks }).toEqual({ shows: N, clicks: N });
  });

  it(`${N} new visitors at once, each also sent to the other process, raise the count by exactly ${N}`, async () => {
    const before = (await api('/api/visitors')).body.count;
    const sessions = Array.from({ length: N }, (_, i) => `n-${unique()}-${i}`);
    const answers = await Promise.all(
      sessions.flatMap((s, i) => [
        call(i, `/api/visitors?sessionId=${s}`),
        call(i + 1, `/api/visitors?sessionId=${s}`),
      ]),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect((await api('/api/visitors')).body.count).toBe(before + N);
  });

  it('one new university code sent to both processes at once (two letter cases) is stored once, the rest refused', async () => {
    const code = `RACE${unique().slice(-6).toUpperCase()}`;
    const token = await tokenFor('superAdmin');
    const body = (n: number) => ({
      university_code: n % 2 ? code.toLowerCase() : code,
      university_Arabic_Name: `جامعة السباق ${n}`,
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
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, n) => {
        const res = await fetch(`${urls[n % 2]}/api/private/links/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body(n)),
        });
        return { status: res.status, body: (await res.json()) as Record<string, any> };
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toBe('رمز الجامعة مستخدم بالفعل لجامعة أخرى');
    const stored = await integrationDb().query<{ n: number }>(
      'SELECT CAST(COUNT(*) AS INTEGER) AS n FROM universities WHERE lower(university_code) = ?',
      [code.toLowerCase()],
    );
    expect(Number(stored[0].n)).toBe(1);
    const created = answers.find((a) => a.status === 201)!.body;
    expect((await as('superAdmin', `/api/private/links/${created._id}`, { method: 'DELETE' })).status).toBe(200);
  });
});
