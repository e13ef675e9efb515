import { beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, type RouteScope } from './route-listing';

/**
 * The registered routes, read from a CMS booted in this process: no route is registered twice,
 * none is shadowed by an earlier one (mind the users-permissions plugin's `/api/users/:id`
 * beside the documented `/api/users/get`), and every documented method and path reaches a
 * route of its own.
 */
type Layer = { path: string; methods: string[]; regexp: RegExp };

let layers: Layer[] = [];
let scopes: RouteScope[] = [];

beforeAll(async () => {
  const routes = await listRoutes('routes');
  scopes = routes.scopes;
  layers = routes.layers.map((r) => ({ path: r.path, methods: r.methods, regexp: new RegExp(r.source, r.flags) }));
}, 120_000);

/** A concrete path for a route pattern: `:id` → `sample-id`, `:part(faculty|dorms)` → `faculty`. */
function sample(pattern: string): string {
  return pattern.replace(/:(\w+)(\(([^)]*)\))?/g, (_m, name: string, _g, alternatives?: string) =>
    alternatives ? alternatives.split('|')[0] : `sample-${name}`,
  );
}

/**
 * The methods a layer serves. A route on every method ('ALL': OPTIONS /api/join-us/delete/{id},
 * which Strapi cannot name alone) sits behind the specific routes of its path: it counts only
 * for OPTIONS.
 */
const methodsOf = (l: Layer) => (l.methods.length > 7 ? ['OPTIONS'] : l.methods.filter((m) => m !== 'HEAD'));

/** The layer that answers `method path`: the first registered one whose pattern matches. */
function resolve(method: string, urlPath: string): Layer | undefined {
  return layers.find((l) => methodsOf(l).includes(method) && l.regexp.test(urlPath));
}

describe('registered routes', () => {
  it('are many, and include the plugin routes beside ours', () => {
    expect(layers.length).toBeGreaterThan(50);
    expect(layers.some((l) => l.path === '/api/users/:id')).toBe(true);
  });

  /**
   * Registered twice on purpose: the documented route comes first and answers; the plugin's own
   * route behind it is never reached (its action is granted to no role either).
   */
  const DOCUMENTED_OVER_PLUGIN = ['POST /api/auth/reset-password'];

  it('no method and path is registered twice (but the documented ones placed over a plugin route)', () => {
    const seen = new Map<string, number>();
    for (const l of layers)
      for (const m of methodsOf(l)) {
        const key = `${m} ${l.path.toLowerCase()}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    expect([...seen].filter(([k, n]) => n > 1 && !DOCUMENTED_OVER_PLUGIN.includes(k)).map(([k]) => k)).toEqual([]);
  });

  it('no route is shadowed by one registered before it', () => {
    const shadowed: string[] = [];
    for (const l of layers) {
      for (const m of methodsOf(l)) {
        const winner = resolve(m, sample(l.path));
        if (winner !== l && !(winner?.path === l.path && DOCUMENTED_OVER_PLUGIN.includes(`${m} ${l.path}`)))
          shadowed.push(`${m} ${l.path} is answered by ${winner?.path}`);
      }
    }
    expect(shadowed).toEqual([]);
  });
});

/** Every method and path of the call tables (spec 1 §7, spec 2 §7, spec 3 §7) that exists so far. */
const DOCUMENTED: [string, string][] = [
  ['GET', '/api/Private/links'],
  ['GET', '/api/national/links/GUC'],
  ['POST', '/api/Special/links/add'],
  ['PUT', '/api/International/links/x'],
  ['DELETE', '/api/Private/links/x'],
  ['GET', '/api/Private/faculty'],
  ['POST', '/api/Private/faculty/add'],
  ['GET', '/api/Private/faculty/x'],
  ['PUT', '/api/private/faculty/x'],
  ['DELETE', '/api/Private/faculty/x'],
  ['GET', '/api/Private/dorms'],
  ['POST', '/api/Private/dorms/add'],
  ['PUT', '/api/Private/dorms/x'],
  ['DELETE', '/api/Private/dorms/x'],
  ['GET', '/api/Private/transportation'],
  ['POST', '/api/Private/transportation/add'],
  ['PUT', '/api/Private/transportation/x'],
  ['DELETE', '/api/Private/transportation/x'],
  ['DELETE', '/api/Private/GUC'],
  // the staff screen's calls (issue 12)
  ['PUT', '/api/Private/links/order'],
  ['PUT', '/api/national/links/x/with-parts'],
  ['GET', '/api/private/admission'],
  ['POST', '/api/private/admission/add'],
  ['PUT', '/api/private/admission/x'],
  ['PUT', '/api/private/admission/x/with-deadline'],
  ['DELETE', '/api/private/admission/x'],
  ['GET', '/api/private/deadline'],
  ['POST', '/api/private/deadline/add'],
  ['PUT', '/api/private/deadline/x'],
  ['DELETE', '/api/private/deadline/x'],
  // the councils' floors table (issue 22)
  ['GET', '/api/admission-floors'],
  ['POST', '/api/admission-floors'],
  ['POST', '/api/admission-floors/start-year'],
  ['PUT', '/api/admission-floors/x'],
  ['DELETE', '/api/admission-floors/x'],
  // accounts and auth
  ['POST', '/api/users/signin'],
  ['POST', '/api/users/signup'],
  ['GET', '/api/users/get'],
  ['PUT', '/api/users/update/x'],
  ['DELETE', '/api/users/delete/x'],
  ['PUT', '/api/users/change-password'],
  ['POST', '/api/users/send-completion-mails'],
  ['POST', '/api/auth/verify-code'],
  ['POST', '/api/auth/verify-reset-code'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/send-verification-code'],
  ['POST', '/api/auth/send-reset-password-link'],
  // content
  ['GET', '/api/news'],
  ['POST', '/api/news/add'],
  ['PUT', '/api/news/x'],
  ['DELETE', '/api/news/x'],
  ['POST', '/api/logos'],
  // the panel's preview of a record (issue 21)
  ['GET', '/api/preview'],
  ['GET', '/api/scholarships'],
  ['POST', '/api/scholarships/add'],
  ['PUT', '/api/scholarships/x'],
  ['DELETE', '/api/scholarships/x'],
  ['GET', '/api/articles'],
  ['POST', '/api/articles/add'],
  ['PUT', '/api/articles/update/x'],
  ['DELETE', '/api/articles/delete/x'],
  ['GET', '/api/reviews'],
  ['POST', '/api/reviews/add'],
  ['PUT', '/api/reviews/x'],
  ['DELETE', '/api/reviews/x'],
  ['GET', '/api/faculties'],
  ['GET', '/api/Faculties'],
  ['POST', '/api/faculties'],
  ['PUT', '/api/faculties/x'],
  ['DELETE', '/api/faculties/x'],
  ['GET', '/api/faculties/search'],
  ['GET', '/api/score-matching/2025/stem'],
  ['PUT', '/api/score-matching/2025/stem'],
  // bulk score import (issue 13)
  ['POST', '/api/score-import/preview'],
  ['POST', '/api/score-import/apply'],
  ['GET', '/api/score-import/export'],
  // community
  ['GET', '/api/contact'],
  ['POST', '/api/contact/add'],
  ['PUT', '/api/contact/x'],
  ['DELETE', '/api/contact/x'],
  ['POST', '/api/send-reply'],
  ['GET', '/api/join-us'],
  ['POST', '/api/join-us/add'],
  ['DELETE', '/api/join-us/delete/x'],
  ['OPTIONS', '/api/join-us/delete/x'],
  ['GET', '/api/join-us/check-duplicates/a@b.org/+201000000000'],
  ['GET', '/api/ads'],
  ['POST', '/api/ads'],
  ['GET', '/api/ads/x'],
  ['PUT', '/api/ads/x'],
  ['DELETE', '/api/ads/x'],
  ['GET', '/api/adAnalytics'],
  ['POST', '/api/adAnalytics'],
  ['GET', '/api/adAnalytics/x'],
  ['DELETE', '/api/adAnalytics/x'],
  // the ads screen (issue 13)
  ['GET', '/api/adAnalytics/daily'],
  ['POST', '/api/admin-logs/create'],
  ['GET', '/api/admin-logs'],
  ['DELETE', '/api/admin-logs'],
  ['GET', '/api/visitors'],
];

/** The route each documented path must reach (the area that owns it), where two could match. */
const OWNERS: [string, string, RegExp][] = [
  ['GET', '/api/users/get', /^\/api\/users\/get$/],
  ['PUT', '/api/users/change-password', /^\/api\/users\/change-password$/],
  ['POST', '/api/users/send-completion-mails', /^\/api\/users\/send-completion-mails$/],
  ['GET', '/api/faculties/search', /^\/api\/faculties\/search$/],
  ['DELETE', '/api/news/x', /^\/api\/news\/:id$/],
  ['DELETE', '/api/Private/GUC', /^\/api\/:category\(/],
  ['PUT', '/api/Private/links/order', /^\/api\/:category\/links\/order$/],
  ['PUT', '/api/Private/links/GUC', /^\/api\/:category\/links\/:id$/],
  ['GET', '/api/adAnalytics/daily', /^\/api\/adAnalytics\/daily$/],
  ['POST', '/api/admission-floors/start-year', /^\/api\/admission-floors\/start-year$/],
  // the desire list (issue 25)
  ['GET', '/api/desires', /^\/api\/desires$/],
  ['PUT', '/api/desires', /^\/api\/desires$/],
];

describe('documented paths', () => {
  it.each(DOCUMENTED)('%s %s reaches a route of its own', (method, urlPath) => {
    const layer = resolve(method, urlPath);
    expect(layer, `${method} ${urlPath}`).toBeDefined();
    expect(layer!.path).not.toMatch(/^\/api\/users\/:id$/);
  });

  it.each(OWNERS)('%s %s is answered by its own route', (method, urlPath, pattern) => {
    expect(resolve(method, urlPath)?.path).toMatch(pattern);
  });
});

// A route's permission is checked against the scope Strapi attaches to its config; a config object
// shared by several routes kept the first one's scope for all (the account routes' update and delete
// were checked as `users.changePassword`), so a role granted one action would have been let through
// the others.
describe("each custom route is checked against its own action's permission", () => {
  it('the scope of every route with a permission names its own handler', () => {
    expect(scopes.length).toBeGreaterThan(50);
    const wrong = scopes
      .filter((r) => r.scope !== null)
      .filter((r) => !r.scope!.includes(r.handler.includes('::') ? r.handler : `api::${r.api}.${r.handler}`))
      .map((r) => `${r.method} ${r.path} → ${r.scope!.join(',')} (handler ${r.handler})`);
    expect(wrong).toEqual([]);
  });
});
