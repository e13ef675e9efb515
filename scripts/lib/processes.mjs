import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './env.mjs';

export const BIN = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** Runs a command to completion with inherited output; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: ROOT,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** Every file below the given paths (node_modules skipped), as `path size mtime` lines. */
function listInputs(paths) {
  const lines = [];
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      if (path.basename(p) === 'node_modules') return;
      for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    } else lines.push(`${path.relative(ROOT, p)} ${stat.size} ${Math.floor(stat.mtimeMs)}`);
  };
  paths.forEach((p) => walk(path.resolve(ROOT, p)));
  return lines.join('\n');
}

/** A fingerprint of the inputs: it changes when a file is added, removed or modified. */
export function fingerprint(inputs) {
  return crypto.createHash('sha1').update(listInputs(inputs)).digest('hex');
}

const stampFile = (build) => path.resolve(ROOT, `${build.output}.inputs`);

/** True when the build output is missing or was made from other inputs. */
export function isStale(build) {
  const out = path.resolve(ROOT, build.output);
  if (!fs.existsSync(out) || !fs.existsSync(stampFile(build))) return true;
  return fs.readFileSync(stampFile(build), 'utf8') !== fingerprint(build.inputs);
}

/** The three builds, each skipped when its output is newer than its sources. */
export const BUILDS = [
  {
    name: 'domain',
    inputs: ['packages/domain/src', 'packages/domain/tsconfig.build.json'],
    output: 'packages/domain/dist/rules/index.js',
    clean: 'packages/domain/dist',
    cmd: ['npm', ['run', 'build', '-w', 'packages/domain']],
  },
  {
    name: 'cms',
    inputs: ['cms/src', 'cms/config', 'cms/tsconfig.json', 'cms/package.json', 'packages/domain/dist'],
    output: 'cms/dist/build/index.html',
    clean: 'cms/dist',
    cmd: ['npm', ['run', 'build', '-w', 'cms', '--', '--silent']],
  },
  {
    name: 'frontend',
    inputs: [
      'frontend/src',
      'frontend/index.html',
      'frontend/public',
      'frontend/vite.config.ts',
      'frontend/package.json',
      'packages/domain/src',
    ],
    output: 'frontend/dist/index.html',
    cmd: ['npm', ['run', 'build', '-w', 'frontend']],
  },
];

export function buildAll({ log = console.log, force = false } = {}) {
  const timings = {};
  for (const b of BUILDS) {
    if (!force && !isStale(b)) {
      log(`build ${b.name}: up to date`);
      continue;
    }
    const t = Date.now();
    log(`build ${b.name}…`);
    // A fresh output folder: Strapi loads every compiled file it finds, so a source file that was
    // removed (a route, a content type) must not live on in the old build.
    if (b.clean) fs.rmSync(path.resolve(ROOT, b.clean), { recursive: true, force: true });
    const inputs = fingerprint(b.inputs);
    run(...b.cmd);
    fs.writeFileSync(stampFile(b), inputs);
    timings[b.name] = (Date.now() - t) / 1000;
  }
  return timings;
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers with a status below 500; gives up after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 120000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode} before answering`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/**
 * Starts long-running services and stops them all together (Ctrl-C, a failure, or the end
 * of a test run). Output lines are prefixed with the service name.
 */
export class Services {
  constructor({ quiet = false } = {}) {
    this.children = [];
    this.quiet = quiet;
  }

  start(name, command, args, options = {}) {
    const child = spawn(command, args, {
      cwd: ROOT,
      ...options,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.logTail = [];
    const prefix = (stream) => {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop();
        for (const line of lines) {
          child.logTail.push(line);
          if (child.logTail.length > 200) child.logTail.shift();
          if (!this.quiet && !/Unknown user config "nodedir"/.test(line)) console.log(`[${name}] ${line}`);
        }
      });
    };
    prefix(child.stdout);
    prefix(child.stderr);
    child.serviceName = name;
    this.children.push(child);
    return child;
  }

  stopAll() {
    for (const child of this.children) {
      if (child.exitCode !== null || child.signalCode) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    const deadline = Date.now() + 5000;
    return new Promise((resolve) => {
      const check = () => {
        const alive = this.children.filter((c) => c.exitCode === null && c.signalCode === null);
        if (!alive.length) return resolve();
        if (Date.now() > deadline) {
          for (const c of alive)
            try {
              process.kill(-c.pid, 'SIGKILL');
            } catch {
              /* gone */
            }
          return resolve();
        }
        setTimeout(check, 100);
      };
      check();
    });
  }
}
