/**
 * The built site (`vite preview`, with its /api proxy) in front of the built CMS on a freshly
 * seeded temporary SQLite database, on 127.0.0.1: what the measuring scripts (CLS, Lighthouse)
 * load pages from. `startSiteStack()` resolves to `{ baseUrl, cmsUrl, stop }`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { generateSecrets, ROOT } from './env.mjs';
import { BIN, buildAll, freePort, Services, waitForHttp } from './processes.mjs';

/** `outDir`: serve another build of the site (e.g. a copy kept to measure "before"). */
export async function startSiteStack({ log = console.log, outDir } = {}) {
  buildAll({ log: () => {} });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-site-'));
  const env = {
    ...generateSecrets(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_FILENAME: path.join(tmp, 'site.db'),
    PUBLIC_DIR: path.join(tmp, 'public'),
  };
  fs.mkdirSync(path.join(tmp, 'public', 'uploads'), { recursive: true });
  log('seeding a temporary database…');
  const seed = spawnSync('node', ['scripts/seed/index.mjs', '--demo'], { cwd: ROOT, env: { ...process.env, ...env } });
  if (seed.status !== 0) throw new Error(`seed failed:\n${seed.stderr}`);
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const services = new Services({ quiet: true });
  const stop = async () => {
    await services.stopAll();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const cms = services.start('cms', BIN('strapi'), ['start'], {
      cwd: path.join(ROOT, 'cms'),
      env: { ...env, PORT: String(cmsPort), SITE_URL: baseUrl, CORS_ORIGINS: baseUrl },
    });
    const web = services.start(
      'web',
      BIN('vite'),
      [
        'preview',
        '--port',
        String(webPort),
        '--host',
        '127.0.0.1',
        '--strictPort',
        ...(outDir ? ['--outDir', outDir] : []),
      ],
      { cwd: path.join(ROOT, 'frontend'), env: { CMS_URL: cmsUrl } },
    );
    await waitForHttp(`${cmsUrl}/_health`, { child: cms });
    await waitForHttp(`${baseUrl}/`, { child: web });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, cmsUrl, stop };
}
