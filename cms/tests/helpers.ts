import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export const ACCOUNTS = {
  superAdmin: { email: 'superadmin@dalil.local', password: 'Dalil-Super-2026' },
  admin: { email: 'admin@dalil.local', password: 'Dalil-Admin-2026' },
  student: { email: 'student@dalil.local', password: 'Dalil-User-2026' },
} as const;

export type Caller = keyof typeof ACCOUNTS | 'visitor';

export type ApiAnswer = { status: number; body: any };

/**
 * What no answer of the CMS may carry (the security issue's leak scan): bcrypt hashes, the
 * users-permissions secrets (`password`, `resetPasswordToken`, `confirmationToken`,
 * `registrationToken` with a value), and stack traces (`at fn (file.js:1:2)`, `node_modules/`).
 * Every answer that `api()` (and so `as()`, `total()`, `form()`) receives is scanned.
 */
const SECRET_KEYS = ['password', 'resetPasswordToken', 'confirmationToken', 'registrationToken'];
const LEAK_PATTERNS: [string, RegExp][] = [
  ['a bcrypt hash', /\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}/],
  ['a stack trace', /\bat (?:[^\s()]+ )?\(?(?:\/|[A-Za-z]:\\|file:)[^\s()]*:\d+:\d+\)?/],
  ['a node_modules path', /node_modules[\\/]/],
];

/** The leaks found in one answer, as readable strings (empty when clean). */
export function leaksIn(text: string): string[] {
  const found = LEAK_PATTERNS.filter(([, re]) => re.test(text)).map(
    ([name, re]) => `${name}: …${text.match(re)![0].slice(0, 80)}…`,
  );
  // Secret-named keys with a value, anywhere in the JSON text (also inside strings that hold JSON).
  for (const key of SECRET_KEYS) {
    const re = new RegExp(`\\\\?"${key}\\\\?"\\s*:\\s*\\\\?"([^"\\\\]+)`);
    const m = re.exec(text);
    if (m) found.push(`the field ${key} with a value`);
  }
  return found;
}

/** Throws (failing the test that received it) when an answer leaks; the leaks are also kept in the test folder. */
export function assertNoLeak(method: string, url: string, status: number, text: string) {
  const leaks = leaksIn(text);
  if (!leaks.length) return;
  const line = `${method} ${url} → ${status}: ${leaks.join('; ')}`;
  fs.appendFileSync(path.join(inject('testDir'), 'leaks.log'), `${line}\n`);
  throw new Error(`The answer leaks ${line}`);
}

/** A body sent as is, with its own content type (malformed and multipart bodies of the fault tests). */
export type RawBody = { data: string | Uint8Array | FormData; type?: string };

/** One HTTP call to the CMS under test. */
export async function api(
  path: string,
  {
    method = 'GET',
    token,
    body,
    ip,
    raw,
    headers,
  }: {
    method?: string;
    token?: string;
    body?: unknown;
    ip?: string;
    raw?: RawBody;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer> {
  const res = await fetch(`${inject('cmsUrl')}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(raw?.type ? { 'content-type': raw.type } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // The test server trusts X-Forwarded-For (IS_PROXIED): each simulated visitor has its own address.
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...headers,
    },
    body: raw ? (raw.data as BodyInit) : body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  assertNoLeak(method, path, res.status, text);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

/** A made-up client address, so that one test's sign-ins never count against another's limits. */
export const visitorIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * The seeded panel editor signed in to Strapi's admin API (from an address of its own): a function
 * that calls the admin API with the editor's token.
 */
export async function panelEditor() {
  const ip = visitorIp();
  const login = await api('/admin/login', {
    method: 'POST',
    body: { email: 'editor@dalil.local', password: 'Dalil-Editor-2026' },
    ip,
  });
  if (login.status !== 200) throw new Error(`the panel editor could not sign in: ${login.status}`);
  const token = login.body.data.token as string;
  return (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    api(path, { ...init, token, ip });
}

/**
 * A JWT for a seeded account, through the documented sign-in. Each account signs in once per
 * run: the token is shared with later test files through the test folder (files run one after
 * another), which leaves the sign-in limits to the tests that are about them.
 */
export async function tokenFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  const file = path.join(inject('testDir'), 'tokens.json');
  const shared: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  if (!shared[caller]) {
    const { email, password } = ACCOUNTS[caller];
    const res = await api('/api/users/signin', { method: 'POST', body: { email, password }, ip: visitorIp() });
    if (res.status !== 200 || !res.body?.token)
      throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    shared[caller] = res.body.token;
    fs.writeFileSync(file, JSON.stringify(shared));
  }
  return shared[caller];
}

export async function as(caller: Caller, path: string, options: { method?: string; body?: unknown } = {}) {
  return api(path, { ...options, token: await tokenFor(caller) });
}

export const CATEGORIES = ['private', 'national', 'special', 'international'] as const;

/** Number of records a documented list endpoint answers (an array). */
export async function total(caller: Caller, path: string): Promise<number> {
  const res = await as(caller, path);
  if (res.status !== 200 || !Array.isArray(res.body))
    throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body.length;
}

/** The same list summed over the four categories: `/api/{category}${suffix}`. */
export async function totalOverCategories(caller: Caller, suffix: string): Promise<number> {
  let sum = 0;
  for (const category of CATEGORIES) sum += await total(caller, `/api/${category}${suffix}`);
  return sum;
}
