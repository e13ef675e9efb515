import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STORED_NAMES } from '@dalil/domain/cms';
import { afterAll, describe, expect, it } from 'vitest';
import { isPostgres, newDb, type TestDb } from './database';
import { startCms } from './global-setup';
import { ACCOUNTS, leaksIn, visitorIp } from './helpers';

/**
 * The migration `cms/database/migrations/2026.05.01T00.00.00.reserved-status-names.js` on an
 * existing database (SQLite on the SQLite run, PostgreSQL on the PostgreSQL run). A copy of the
 * seeded database is put back into the shape it had before the four `status` attributes were
 * renamed: each table gets its `status` column back with the record's value and loses the new
 * column, Strapi's own records of the schema (the stored database schema, the stored content types,
 * the content manager's layouts) name `status` again, and the migration's row in `strapi_migrations`
 * is deleted. A real Strapi then starts on it — it runs the migration, then its schema sync drops
 * the old columns — and every record must keep its status, in the table and through the HTTP API
 * (whose contract still says `status`): the same status per record, so the same count per status.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const MIGRATION = '2026.05.01T00.00.00.reserved-status-names.js';

/** The renamed attributes, from the stored-names map and the content types' schemas. */
const RENAMED = Object.entries(STORED_NAMES).map(([uid, names]) => {
  const type = uid.split('.').pop()!;
  const schema = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'cms', 'src', 'api', type, 'content-types', type, 'schema.json'), 'utf8'),
  );
  const column: string = names.status;
  return { uid, table: schema.collectionName as string, column, values: schema.attributes[column].enum as string[] };
});

/** The lists the SuperAdmin reads (every record) and, where there is one, what a visitor sees. */
const ENDPOINTS: Record<string, { list: string; visitorSees?: string }> = {
  'api::review.review': { list: '/api/reviews', visitorSees: 'approved' },
  'api::article.article': { list: '/api/articles', visitorSees: 'published' },
  'api::scholarship.scholarship': { list: '/api/scholarships' },
  'api::contact-message.contact-message': { list: '/api/contact' },
};

/** `value` with every key and string equal to `from` named `status` (as before the rename). */
function withOldName(value: unknown, from: string): unknown {
  if (value === from) return 'status';
  if (Array.isArray(value)) return value.map((v) => withOldName(v, from));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? 'status' : k, withOldName(v, from)]));
  return value;
}

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** A JSON value of Strapi's core store (`strapi_core_store_settings`). */
async function storedSetting(db: TestDb, key: string) {
  const [row] = await db.query<{ value: unknown }>('SELECT value FROM strapi_core_store_settings WHERE key = ?', [key]);
  expect(row, `strapi_core_store_settings: ${key}`).toBeDefined();
  return parsed(row.value);
}

/** The seeded copy → the shape an older CMS left: `status` columns, old names in Strapi's records, the migration not run. */
async function toPreRenameShape(db: TestDb) {
  for (const { table, column } of RENAMED) {
    await db.run(`ALTER TABLE ${table} ADD COLUMN status varchar(255)`);
    await db.run(`UPDATE ${table} SET status = ${column}`);
    await db.run(`ALTER TABLE ${table} DROP COLUMN ${column}`);
  }

  // The schema Strapi stored at its last start (its sync drops the columns this names and the models do not).
  const [stored] = await db.query<{ id: number; schema: unknown }>('SELECT id, schema FROM strapi_database_schema');
  const schema = parsed(stored.schema) as { tables: { name: string }[] };
  schema.tables = schema.tables.map((t) => {
    const renamed = RENAMED.find((r) => r.table === t.name);
    return renamed ? (withOldName(t, renamed.column) as typeof t) : t;
  });
  // Strapi's hash: the schema with its tables sorted by name (@strapi/database schema/storage).
  const sorted = { ...schema, tables: [...schema.tables].sort((a, b) => a.name.localeCompare(b.name)) };
  const hash = crypto.createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
  await db.run('UPDATE strapi_database_schema SET schema = ?, hash = ? WHERE id = ?', [
    JSON.stringify(schema),
    hash,
    stored.id,
  ]);

  // The content types and the content manager's layouts as the older CMS stored them.
  const types = await storedSetting(db, 'strapi_content_types_schema');
  for (const { uid, column } of RENAMED) {
    expect(JSON.stringify(types[uid])).toContain(`"${column}"`);
    types[uid] = withOldName(types[uid], column);
  }
  const setting = 'UPDATE strapi_core_store_settings SET value = ? WHERE key = ?';
  await db.run(setting, [JSON.stringify(types), 'strapi_content_types_schema']);
  for (const { uid, column } of RENAMED) {
    const key = `plugin_content_manager_configuration_content_types::${uid}`;
    const layout = await storedSetting(db, key);
    expect(JSON.stringify(layout)).toContain(`"${column}"`);
    await db.run(setting, [JSON.stringify(withOldName(layout, column)), key]);
  }

  await db.run('DELETE FROM strapi_migrations WHERE name = ?', [MIGRATION]);
}

/** Record (document id) → status. */
type Statuses = Record<string, string>;

const countsOf = (statuses: Statuses) =>
  Object.values(statuses).reduce<Record<string, number>>((c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }), {});

async function tableStatuses(db: TestDb, table: string, column: string): Promise<Statuses> {
  const rows = await db.query<{ id: string; status: string }>(
    `SELECT document_id AS id, ${column} AS status FROM ${table}`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

let child: ChildProcess | undefined;
let db: TestDb | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  await db?.drop();
});

describe('the reserved-status migration on an existing database', () => {
  it(`carries every status over to the renamed columns (${isPostgres() ? 'PostgreSQL' : 'SQLite'})`, async () => {
    db = await newDb(`migration_${process.pid}`);
    // The seeded copy has run the migration once (on an empty database: nothing to carry).
    expect(await db.query('SELECT name FROM strapi_migrations WHERE name = ?', [MIGRATION])).toHaveLength(1);
    await toPreRenameShape(db);

    const before: Record<string, Statuses> = {};
    for (const { uid, table, values } of RENAMED) {
      before[uid] = await tableStatuses(db, table, 'status');
      // A mix: every value of the enumeration is held by some record (no default can pass for them all).
      expect(Object.keys(countsOf(before[uid])).sort(), `${table}: the statuses held`).toEqual([...values].sort());
    }

    const begun = Date.now();
    const cms = await startCms(db.env);
    child = cms.child;
    const { url, log } = cms;
    console.log(`migration test: Strapi started on the pre-rename database in ${Date.now() - begun} ms`);

    // In the tables: the migration ran again, the old columns are gone, every record kept its status.
    expect(await db.query('SELECT name FROM strapi_migrations WHERE name = ?', [MIGRATION])).toHaveLength(1);
    for (const { uid, table, column } of RENAMED) {
      const [row] = await db.query(`SELECT * FROM ${table}`);
      expect(Object.keys(row), table).toContain(column);
      expect(Object.keys(row), `${table}: the schema sync drops the old column`).not.toContain('status');
      const after = await tableStatuses(db, table, column);
      expect(countsOf(after), `${table}: records per status`).toEqual(countsOf(before[uid]));
      expect(after, `${table}: each record's status`).toEqual(before[uid]);
    }

    // Through the HTTP API, whose records and filters still say `status`.
    const get = async (p: string, token?: string) => {
      const res = await fetch(`${url}${p}`, {
        headers: { 'x-forwarded-for': visitorIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      const text = await res.text();
      expect(leaksIn(text), p).toEqual([]);
      expect(res.status, `${p}: ${text.slice(0, 300)}`).toBe(200);
      return JSON.parse(text);
    };
    const signin = await fetch(`${url}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
      body: JSON.stringify(ACCOUNTS.superAdmin),
    });
    const { token } = (await signin.json()) as { token?: string };
    expect(signin.status, 'the SuperAdmin signs in').toBe(200);
    const asRecords = (records: { _id: string; status: string }[]): Statuses =>
      Object.fromEntries(records.map((r) => [r._id, r.status]));

    for (const { uid, values } of RENAMED) {
      const { list, visitorSees } = ENDPOINTS[uid];
      const staff = asRecords(await get(list, token));
      expect(countsOf(staff), `${list}: records per status`).toEqual(countsOf(before[uid]));
      expect(staff, `${list}: each record's status`).toEqual(before[uid]);
      // Filtering by the contract's name finds the same records.
      for (const value of values) {
        const filtered = asRecords(await get(`${list}?filters[status][$eq]=${value}`, token));
        expect(Object.keys(filtered).sort(), `${list} status=${value}`).toEqual(
          Object.keys(before[uid])
            .filter((id) => before[uid][id] === value)
            .sort(),
        );
      }
      if (visitorSees) {
        const visible = asRecords(await get(list));
        expect(visible, `${list} for a visitor`).toEqual(
          Object.fromEntries(Object.entries(before[uid]).filter(([, s]) => s === visitorSees)),
        );
      }
    }
    expect(child.exitCode, log.join('').slice(-3000)).toBeNull();
  }, 300_000);
});
