import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';
import { createDatabase, dropDatabase, pgEnv, pgQuery, pgSettings } from '../../scripts/lib/pg.mjs';

/**
 * The test databases, on either client: `npm test` runs this suite on SQLite (template.db in the
 * test folder) and, with DATABASE_CLIENT=postgres, again on PostgreSQL (database
 * `<prefix>_template`). A test that needs a database of its own asks for a copy of the seeded
 * template (or an empty one) and gets the environment a CMS or seed process needs for it.
 */
export type TestDb = {
  /** DATABASE_* settings of a process on this database. */
  env: Record<string, string>;
  /** Rows of a query (`?` marks a parameter; SQL that both SQLite and PostgreSQL accept). */
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** Runs one statement that changes the database (same SQL rules as `query`). */
  run: (sql: string, params?: unknown[]) => Promise<void>;
  drop: () => Promise<void>;
};

/** The CMS environment of this run (secrets and the template database's settings). */
export const testEnv = (): Record<string, string> => JSON.parse(process.env.DALIL_TEST_ENV ?? '{}');

export const isPostgres = (env: Record<string, string> = testEnv()) => env.DATABASE_CLIENT === 'postgres';

const pgName = (label: string) => {
  const prefix = testEnv().DALIL_DB_PREFIX;
  if (!prefix) throw new Error('DALIL_DB_PREFIX is missing from DALIL_TEST_ENV (run through npm test)');
  return `${prefix}_${label.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
};

/** A handle on an existing database of this run. */
export function openDb(label: string, dir?: string): TestDb {
  if (isPostgres()) {
    const settings = pgSettings(testEnv());
    const name = pgName(label);
    return {
      env: pgEnv(settings, name),
      query: (sql, params = []) => pgQuery(settings, sql, params, name),
      run: async (sql, params = []) => void (await pgQuery(settings, sql, params, name)),
      drop: () => dropDatabase(settings, name),
    };
  }
  const file = path.join(dir ?? inject('testDir'), `${label}.db`);
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file },
    query: async <T>(sql: string, params: unknown[] = []) => {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    run: async (sql: string, params: unknown[] = []) => {
      const db = new Database(file, { fileMustExist: true });
      try {
        db.prepare(sql).run(...params);
      } finally {
        db.close();
      }
    },
    drop: async () => fs.rmSync(file, { force: true }),
  };
}

/**
 * A new database `label` of this run: a copy of the seeded template, or empty. SQLite copies the
 * file (in `dir`, by default the test folder, where template.db is); PostgreSQL creates the
 * database from the template (which nothing else holds open).
 */
export async function newDb(label: string, { empty = false, dir }: { empty?: boolean; dir?: string } = {}) {
  const db = openDb(label, dir);
  await db.drop();
  if (isPostgres())
    await createDatabase(pgSettings(testEnv()), pgName(label), empty ? undefined : testEnv().DATABASE_NAME);
  else if (!empty) fs.copyFileSync(path.join(dir ?? inject('testDir'), 'template.db'), db.env.DATABASE_FILENAME);
  return db;
}

/** The database the suite's CMS serves (made by the global setup). */
export const integrationDb = () => openDb('integration');

/** The names of the tables of a database (SQLite's catalogue, or PostgreSQL's current schema). */
export async function tableNames(db: TestDb): Promise<string[]> {
  const rows = isPostgres()
    ? await db.query<{ name: string }>(
        'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1',
      )
    : await db.query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
  return rows.map((r) => r.name);
}

/** A knex connection to `db` (what a migration in cms/database/migrations is given); destroy it after use. */
export function knexOf(db: TestDb): Knex {
  const env = db.env;
  return knexFactory(
    env.DATABASE_CLIENT === 'postgres'
      ? {
          client: 'pg',
          connection: {
            host: env.DATABASE_HOST,
            port: Number(env.DATABASE_PORT),
            user: env.DATABASE_USERNAME,
            password: env.DATABASE_PASSWORD,
            database: env.DATABASE_NAME,
          },
        }
      : { client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME }, useNullAsDefault: true },
  );
}
