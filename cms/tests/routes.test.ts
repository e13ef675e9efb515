import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The registered routes, read from a CMS booted in this process: no route is registered twice,
 * none is shadowed by an earlier one (mind the users-permissions plugin's `/api/users/:id`
 * beside the documented `/api/users/get`), and every documented method and path reaches a
 * route of its own.
 */
type Layer = { path: string; methods: string[]; regexp: RegExp };

let layers: Layer[] = [];

beforeAll(() => {
  const db = path.join(inject('testDir'), `routes-${process.pid}.db`);
  fs.copyFileSync(path.join(inject('testDir'), 'template.db'), db);
  const result = spawnSync('node', [path.join(__dirname, 'fixtures', 'list-routes.cjs')], {
    encoding: 'utf8',
    env: { ...process.env, ...JSON.parse(process.env.DALIL_TEST_ENV ?? '{}'), DATABASE_FILENAME: db },
  });
  fs.rmSync(db, { force: true });
  if (result.status !== 0) throw new Error(`listing the routes failed:\n${result.stderr}`);
  const lines = result.stdout.trim().split('\n');
  const routes = JSON.parse(lines[lines.length - 1]) as { path: string; methods: string[]; source: string; flags: string }[];
  layers = routes.map((r) => ({ path: r.path, methods: r.methods, regexp: new RegExp(r.source, r.flags) }));
}, 120_000);

/** A concrete path for a route pattern: `:id` → `sample-id`, `:part(faculty|dorms)` → `faculty`. */
function sample(pattern: string): string {
  return pattern.replace(/:(\w+)(\(([^)]*)\))?/g, (_m, name: string, _g, alternatives?: string) => (alternatives ? alternatives.split('|')[0] : `sample-${name}`));
}

const methodsOf = (l: Layer) => l.methods.filter((m) => m !== 'HEAD');

/** The layer that answers `method path`: the first registered one whose pattern matches. */
function resolve(method: string, urlPath: string): Layer | undefined {
  return layers.find((l) => methodsOf(l).includes(method) && l.regexp.test(urlPath));
}

describe('registered routes', () => {
  it('are many, and include the plugin routes beside ours', () => {
    expect(layers.length).toBeGreaterThan(50);
    expect(layers.some((l) => l.path === '/api/users/:id')).toBe(true);
  });

  it('no method and path is registered twice', () => {
    const seen = new Map<string, number>();
    for (const l of layers) for (const m of methodsOf(l)) {
      const key = `${m} ${l.path.toLowerCase()}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  it('no route is shadowed by one registered before it', () => {
    const shadowed: string[] = [];
    for (const l of layers) {
      for (const m of methodsOf(l)) {
        const winner = resolve(m, sample(l.path));
        if (winner !== l) shadowed.push(`${m} ${l.path} is answered by ${winner?.path}`);
      }
    }
    expect(shadowed).toEqual([]);
  });
});

/** Every method and path of the call tables (spec 1 §7, spec 2 §7, spec 3 §7) that exists so far. */
const DOCUMENTED: [string, string][] = [
  ['GET', '/api/Private/links'], ['GET', '/api/national/links/GUC'], ['POST', '/api/Special/links/add'],
  ['PUT', '/api/International/links/x'], ['DELETE', '/api/Private/links/x'],
  ['GET', '/api/Private/faculty'], ['POST', '/api/Private/faculty/add'], ['GET', '/api/Private/faculty/x'],
  ['PUT', '/api/private/faculty/x'], ['DELETE', '/api/Private/faculty/x'],
  ['GET', '/api/Private/dorms'], ['POST', '/api/Private/dorms/add'], ['PUT', '/api/Private/dorms/x'], ['DELETE', '/api/Private/dorms/x'],
  ['GET', '/api/Private/transportation'], ['POST', '/api/Private/transportation/add'], ['PUT', '/api/Private/transportation/x'], ['DELETE', '/api/Private/transportation/x'],
  ['DELETE', '/api/Private/GUC'],
  ['GET', '/api/private/admission'], ['POST', '/api/private/admission/add'], ['PUT', '/api/private/admission/x'], ['DELETE', '/api/private/admission/x'],
  ['GET', '/api/private/deadline'], ['POST', '/api/private/deadline/add'], ['PUT', '/api/private/deadline/x'], ['DELETE', '/api/private/deadline/x'],
];

describe('documented paths', () => {
  it.each(DOCUMENTED)('%s %s reaches a route of its own', (method, urlPath) => {
    const layer = resolve(method, urlPath);
    expect(layer, `${method} ${urlPath}`).toBeDefined();
    expect(layer!.path).not.toMatch(/^\/api\/users\/:id$/);
  });
});
