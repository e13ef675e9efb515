import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const CMS_DIR = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  const dir = process.env.DALIL_TEST_DIR;
  if (!dir || !fs.existsSync(path.join(dir, 'template.db'))) {
    throw new Error('Run the CMS integration tests through `npm test` (it seeds the test database first).');
  }
  const db = path.join(dir, 'integration.db');
  fs.copyFileSync(path.join(dir, 'template.db'), db);
  const port = await freePort();
  const env = { ...process.env, ...JSON.parse(process.env.DALIL_TEST_ENV ?? '{}'), DATABASE_FILENAME: db, PORT: String(port), HOST: '127.0.0.1' };
  const log: string[] = [];
  child = spawn(path.join(CMS_DIR, '..', 'node_modules', '.bin', 'strapi'), ['start'], { cwd: CMS_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Strapi exited (${child.exitCode}):\n${log.join('').slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`Strapi did not answer in 90 s:\n${log.join('').slice(-3000)}`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('cmsUrl', url);
  project.provide('testDir', dir);
  return async () => {
    child?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child && child.exitCode === null) child.kill('SIGKILL');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    testDir: string;
  }
}
