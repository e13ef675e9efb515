#!/usr/bin/env node
/**
 * Public reads under load (issue 14): figures, not assertions.
 *
 * Seeds a temporary database, starts the built CMS on 127.0.0.1 and, beside it, a bare Node HTTP
 * server (a child process too) that answers each endpoint with the very bytes the CMS answered.
 * For every endpoint autocannon (pinned in package.json) drives 50 connections against the bare
 * server and the CMS in turn, alternating, for a few rounds; the table shows the medians:
 * requests per second, p99 latency, errors and the CMS/bare ratio.
 *
 *  - warm: nothing is written during the run;
 *  - cold: a SuperAdmin writes through the API (an unchanged scholarship saved again) every
 *    COLD_WRITE_MS during the run, so the CMS must notice the change and rebuild its answers.
 *
 * Then, with the built site served by `vite preview` in front of the same CMS, Chromium loads
 * `/`, `/Guide` and `/SmartAssistant/score` (signed in as the seeded student) twice in one
 * profile and prints the bytes each visit moved and how many API answers were 200 or 304.
 *
 *   node scripts/bench/public-reads.mjs [--seconds 3] [--rounds 2] [--json out.json] [--no-pages | --pages-only] [--koa-hits]
 *   --koa-hits: the warm table also measures, in the same rounds, a second CMS whose hits go through
 *   Koa and the middleware (PUBLIC_CACHE_FAST_PATH=off): what answering hits before Koa is worth.
 *   (also run by `npm run bench`)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { generateSecrets, ROOT } from '../lib/env.mjs';
import { BIN, buildAll, freePort, Services, waitForHttp } from '../lib/processes.mjs';
import { CHROMIUM_LAUNCH } from '../lib/chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

const SECONDS = Number(arg('seconds', process.env.BENCH_SECONDS ?? 3));
const ROUNDS = Number(arg('rounds', process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = 50;
const COLD_WRITE_MS = 500;
const ENDPOINTS = [
  '/api/news',
  '/api/private/links',
  '/api/private/faculty?university=GUC',
  '/api/private/faculty',
  '/api/national/faculty',
  '/api/private/admission',
  '/api/articles',
  '/api/reviews',
  '/api/site-setting',
];
// The score finder loads the four categories once a search is in its URL.
const PAGES = ['/', '/Guide', '/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85'];
const SUPER = { email: 'superadmin@dalil.local', password: 'Dalil-Super-2026' };
const STUDENT = { email: 'student@dalil.local', password: 'Dalil-User-2026' };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 20 }, (error, r) =>
      error
        ? reject(error)
        : resolve({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx }),
    );
  });
}

async function signIn(base, who) {
  const res = await fetch(`${base}/api/users/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (res.status !== 200) throw new Error(`sign-in ${who.email}: ${res.status}`);
  return res.json();
}

/** Saves one scholarship again, unchanged, every `ms` while `work` runs: a real API write each time. */
async function whileWriting(base, token, ms, work) {
  const [one] = await (await fetch(`${base}/api/scholarships`)).json();
  let stop = false;
  let writes = 0;
  const loop = (async () => {
    while (!stop) {
      const res = await fetch(`${base}/api/scholarships/${one._id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: one.name }),
      });
      if (res.status !== 200) throw new Error(`write: ${res.status} ${await res.text()}`);
      writes += 1;
      await new Promise((r) => setTimeout(r, ms));
    }
  })();
  try {
    return { ...(await work()), writes };
  } finally {
    stop = true;
    await loop;
  }
}

async function compare(cms, bare, endpoints, during = (work) => work(), koa = null) {
  const rows = [];
  for (const p of endpoints) {
    const runs = { bare: [], cms: [], koa: [] };
    let writes = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.bare.push(await load(`${bare}${p}`));
      const r = await during(() => load(`${cms}${p}`));
      writes += r.writes ?? 0;
      runs.cms.push(r);
      if (koa) runs.koa.push(await load(`${koa}${p}`));
    }
    const m = (side, key) => median(runs[side].map((r) => r[key]));
    const row = {
      endpoint: p,
      bareRps: m('bare', 'rps'),
      cmsRps: m('cms', 'rps'),
      bareP99: m('bare', 'p99'),
      cmsP99: m('cms', 'p99'),
      errors: [...runs.cms, ...runs.bare, ...runs.koa].reduce((n, r) => n + r.errors, 0),
      writes,
      ...(koa ? { koaRps: m('koa', 'rps'), koaP99: m('koa', 'p99') } : {}),
    };
    rows.push(row);
    printRow(row);
  }
  return rows;
}

const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
function printHeader(label) {
  console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds each side, medians`);
  console.log(
    'GET'.padEnd(38),
    'KiB'.padStart(6),
    'bare req/s'.padStart(11),
    'CMS req/s'.padStart(10),
    'ratio'.padStart(7),
    'bare p99'.padStart(9),
    'CMS p99'.padStart(9),
    'p99 ×'.padStart(6),
    'errors'.padStart(7),
  );
}
const SIZES = {};
function printRow(r) {
  console.log(
    r.endpoint.padEnd(38),
    fmt(SIZES[r.endpoint] / 1024, 1).padStart(6),
    fmt(r.bareRps).padStart(11),
    fmt(r.cmsRps).padStart(10),
    `${fmt((100 * r.cmsRps) / r.bareRps, 1)} %`.padStart(7),
    `${fmt(r.bareP99)} ms`.padStart(9),
    `${fmt(r.cmsP99)} ms`.padStart(9),
    fmt(r.cmsP99 / Math.max(r.bareP99, 1), 1).padStart(6),
    String(r.errors).padStart(7),
    r.writes ? ` (${r.writes} writes)` : '',
    r.koaRps
      ? ` | through Koa: ${fmt(r.koaRps)} req/s, p99 ${fmt(r.koaP99)} ms; fast path ${fmt((100 * r.cmsRps) / r.koaRps, 1)} % of it`
      : '',
  );
}

/** Bytes moved by two visits of each page in one browser profile (the second one is the repeat visit). */
async function pageBytes(webBase, cmsBase) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const out = [];
  try {
    const student = await signIn(cmsBase, STUDENT);
    for (const route of PAGES) {
      const context = await browser.newContext({ locale: 'ar-EG' });
      if (route.startsWith('/SmartAssistant'))
        await context.addInitScript((b) => {
          if (localStorage.getItem('token')) return;
          localStorage.setItem('token', b.token);
          localStorage.setItem('userId', b._id);
          localStorage.setItem('user_type', b.user_type);
          localStorage.setItem('name', b.name ?? '');
          localStorage.setItem('tokenExpiration', String(Date.now() + 86400000));
        }, student);
      for (const visit of [1, 2]) {
        const page = await context.newPage();
        // What moved on the wire, as Chromium's network layer saw it (Playwright's own response
        // object shows a revalidated answer as the cached 200).
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        const wire = new Map();
        cdp.on('Network.responseReceived', (e) =>
          wire.set(e.requestId, { url: e.response.url, status: e.response.status, bytes: 0 }),
        );
        // The status line that came over the wire (a revalidation's 304).
        const raw = new Map();
        cdp.on('Network.responseReceivedExtraInfo', (e) => raw.set(e.requestId, e.statusCode));
        cdp.on('Network.loadingFinished', (e) => {
          const r = wire.get(e.requestId);
          if (r) r.bytes = e.encodedDataLength;
        });
        await page.goto(`${webBase}${route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        let all = 0;
        let api = 0;
        const statuses = {};
        for (const [id, r] of wire) {
          r.status = raw.get(id) ?? r.status;
          if (process.env.BENCH_DEBUG) console.log(visit, r.status, r.bytes, r.url.slice(0, 100));
          all += r.bytes;
          if (new URL(r.url).pathname.startsWith('/api/')) {
            api += r.bytes;
            statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          }
        }
        out.push({ route, visit, all, api, statuses });
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    '\nBytes per page load (Chromium, one profile, visit 2 = a repeat visit; on the wire: headers + encoded bodies):',
  );
  console.log('page'.padEnd(24), 'visit'.padStart(6), 'all KiB'.padStart(9), 'API KiB'.padStart(9), '  API answers');
  for (const r of out)
    console.log(
      r.route.replace(/\?.*/, '?…').padEnd(24),
      String(r.visit).padStart(6),
      fmt(r.all / 1024, 1).padStart(9),
      fmt(r.api / 1024, 1).padStart(9),
      ' ',
      Object.entries(r.statuses)
        .map(([s, n]) => `${n}× ${s}`)
        .join(', '),
    );
  return out;
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-bench-reads-'));
  const env = {
    ...generateSecrets(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(tmp, 'bench.db'),
    PUBLIC_DIR: path.join(tmp, 'public'),
  };
  fs.mkdirSync(path.join(tmp, 'public', 'uploads'), { recursive: true });
  buildAll({ log: () => {} });
  const seed = spawnSync('node', ['scripts/seed/index.mjs', '--demo', '--json'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(seed.stderr);

  const [cmsPort, barePort, webPort] = [await freePort(), await freePort(), await freePort()];
  const cms = `http://127.0.0.1:${cmsPort}`;
  const bare = `http://127.0.0.1:${barePort}`;
  const services = new Services({ quiet: true });
  const results = { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS };
  try {
    const cmsChild = services.start('cms', BIN('strapi'), ['start'], {
      cwd: path.join(ROOT, 'cms'),
      env: {
        ...env,
        PORT: String(cmsPort),
        AUTH_RATE_SIGNIN_PER_IP: '1000',
        SITE_URL: `http://127.0.0.1:${webPort}`,
      },
    });
    await waitForHttp(`${cms}/_health`, { child: cmsChild });
    // --koa-hits: a second CMS on the same database whose hits go through Koa and the middleware
    // (PUBLIC_CACHE_FAST_PATH=off), measured in the same rounds: what the fast path is worth.
    let koa = null;
    if (process.argv.includes('--koa-hits')) {
      const koaPort = await freePort();
      koa = `http://127.0.0.1:${koaPort}`;
      const koaChild = services.start('cms-koa', BIN('strapi'), ['start'], {
        cwd: path.join(ROOT, 'cms'),
        env: { ...env, PORT: String(koaPort), SITE_URL: `http://127.0.0.1:${webPort}`, PUBLIC_CACHE_FAST_PATH: 'off' },
      });
      await waitForHttp(`${koa}/_health`, { child: koaChild });
    }

    // The bytes the CMS answers a visitor (no compression asked, as autocannon asks).
    const answers = {};
    for (const p of ENDPOINTS) {
      const res = await fetch(`${cms}${p}`, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
      answers[p] = { body: body.toString('base64'), type: res.headers.get('content-type') };
      SIZES[p] = body.length;
    }
    const file = path.join(tmp, 'answers.json');
    fs.writeFileSync(file, JSON.stringify(answers));
    const bareChild = services.start('bare', process.execPath, [
      path.join(ROOT, 'scripts/bench/public-reads.mjs'),
      '--bare',
      file,
      String(barePort),
    ]);
    await waitForHttp(`${bare}/api/news`, { child: bareChild });
    results.sizes = SIZES;

    if (!process.argv.includes('--pages-only')) {
      // One short run each first, so that neither side is measured while it warms up.
      for (const p of ENDPOINTS) {
        await load(`${bare}${p}`);
        await load(`${cms}${p}`);
        if (koa) await load(`${koa}${p}`);
      }
      printHeader('warm');
      results.warm = await compare(cms, bare, ENDPOINTS, undefined, koa);

      const { token } = await signIn(cms, SUPER);
      printHeader(`cold (an API write every ${COLD_WRITE_MS} ms during each CMS run)`);
      results.cold = await compare(cms, bare, ENDPOINTS, (work) => whileWriting(cms, token, COLD_WRITE_MS, work));
    }

    if (!process.argv.includes('--no-pages')) {
      const web = services.start(
        'web',
        BIN('vite'),
        ['preview', '--port', String(webPort), '--host', '127.0.0.1', '--strictPort'],
        { cwd: path.join(ROOT, 'frontend'), env: { CMS_URL: cms } },
      );
      await waitForHttp(`http://127.0.0.1:${webPort}/`, { child: web });
      results.pages = await pageBytes(`http://127.0.0.1:${webPort}`, cms);
    }
    const json = arg('json');
    if (json) fs.writeFileSync(json, JSON.stringify(results, null, 2));
  } finally {
    await services.stopAll();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// A child mode: the bare server, serving the captured answers from a JSON file.
if (process.argv[2] === '--bare') {
  const answers = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
  const bodies = new Map(
    Object.entries(answers).map(([p, a]) => [p, { body: Buffer.from(a.body, 'base64'), type: a.type }]),
  );
  http
    .createServer((req, res) => {
      const hit = bodies.get(req.url);
      if (!hit) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': hit.type, 'Content-Length': hit.body.length });
      res.end(hit.body);
    })
    .listen(Number(process.argv[4]), '127.0.0.1');
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
