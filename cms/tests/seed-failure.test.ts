import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { newDb, testEnv } from './database';

const ROOT = path.resolve(__dirname, '..', '..');

describe('a seed that fails half-way', () => {
  it('exits non-zero and leaves no half-written university', async () => {
    const dir = inject('testDir');
    const work = fs.mkdtempSync(path.join(dir, 'broken-'));
    const dataDir = path.join(work, 'data');
    fs.cpSync(path.join(ROOT, 'scripts', 'seed', 'data'), dataDir, { recursive: true });

    // A new university whose second offering breaks a schema rule (faculty name too long),
    // placed first so the seed stops on it; and a renamed existing university after it.
    const universities = JSON.parse(fs.readFileSync(path.join(dataDir, 'universities.json'), 'utf8'));
    universities.unshift({
      ...universities[0],
      university_code: 'ZZBROKEN',
      university_Arabic_Name: 'جامعة ناقصة',
      index: 99,
    });
    fs.writeFileSync(path.join(dataDir, 'universities.json'), JSON.stringify(universities));
    const offerings = JSON.parse(fs.readFileSync(path.join(dataDir, 'offerings.json'), 'utf8'));
    offerings.push(
      {
        university_code: 'ZZBROKEN',
        faculty: 'كلية صحيحة',
        faculty_short: 'MED',
        section: 'science',
        normal_or_Dual: 'normal',
        index: 1,
      },
      {
        university_code: 'ZZBROKEN',
        faculty: 'ك'.repeat(300),
        faculty_short: 'MED',
        section: 'science',
        normal_or_Dual: 'normal',
        index: 2,
      },
    );
    fs.writeFileSync(path.join(dataDir, 'offerings.json'), JSON.stringify(offerings));

    const db = await newDb(`broken_${process.pid}`);
    const result = spawnSync('node', ['scripts/seed/index.mjs', '--demo'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        ...testEnv(),
        ...db.env,
        SEED_DATA_DIR: dataDir,
      },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Seed failed');

    try {
      expect(await db.query("select university_code from universities where university_code = 'ZZBROKEN'")).toEqual([]);
      expect(await db.query("select faculty from faculty_offerings where faculty = 'كلية صحيحة'")).toEqual([]);
    } finally {
      await db.drop();
      fs.rmSync(work, { recursive: true, force: true });
    }
    // Booting the CMS in the seed can take over a minute while another file's seed runs beside it
    // (seed-real.test.ts loads the real set in parallel).
  }, 180_000);
});
