import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRefusingSmtp } from '../../scripts/lib/smtp-refuse.mjs';
import { isPostgres, newDb, testEnv } from './database';

const CMS_DIR = path.resolve(__dirname, '..');

export function freePort(): Promise<number> {
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
let mail: ChildProcess | undefined;
let refusing: { close: () => Promise<void> } | undefined;

export async function waitFor(url: string, proc: ChildProcess, log: string[], ok: (status: number) => boolean) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null)
      throw new Error(`${url}: process exited (${proc.exitCode}):\n${log.join('').slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer in 90 s:\n${log.join('').slice(-3000)}`);
    try {
      if (ok((await fetch(url)).status)) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * A CMS process of a test's own on database `database` (DATABASE_* settings), on a free port of
 * 127.0.0.1 behind a simulated proxy (IS_PROXIED); answers once `/_health` does (killed if it never
 * does). The caller stops it.
 */
export async function startCms(database: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const proc = spawn(path.join(CMS_DIR, '..', 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: CMS_DIR,
    env: { ...process.env, ...testEnv(), ...database, PORT: String(port), HOST: '127.0.0.1', IS_PROXIED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => log.push(String(d)));
  proc.stderr?.on('data', (d) => log.push(String(d)));
  try {
    await waitFor(`${url}/_health`, proc, log, (s) => s === 204);
  } catch (error) {
    proc.kill('SIGKILL'); // never left running when it did not come up
    throw error;
  }
  return { url, child: proc, log };
}

export default async function setup(project: TestProject) {
  const dir = process.env.DALIL_TEST_DIR;
  if (!dir || (!isPostgres() && !fs.existsSync(path.join(dir, 'template.db')))) {
    throw new Error('Run the CMS integration tests through `npm test` (it seeds the test database first).');
  }
  // The CMS serves a copy of the seeded template: a file on SQLite, a database made from it on PostgreSQL.
  const database = (await newDb('integration', { dir })).env;
  const [port, smtpPort, catcherSmtpPort, mailPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const bin = (name: string) => path.join(CMS_DIR, '..', 'node_modules', '.bin', name);

  // The SMTP catcher: tests read mailed codes from its API, as a user reads mail.
  const mailLog: string[] = [];
  mail = spawn(
    bin('maildev'),
    ['--smtp', String(catcherSmtpPort), '--web', String(mailPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  mail.stdout?.on('data', (d) => mailLog.push(String(d)));
  mail.stderr?.on('data', (d) => mailLog.push(String(d)));
  const mailUrl = `http://127.0.0.1:${mailPort}`;
  await waitFor(`${mailUrl}/api/healthz`, mail, mailLog, (s) => s === 200);
  // The CMS mails through a server that refuses as real ones do (550 at @refused.test, 421 and
  // gone at @unavailable.test) and hands every other mail to the catcher unchanged.
  refusing = await startRefusingSmtp({ port: smtpPort, catcherPort: catcherSmtpPort });

  // The CMS's own temp folder (os.tmpdir()): the upload tests count the files left in it.
  const tmpDir = path.join(dir, 'cms-tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const env = {
    ...process.env,
    ...testEnv(),
    ...database,
    TMPDIR: tmpDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    // As behind the production proxy: tests give each simulated visitor its own X-Forwarded-For.
    IS_PROXIED: 'true',
  };
  const log: string[] = [];
  child = spawn(bin('strapi'), ['start'], { cwd: CMS_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/_health`, child, log, (s) => s === 204);
  project.provide('mailUrl', mailUrl);
  project.provide('cmsUrl', url);
  project.provide('testDir', dir);
  project.provide('cmsTmpDir', tmpDir);
  // A second CMS process of a test (tests/alerts.test.ts) mails through the same server.
  project.provide('smtpPort', smtpPort);
  return async () => {
    for (const proc of [child, mail]) proc?.kill('SIGTERM');
    await refusing?.close();
    await new Promise((r) => setTimeout(r, 500));
    for (const proc of [child, mail]) if (proc && proc.exitCode === null) proc.kill('SIGKILL');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    mailUrl: string;
    testDir: string;
    cmsTmpDir: string;
    smtpPort: number;
  }
}
