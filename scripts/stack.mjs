#!/usr/bin/env node
/**
 * A production-like stack on this machine, without Docker (issue 26): Debian's nginx with
 * deploy/nginx.conf in front of several CMS processes, one PostgreSQL cluster
 * (scripts/pg-cluster.mjs), one local S3-compatible server for the uploads (scripts/s3-local.mjs,
 * when present) and the page renderer (frontend/server). Everything listens on 127.0.0.1 and
 * stops with this process (Ctrl-C); the data folder is removed unless --keep.
 *
 *   npm run stack -- [--cms 2] [--port 8080] [--real] [--dir DIR] [--keep]
 *
 * --cms N      CMS processes (default 2), each on its own loopback port, all behind nginx's upstream
 * --real       seed the sourced set instead of the demo set (the demo set is what load tests use)
 * --no-s3      uploads on the stack's own folder (shared by the processes of this one machine)
 * --dir DIR    the stack's folder (database, uploads, nginx's cache); with --keep it stays, and a
 *              later start on it seeds only when the database is empty
 * SEED_DATA_DIR (environment) seeds another demo set, e.g. the tenfold one of scripts/bench/journeys.mjs.
 *
 * Also imported by the journey benchmark (startStack).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateSecrets, ROOT } from './lib/env.mjs';
import { BIN, buildAll, freePort, Services, waitForHttp } from './lib/processes.mjs';
import * as pg from './pg-cluster.mjs';
import * as s3Server from './s3-local.mjs';

const asRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * deploy/nginx.conf for this machine: the upstreams list the local processes (Debian's nginx 1.22
 * has no `resolve`, and there is no Docker DNS), the site's files and the security headers are read
 * from the working tree, the cache and temporary files live in the stack's folder.
 */
export function renderNginx({ dir, port, panelPort, cmsPorts, ssrPort, s3 }) {
  let conf = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const servers = (ports) => ports.map((p) => `  server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  conf = conf
    .replace(/^resolver .*$/m, '')
    .replace(/^\s*zone \w+ \d+k;\n/gm, '')
    .replace(/^\s*server cms:1337[^\n]*$/m, servers(cmsPorts))
    .replace(/^\s*server ssr:3000[^\n]*$/m, `  server 127.0.0.1:${ssrPort};`)
    .replace(/\/var\/cache\/nginx\/dalil-api/g, path.join(dir, 'nginx', 'cache'))
    .replaceAll('/etc/nginx/snippets/security-headers.conf', path.join(ROOT, 'deploy', 'security-headers.conf'))
    .replaceAll('/etc/nginx/snippets/uploads-source.conf', path.join(dir, 'nginx', 'uploads-source.conf'))
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${path.join(ROOT, 'frontend', 'dist')};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/listen 1337;/, `listen 127.0.0.1:${panelPort};`);
  const temp = (name) => path.join(dir, 'nginx', name);
  // Where /uploads/ comes from: the bucket of the local S3 server, or the CMS processes' disk.
  const uploads = s3
    ? fs
        .readFileSync(path.join(ROOT, 'deploy', 'uploads-s3.conf'), 'utf8')
        .replace('http://s3:9000', s3.origin)
        .replace('/dalil-uploads/', `/${s3.bucket}/`)
    : fs.readFileSync(path.join(ROOT, 'deploy', 'uploads-cms.conf'), 'utf8');
  fs.writeFileSync(temp('uploads-source.conf'), uploads);
  return `# Rendered by scripts/stack.mjs from deploy/nginx.conf
${asRoot() ? 'user root;' : ''}
worker_processes auto;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 65;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${conf}
}
`;
}

const NGINX = '/usr/sbin/nginx';

/**
 * Starts the stack and resolves when nginx answers for the site and every CMS process is healthy.
 * Returns its address, the processes (for CPU figures) and stop().
 */
export async function startStack({
  cms = 2,
  port,
  real = false,
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-stack-')),
  keep = false,
  seedDataDir = process.env.SEED_DATA_DIR,
  ifEmpty = false,
  s3 = true,
  log = console.log,
  quiet = true,
} = {}) {
  if (!fs.existsSync(NGINX)) throw new Error("nginx is not installed: apt-get install -y nginx (Debian's package)");
  buildAll({ log });
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot()) fs.chmodSync(dir, 0o755); // the postgres user reaches its cluster folder inside
  for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, 'nginx', sub), { recursive: true });

  const services = new Services({ quiet });
  const pgDir = path.join(dir, 'pg');
  const s3Dir = path.join(dir, 's3');
  const stopped = { done: false };
  const stop = async () => {
    if (stopped.done) return;
    stopped.done = true;
    await services.stopAll();
    (keep ? pg.stop : pg.destroy)(pgDir);
    if (s3) await s3Server.stop(s3Dir);
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    log('PostgreSQL…');
    const pgEnv = await pg.start(pgDir);
    let s3Env = {};
    if (s3) {
      log('S3-compatible object store…');
      // It ends with this process at the latest, even if stop() never runs.
      s3Env = await s3Server.start(s3Dir, { watchPid: process.pid });
    }
    const sitePort = port ?? (await freePort());
    const panelPort = await freePort();
    const env = {
      ...generateSecrets(), // one set for every process: a token signed by one is read by all
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      IS_PROXIED: 'true',
      PROXY_HOPS: '1',
      SITE_URL: `http://127.0.0.1:${sitePort}`,
      PUBLIC_DIR: path.join(dir, 'public'),
      ...pgEnv,
      ...s3Env,
    };
    fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });

    log(`seed (${real ? 'the sourced set' : 'the demo set'}${seedDataDir ? `, ${seedDataDir}` : ''})…`);
    const seedStart = Date.now();
    const seed = spawnSync(
      'node',
      ['scripts/seed/index.mjs', ...(real ? [] : ['--demo']), ...(ifEmpty ? ['--if-empty'] : [])],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, ...(seedDataDir ? { SEED_DATA_DIR: seedDataDir } : {}) },
        encoding: 'utf8',
      },
    );
    if (seed.status !== 0) throw new Error(`seed failed:\n${seed.stdout}\n${seed.stderr}`);
    const seedSeconds = (Date.now() - seedStart) / 1000;

    const cmsPorts = [];
    const cmsChildren = [];
    for (let i = 0; i < cms; i += 1) {
      const p = await freePort();
      cmsPorts.push(p);
      cmsChildren.push(
        services.start(`cms${i + 1}`, BIN('strapi'), ['start'], {
          cwd: path.join(ROOT, 'cms'),
          env: { ...env, PORT: String(p) },
        }),
      );
    }
    log(`${cms} CMS processes…`);
    await Promise.all(cmsPorts.map((p, i) => waitForHttp(`http://127.0.0.1:${p}/_health`, { child: cmsChildren[i] })));

    const ssrPort = await freePort();
    const ssr = services.start('ssr', 'node', ['frontend/server/index.mjs'], {
      env: {
        PORT: String(ssrPort),
        HOST: '127.0.0.1',
        CMS_URL: `http://127.0.0.1:${sitePort}`,
        SITE_URL: env.SITE_URL,
      },
    });

    const confFile = path.join(dir, 'nginx', 'nginx.conf');
    fs.writeFileSync(
      confFile,
      renderNginx({
        dir,
        port: sitePort,
        panelPort,
        cmsPorts,
        ssrPort,
        s3: s3Env.UPLOAD_S3_ENDPOINT ? { origin: s3Env.UPLOAD_S3_ENDPOINT, bucket: s3Env.UPLOAD_S3_BUCKET } : null,
      }),
    );
    const check = spawnSync(NGINX, ['-t', '-q', '-c', confFile, '-p', path.join(dir, 'nginx')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
    const nginx = services.start('nginx', NGINX, ['-c', confFile, '-p', path.join(dir, 'nginx'), '-g', 'daemon off;']);
    const url = `http://127.0.0.1:${sitePort}`;
    await waitForHttp(`${url}/api/site-setting`, { child: nginx });
    await waitForHttp(`${url}/`, { child: ssr });
    return {
      url,
      panelUrl: `http://127.0.0.1:${panelPort}`,
      dir,
      env,
      seedSeconds,
      cmsPorts,
      processes: { cms: cmsChildren, ssr, nginx, pgDir, s3: s3Env.UPLOAD_S3_ENDPOINT ? s3Dir : null },
      stop,
    };
  } catch (error) {
    for (const c of services.children)
      if (c.exitCode !== null) console.error(`[${c.serviceName}] ${c.logTail.slice(-20).join('\n')}`);
    await stop();
    throw error;
  }
}

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stack = await startStack({
    cms: Number(arg('cms', 2)),
    port: arg('port') ? Number(arg('port')) : undefined,
    real: process.argv.includes('--real'),
    dir: arg('dir'),
    keep: process.argv.includes('--keep'),
    ifEmpty: Boolean(arg('dir')),
    s3: !process.argv.includes('--no-s3'),
    quiet: false,
  });
  console.log(`\nThe site: ${stack.url}   the editors' panel: ${stack.panelUrl}/admin`);
  console.log(`CMS processes on ${stack.cmsPorts.map((p) => `127.0.0.1:${p}`).join(', ')}; Ctrl-C stops everything.`);
  const end = () => stack.stop().then(() => process.exit(0));
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}
