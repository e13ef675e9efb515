import { ALL_RESOURCES, type AccessRole } from '@dalil/domain/resources';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionsByLevel, AREAS, LEVELS, type Level } from '../src/lib/permissions';
import { api, CATEGORIES, visitorIp } from './helpers';
import { listRoutes, type RouteLayer, type RouteScope } from './route-listing';

/**
 * Each description's `paths` and `access` (packages/domain/src/resources) against the routes a
 * booted CMS registers and the roles that may call them (src/lib/permissions.ts), and against
 * the running CMS's answers to a visitor: a public path answers 200, any other 401 or 403. So a
 * description cannot say «public» of a staff-only list, nor the other way round.
 */
let layers: RouteLayer[] = [];
let scopes: RouteScope[] = [];

beforeAll(async () => {
  ({ scopes, layers } = await listRoutes('access'));
}, 120_000);

const ROLE_LEVEL: Record<AccessRole, Level> = {
  public: 'public',
  'signed-in': 'authenticated',
  owner: 'authenticated',
  staff: 'admin',
  superadmin: 'superadmin',
};
const byLevel = actionsByLevel(AREAS);
/** The lowest role whose actions include `action`; undefined when no role may call it. */
const levelOf = (action: string) => LEVELS.find((level) => byLevel[level].includes(action));

const segments = (p: string) => p.toLowerCase().split('/').filter(Boolean);
/**
 * A pattern's part matches a path's: the same; `:name(a|b)` one of its alternatives; `:category`
 * one of the four categories; another `:name` anything.
 */
function segmentMatches(pattern: string, part: string) {
  if (pattern === part || part.startsWith(':')) return true;
  const alternatives = /^:\w+\(([^)]*)\)$/.exec(pattern)?.[1].split('|');
  if (alternatives) return alternatives.includes(part);
  return pattern === ':category' ? (CATEGORIES as readonly string[]).includes(part) : pattern.startsWith(':');
}
/** Whether the route pattern `pattern` is `base` or below it. */
function under(pattern: string, base: string, exact = false) {
  const [p, b] = [segments(pattern), segments(base)];
  if (p.length < b.length || (exact && p.length !== b.length)) return false;
  return b.every((s, i) => segmentMatches(p[i], s));
}

/** Our documented routes (`/api` + the route's path) with the role level that may call each. */
function routes() {
  return scopes.map((s) => ({
    method: s.method,
    path: `/api${s.path}`,
    level: levelOf(s.handler.includes('::') ? s.handler : `api::${s.api}.${s.handler}`),
  }));
}

/**
 * The route that lists a type at `base` and the address a visitor asks: `GET base`, or
 * `GET base/get` (the accounts' list); a `:name` part of the path is filled with a sample.
 */
function readRoute(base: string) {
  for (const url of [base, `${base}/get`]) {
    const route = routes().find((r) => r.method === 'GET' && under(r.path, url, true));
    if (route) return { ...route, url: url.replace(/:(\w+)/g, 'sample-$1') };
  }
  return undefined;
}

/** The lowest level among the type's adds (POST below its path), else its saves (PUT), else its read. */
function writeLevel(base: string): Level | undefined {
  const below = (method: string) => routes().filter((r) => r.method === method && under(r.path, base));
  const writes = below('POST').length ? below('POST') : below('PUT').length ? below('PUT') : [readRoute(base)!];
  return LEVELS.find((level) => writes.some((r) => r?.level === level));
}

const described = ALL_RESOURCES.filter((r) => r.writtenBy !== 'system');

describe('the descriptions’ paths and access', () => {
  it('every resource staff or visitors use has paths and access; the system’s own have neither', () => {
    expect(described.filter((r) => !r.paths?.length || !r.access).map((r) => r.uid)).toEqual([]);
    expect(ALL_RESOURCES.filter((r) => r.writtenBy === 'system' && (r.paths || r.access)).map((r) => r.uid)).toEqual(
      [],
    );
  });

  it.each(described.map((r) => [r.uid, r] as const))('%s: its routes’ roles', (_uid, resource) => {
    expect(layers.length).toBeGreaterThan(50);
    for (const base of resource.paths!) {
      const read = readRoute(base);
      expect(read, `GET ${base}`).toBeDefined();
      // A registered layer answers the path (the route table Strapi serves, not only our config).
      expect(layers.some((l) => l.methods.includes('GET') && new RegExp(l.source, l.flags).test(read!.url))).toBe(true);
      expect({ base, read: read!.level }).toEqual({ base, read: ROLE_LEVEL[resource.access!.read] });
      expect({ base, write: writeLevel(base) }).toEqual({ base, write: ROLE_LEVEL[resource.access!.write] });
    }
  });

  it.each(described.map((r) => [r.uid, r] as const))('%s: a visitor’s read', async (_uid, resource) => {
    for (const base of resource.paths!) {
      const { url } = readRoute(base)!;
      const { status } = await api(url, { ip: visitorIp() });
      if (resource.access!.read === 'public') expect({ url, status }).toEqual({ url, status: 200 });
      else expect({ url, status: [401, 403].includes(status) }).toEqual({ url, status: true });
    }
  });
});
