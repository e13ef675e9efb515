#!/usr/bin/env node
/**
 * `npm start`: everything a newcomer needs, on one machine.
 *  1. installs the npm packages when node_modules is missing or older than the lock file;
 *  2. writes cms/.env with generated secrets when it is missing;
 *  3. builds what changed (domain, CMS + panel, site);
 *  4. seeds the SQLite database when it has no university yet;
 *  5. serves the mail catcher, the CMS and the site, and stops all of them on Ctrl-C.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORTS = {
  cms: Number(process.env.CMS_PORT ?? 1337),
  web: Number(process.env.WEB_PORT ?? 5173),
  mailWeb: Number(process.env.MAIL_WEB_PORT ?? 1080),
  smtp: Number(process.env.SMTP_PORT ?? 1025),
};
const timings = {};
const step = async (name, fn) => {
  const t = Date.now();
  const result = await fn();
  timings[name] = ((Date.now() - t) / 1000).toFixed(1);
  return result;
};

function installIfNeeded() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs)
    return console.log('install: up to date');
  const fresh = !fs.existsSync(path.join(ROOT, 'node_modules'));
  console.log(fresh ? 'install: npm ci (first start, a few minutes)…' : 'install: npm install…');
  const result = spawnSync('npm', fresh ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm install failed');
}

async function main() {
  // Installation comes first: the helpers below import packages it provides.
  await step('install', installIfNeeded);
  const { ensureCmsEnv } = await import('./lib/env.mjs');
  const { buildAll, run, Services, waitForHttp, BIN } = await import('./lib/processes.mjs');

  if (ensureCmsEnv()) console.log('env: wrote cms/.env with generated secrets');
  await step('build', () => buildAll());
  await step('seed', () => run('node', ['scripts/seed/index.mjs', '--if-empty']));

  const services = new Services();
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    await services.stopAll();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const cmsEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORTS.cms),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(PORTS.smtp),
    SITE_URL: `http://127.0.0.1:${PORTS.web}`,
    CORS_ORIGINS: `http://127.0.0.1:${PORTS.web}`,
  };
  const mail = services.start('mail', BIN('maildev'), [
    '--smtp',
    String(PORTS.smtp),
    '--web',
    String(PORTS.mailWeb),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
  ]);
  const cms = services.start('cms', BIN('strapi'), ['start'], { cwd: path.join(ROOT, 'cms'), env: cmsEnv });
  const web = services.start(
    'web',
    BIN('vite'),
    ['preview', '--port', String(PORTS.web), '--host', '127.0.0.1', '--strictPort'],
    {
      cwd: path.join(ROOT, 'frontend'),
      env: { CMS_URL: `http://127.0.0.1:${PORTS.cms}` },
    },
  );
  for (const child of [mail, cms, web]) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${child.serviceName} stopped unexpectedly (${code}); stopping the rest.`);
        stop(1);
      }
    });
  }

  await step('serve', async () => {
    await waitForHttp(`http://127.0.0.1:${PORTS.mailWeb}/api/healthz`, { child: mail });
    await waitForHttp(`http://127.0.0.1:${PORTS.cms}/_health`, { child: cms });
    await waitForHttp(`http://127.0.0.1:${PORTS.web}/`, { child: web });
  });

  console.log(`
Dalil is running (Ctrl-C stops everything):
  site          http://127.0.0.1:${PORTS.web}/
  CMS panel     http://127.0.0.1:${PORTS.cms}/admin   (editor@dalil.local / Dalil-Editor-2026)
  CMS API       http://127.0.0.1:${PORTS.cms}/api
  mail inbox    http://127.0.0.1:${PORTS.mailWeb}/    (SMTP on 127.0.0.1:${PORTS.smtp})
timings (s): ${Object.entries(timings)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}
`);
}

main().catch((error) => {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
});
