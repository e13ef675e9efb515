#!/usr/bin/env node
/**
 * A throw-away PostgreSQL cluster for tests (CI and local): Debian's `postgresql` binaries
 * (/usr/lib/postgresql/<version>/bin), its own data folder, listening on 127.0.0.1 only.
 *
 *   node scripts/pg-cluster.mjs start [--dir DIR]   create the cluster when the folder is new, start it,
 *                                                   print its settings as `export NAME=value` lines
 *   node scripts/pg-cluster.mjs stop [--dir DIR]    stop it (fast shutdown); the data folder stays
 *   node scripts/pg-cluster.mjs destroy [--dir DIR] stop it and remove the folder
 *   node scripts/pg-cluster.mjs env [--dir DIR]     print the settings again
 *
 *   eval "$(node scripts/pg-cluster.mjs start)" && npm test    # the suite on SQLite and on PostgreSQL
 *
 * DIR defaults to $DALIL_PG_DIR or <tmp>/dalil-pg (as root, its parent must be open to the postgres user). The cluster's superuser `dalil` (password in
 * DIR/password) may create databases: `npm test` makes a fresh one per run and drops it after.
 * PostgreSQL refuses to run as root: as root the binaries run as the `postgres` user (created by
 * Debian's package), which owns the folder. Durability is switched off (fsync, synchronous_commit):
 * a test cluster is rebuilt, never recovered. The collation is C.UTF-8, byte order as in the
 * production image (postgres:16-alpine, musl), not a language's dictionary order.
 *
 * Also used by the outage test (cms/tests/pg-outage.test.ts): `stop`, then `start` again.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportLines } from './lib/env.mjs';
import { freePort } from './lib/processes.mjs';

/** The newest installed server's bin folder (initdb, pg_ctl). */
export function pgBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return path.join(root, versions[0], 'bin');
}

export const defaultDir = () => process.env.DALIL_PG_DIR || path.join(os.tmpdir(), 'dalil-pg');

const asRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a server binary as the cluster's owner; throws with its output on failure. */
function runPg(command, args, { quiet = false } = {}) {
  const full = path.join(pgBin(), command);
  const [cmd, argv] = asRoot() ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', cwd: '/' });
  if (result.status !== 0 && !quiet)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result;
}

const files = (dir) => ({
  data: path.join(dir, 'data'),
  password: path.join(dir, 'password'),
  port: path.join(dir, 'port'),
  log: path.join(dir, 'server.log'),
});

/** The connection settings of the cluster in `dir`, as the CMS reads them. */
export function clusterEnv(dir = defaultDir()) {
  const f = files(dir);
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: '127.0.0.1',
    DATABASE_PORT: fs.readFileSync(f.port, 'utf8').trim(),
    DATABASE_USERNAME: 'dalil',
    DATABASE_PASSWORD: fs.readFileSync(f.password, 'utf8').trim(),
    DATABASE_NAME: 'postgres',
    DALIL_PG_DIR: dir,
  };
}

async function init(dir) {
  const f = files(dir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const password = crypto.randomBytes(18).toString('base64url');
  fs.writeFileSync(f.password, password, { mode: 0o600 });
  fs.writeFileSync(f.port, String(await freePort()));
  const pwfile = path.join(dir, 'pwfile');
  fs.writeFileSync(pwfile, password);
  if (asRoot()) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  try {
    runPg('initdb', [
      '-D',
      f.data,
      '-U',
      'dalil',
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
  const settings = [
    `listen_addresses = '127.0.0.1'`,
    `port = ${fs.readFileSync(f.port, 'utf8').trim()}`,
    `unix_socket_directories = '${dir}'`,
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'max_connections = 200',
  ];
  fs.appendFileSync(path.join(f.data, 'postgresql.conf'), `\n# dalil test cluster\n${settings.join('\n')}\n`);
}

const running = (dir) => runPg('pg_ctl', ['status', '-D', files(dir).data], { quiet: true }).status === 0;

export async function start(dir = defaultDir()) {
  const f = files(dir);
  if (!fs.existsSync(path.join(f.data, 'PG_VERSION'))) await init(dir);
  if (!running(dir)) runPg('pg_ctl', ['start', '-w', '-t', '60', '-D', f.data, '-l', f.log]);
  return clusterEnv(dir);
}

export function stop(dir = defaultDir()) {
  if (fs.existsSync(files(dir).data) && running(dir))
    runPg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', files(dir).data]);
}

export function destroy(dir = defaultDir()) {
  stop(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command = 'start', ...rest] = process.argv.slice(2);
  const at = rest.indexOf('--dir');
  const dir = at >= 0 ? path.resolve(rest[at + 1]) : defaultDir();
  const actions = {
    start: async () => console.log(exportLines(await start(dir))),
    stop: () => stop(dir),
    destroy: () => destroy(dir),
    env: () => console.log(exportLines(clusterEnv(dir))),
  };
  if (!actions[command]) {
    console.error(`usage: pg-cluster.mjs start|stop|destroy|env [--dir DIR]`);
    process.exit(2);
  }
  Promise.resolve(actions[command]()).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
