import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newDb, type TestDb } from './database';
import { startCms } from './global-setup';
import { leaksIn } from './helpers';

/**
 * The database going away (PostgreSQL run only; vitest.config.ts leaves this file out on SQLite):
 * under a steady read load, the test stops the PostgreSQL server of this run (scripts/pg-cluster.mjs,
 * the server whose folder is DALIL_PG_DIR) for 30 s. The CMS keeps running and answers every request
 * — 503 with the uniform error body and an Arabic message, no stack trace (not a 401 that would
 * end a signed-in session) — and, when the server is back, serves again
 * by itself (no restart).
 */
const ROOT = path.resolve(__dirname, '..', '..');
const OUTAGE_MS = 30_000;
const cluster = (command: 'start' | 'stop') => {
  const dir = process.env.DALIL_PG_DIR;
  if (!dir) throw new Error('DALIL_PG_DIR: the outage test stops and starts a server of scripts/pg-cluster.mjs');
  const result = spawnSync('node', [path.join(ROOT, 'scripts', 'pg-cluster.mjs'), command, '--dir', dir], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`pg-cluster ${command}: ${result.stderr}`);
};

/** Reads that reach the database: lists and one record, as the site asks for them. */
const READS = ['/api/news', '/api/private/links', '/api/scholarships', '/api/site-setting', '/api/reviews'];

type Answer = { at: number; ms: number; path: string; status: number; body: string };

let child: ChildProcess | undefined;
let db: TestDb | undefined;
afterAll(async () => {
  cluster('start'); // whatever happened, the server runs again for the other test files
  child?.kill('SIGTERM');
  await db?.drop();
});

describe('PostgreSQL stopped for 30 s under a read load', () => {
  it('the CMS answers errors with the uniform body, does not crash, and recovers by itself', async () => {
    db = await newDb(`outage_${process.pid}`);
    const cms = await startCms(db.env);
    child = cms.child;
    const { url, log } = cms;

    const answers: Answer[] = [];
    let running = true;
    const worker = async (n: number) => {
      for (let i = n; running; i += 1) {
        const p = READS[i % READS.length];
        const begun = Date.now();
        try {
          const res = await fetch(`${url}${p}`, {
            headers: { 'x-forwarded-for': `10.77.${n}.${(i % 250) + 1}` },
            signal: AbortSignal.timeout(70_000),
          });
          answers.push({ at: begun, ms: Date.now() - begun, path: p, status: res.status, body: await res.text() });
        } catch (error) {
          answers.push({ at: begun, ms: Date.now() - begun, path: p, status: 0, body: String(error) });
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const workers = [0, 1, 2, 3].map(worker);

    await new Promise((r) => setTimeout(r, 3000));
    const stoppedAt = Date.now();
    cluster('stop');
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const restartedAt = Date.now();
    cluster('start');
    // Recovered: every read of the last 5 s is a 200 again (given up after 60 s).
    let recoveredAt = 0;
    while (Date.now() - restartedAt < 60_000) {
      await new Promise((r) => setTimeout(r, 1000));
      const since = answers.filter((a) => a.at > restartedAt);
      const firstOk = since.findIndex((a) => a.status === 200);
      if (
        firstOk >= 0 &&
        since.slice(firstOk).every((a) => a.status === 200) &&
        Date.now() - since[firstOk].at > 5000
      ) {
        recoveredAt = since[firstOk].at;
        break;
      }
    }
    running = false;
    await Promise.all(workers);

    expect(answers.filter((a) => a.at < stoppedAt && a.status !== 200).map((a) => `${a.path}: ${a.status}`)).toEqual(
      [],
    );
    const during = answers.filter((a) => a.at > stoppedAt + 1000 && a.at < restartedAt);
    const errors = during.filter((a) => a.status !== 200);
    console.log(
      `outage: ${answers.length} reads, ${during.length} while stopped (${errors.length} errors: ${[
        ...new Set(errors.map((a) => a.status)),
      ].join(', ')}), slowest ${Math.max(...during.map((a) => a.ms))} ms; reads served again ${
        recoveredAt ? `${((recoveredAt - restartedAt) / 1000).toFixed(1)} s` : 'never'
      } after the restart`,
    );
    expect(child.exitCode, log.join('').slice(-3000)).toBeNull();
    expect(answers.filter((a) => a.status === 0).map((a) => `${a.path}: ${a.body}`)).toEqual([]);
    // The server was really gone: the reads while it was stopped failed.
    expect(during.length).toBeGreaterThan(20);
    expect(errors.length).toBeGreaterThan(during.length / 2);
    for (const a of errors) {
      expect(a.status, `${a.path}: ${a.body}`).toBe(503);
      const body = JSON.parse(a.body);
      expect(body).toMatchObject({ data: null, error: { status: a.status, message: expect.any(String) } });
      expect(body.message).toBe('الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل');
      expect(body.error.message).toBe(body.message);
      expect(leaksIn(a.body), a.body).toEqual([]);
      expect(a.body).not.toMatch(/ECONNREFUSED|terminating connection|127\.0\.0\.1|password|knex|select /i);
    }
    expect(recoveredAt, 'reads served again after the server came back').toBeGreaterThan(0);
    expect(child.exitCode).toBeNull();
  }, 300_000);
});
