import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newDb, testEnv, type TestDb } from './database';

/**
 * The default data set (issue 22): `npm run seed` without `--demo` loads the sourced facts of
 * scripts/seed/data/real/. Seeded here over a copy of the suite's template (the demo set), as
 * `npm run seed` would over a database that had the demo: the demo's records go, the real ones stay.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const REAL = path.join(ROOT, 'scripts', 'seed', 'data', 'real');
const research = JSON.parse(fs.readFileSync(path.join(REAL, 'universities.json'), 'utf8')) as {
  code: string;
  faculties: { items: { code: string; arabic: string }[] };
}[];

const seed = (env: Record<string, string>, args: string[] = []) =>
  spawnSync('node', ['scripts/seed/index.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...testEnv(), ...env },
  });

let db: TestDb;
let summary: { demo: boolean; counts: Record<string, number> };

beforeAll(async () => {
  db = await newDb(`real_${process.pid}`);
  const result = seed({ ...db.env }, ['--json']);
  if (result.status !== 0) throw new Error(`the real seed failed:\n${result.stdout}\n${result.stderr}`);
  const lines = result.stdout.trim().split('\n');
  summary = JSON.parse(lines[lines.length - 1]);
}, 600_000);

afterAll(async () => {
  await db?.drop();
});

describe('the default seed is the real data set', () => {
  it('is not the demo set, and the settings say so', async () => {
    expect(summary.demo).toBe(false);
    const [settings] = await db.query<{ demo_data: unknown; data_as_of: string }>(
      'select demo_data, data_as_of from site_settings',
    );
    expect(Boolean(Number(settings.demo_data))).toBe(false);
    expect(settings.data_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('does not list CBU, MDX or LSBU, and files UFE, NU and EELU under national universities', async () => {
    const rows = await db.query<{ university_code: string; category: string }>(
      "select university_code, category from universities where university_code in ('CBU','MDX','LSBU','UFE','NU','EELU','GIU')",
    );
    const byCode = Object.fromEntries(rows.map((r) => [r.university_code, r.category]));
    expect(byCode).toEqual({ UFE: 'national', NU: 'national', EELU: 'national', GIU: 'international' });
  });

  it('lists only GUC’s confirmed faculties, each with where it was seen', async () => {
    const rows = await db.query<{ faculty: string }>(
      `select o.faculty from faculty_offerings o
         join faculty_offerings_university_lnk l on l.faculty_offering_id = o.id
         join universities u on u.id = l.university_id
       where u.university_code = 'GUC' order by o.faculty`,
    );
    const guc = research.find((u) => u.code === 'GUC')!;
    expect(rows.map((r) => r.faculty)).toEqual(guc.faculties.items.map((i) => i.arabic).sort());
    expect(rows.map((r) => r.faculty)).not.toContain('كلية العلاج الطبيعي');
  });

  it('has no generated figure: no A–D fee column, no year score, no status, deadline, dorm, transport or review', async () => {
    const [figures] = await db.query<{ n: number }>(
      `select count(*) as n from faculty_offerings where fees_egyption is not null or thanwyaa_first_year_score is not null
         or azhar_first_year_score is not null or wafdeen_score is not null`,
    );
    expect(Number(figures.n)).toBe(0);
    for (const table of ['dorms', 'transportation_options', 'admission_statuses', 'admission_deadlines', 'reviews']) {
      const [row] = await db.query<{ n: number }>(`select count(*) as n from ${table}`);
      expect(Number(row.n), table).toBe(0);
    }
  });

  it('seeds every fee with its source and academic-year field, and the councils’ table with its sources', async () => {
    const [fees] = await db.query<{ n: number }>(
      `select count(*) as n from faculty_offerings o where o.fee_stated is not null and not exists (
         select 1 from faculty_offerings_cmps c join components_figure_sources s on s.id = c.cmp_id
         where c.entity_id = o.id and c.field = 'fee_source' and s.url like 'http%')`,
    );
    expect(Number(fees.n)).toBe(0);
    const [withFee] = await db.query<{ n: number }>(
      'select count(*) as n from faculty_offerings where fee_stated is not null',
    );
    expect(Number(withFee.n)).toBeGreaterThan(0);
    const floors = await db.query<{ tier: string; faculty_group: string; percent: number | string | null }>(
      "select tier, faculty_group, percent from admission_floors where certificate_group = 'thanaweya_azhar' and academic_year = '2025/2026'",
    );
    expect(floors).toHaveLength(37);
    // A decimal column: PostgreSQL's driver hands it over as text.
    const percent = (tier: string) => Number(floors.find((f) => f.tier === tier && f.faculty_group === 'MED')?.percent);
    expect(percent('3')).toBe(79);
    expect(percent('4')).toBe(81);
  });

  it('keeps Dalil’s own editorial text and the councils’ announcement as the one news item', async () => {
    const news = await db.query<{ short_name: string; link: string }>('select short_name, link from news_items');
    expect(news).toHaveLength(1);
    expect(news[0].link).toMatch(/^https:\/\//);
    const [articles] = await db.query<{ n: number }>('select count(*) as n from articles');
    expect(Number(articles.n)).toBeGreaterThan(0);
  });
});

describe('a figure without a source stops the seed', () => {
  it('refuses a fee whose source address was removed, before anything is written', () => {
    const work = fs.mkdtempSync(path.join(inject('testDir'), 'unsourced-'));
    try {
      fs.cpSync(REAL, work, { recursive: true });
      const file = path.join(work, 'universities.json');
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      const guc = data.find((u: { code: string }) => u.code === 'GUC');
      guc.faculties.items[0].url = '';
      fs.writeFileSync(file, JSON.stringify(data));
      const result = seed({ REAL_DATA_DIR: work, DATABASE_FILENAME: path.join(work, 'never.db') });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('GUC/ENG/1: no listing source');
      expect(fs.existsSync(path.join(work, 'never.db'))).toBe(false);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
