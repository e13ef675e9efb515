#!/usr/bin/env node
/**
 * `npm run bench`: figures, not assertions. Seeds a temporary database, serves it with the built
 * CMS on 127.0.0.1, and measures the seed time and the read endpoints the site calls most
 * (latency percentiles over a fixed number of sequential requests, answer sizes), then the bulk
 * score import of a 2,000-row file (score-import.mjs).
 * Everything runs on loopback and stops by itself. Then the registered benches below run, each
 * in its own process (`npm run bench -- public-reads` runs only that one, with its own options after it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { generateSecrets, ROOT } from '../lib/env.mjs';
import { BIN, buildAll, freePort, Services, waitForHttp } from '../lib/processes.mjs';
import { benchScoreImport } from './score-import.mjs';

/** The other benches of this folder, run after this one. */
const BENCHES = {
  // Public reads at 50 connections beside a bare Node server, and bytes per page load (issue 14).
  'public-reads': 'scripts/bench/public-reads.mjs',
  // Whole student journeys against nginx + several CMS processes + PostgreSQL (issue 26).
  journeys: 'scripts/bench/journeys.mjs',
};

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-bench-'));
const env = {
  ...generateSecrets(),
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_FILENAME: path.join(tmp, 'bench.db'),
  PUBLIC_DIR: path.join(tmp, 'public'),
};
fs.mkdirSync(path.join(tmp, 'public', 'uploads'), { recursive: true });

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(url) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const t = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const body = await res.arrayBuffer();
    times.push(performance.now() - t);
    bytes = body.byteLength;
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1), kb: bytes / 1024 };
}

async function main() {
  buildAll({ log: () => {} });
  const t = Date.now();
  const seed = spawnSync('node', ['scripts/seed/index.mjs', '--demo', '--json'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(seed.stderr);
  const seedSeconds = (Date.now() - t) / 1000;
  const t2 = Date.now();
  spawnSync('node', ['scripts/seed/index.mjs', '--demo'], { cwd: ROOT, env: { ...process.env, ...env } });
  const reseedSeconds = (Date.now() - t2) / 1000;

  const port = await freePort();
  const services = new Services({ quiet: true });
  try {
    const cms = services.start('cms', BIN('strapi'), ['start'], {
      cwd: path.join(ROOT, 'cms'),
      env: { ...env, PORT: String(port) },
    });
    const bootStart = Date.now();
    await waitForHttp(`http://127.0.0.1:${port}/_health`, { child: cms });
    const bootSeconds = (Date.now() - bootStart) / 1000;
    console.log(
      `seed (empty database, whole process): ${seedSeconds.toFixed(1)} s; second run: ${reseedSeconds.toFixed(1)} s`,
    );
    console.log(`CMS start to first health answer: ${bootSeconds.toFixed(1)} s`);
    console.log(`\n${REQUESTS} sequential requests each, loopback, no compression:`);
    console.log(
      'endpoint'.padEnd(44),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'max ms'.padStart(8),
      'size KiB'.padStart(9),
    );
    for (const p of [
      '/api/private/links',
      '/api/national/links',
      '/api/private/faculty',
      '/api/international/faculty',
      '/api/private/dorms',
      '/api/national/admission',
      '/api/private/links/GUC',
      '/api/site-setting?populate=*',
    ]) {
      const r = await measure(`http://127.0.0.1:${port}${p}`);
      console.log(
        p.padEnd(44),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        r.max.toFixed(1).padStart(8),
        r.kb.toFixed(1).padStart(9),
      );
    }
    await benchScoreImport(`http://127.0.0.1:${port}`);
  } finally {
    await services.stopAll();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function runBench(name, args = []) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('node', [BENCHES[name], ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${name} exited with ${result.status ?? result.signal}`);
}

const only = process.argv[2];
(only && BENCHES[only]
  ? Promise.resolve(runBench(only, process.argv.slice(3)))
  : main().then(() => Object.keys(BENCHES).forEach((name) => runBench(name)))
).catch((error) => {
  console.error(error);
  process.exit(1);
});
