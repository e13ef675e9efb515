import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import permissions from '../src/api/content/permissions';

type Route = { method: string; path: string; handler: string; config: { policies: unknown[] } };
const dir = path.resolve(__dirname, '..', 'src', 'api', 'content', 'routes');
// Strapi loads the route files in name order and keeps each file's order.
const routes: Route[] = fs
  .readdirSync(dir)
  .sort()
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read synchronously, in Strapi's own name order, before the tests are declared
  .flatMap((file) => require(path.join(dir, file)).default.routes);

/** Whether `a` (registered earlier) would take requests meant for `b`: same method, and a's pattern matches b's path. */
const shadows = (a: Route, b: Route) => {
  if (a.method !== b.method) return false;
  const pattern = new RegExp(`^${a.path.replace(/:[^/]+/g, '[^/]+')}$`, 'i');
  return pattern.test(b.path.replace(/:[^/]+/g, 'x'));
};

describe('content routes', () => {
  it('no route shadows a later one (the router ignores case: /api/Faculties is /api/faculties)', () => {
    routes.forEach((b, j) =>
      routes.slice(0, j).forEach((a) => expect(shadows(a, b), `${a.method} ${a.path} before ${b.path}`).toBe(false)),
    );
  });

  it('GET /faculties/search comes before any /faculties/:id', () => {
    const search = routes.findIndex((r) => r.path === '/faculties/search');
    const byId = routes.findIndex((r) => r.path === '/faculties/:id');
    expect(search).toBeGreaterThanOrEqual(0);
    expect(search).toBeLessThan(byId);
  });

  it('every handler has a permission, and every permission a route', () => {
    const granted = new Set(Object.values(permissions).flat());
    const handled = new Set(routes.map((r) => `api::content.${r.handler}`));
    expect([...handled].filter((h) => !granted.has(h))).toEqual([]);
    expect([...granted].filter((g) => !handled.has(g))).toEqual([]);
  });

  it('deletes of news, scholarships and articles carry the SuperAdmin policy', () => {
    for (const handler of ['news.delete', 'scholarships.delete', 'articles.delete']) {
      expect(routes.find((r) => r.handler === handler)?.config.policies).toEqual([
        expect.objectContaining({ name: 'global::is-super-admin' }),
      ]);
    }
  });
});
