import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, tokenFor, type RawBody } from './helpers';
import { rowCounts, writeEndpoints, type WriteEndpoint } from './write-endpoints';

/**
 * The fuzz test of the security issue: every write endpoint of docs/http-contract.md, called by
 * the role that may write it, receives the same families of malformed bodies (wrong types, huge
 * strings, 5,000-level nesting, prototype keys, NUL, broken multipart, arrays where objects are
 * expected, empty and invalid bodies). Every answer must be a 4xx with the uniform error body —
 * never a 5xx, never a stack trace (the leak scan of `api()`) — and the database holds exactly as
 * many rows afterwards as before. Families that a lenient handler might still accept are sent
 * where nothing can be written (`loose` in write-endpoints.ts); the others hit the real records. Deterministic: a seeded generator
 * picks the spoiled fields, the values and the client addresses.
 * Then every endpoint, and every endpoint again under its path in odd case (the router matches
 * paths in any case), receives a well-formed multipart body with attachments: only the routes
 * that take files may read it, and the CMS's temp folder holds no more files afterwards.
 */
const SEED = 0x0da111;

/** mulberry32: a small seeded pseudo-random generator. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}
type Rng = ReturnType<typeof generator>;

const json = (v: unknown): RawBody => ({ data: JSON.stringify(v), type: 'application/json' });
const deep = (levels: number) => `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;
/** A field of the body to spoil (a new one when the body has none). */
const field = (rng: Rng, base: Record<string, unknown>) => {
  const keys = Object.keys(base);
  return keys.length ? rng.pick(keys) : rng.pick(['name', 'title', 'id', 'data']);
};
const WRONG_TYPES: unknown[] = [{}, [], { $gt: '' }, [1, 2], true, { toString: 'x' }, [[[]]]];
// eslint-disable-next-line no-loss-of-precision -- 2^53 + 1 on purpose: a number past Number.MAX_SAFE_INTEGER
const ODD_NUMBERS = [-1, 1e308, 0.5, 9007199254740993, 'NaN', '', '   ', '1e999', -0];

/**
 * The families. `refused: true` marks those no handler may accept (the body guard, the parser or
 * the content-type rule refuses them), sent to the real records; the others go to `loose`.
 */
const FAMILIES: { name: string; refused: boolean; make: (rng: Rng, base: Record<string, unknown>) => RawBody }[] = [
  { name: 'empty body', refused: false, make: () => ({ data: '', type: 'application/json' }) },
  {
    name: 'invalid JSON',
    refused: true,
    make: (rng, base) => {
      const text = JSON.stringify(base);
      return { data: `${text.slice(0, rng.int(Math.max(1, text.length - 1)))}{`, type: 'application/json' };
    },
  },
  { name: 'a scalar body', refused: false, make: (rng) => json(rng.pick([0, -1, 'نص', null, true, false, 1e308])) },
  {
    name: 'arrays of junk where an object is expected',
    refused: false,
    make: (rng, base) => json(rng.pick([[[base]], [1, 'x', null], [[]], [null]])),
  },
  {
    name: 'every field of a wrong type',
    refused: false,
    make: (rng, base) => json(Object.fromEntries(Object.keys(base).map((k) => [k, rng.pick(WRONG_TYPES)]))),
  },
  {
    name: 'objects whose toString is not a function',
    refused: true,
    make: (_rng, base) => json(Object.fromEntries(Object.keys(base).map((k) => [k, { toString: 'x', valueOf: 1 }]))),
  },
  {
    name: 'a 100,000-character string',
    refused: false,
    make: (rng, base) => json({ ...base, [field(rng, base)]: 'ع'.repeat(100_000) }),
  },
  {
    name: 'a NUL character',
    refused: true,
    make: (rng, base) => json({ ...base, [field(rng, base)]: `قيمة\u0000${rng.int(1000)}` }),
  },
  {
    name: '5,000 levels of nesting',
    refused: true,
    make: (rng, base) => {
      // Written last, the key wins over the field of the same name when the JSON is parsed.
      const text = JSON.stringify(base).replace(/}$/, '');
      return {
        data: `${text}${text.length > 1 ? ',' : ''}${JSON.stringify(field(rng, base))}:${deep(5000)}}`,
        type: 'application/json',
      };
    },
  },
  {
    name: 'a prototype key',
    refused: true,
    make: (rng, base) => {
      const key = rng.pick(['__proto__', 'constructor', 'prototype']);
      const inner = rng.next() < 0.5;
      const text = JSON.stringify(base).replace(
        /^\{/,
        inner ? `{"x":{"${key}":{"polluted":true}},` : `{"${key}":{"polluted":true},`,
      );
      return { data: text.replace(/,}$/, '}'), type: 'application/json' };
    },
  },
  {
    name: 'broken multipart',
    refused: true,
    make: (rng) => ({
      data: `--b${rng.int(100)}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b${rng.int(100)}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
      type: `multipart/form-data; boundary=b${rng.int(100)}`,
    }),
  },
  {
    name: 'JSON sent as multipart with a bad boundary',
    refused: true,
    make: (_rng, base) => ({ data: JSON.stringify(base), type: 'multipart/form-data; boundary=----x' }),
  },
  {
    name: 'odd numbers and blanks',
    refused: false,
    make: (rng, base) =>
      json({ ...base, [field(rng, base)]: rng.pick(ODD_NUMBERS), [field(rng, base)]: rng.pick(ODD_NUMBERS) }),
  },
  {
    name: '5,000 unknown keys',
    refused: false,
    make: (rng, base) =>
      json({ ...base, ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}_${rng.int(1e6)}`, i])) }),
  },
  {
    name: 'a batch of 300 spoiled copies',
    refused: false,
    make: (rng, base) =>
      json(Array.from({ length: 300 }, () => ({ ...base, [field(rng, base)]: rng.pick(WRONG_TYPES) }))),
  },
  {
    name: 'a URL-encoded form with NUL and prototype keys',
    refused: true,
    make: (rng) => ({
      data: `name=%00${rng.int(100)}&a[b][c]=1&__proto__[polluted]=1`,
      type: 'application/x-www-form-urlencoded',
    }),
  },
];

let endpoints: WriteEndpoint[] = [];
beforeAll(async () => {
  endpoints = await writeEndpoints();
});

describe('fuzz: malformed bodies on every write endpoint', () => {
  it('every answer a 4xx with the error body (no 5xx, no stack trace), and not one row written', async () => {
    const rng = generator(SEED);
    const tokens = new Map<string, string | undefined>();
    for (const e of endpoints) if (!tokens.has(e.caller)) tokens.set(e.caller, await tokenFor(e.caller));
    const before = await rowCounts();
    const started = Date.now();
    const problems: string[] = [];
    let sent = 0;
    for (const e of endpoints) {
      for (const family of FAMILIES) {
        // A family that some handler might accept is sent where nothing can be written (see `loose`).
        const target = family.refused ? { path: e.path, base: e.base } : e.loose;
        if (!target) continue;
        const raw = family.make(rng, target.base);
        // Each request from its own address: per-address limits answer 429, which counts as a refusal.
        const ip = `10.${1 + rng.int(250)}.${rng.int(250)}.${1 + rng.int(250)}`;
        sent += 1;
        try {
          const res = await api(target.path, { method: e.method, token: tokens.get(e.caller), raw, ip });
          if (res.status >= 500) problems.push(`${e.method} ${target.path} [${family.name}] → ${res.status}`);
          else if (res.status < 400)
            problems.push(`${e.method} ${target.path} [${family.name}] accepted: ${res.status}`);
          else if (!res.body?.error)
            problems.push(`${e.method} ${target.path} [${family.name}] ${res.status} without the error body`);
        } catch (error) {
          problems.push(`${e.method} ${target.path} [${family.name}]: ${(error as Error).message.slice(0, 200)}`);
        }
      }
    }
    const after = await rowCounts();
    console.log(
      `fuzz: ${sent} bodies over ${endpoints.length} write endpoints (${FAMILIES.length} families) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(sent).toBeGreaterThanOrEqual(500);
    expect(problems).toEqual([]);
    expect(after).toEqual(before);
  }, 600_000);
});

/** The path with its `/api` and the first letter of each word in another case: `/API/Contact/add`. */
const oddCase = (path: string) =>
  path.replace(/^\/api\//, '/API/').replace(/\/([a-z])/g, (_m, c: string) => `/${c.toUpperCase()}`);
/** The routes that take files (a multipart body is read there; anywhere else it is a 415). */
const TAKES_FILES = [/^POST \/api\/(faculties|logos)$/i, /^PUT \/api\/faculties\/[^/]+$/i];

describe('fuzz: multipart bodies on every write endpoint, in every case of the path', () => {
  it('a 415 where no file is taken, never a 5xx, not one row written, nothing left in the temp folder', async () => {
    const tokens = new Map<string, string | undefined>();
    for (const e of endpoints) if (!tokens.has(e.caller)) tokens.set(e.caller, await tokenFor(e.caller));
    const before = await rowCounts();
    const temp = fs.readdirSync(inject('cmsTmpDir')).sort();
    const problems: string[] = [];
    let sent = 0;
    let ip = 0;
    for (const e of endpoints) {
      const takesFiles = TAKES_FILES.some((re) => re.test(`${e.method} ${e.path}`));
      // A route that reads the body is aimed where nothing can be written (a PUT at no record).
      const aim = takesFiles && e.loose ? e.loose.path : e.path;
      for (const path of [aim, oddCase(aim)]) {
        const data = new FormData();
        data.append('attachment', new Blob([new Uint8Array(256 * 1024).fill(1)]), 'a.bin');
        data.append('files', new Blob([new Uint8Array(16 * 1024).fill(2)]), 'f.bin');
        sent += 1;
        ip += 1;
        const res = await api(path, {
          method: e.method,
          token: tokens.get(e.caller),
          raw: { data },
          ip: `10.200.${ip >> 8}.${ip & 255}`,
        });
        if (res.status >= 500) problems.push(`${e.method} ${path} → ${res.status}`);
        else if (!takesFiles && res.status !== 415) problems.push(`${e.method} ${path} → ${res.status}, not 415`);
      }
    }
    console.log(`fuzz: ${sent} multipart bodies over ${endpoints.length} write endpoints`);
    expect(problems).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    expect(fs.readdirSync(inject('cmsTmpDir')).sort()).toEqual(temp);
  }, 600_000);
});
