#!/usr/bin/env node
/**
 * A throw-away S3-compatible server for tests and the local multi-process stack: s3rver (npm, a
 * root devDependency; no Docker, no network), its own folder, listening on 127.0.0.1 only, with
 * the uploads bucket created. The same interface as scripts/pg-cluster.mjs:
 *
 *   node scripts/s3-local.mjs start [--dir DIR] [--port P] [--watch-pid PID]
 *                                        start it in the background (when not running), print the
 *                                        CMS's settings as `export UPLOAD_S3_…=value` lines
 *   node scripts/s3-local.mjs stop [--dir DIR]      stop it; the objects stay in DIR
 *   node scripts/s3-local.mjs destroy [--dir DIR]   stop it and remove the folder
 *   node scripts/s3-local.mjs env [--dir DIR]       print the settings again
 *
 *   eval "$(node scripts/s3-local.mjs start --watch-pid $$)"   # stops by itself when this shell ends
 *
 * DIR defaults to $DALIL_S3_DIR or <tmp>/dalil-s3; the port is a free one, kept in DIR/port. The
 * server never outlives `stop`, and with --watch-pid it also ends within a second of that process
 * (a test runner, a stack script) ending, so no server is left behind by a crash. s3rver accepts
 * the keys S3RVER / S3RVER and serves objects to anonymous GETs (as the production bucket is read
 * by nginx: a bucket policy allowing GetObject only).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportLines } from './lib/env.mjs';
import { freePort } from './lib/processes.mjs';

export const BUCKET = 'dalil-uploads';
const KEY = 'S3RVER';

export const defaultDir = () => process.env.DALIL_S3_DIR || path.join(os.tmpdir(), 'dalil-s3');

const files = (dir) => ({
  data: path.join(dir, 'data'),
  port: path.join(dir, 'port'),
  pid: path.join(dir, 'pid'),
  log: path.join(dir, 'server.log'),
});

/** True while `pid` runs (an ended process its parent has not reaped yet, a zombie, has ended). */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc: kill(0) is all there is
  }
};

const pidOf = (dir) => {
  const f = files(dir).pid;
  const pid = fs.existsSync(f) ? Number(fs.readFileSync(f, 'utf8')) : 0;
  return pid && alive(pid) ? pid : 0;
};

/** The CMS's settings for the server in `dir` (UPLOAD_S3_*, as cms/config/plugins.ts reads them). */
export function s3Env(dir = defaultDir()) {
  const port = fs.readFileSync(files(dir).port, 'utf8').trim();
  return {
    UPLOAD_S3_BUCKET: BUCKET,
    UPLOAD_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    UPLOAD_S3_REGION: 'us-east-1',
    UPLOAD_S3_ACCESS_KEY_ID: KEY,
    UPLOAD_S3_SECRET_ACCESS_KEY: KEY,
    UPLOAD_S3_FORCE_PATH_STYLE: 'true',
    DALIL_S3_DIR: dir,
  };
}

/** Waits until the server answers HTTP (any status), or its process has ended. */
async function waitUp(url, pid, log) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      /* starting */
    }
    if (!alive(pid) || Date.now() > deadline)
      throw new Error(`the S3 server did not start:\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the server in `dir` unless it runs; resolves to its settings. */
export async function start(dir = defaultDir(), { port, watchPid } = {}) {
  const f = files(dir);
  fs.mkdirSync(f.data, { recursive: true, mode: 0o700 });
  if (!pidOf(dir)) {
    const chosen = port ?? (fs.existsSync(f.port) ? Number(fs.readFileSync(f.port, 'utf8')) : await freePort());
    fs.writeFileSync(f.port, String(chosen));
    const out = fs.openSync(f.log, 'a');
    const args = [fileURLToPath(import.meta.url), 'serve', '--dir', dir];
    if (watchPid) args.push('--watch-pid', String(watchPid));
    const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    child.unref();
    fs.writeFileSync(f.pid, String(child.pid));
    await waitUp(`http://127.0.0.1:${chosen}/`, child.pid, f.log);
  }
  return s3Env(dir);
}

/** Stops the server in `dir` (SIGTERM, then SIGKILL after 5 s); resolves once it has ended. */
export async function stop(dir = defaultDir()) {
  const pid = pidOf(dir);
  if (!pid) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(files(dir).pid, { force: true });
}

export async function destroy(dir = defaultDir()) {
  await stop(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The server itself (the background process of `start`). */
async function serve(dir, watchPid) {
  const { default: S3rver } = await import('s3rver');
  const f = files(dir);
  const server = new S3rver({
    address: '127.0.0.1',
    port: Number(fs.readFileSync(f.port, 'utf8')),
    directory: f.data,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  console.log(`s3rver on 127.0.0.1:${fs.readFileSync(f.port, 'utf8')} (bucket ${BUCKET}), pid ${process.pid}`);
  const end = async () => {
    await server.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', end);
  process.on('SIGINT', end);
  if (watchPid)
    setInterval(() => {
      if (!alive(watchPid)) end();
    }, 500);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command = 'start', ...rest] = process.argv.slice(2);
  const option = (name) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const dir = option('--dir') ? path.resolve(option('--dir')) : defaultDir();
  const port = option('--port') ? Number(option('--port')) : undefined;
  const watchPid = option('--watch-pid') ? Number(option('--watch-pid')) : undefined;
  const actions = {
    start: async () => console.log(exportLines(await start(dir, { port, watchPid }))),
    stop: () => stop(dir),
    destroy: () => destroy(dir),
    env: () => console.log(exportLines(s3Env(dir))),
    serve: () => serve(dir, watchPid),
  };
  if (!actions[command]) {
    console.error('usage: s3-local.mjs start|stop|destroy|env [--dir DIR] [--port P] [--watch-pid PID]');
    process.exit(2);
  }
  Promise.resolve()
    .then(() => actions[command]())
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
