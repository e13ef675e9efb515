/**
 * The production-like stack (scripts/stack.mjs, issue 26): nginx with deploy/nginx.conf in front of
 * two CMS processes on one PostgreSQL (and the local S3 server when there is one). What must hold
 * when a request may land on either process. Run by .ci/run after `npm test` (it needs Debian's
 * nginx and postgresql): `node --test scripts/stack.test.mjs`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { startStack } from './stack.mjs';

const SUPER = { email: 'superadmin@dalil.local', password: 'Dalil-Super-2026' };
let stack;
let token;
const signed = () => ({ authorization: `Bearer ${token}` });
const direct = (i) => `http://127.0.0.1:${stack.cmsPorts[i]}`;

async function signIn(origin, account, headers = {}) {
  const res = await fetch(`${origin}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(account),
  });
  return { status: res.status, body: await res.json() };
}

before(async () => {
  stack = await startStack({ cms: 2, real: true, log: () => {} });
  token = (await signIn(stack.url, SUPER)).body.token;
});

after(async () => {
  await stack?.stop();
});

test('nginx spreads the API over both CMS processes', async () => {
  const before = stack.processes.cms.map((c) => c.logTail.filter((l) => /GET \/api\/reviews/.test(l)).length);
  for (let i = 0; i < 12; i += 1) {
    // Signed requests skip nginx's micro-cache, so each reaches a CMS process.
    const res = await fetch(`${stack.url}/api/reviews`, { headers: signed() });
    await res.arrayBuffer();
  }
  const after = stack.processes.cms.map((c) => c.logTail.filter((l) => /GET \/api\/reviews/.test(l)).length);
  const served = after.map((n, i) => n - before[i]);
  assert.ok(
    served.every((n) => n > 0),
    `each process answers some: ${served}`,
  );
});

test('a token signed by one process is accepted by the other', async () => {
  const { status, body } = await signIn(direct(0), SUPER);
  assert.equal(status, 200);
  const me = await fetch(`${direct(1)}/api/users/get`, { headers: { authorization: `Bearer ${body.token}` } });
  assert.ok(body.token);
  assert.equal(me.status, 200);
});

test('a change written through one process is read at once from the other (no stale cached answer)', async () => {
  const short = `stack-${Date.now()}`;
  // The other process builds and keeps its answer first.
  const first = await (await fetch(`${direct(1)}/api/news`)).text();
  assert.ok(!first.includes(short));
  const add = await fetch(`${direct(0)}/api/news/add`, {
    method: 'POST',
    headers: { ...signed(), 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `خبر ${short}`,
      Short_name: short,
      deadline: '2031-01-01',
      link: 'https://example.eg/n',
      details: 'تفاصيل الخبر',
    }),
  });
  assert.ok(add.status < 300, `the write: ${add.status} ${await add.text()}`);
  const again = await (await fetch(`${direct(1)}/api/news`)).text();
  assert.ok(again.includes(short), 'the other process answers with the new item');
});

test('the sign-in limit per address counts tries on every process together', async () => {
  // 30 tries per address in 15 minutes (cms/src/api/account/limits.ts); the address is the last one
  // nginx appended (PROXY_HOPS=1), here sent directly to both processes in turn.
  const headers = { 'x-forwarded-for': '203.0.113.77' };
  // The windows are fixed (every 15 minutes on the clock): 61 tries meet the limit in one window
  // even when they straddle a window's end.
  const statuses = [];
  for (let i = 0; i < 61 && !statuses.includes(429); i += 1) {
    const { status } = await signIn(
      direct(i % 2),
      { email: `nobody${i}@dalil.local`, password: 'wrong-password-1' },
      headers,
    );
    statuses.push(status);
  }
  assert.ok(
    statuses.slice(0, 30).every((s) => s !== 429),
    `first 30: ${statuses.slice(0, 30)}`,
  );
  assert.ok(statuses.includes(429), `no 429 in ${statuses.length} tries`);
});

test('an upload through the site lands in the object store and the site serves it with the upload headers', async () => {
  assert.ok(stack.processes.s3, 'the stack runs the local S3 server');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a5' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'stack.png');
  const up = await fetch(`${stack.url}/api/logos`, { method: 'POST', headers: signed(), body: form });
  assert.equal(up.status, 201, await up.clone().text());
  const { url } = await up.json();
  assert.match(url, /^\/uploads\/[^/]+\.png$/);
  const key = url.slice('/uploads/'.length);
  const inBucket = await fetch(`${stack.env.UPLOAD_S3_ENDPOINT}/${stack.env.UPLOAD_S3_BUCKET}/${key}`);
  assert.equal(inBucket.status, 200);
  await inBucket.arrayBuffer();
  const served = await fetch(`${stack.url}${url}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');
  assert.equal(served.headers.get('content-security-policy'), "default-src 'none'; sandbox");
  assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
  assert.deepEqual(Buffer.from(await served.arrayBuffer()).subarray(0, 8), png.subarray(0, 8));
  const listing = await fetch(`${stack.url}/uploads/`);
  assert.equal(listing.status, 404);
});

test('when one process stops, nginx answers from the other', async () => {
  const [first] = stack.processes.cms;
  process.kill(-first.pid, 'SIGTERM');
  await new Promise((resolve) => first.once('exit', resolve));
  const statuses = [];
  for (let i = 0; i < 10; i += 1) {
    const res = await fetch(`${stack.url}/api/national/links`, { headers: signed() });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  assert.deepEqual(new Set(statuses), new Set([200]));
});
