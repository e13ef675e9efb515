import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { isPostgres, newDb, testEnv } from './database';

/**
 * `npm run backup` then `npm run restore -- FILE` (Strapi's export and import) round-trip the
 * seeded database: an encrypted archive of a copy of the seeded SQLite database is restored into a
 * new, empty database — SQLite on the SQLite run, PostgreSQL on the PostgreSQL run — and every
 * content type has the same rows there (count and a digest of all rows: attributes, relations,
 * components), and the uploads folder the files the media library names, with their sizes.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const KEY = 'backup-test-key-2026';

/** Runs `node scripts/backup.mjs …` on the database and uploads of `env`. */
function script(args: string[], env: Record<string, string>) {
  const result = spawnSync('node', ['scripts/backup.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...testEnv(), ...env, BACKUP_KEY: KEY },
  });
  expect(result.status, `${args[0]}:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`).toBe(0);
  return result.stdout.trim().split('\n').pop()!;
}

type Snapshot = Record<string, { count: number; digest: string; sample: unknown[] }>;

function snapshot(env: Record<string, string>): Snapshot {
  const result = spawnSync('node', [path.join(__dirname, 'fixtures', 'content-snapshot.cjs')], {
    encoding: 'utf8',
    env: { ...process.env, ...testEnv(), ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(result.status, result.stderr.slice(-3000)).toBe(0);
  const lines = result.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

/** Every file below a folder, with its size (not the `.gitkeep` Strapi's import puts in the folder it empties). */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== '.gitkeep')
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return `${path.relative(dir, file)} ${fs.statSync(file).size}`;
    })
    .sort();
}

describe('backup and restore', () => {
  it(`round-trips the seeded database, SQLite to ${isPostgres() ? 'PostgreSQL' : 'SQLite'}`, async () => {
    const work = fs.mkdtempSync(path.join(inject('testDir'), 'backup-'));
    // The source: a copy of the seeded SQLite database and its uploads (on the PostgreSQL run,
    // those of the SQLite run before it).
    const sqliteTemplate = process.env.DALIL_SQLITE_TEMPLATE ?? path.join(inject('testDir'), 'template.db');
    const sourceDb = path.join(work, 'source.db');
    fs.copyFileSync(sqliteTemplate, sourceDb);
    const source = {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: sourceDb,
      PUBLIC_DIR: path.join(path.dirname(sqliteTemplate), 'public'),
    };
    const target = await newDb(`restored_${process.pid}`, { empty: true, dir: work });
    const targetEnv = { ...target.env, PUBLIC_DIR: path.join(work, 'public') };
    fs.mkdirSync(path.join(targetEnv.PUBLIC_DIR, 'uploads'), { recursive: true });
    try {
      const archive = script(['backup', '--out', path.join(work, 'archives')], source);
      expect(archive).toMatch(/dalil-\d{8}-\d{6}\.tar\.gz\.enc$/);
      expect(fs.statSync(archive).size).toBeGreaterThan(1000);

      // A wrong key is refused.
      const wrong = spawnSync('node', ['scripts/backup.mjs', 'restore', archive], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, ...testEnv(), ...targetEnv, BACKUP_KEY: 'not-the-key' },
      });
      expect(wrong.status).not.toBe(0);

      script(['restore', archive], targetEnv);

      const before = snapshot(source);
      const after = snapshot(targetEnv);
      const seeded = (file: string) =>
        JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'seed', 'data', file), 'utf8')).length;
      expect(before['api::university.university'].count).toBe(seeded('universities.json'));
      expect(before['api::faculty-offering.faculty-offering'].count).toBe(seeded('offerings.json'));
      expect(before['plugin::upload.file'].count).toBeGreaterThan(0);
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      for (const uid of Object.keys(before)) {
        expect(after[uid].count, `${uid}: rows`).toBe(before[uid].count);
        if (after[uid].digest !== before[uid].digest)
          expect(after[uid].sample, `${uid}: rows differ (first rows shown)`).toEqual(before[uid].sample);
        expect(after[uid].digest, `${uid}: the rows differ`).toBe(before[uid].digest);
      }
      // The uploads the source's media library names (its folder may hold other tests' files too),
      // each restored with the same size.
      const named = new Set<string>();
      const sqlite = new Database(sourceDb, { readonly: true, fileMustExist: true });
      try {
        for (const f of sqlite.prepare('SELECT url, formats FROM files').all() as { url: string; formats: string }[]) {
          named.add(path.basename(f.url));
          for (const format of Object.values(JSON.parse(f.formats ?? 'null') ?? {}) as { url: string }[])
            named.add(path.basename(format.url));
        }
      } finally {
        sqlite.close();
      }
      expect(named.size).toBeGreaterThan(0);
      const sourceFiles = files(path.join(source.PUBLIC_DIR, 'uploads')).filter((f) => named.has(f.split(' ')[0]));
      expect(sourceFiles.length).toBe(named.size);
      expect(files(path.join(targetEnv.PUBLIC_DIR, 'uploads'))).toEqual(sourceFiles);
    } finally {
      await target.drop();
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 900_000);
});
