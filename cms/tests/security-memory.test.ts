/**
 * In-process memory under distinct keys (issue 20, finding 2): a visitor who sends a fresh URL
 * per request must not grow the CMS. The public read cache keys an answer by its path and the
 * query parameters its route reads (others are dropped from the key and from the request the
 * route sees), and its byte bound counts everything an entry holds (key, headers, every
 * encoding), so 5,000 distinct URLs, or 2,000 distinct searches, cost at most the bound. The rate limiter keeps its counters
 * in the database (one row per identity and window), not in the process: 3,000 addresses (each a
 * database write, slow on a loaded machine) add rows, not memory.
 *
 * Measured on a CMS process of this test's own (its heap in use plus its buffers, after a forced
 * garbage collection through its inspector), started with a small cache bound
 * (PUBLIC_CACHE_MAX_MB=8).
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { integrationDb } from './database';
import { startCms } from './global-setup';

const KB = 1024;
const MB = 1024 * KB;
const URLS = 5_000;
const BOUND_MB = 8;

let cms: { url: string; child: ChildProcess; log: string[] } | undefined;

/**
 * The CMS process's retained memory: V8's heap in use plus the memory outside it (buffers), read
 * through the process's own inspector right after a full garbage collection. What the requests
 * left as garbage is gone; what stays is what the process keeps. (Resident memory was the first
 * measure; on a loaded machine V8 gives pages back late and it swung by tens of MB.)
 */
async function retained(): Promise<number> {
  const address = /Debugger listening on (ws:\/\/\S+)/.exec(cms!.log.join(''))?.[1];
  if (!address) throw new Error('the CMS started without its inspector');
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<{ result?: { result?: { value?: string } } }>((resolve) => {
      const mine = (id += 1);
      const onMessage = (raw: Buffer) => {
        const answer = JSON.parse(String(raw));
        if (answer.id !== mine) return;
        socket.off('message', onMessage);
        resolve(answer);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(answer.result?.result?.value ?? '{}') as { heapUsed: number; external: number };
    return usage.heapUsed + usage.external;
  } finally {
    socket.close();
  }
}

/** GETs every URL, 8 at a time; answers the statuses seen and the X-Cache headers. */
async function getAll(urls: string[], init: (i: number) => RequestInit = () => ({})) {
  const statuses = new Map<number, number>();
  const cache = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const i = next++;
      const res = await fetch(`${cms!.url}${urls[i]}`, init(i));
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const x = res.headers.get('x-cache') ?? 'none';
      cache.set(x, (cache.get(x) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { statuses: Object.fromEntries(statuses), cache: Object.fromEntries(cache) };
}

/** The growth of the process's memory while `attack` runs, after a warm-up of the same kind. */
async function growth(make: (i: number) => string, init?: (i: number) => RequestInit, n = URLS) {
  await getAll(
    Array.from({ length: 300 }, (_, i) => make(n + i)),
    init && ((i) => init(n + i)),
  );
  const before = await retained();
  const seen = await getAll(
    Array.from({ length: n }, (_, i) => make(i)),
    init,
  );
  const grown = (await retained()) - before;
  console.log(`memory: +${(grown / MB).toFixed(1)} MB after ${n} requests like ${make(0).slice(0, 60)}…`, seen);
  return { grown, seen };
}

const filler = (i: number, length: number) => `${i}-`.padEnd(length, 'x');

beforeAll(async () => {
  cms = await startCms({
    ...integrationDb().env,
    PUBLIC_CACHE_MAX_MB: String(BOUND_MB),
    // Its inspector on a free loopback port, to collect the garbage before each reading.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:0`.trim(),
  });
}, 150_000);

afterAll(async () => {
  if (!cms || cms.child.exitCode !== null) return;
  cms.child.kill('SIGTERM');
  await new Promise((r) => cms?.child.once('exit', r));
});

describe('the public read cache under distinct URLs', () => {
  it('5,000 URLs with unknown parameters (14 KB each) are one entry: the process grows by < 12 MB', async () => {
    const { grown, seen } = await growth((i) => `/api/site-setting?k=${i}&p=${filler(i, 14 * KB)}`);
    expect(seen.statuses).toEqual({ 200: URLS });
    // Unknown parameters do not change the answer nor make a new entry: every one is a hit.
    expect(seen.cache).toEqual({ hit: URLS });
    expect(grown).toBeLessThan((BOUND_MB + 4) * MB);
  }, 900_000);

  it('2,000 searches of 14 KB each (28 MB of distinct keys) keep the cache within its 8 MB bound', async () => {
    const { grown, seen } = await growth((i) => `/api/faculties/search?q=${filler(i, 14 * KB)}`, undefined, 2_000);
    expect(seen.statuses).toEqual({ 200: 2_000 });
    expect(seen.cache.miss).toBe(2_000);
    expect(grown).toBeLessThan((BOUND_MB + 4) * MB);
  }, 900_000);

  it('the same answer is served with and without the unknown parameters', async () => {
    const plain = await fetch(`${cms!.url}/api/site-setting`);
    const odd = await fetch(`${cms!.url}/api/site-setting?utm_source=x&k=1`);
    expect(odd.status).toBe(200);
    expect(await odd.text()).toBe(await plain.text());
    expect(odd.headers.get('etag')).toBe(plain.headers.get('etag'));
  });
});

describe('the rate limiter under distinct identities', () => {
  it('3,000 addresses add rows to the database, not memory to the process (< 5 MB)', async () => {
    const db = integrationDb();
    const count = async () =>
      Number((await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM auth_rate_limits'))[0].n);
    const rowsBefore = await count();
    const { grown, seen } = await growth(
      () => '/api/contact/add',
      (i) => ({
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: '{}',
      }),
      3_000,
    );
    // Counted (one counter per address), then refused for the missing fields.
    expect(seen.statuses).toEqual({ 400: 3_000 });
    expect((await count()) - rowsBefore).toBeGreaterThanOrEqual(3_000);
    expect(grown).toBeLessThan(5 * MB);
  }, 900_000);
});
