/** Types of pg.mjs for the TypeScript callers (the CMS integration tests). */
export type PgSettings = { host: string; port: number; user: string; password: string };

export function pgSettings(env?: NodeJS.ProcessEnv): PgSettings;
export function pgEnv(settings: PgSettings, name: string): Record<string, string>;
export function pgQuery<Row = Record<string, unknown>>(
  settings: PgSettings,
  sql: string,
  params?: unknown[],
  database?: string,
): Promise<Row[]>;
export function createDatabase(settings: PgSettings, name: string, template?: string): Promise<void>;
export function dropDatabase(settings: PgSettings, name: string): Promise<void>;
export function dropDatabases(settings: PgSettings, prefix: string): Promise<number>;
