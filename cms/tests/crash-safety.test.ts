import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { isPostgres, newDb, testEnv, type TestDb } from './database';
import { freePort, waitFor } from './global-setup';

/**
 * Crash safety (the security issue's fault tests): a process killed with SIGKILL — no cleanup,
 * no shutdown hook — must leave the database consistent. Each test works on its own database
 * (a file in the test folder, or a PostgreSQL database of the run) and starts its own processes.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const CMS_DIR = path.join(ROOT, 'cms');
const DATA = path.join(ROOT, 'scripts', 'seed', 'data');
const env = (db: TestDb, extra: Record<string, string> = {}) => ({
  ...process.env,
  ...testEnv(),
  ...db.env,
  HOST: '127.0.0.1',
  ...extra,
});

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Resolves when the child prints a line matching `pattern` (or rejects when it exits first). */
function waitForOutput(child: ChildProcess, pattern: RegExp, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      log.push(String(d));
      if (pattern.test(log.join(''))) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d) => log.push(String(d)));
    child.on('exit', (code, signal) =>
      reject(new Error(`exited (${code ?? signal}) before ${pattern}:\n${log.join('').slice(-2000)}`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

async function startCms(db: TestDb): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: CMS_DIR,
    env: env(db, { PORT: String(port), IS_PROXIED: 'true' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  await waitFor(`${url}/_health`, child, log, (s) => s === 204);
  return { child, url };
}

const read = <T>(dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
const countBy = (rows: { university_code: string }[]) =>
  rows.reduce((m, r) => m.set(r.university_code, (m.get(r.university_code) ?? 0) + 1), new Map<string, number>());

describe('crash safety', () => {
  it('a seed killed (SIGKILL) half-way, then run again, leaves no duplicate and no half university', async () => {
    const work = fs.mkdtempSync(path.join(inject('testDir'), 'crash-seed-'));
    const db = await newDb(`crash_seed_${process.pid}`, { empty: true, dir: work });
    // The data set cut to its first 30 universities (with their children, and those the score
    // groupings name) keeps the test short.
    const dataDir = path.join(work, 'data');
    fs.cpSync(DATA, dataDir, { recursive: true });
    const allCodes = read<{ university_code: string }[]>(DATA, 'universities.json').map((u) => u.university_code);
    const kept = new Set(allCodes.slice(0, 30));
    // The score groupings name universities by code (the seed refuses unknown ones): keep those too.
    const named = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(named)
          : value && typeof value === 'object'
            ? Object.values(value).flatMap(named)
            : [];
    for (const code of named(read<unknown>(DATA, 'score-groupings.json'))) if (allCodes.includes(code)) kept.add(code);
    for (const file of ['universities.json', 'offerings.json', 'dorms.json', 'transportation.json', 'admission.json']) {
      fs.writeFileSync(
        path.join(dataDir, file),
        JSON.stringify(read<{ university_code: string }[]>(DATA, file).filter((r) => kept.has(r.university_code))),
      );
    }
    const seedEnv = env(db, { SEED_DATA_DIR: dataDir });
    // A fresh, empty database: the killed run is the first to write it.
    const first = spawn('node', ['scripts/seed/index.mjs', '--demo'], {
      cwd: ROOT,
      env: seedEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(first);
    const log: string[] = [];
    await waitForOutput(first, /universities 10\//, log);
    // A third of the way through the universities: the 11th is being written when the process dies.
    first.kill('SIGKILL');
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');

    // Opened for writing: SQLite rolls back the killed run's unfinished transaction on open
    // (PostgreSQL rolled it back when the connection dropped).
    if (!isPostgres()) new Database(db.env.DATABASE_FILENAME, { fileMustExist: true }).close();
    const count = async (sql: string) => Number((await db.query<{ n: number }>(sql))[0].n);
    const killedAt = await count('select cast(count(*) as integer) n from universities');
    const universities = read<{ university_code: string }[]>(dataDir, 'universities.json');
    expect(killedAt).toBeGreaterThanOrEqual(10);
    expect(killedAt).toBeLessThan(universities.length);

    const again = spawnSync('node', ['scripts/seed/index.mjs', '--demo'], {
      cwd: ROOT,
      env: seedEnv,
      encoding: 'utf8',
    });
    expect(again.status, again.stderr.slice(-2000)).toBe(0);

    // Each university's children, as in scripts/seed/data: [table, its link column, expected count by code].
    const expected: [string, string, Map<string, number>][] = [
      ['faculty_offerings', 'faculty_offering_id', countBy(read(dataDir, 'offerings.json'))],
      ['dorms', 'dorm_id', countBy(read(dataDir, 'dorms.json'))],
      ['transportation_options', 'transportation_option_id', countBy(read(dataDir, 'transportation.json'))],
      ['admission_statuses', 'admission_status_id', countBy(read(dataDir, 'admission.json'))],
      ['admission_deadlines', 'admission_deadline_id', countBy(read(dataDir, 'admission.json'))],
    ];
    try {
      const duplicates = await db.query(
        'select lower(university_code) code, cast(count(*) as integer) n from universities group by lower(university_code) having count(*) > 1',
      );
      expect(duplicates).toEqual([]);
      expect(await count('select cast(count(*) as integer) n from universities')).toBe(universities.length);
      const half: string[] = [];
      for (const [table, column, byCode] of expected) {
        const rows = await db.query<{ code: string; n: number }>(
          `select u.university_code code, cast(count(*) as integer) n from ${table} t join ${table}_university_lnk l on l.${column} = t.id join universities u on u.id = l.university_id group by u.university_code`,
        );
        const actual = new Map(rows.map((r) => [r.code, Number(r.n)]));
        for (const u of universities) {
          if ((actual.get(u.university_code) ?? 0) !== (byCode.get(u.university_code) ?? 0)) {
            half.push(
              `${u.university_code} ${table}: ${actual.get(u.university_code) ?? 0} of ${byCode.get(u.university_code) ?? 0}`,
            );
          }
        }
      }
      expect(half).toEqual([]);
      const files = await db.query(
        'select name, cast(count(*) as integer) n from files group by name having count(*) > 1',
      );
      expect(files).toEqual([]);
    } finally {
      await db.drop();
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 420_000);

  it('a CMS killed (SIGKILL) during a burst of 50 writes loses no acknowledged write', async () => {
    const db = await newDb(`crash_cms_${process.pid}`);
    try {
      const { child, url } = await startCms(db);
      const tag = `crash${Date.now().toString(36)}`;
      const acknowledged: string[] = [];
      const failed: string[] = [];
      let killed = false;
      const writes = Array.from({ length: 50 }, async (_, i) => {
        const email = `${tag}-${i}@dalil.local`;
        try {
          const res = await fetch(`${url}/api/contact/add`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.99.${Math.floor(i / 250)}.${(i % 250) + 1}`,
            },
            body: JSON.stringify({ name: 'زائر الاختبار', email, phone: '+201001234567', message: `رسالة ${i}` }),
          });
          if (res.ok) acknowledged.push(email);
          else failed.push(`${i}: ${res.status}`);
        } catch {
          /* the connection died with the process: not acknowledged */
        }
        // Kill as soon as ten writes are acknowledged, with the rest still in flight.
        if (acknowledged.length >= 10 && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      });
      await Promise.all(writes);
      if (!killed) child.kill('SIGKILL');
      await exited(child);
      expect(killed).toBe(true);
      expect(failed).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(10);

      // After a restart (SQLite recovers its journal), every acknowledged message is there.
      const restarted = await startCms(db);
      restarted.child.kill('SIGTERM');
      await exited(restarted.child);
      const stored = new Set(
        (await db.query<{ email: string }>('select email from contact_messages where email like ?', [`${tag}-%`])).map(
          (r) => r.email,
        ),
      );
      expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
      console.log(
        `crash: ${acknowledged.length} of 50 writes acknowledged before SIGKILL, ${stored.size} stored after restart`,
      );
    } finally {
      await db.drop();
    }
  }, 300_000);
});
