/**
 * Issue 24: an offering's section is one of the closed list `OFFERING_SECTIONS`. Every writer —
 * the back office's faculty routes, the university's with-parts save and the Strapi panel —
 * refuses any other value (a legacy code, a free text, spec 3's 'other' with `section_custom`)
 * with 400 and the Arabic message naming the choices beside `section`, writes nothing, and takes
 * each value of the list. The migration rewrites stored legacy values with the domain's mapping.
 */
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERING_SECTIONS, OFFERING_SECTION_CHOICES, OFFERING_SECTION_MESSAGE } from '@dalil/domain/rules';
import { knexOf, newDb, type TestDb } from './database';
import { api, as, panelEditor } from './helpers';
import { UNIVERSITY } from './write-endpoints';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
const code = `SEC${stamp}`;
const name = `جامعة الشعب ${code}`;
const LEGACY = ['sports', 'other', 'علمي علوم أو علمي رياضة', 'الشعبة غير مذكورة في المصدر'];

const faculty = (extra: Record<string, unknown> = {}) => ({
  faculty: 'كلية الهندسة',
  faculty_short: 'ENG',
  section: 'math',
  normal_or_Dual: 'normal',
  programs: 'مدني',
  university: code,
  ...extra,
});

async function offerings(): Promise<Record<string, any>[]> {
  const res = await api(`/api/private/faculty?university=${code}`);
  expect(res.status).toBe(200);
  return res.body as Record<string, any>[];
}

/** The field errors of a refused back-office write: [path, message]. */
const fieldErrors = (body: any) =>
  (body.errors ?? []).map((e: { path: string[]; msg: string }) => [e.path.join('.'), e.msg]);

let firstId = '';

beforeAll(async () => {
  const res = await as('superAdmin', '/api/private/links/add', {
    method: 'POST',
    body: { ...UNIVERSITY, university_code: code, university_Arabic_Name: name, faculties: [faculty({ index: 1 })] },
  });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
  firstId = (await offerings())[0]._id;
});

afterAll(async () => {
  await as('superAdmin', `/api/private/${code}`, { method: 'DELETE' });
});

describe('the back office refuses a section outside the list', () => {
  it.each(LEGACY)('POST /faculty/add with section %j: 400 beside `section`, nothing written', async (section) => {
    const res = await as('admin', '/api/private/faculty/add', {
      method: 'POST',
      body: faculty({ faculty: `كلية ${section}`, section }),
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    // The add route takes a list of faculties: the error names the item (`[0].section`).
    expect(fieldErrors(res.body)).toContainEqual(['[0].section', OFFERING_SECTION_MESSAGE]);
    expect((await offerings()).map((o) => o.faculty)).toEqual(['كلية الهندسة']);
  });

  it("spec 3's 'other' with section_custom is refused (a departure from the spec)", async () => {
    const res = await as('admin', '/api/private/faculty/add', {
      method: 'POST',
      body: faculty({ faculty: 'كلية أخرى', section: 'other', section_custom: 'علمي رياضة أو علوم' }),
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toContainEqual(['[0].section', OFFERING_SECTION_MESSAGE]);
    expect(OFFERING_SECTION_MESSAGE).toContain(OFFERING_SECTION_CHOICES.scientific);
    expect(await offerings()).toHaveLength(1);
  });

  it('an edit to a legacy value is refused and the stored section stays', async () => {
    const res = await as('admin', `/api/private/faculty/${firstId}`, { method: 'PUT', body: { section: 'sports' } });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toContainEqual(['section', OFFERING_SECTION_MESSAGE]);
    expect((await offerings())[0].section).toBe('math');
  });

  it('the with-parts save refuses it too, and writes nothing', async () => {
    const [first] = await offerings();
    const res = await as('admin', `/api/private/links/${code}/with-parts`, {
      method: 'PUT',
      body: { university: { Uni_Bio: 'لن تحفظ' }, faculties: [{ ...first, section: 'علمي' }] },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(JSON.stringify(res.body)).toContain(OFFERING_SECTION_MESSAGE);
    expect((await offerings())[0].section).toBe('math');
  });
});

describe('each value of the list is accepted', () => {
  it.each(OFFERING_SECTIONS)('PUT /faculty/:id with section %s', async (section) => {
    const res = await as('admin', `/api/private/faculty/${firstId}`, { method: 'PUT', body: { section } });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect((await offerings())[0].section).toBe(section);
  });
});

describe('the Strapi panel', () => {
  const CM = '/content-manager/collection-types/api::faculty-offering.faculty-offering';
  let panel: Awaited<ReturnType<typeof panelEditor>>;
  beforeAll(async () => {
    panel = await panelEditor();
  });

  it('refuses a legacy value with the Arabic message beside `section`; nothing written', async () => {
    const stored = (await offerings())[0].section;
    const res = await panel(`${CM}/${firstId}`, { method: 'PUT', body: { section: 'sports' } });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(JSON.stringify(res.body.error)).toContain(OFFERING_SECTION_MESSAGE);
    expect((await offerings())[0].section).toBe(stored);
  });

  it.each(OFFERING_SECTIONS)('saves section %s', async (section) => {
    const res = await panel(`${CM}/${firstId}`, { method: 'PUT', body: { section } });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect((await offerings())[0].section).toBe(section);
  });
});

describe('the migration cms/database/migrations/2026.11.26T00.00.00.offering-sections.js', () => {
  let db: TestDb | undefined;
  let knex: Knex | undefined;
  afterAll(async () => {
    await knex?.destroy();
    await db?.drop();
  });

  it('rewrites stored legacy sections with the mapping, keeping a free text as section_note', async () => {
    db = await newDb(`sections_${process.pid}`);
    knex = knexOf(db);
    // The shape an older CMS left: no section_note column, free-text sections.
    await knex.schema.alterTable('faculty_offerings', (t) => t.dropColumn('section_note'));
    const ids = (await knex('faculty_offerings').select('id').orderBy('id').limit(6)).map((r) => r.id as number);
    const long = 'ثانوية عامة (علمي رياضة أو علمي علوم) أو دبلوم فني صناعي نظام 5 سنوات';
    const legacy = ['sports', 'علمي علوم أو علمي رياضة', long, 'الشعبة غير مذكورة في المصدر', 'دبلوم فني', 'literary'];
    for (const [i, id] of ids.entries()) await knex('faculty_offerings').where({ id }).update({ section: legacy[i] });

    const file = path.resolve(__dirname, '..', 'database', 'migrations', '2026.11.26T00.00.00.offering-sections.js');
    const migration = ((await import(file)) as { default: { up: (k: Knex) => Promise<void> } }).default;
    await knex.transaction((trx) => migration.up(trx));

    const rows = await knex('faculty_offerings')
      .select('id', 'section', 'section_note')
      .whereIn('id', ids)
      .orderBy('id');
    expect(rows.map((r) => [r.section, r.section_note ?? null])).toEqual([
      ['math', null],
      ['scientific', 'علمي علوم أو علمي رياضة'],
      ['scientific', long],
      ['unknown', null],
      ['unknown', 'دبلوم فني'],
      ['literary', null],
    ]);
    // Every stored section is now one of the list.
    const held = (await knex('faculty_offerings').distinct('section')).map((r) => r.section);
    expect(held.filter((s) => !(OFFERING_SECTIONS as readonly string[]).includes(s))).toEqual([]);
  });
});
