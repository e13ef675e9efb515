import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from './env.mjs';

/**
 * Databases of a PostgreSQL server for test runs (`npm test` with DATABASE_CLIENT=postgres, and
 * the integration tests that need a database of their own): created empty or as a copy of a
 * seeded template, dropped by name prefix at the end. The server comes from the CMS's settings
 * (DATABASE_URL, or DATABASE_HOST/PORT/USERNAME/PASSWORD); the role must be allowed to create
 * databases (scripts/pg-cluster.mjs makes such a server).
 */
const { Client } = createRequire(path.join(CMS_DIR, 'package.json'))('pg');

/** Connection settings from an environment (the names cms/config/database.ts reads). */
export function pgSettings(env = process.env) {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return {
      host: url.hostname,
      port: Number(url.port || 5432),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
  }
  return {
    host: env.DATABASE_HOST || 'localhost',
    port: Number(env.DATABASE_PORT || 5432),
    user: env.DATABASE_USERNAME || 'dalil',
    password: env.DATABASE_PASSWORD ?? 'dalil',
  };
}

/** The environment a CMS process needs for database `name` of that server (discrete settings only). */
export function pgEnv(settings, name) {
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: '',
    DATABASE_HOST: settings.host,
    DATABASE_PORT: String(settings.port),
    DATABASE_USERNAME: settings.user,
    DATABASE_PASSWORD: settings.password,
    DATABASE_NAME: name,
  };
}

/** Runs `sql` on database `database` (default: the server's `postgres` database); `?` marks a parameter. */
export async function pgQuery(settings, sql, params = [], database = 'postgres') {
  const client = new Client({ ...settings, database });
  await client.connect();
  try {
    let n = 0;
    const { rows } = await client.query(
      sql.replace(/\?/g, () => `$${(n += 1)}`),
      params,
    );
    return rows;
  } finally {
    await client.end();
  }
}

const ident = (name) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  return `"${name}"`;
};

/** Creates database `name`, empty or as a copy of `template` (which must have no open connection). */
export async function createDatabase(settings, name, template) {
  await pgQuery(settings, `CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
}

/** Drops database `name` (closing its connections first). */
export async function dropDatabase(settings, name) {
  await pgQuery(settings, `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
}

/** Drops every database whose name starts with `prefix`; answers how many. */
export async function dropDatabases(settings, prefix) {
  const rows = await pgQuery(settings, 'SELECT datname FROM pg_database WHERE starts_with(datname, ?)', [prefix]);
  for (const { datname } of rows) await dropDatabase(settings, datname);
  return rows.length;
}
