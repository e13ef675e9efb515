import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import {
  StrapiInternalsChanged,
  answerBeforeKoa,
  contentManagerRoutes,
  sqliteFilenameOf,
} from '../src/lib/strapi-internals';

/**
 * The adapter that holds every Strapi and Koa internal the CMS relies on (issue 23 step 6): each
 * check refuses a changed shape by name, so an upgrade that moves an internal stops the CMS at
 * start-up instead of silently switching a feature off. The running test CMS started, so today's
 * Strapi has the shapes; these cases show the refusals.
 */
const strapiWith = (db: unknown) => ({ db }) as unknown as Pick<Core.Strapi, 'db'>;
const withRoutes = (routes: unknown) =>
  ({ plugin: () => ({ routes: { admin: { routes } } }) }) as unknown as Pick<Core.Strapi, 'plugin'>;

describe('strapi-internals', () => {
  it('the SQLite file, or null for PostgreSQL; a moved configuration is refused by name', () => {
    expect(
      sqliteFilenameOf(strapiWith({ config: { connection: { client: 'sqlite', connection: { filename: '/x.db' } } } })),
    ).toBe('/x.db');
    expect(sqliteFilenameOf(strapiWith({ config: { connection: { client: 'postgres', connection: {} } } }))).toBeNull();
    expect(() => sqliteFilenameOf(strapiWith({ dialect: {} }))).toThrow(StrapiInternalsChanged);
    expect(() =>
      sqliteFilenameOf(strapiWith({ config: { connection: { client: 'sqlite', connection: {} } } })),
    ).toThrow(/filename/);
  });

  it("the content manager's routes are found once each, or the start is refused", () => {
    const put = { method: 'PUT', path: '/collection-types/:model/:id' };
    expect(contentManagerRoutes(withRoutes([put, { method: 'GET', path: '/x' }]), [put])).toEqual([put]);
    expect(() => contentManagerRoutes(withRoutes([]), [put])).toThrow(/appears 0 times/);
    expect(() => contentManagerRoutes(withRoutes(undefined), [put])).toThrow(StrapiInternalsChanged);
  });

  it("answers before Koa on a real HTTP server and hands the rest on; a server without Koa's one listener is refused", async () => {
    const server = http.createServer((_req, res) => res.end('koa'));
    answerBeforeKoa(server, (req, res, koa) => (req.url === '/early' ? res.end('early') : koa(req, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${base}/early`)).text()).toBe('early');
      expect(await (await fetch(`${base}/other`)).text()).toBe('koa');
    } finally {
      server.close();
    }
    expect(() => answerBeforeKoa(new http.Server(), () => undefined)).toThrow(/0 request listeners/);
  });
});
