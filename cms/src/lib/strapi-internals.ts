import type http from 'node:http';
import type { Core } from '@strapi/strapi';

/**
 * Every place where the CMS reaches past Strapi's documented API into Strapi's or Koa's internals
 * (issue 23 step 6), in one adapter. Each function checks the shape it relies on and throws
 * `StrapiInternalsChanged` when an upgrade has changed it; they run at start-up (the middlewares'
 * creation, `register`), so a changed internal stops the CMS with a message naming it instead of
 * quietly turning a feature off. `cms/tests/strapi-internals.test.ts` checks these checks.
 */
export class StrapiInternalsChanged extends Error {
  constructor(what: string) {
    super(`[dalil] a Strapi internal changed: ${what} (see cms/src/lib/strapi-internals.ts)`);
    this.name = 'StrapiInternalsChanged';
  }
}

export type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Puts `first` in front of the HTTP server's one request listener (Koa's callback, which Strapi
 * registers when it creates the server): `first` answers what it can and hands every other request
 * on to Koa through the function it is given.
 */
export function answerBeforeKoa(
  server: Pick<http.Server, 'listeners' | 'removeListener' | 'on'>,
  first: (req: http.IncomingMessage, res: http.ServerResponse, koa: RequestListener) => void,
): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1)
    throw new StrapiInternalsChanged(`Strapi's HTTP server has ${listeners.length} request listeners, not Koa's one`);
  const [koa] = listeners as [RequestListener];
  const toKoa: RequestListener = (req, res) => koa.call(server, req, res);
  server.removeListener('request', koa);
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => first(req, res, toKoa));
}

type DatabaseConfig = { connection?: { client?: unknown; connection?: { filename?: unknown } } };

/**
 * The file of Strapi's SQLite database (null for another client), read from the database's
 * configuration as Strapi keeps it (`strapi.db.config.connection`).
 */
export function sqliteFilenameOf(strapi: Pick<Core.Strapi, 'db'>): string | null {
  const config = (strapi.db as unknown as { config?: DatabaseConfig }).config?.connection;
  if (!config || typeof config.client !== 'string')
    throw new StrapiInternalsChanged('strapi.db.config.connection.client is not where it was');
  if (config.client !== 'sqlite' && config.client !== 'better-sqlite3') return null;
  const filename = config.connection?.filename;
  if (typeof filename !== 'string')
    throw new StrapiInternalsChanged('strapi.db.config.connection.connection.filename is not a path');
  return filename;
}

export type PluginRoute = {
  method: string;
  path: string;
  config?: { middlewares?: unknown[] } & Record<string, unknown>;
};

/**
 * The content manager's admin routes as Strapi will mount them (`register` runs before routing),
 * each `{ method, path }` of `wanted` found exactly once, or a refusal to start.
 */
export function contentManagerRoutes(
  strapi: Pick<Core.Strapi, 'plugin'>,
  wanted: ReadonlyArray<{ method: string; path: string }>,
): PluginRoute[] {
  const routes = (strapi.plugin('content-manager')?.routes as unknown as Record<string, { routes?: PluginRoute[] }>)
    ?.admin?.routes;
  if (!Array.isArray(routes)) throw new StrapiInternalsChanged("the content manager's admin routes are not a list");
  return wanted.map(({ method, path }) => {
    const found = routes.filter((r) => r.method === method && r.path === path);
    if (found.length !== 1)
      throw new StrapiInternalsChanged(`the content manager's route ${method} ${path} appears ${found.length} times`);
    return found[0] as PluginRoute;
  });
}
