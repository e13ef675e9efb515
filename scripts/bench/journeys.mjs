#!/usr/bin/env node
/**
 * Whole student journeys against the production-like stack (issue 26): figures, not assertions.
 *
 *   npm run bench -- journeys [--scale 1] [--cms 2] [--users 20,40,80,160] [--seconds 60]
 *                             [--think 2,8] [--json out.json] [--dir DIR] [--no-s3]
 *
 * 1. Builds a demo set with --scale times the universities (each university copied with its
 *    faculties, dorms, transport and statuses under a new code) and ACCOUNTS student accounts, and
 *    starts scripts/stack.mjs on it: nginx + --cms CMS processes + PostgreSQL + the page renderer
 *    (+ the local S3 server when the stack has one).
 * 2. Records one journey in Chromium, as a student would click it, and keeps every request each
 *    step made: home → the directory (/Guide) → sign-in → the score finder's data
 *    (/SmartAssistant/score with a score) → a university's guide page → add a faculty to the desire
 *    list → sign-out. The site's own files, logos and icons are fetched once per journey (a browser's
 *    cache keeps them); documents, API reads and writes every time.
 * 3. Simulated students (arriving over the stage's first half, at most 30 s; each its own loopback address, so per-address limits see separate
 *    people, and its own kept-alive connections, six at a time like a browser) repeat the journey
 *    with a think time between steps, drawn uniformly from --think seconds. Each stage runs
 *    --seconds with a fixed number of students; the step's time is from its first request to the
 *    last answer. Sign-in uses the student's own account and the answers' token is sent where the
 *    recording sent one.
 * 4. The same stages against a bare Node server (a child process) that answers every recorded
 *    request with the very bytes and headers the stack gave, in the same run, alternating.
 *
 * Per stage: completed journeys per minute, each step's p50/p95, errors (a status the recording did
 * not get, or no answer), nginx's micro-cache statuses on /api (X-Micro-Cache), and the CPU each
 * process used (share of one core, from /proc). The bottleneck is the process with the largest share
 * at the largest stage whose every step kept p95 under 1 s.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../lib/chromium.mjs';
import { ROOT } from '../lib/env.mjs';
import { freePort, waitForHttp } from '../lib/processes.mjs';
import { startStack } from '../stack.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const SCALE = Number(arg('scale', 1));
const CMS = Number(arg('cms', 2));
const USERS = String(arg('users', '20,40,80,160')).split(',').map(Number);
const SECONDS = Number(arg('seconds', 60));
const [THINK_MIN, THINK_MAX] = String(arg('think', '2,8')).split(',').map(Number);
const JSON_OUT = arg('json');
// --dir DIR keeps the stack's folder (its seeded database) for the next run on the same DIR.
const STACK_DIR = arg('dir');
// --no-s3: uploads on the stack's folder, served by the CMS processes (a database seeded that way
// must be measured that way).
const S3 = !process.argv.includes('--no-s3');
// Student accounts of the set; a stage with more students shares them (the 301st signs in as the 1st).
const ACCOUNTS = 300;
const PASSWORD = 'Dalil-Bench-2026';
const FINDER = '/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85';

/** The demo set with `factor` times the universities and the bench's student accounts. */
export function scaledDemoSet(factor, accounts, dir) {
  const src = path.join(ROOT, 'scripts', 'seed', 'data');
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(src)) {
    const from = path.join(src, file);
    if (fs.statSync(from).isDirectory()) fs.cpSync(from, path.join(dir, file), { recursive: true });
    else fs.copyFileSync(from, path.join(dir, file));
  }
  const read = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  const write = (f, v) => fs.writeFileSync(path.join(dir, f), JSON.stringify(v));
  const universities = read('universities.json');
  const copies = (k) => (k === 1 ? '' : String(k));
  const out = [];
  for (let k = 1; k <= factor; k += 1)
    for (const u of universities)
      out.push({
        ...u,
        university_code: `${u.university_code}${copies(k)}`,
        university_Arabic_Name: k === 1 ? u.university_Arabic_Name : `${u.university_Arabic_Name} ${k}`,
        index: out.length + 1,
      });
  write('universities.json', out);
  for (const f of ['offerings.json', 'dorms.json', 'transportation.json', 'admission.json']) {
    const rows = read(f);
    const all = [];
    for (let k = 1; k <= factor; k += 1)
      for (const r of rows) all.push({ ...r, university_code: `${r.university_code}${copies(k)}` });
    write(f, all);
  }
  const people = read('accounts.json');
  const student = people.find((a) => a.user_type === 'student');
  for (let i = 0; i < accounts; i += 1)
    people.push({
      ...student,
      username: `bench${i}`,
      email: `bench${i}@dalil.local`,
      password: PASSWORD,
      phone_with_country_code: `+2010${String(70000000 + i).padStart(8, '0')}`,
    });
  write('accounts.json', people);
  return { universities: out.length };
}

/** Files a browser keeps between pages of a visit (immutable site files, logos kept 7 days, icons). */
const CACHED = /^\/(assets|uploads|images|fonts)\/|^\/favicon\.svg$/;

/** One journey clicked through in Chromium; every request of each step. */
async function recordJourney(url, account) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const steps = [];
  let current = null;
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (!current || u.origin !== url) return;
    current.requests.push({
      method: req.method(),
      path: u.pathname + u.search,
      body: req.postData() ?? null,
      auth: Boolean(req.headers().authorization),
      kind: req.resourceType() === 'document' ? 'document' : CACHED.test(u.pathname) ? 'asset' : 'other',
    });
  });
  const step = async (name, action) => {
    current = { name, requests: [] };
    await action();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    steps.push(current);
    current = null;
  };
  // A click on a link of the site: the router navigates without loading a document.
  const navigate = (to) =>
    page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);

  await step('home', () => page.goto(`${url}/`));
  await step('directory', () => navigate('/Guide'));
  await step('sign-in', async () => {
    await navigate('/Login');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'تسجيل الدخول', exact: true }) });
    await form.getByLabel('البريد الإلكتروني').fill(account);
    await form.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/Login'), { timeout: 30_000 });
  });
  await step('finder', () => navigate(FINDER));
  await step('guide page', () => navigate('/Guide/private/GUC'));
  await step('add desire', async () => {
    await page
      .getByRole('button', { name: /إلى قائمة رغباتي$/ })
      .first()
      .click();
    await page
      .getByText('أُضيفت', { exact: false })
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => {});
  });
  await step('sign-out', async () => {
    await page.locator('.account-menu__toggle').click();
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  });
  await browser.close();
  for (const s of steps) {
    const seen = new Set();
    s.requests = s.requests.filter((r) => {
      const key = `${r.method} ${r.path} ${r.body ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return steps;
}

/** One simulated browser: its own loopback address, six kept-alive connections. */
function client(index, origin) {
  const address = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6, localAddress: address });
  const { hostname, port } = new URL(origin);
  const send = (method, p, headers, body, keep = false) =>
    new Promise((resolve) => {
      const req = http.request(
        { hostname, port, method, path: p, agent, headers: { 'accept-encoding': 'gzip, br', ...headers } },
        (res) => {
          let bytes = 0;
          const chunks = [];
          res.on('data', (c) => {
            bytes += c.length;
            if (keep) chunks.push(c);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              cache: res.headers['x-micro-cache'],
              bytes,
              text: keep ? Buffer.concat(chunks).toString() : '',
            }),
          );
          res.on('error', () => resolve({ status: 0, bytes }));
        },
      );
      req.on('error', () => resolve({ status: 0, bytes: 0 }));
      req.setTimeout(30_000, () => req.destroy());
      if (body) req.end(body);
      else req.end();
    });
  return { send, close: () => agent.destroy() };
}

const isSignIn = (r) => r.method === 'POST' && r.path.startsWith('/api/users/signin');
const isDesireList = (r) => r.auth && r.path.split('?')[0] === '/api/desires';
/** The recorded sign-in with this student's e-mail. */
const signInBody = (r, email) => JSON.stringify({ ...JSON.parse(r.body), email });

/** The requests a step sends at most six at a time (the document first, as a browser does). */
async function runStep(c, step, state, sink) {
  const requests = step.requests.filter((r) => r.kind !== 'asset' || !state.cached.has(r.path));
  const started = performance.now();
  const doc = requests.filter((r) => r.kind === 'document');
  const rest = requests.filter((r) => r.kind !== 'document');
  const one = async (r) => {
    const headers = {};
    let body = r.body;
    if (r.auth && state.token) headers.authorization = `Bearer ${state.token}`;
    const signIn = isSignIn(r);
    // The answers read back: the sign-in's token, the desire list's version (its next save sends it).
    const keep = signIn || isDesireList(r);
    if (signIn) body = signInBody(r, state.email);
    if (r.method === 'PUT' && isDesireList(r))
      body = JSON.stringify({ ...JSON.parse(r.body), updatedAt: state.desiresAt });
    if (keep) headers['accept-encoding'] = 'identity';
    if (body) headers['content-type'] = 'application/json';
    const answer = await c.send(r.method, r.path, headers, body, keep);
    if (keep && answer.status === 200) {
      const read = JSON.parse(answer.text);
      if (signIn) state.token = read.token;
      else state.desiresAt = read.updatedAt ?? null;
    }
    sink.requests += 1;
    sink.bytes += answer.bytes;
    if (r.path.startsWith('/api/') && answer.cache) sink.cache[answer.cache] = (sink.cache[answer.cache] ?? 0) + 1;
    // A read must answer as it did when captured; a write (a sign-in, a student's own desire list)
    // must succeed: the capture's own write may have met the recording's list as stale.
    const expected = r.method === 'GET' ? answer.status === r.status : answer.status >= 200 && answer.status < 300;
    if (!expected) {
      sink.errors += 1;
      const key = `${r.method} ${r.path.split('?')[0]} ${answer.status}`;
      sink.errorKinds[key] = (sink.errorKinds[key] ?? 0) + 1;
    }
  };
  for (const r of doc) await one(r);
  // A write (the sign-in, the desire list's save) waits for the reads before it and is awaited
  // before what follows it (the signed reads need the token, the save the list's version); reads go
  // six at a time.
  const waves = [[]];
  for (const r of rest) {
    if (r.method !== 'GET') waves.push([r], []);
    else waves.at(-1).push(r);
  }
  for (const wave of waves) {
    const queue = [...wave];
    await Promise.all(
      Array.from({ length: Math.min(6, queue.length) }, async () => {
        while (queue.length) await one(queue.shift());
      }),
    );
  }
  for (const r of requests) if (r.kind === 'asset') state.cached.add(r.path);
  return performance.now() - started;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** CPU seconds (user + system) of a process and its descendants, from /proc. */
function cpuSeconds(pids) {
  const ticks = 100;
  let total = 0;
  const all = new Set(pids);
  // descendants (nginx workers, Strapi has none, postgres backends)
  const procs = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  const parent = new Map();
  for (const p of procs) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(p), { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / ticks });
    } catch {
      /* gone */
    }
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, info] of parent)
      if (!all.has(pid) && all.has(info.ppid)) {
        all.add(pid);
        grew = true;
      }
  }
  for (const pid of all) total += parent.get(pid)?.cpu ?? 0;
  return total;
}

function postmasterPid(pgDir) {
  try {
    return Number(fs.readFileSync(path.join(pgDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

/** A stage: `users` students for SECONDS against `origin`. */
async function stage(origin, steps, users, groups) {
  const sink = { requests: 0, bytes: 0, errors: 0, errorKinds: {}, cache: {}, journeys: 0, times: {} };
  for (const s of steps) sink.times[s.name] = [];
  const before = Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, cpuSeconds(pids)]));
  const selfBefore = process.cpuUsage();
  const started = Date.now();
  const end = started + SECONDS * 1000;
  const think = () => (THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)) * 1000;
  await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      const c = client(i, origin);
      // Arrivals spread evenly over the first half of the stage (at most 30 s), as students come in,
      // not all at the first second (a herd that would measure the start, not the load).
      await sleep(Math.random() * Math.min(30_000, (SECONDS * 1000) / 2));
      while (Date.now() < end) {
        const state = { email: `bench${i % ACCOUNTS}@dalil.local`, token: null, desiresAt: null, cached: new Set() };
        let whole = true;
        for (const s of steps) {
          if (Date.now() >= end) {
            whole = false;
            break;
          }
          sink.times[s.name].push(await runStep(c, s, state, sink));
          if (s !== steps.at(-1)) await sleep(think());
        }
        if (whole) sink.journeys += 1;
      }
      c.close();
    }),
  );
  const wall = (Date.now() - started) / 1000;
  const cpu = Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, (cpuSeconds(pids) - before[k]) / wall]));
  const self = process.cpuUsage(selfBefore);
  cpu['load generator'] = (self.user + self.system) / 1e6 / wall;
  // Steps done, in whole journeys (journeys cut by the stage's end count by their steps): the
  // denominator of the cost of one journey.
  const equivalents = Object.values(sink.times).reduce((n, xs) => n + xs.length, 0) / steps.length;
  return {
    users,
    wall,
    // Steps done per minute in whole journeys: students arrive during the stage, so many journeys
    // are cut by its end; `completedPerMinute` counts only those that ended within it.
    journeysPerMinute: (equivalents / wall) * 60,
    completedPerMinute: (sink.journeys / wall) * 60,
    kbPerJourney: sink.bytes / 1024 / equivalents,
    cpuMsPerJourney: Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, (v * wall * 1000) / equivalents])),
    requestsPerSecond: sink.requests / wall,
    mbPerSecond: sink.bytes / wall / 1e6,
    errors: sink.errors,
    errorKinds: sink.errorKinds,
    cache: sink.cache,
    steps: Object.fromEntries(
      Object.entries(sink.times).map(([k, xs]) => [k, { n: xs.length, p50: pct(xs, 50), p95: pct(xs, 95) }]),
    ),
    cpu,
  };
}

/** Every recorded request answered once through the stack: the bare server's bytes and the expected statuses. */
async function captureAnswers(url, steps) {
  const answers = {};
  const state = { email: 'bench0@dalil.local', token: null };
  for (const s of steps)
    for (const r of s.requests) {
      const headers = { 'accept-encoding': 'gzip, br' };
      if (r.auth && state.token) headers.authorization = `Bearer ${state.token}`;
      const body = isSignIn(r) ? signInBody(r, state.email) : r.body;
      if (body) headers['content-type'] = 'application/json';
      const res = await fetch(`${url}${r.path}`, { method: r.method, headers, body });
      const buf = Buffer.from(await res.arrayBuffer());
      r.status = res.status;
      if (isSignIn(r) && res.status === 200) state.token = JSON.parse(buf.toString()).token;
      const head = {};
      res.headers.forEach((v, k) => {
        if (!['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'].includes(k)) head[k] = v;
      });
      // fetch decoded the body; the bare server compresses it again in the stack's encoding.
      answers[`${r.method} ${r.path}`] = { status: res.status, head, body: buf.toString('base64') };
    }
  return answers;
}

const BARE = `
const http = require('node:http');
const zlib = require('node:zlib');
const answers = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8'));
for (const a of Object.values(answers)) {
  const raw = Buffer.from(a.body, 'base64');
  const enc = a.head['content-encoding'];
  a.bytes = enc === 'gzip' ? zlib.gzipSync(raw) : enc === 'br' ? zlib.brotliCompressSync(raw) : raw;
}
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const a = answers[req.method + ' ' + req.url];
    if (!a) { res.statusCode = 404; return res.end(); }
    res.writeHead(a.status, { ...a.head, 'content-length': a.bytes.length });
    res.end(a.bytes);
  });
});
// As long as nginx keeps an idle connection (65 s): Node's 5 s default closes it while a student
// thinks, and the next request on it fails.
server.keepAliveTimeout = 65_000;
server.listen(Number(process.argv[3]), '127.0.0.1', () => console.log('bare up'));
`;

function table(title, result) {
  console.log(`\n${title}`);
  console.log(
    'students'.padStart(8),
    'journeys/min'.padStart(13),
    'req/s'.padStart(7),
    'errors'.padStart(7),
    ...Object.keys(result[0].steps).map((s) => `${s} p50/p95 ms`.padStart(24)),
  );
  for (const r of result)
    console.log(
      String(r.users).padStart(8),
      r.journeysPerMinute.toFixed(0).padStart(13),
      r.requestsPerSecond.toFixed(0).padStart(7),
      String(r.errors).padStart(7),
      ...Object.values(r.steps).map((s) => `${s.p50.toFixed(0)} / ${s.p95.toFixed(0)}`.padStart(24)),
    );
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-journeys-'));
  const dataDir = path.join(tmp, 'data');
  const { universities } = scaledDemoSet(SCALE, ACCOUNTS, dataDir);
  console.log(`demo set ×${SCALE}: ${universities} universities, ${ACCOUNTS} student accounts`);
  const stack = await startStack({
    cms: CMS,
    seedDataDir: dataDir,
    s3: S3,
    log: () => {},
    ...(STACK_DIR ? { dir: STACK_DIR, keep: true, ifEmpty: true } : {}),
  });
  let bare;
  try {
    console.log(
      `stack up (${CMS} CMS processes behind nginx, PostgreSQL); seeded in ${stack.seedSeconds.toFixed(0)} s`,
    );
    const steps = await recordJourney(stack.url, 'bench0@dalil.local');
    for (const s of steps)
      console.log(
        `  ${s.name}: ${s.requests.length} requests (${s.requests.filter((r) => r.kind === 'asset').length} kept by the browser): ` +
          s.requests
            .filter((r) => r.kind !== 'asset')
            .map((r) => `${r.method} ${r.path.split('?')[0]}${r.auth ? ' (signed)' : ''}`)
            .join(', '),
      );
    const answers = await captureAnswers(stack.url, steps);
    const answersFile = path.join(tmp, 'answers.json');
    fs.writeFileSync(answersFile, JSON.stringify(answers));
    const barePort = await freePort();
    fs.writeFileSync(path.join(tmp, 'bare.cjs'), BARE);
    bare = spawn('node', [path.join(tmp, 'bare.cjs'), answersFile, String(barePort)], { stdio: 'ignore' });
    await waitForHttp(`http://127.0.0.1:${barePort}/`, { child: bare });

    const { cms, ssr, nginx, pgDir, s3 } = stack.processes;
    const groups = {
      ...Object.fromEntries(cms.map((c, i) => [`cms${i + 1}`, [c.pid]])),
      nginx: [nginx.pid],
      postgresql: [postmasterPid(pgDir)].filter(Boolean),
      renderer: [ssr.pid],
      ...(s3 ? { s3: readPid(path.join(s3, 'pid')) } : {}),
    };
    const stackRuns = [];
    const bareRuns = [];
    for (const users of USERS) {
      stackRuns.push(await stage(stack.url, steps, users, groups));
      bareRuns.push(await stage(`http://127.0.0.1:${barePort}`, steps, users, { bare: [bare.pid] }));
      const s = stackRuns.at(-1);
      console.log(
        `  ${users} students: stack ${s.journeysPerMinute.toFixed(0)} journeys/min, ${s.errors} errors; ` +
          `bare ${bareRuns.at(-1).journeysPerMinute.toFixed(0)}; CPU ` +
          Object.entries(s.cpu)
            .map(([k, v]) => `${k} ${(v * 100).toFixed(0)}%`)
            .join(', '),
      );
    }
    table(
      `The stack (${CMS} CMS, ×${SCALE} data), think ${THINK_MIN}–${THINK_MAX} s, ${SECONDS} s per stage:`,
      stackRuns,
    );
    table('The same bytes from a bare Node server, same stages:', bareRuns);
    const ok = stackRuns.filter((r) => Object.values(r.steps).every((s) => !(s.p95 >= 1000)) && r.errors === 0);
    const best = ok.at(-1);
    if (best) {
      const [top, share] = Object.entries(best.cpu)
        .filter(([k]) => k !== 'load generator')
        .sort((a, b) => b[1] - a[1])[0];
      console.log(
        `\nUnder 1 s p95 on every step: up to ${best.users} students, ${best.journeysPerMinute.toFixed(0)} journeys/min ` +
          `(${best.requestsPerSecond.toFixed(0)} req/s). Largest CPU share: ${top} ${(share * 100).toFixed(0)}% of a core; ` +
          `machine total ${(Object.values(best.cpu).reduce((a, b) => a + b, 0) * 100).toFixed(0)}% of ${os.cpus().length * 100}%.`,
      );
    } else console.log('\nNo stage kept every step under 1 s p95 without errors.');
    for (const r of stackRuns)
      if (r.errors) console.log(`  errors at ${r.users} students: ${JSON.stringify(r.errorKinds)}`);
    const mid = stackRuns[Math.floor(stackRuns.length / 2)];
    console.log(
      `Cost of one journey at ${mid.users} students: ${mid.kbPerJourney.toFixed(0)} KiB moved; CPU ms ` +
        Object.entries(mid.cpuMsPerJourney)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', '),
    );
    console.log(`nginx micro-cache on /api (last stage): ${JSON.stringify(stackRuns.at(-1).cache)}`);
    if (JSON_OUT)
      fs.writeFileSync(
        JSON_OUT,
        JSON.stringify(
          {
            scale: SCALE,
            cms: CMS,
            universities,
            think: [THINK_MIN, THINK_MAX],
            seconds: SECONDS,
            steps: steps.map((s) => ({ name: s.name, requests: s.requests.map((r) => `${r.method} ${r.path}`) })),
            stack: stackRuns,
            bare: bareRuns,
          },
          null,
          2,
        ),
      );
  } finally {
    bare?.kill();
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function readPid(file) {
  try {
    return [Number(fs.readFileSync(file, 'utf8'))];
  } catch {
    return [];
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
