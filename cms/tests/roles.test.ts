import { describe, expect, it } from 'vitest';
import { api, as, type Caller, tokenFor } from './helpers';

/**
 * The roles declared in src/bootstrap/permissions.ts, seen from outside: who may read and
 * write what over HTTP. "ok" means any 2xx; 403 is Strapi's answer for a role without the action.
 */
type Expect = 'ok' | 403;
const CALLERS: Caller[] = ['visitor', 'student', 'admin', 'superAdmin'];

const READS: [string, Expect[]][] = [
  // path                           visitor student admin superAdmin
  ['/api/universities', ['ok', 'ok', 'ok', 'ok']],
  ['/api/faculty-offerings', ['ok', 'ok', 'ok', 'ok']],
  ['/api/admission-statuses', ['ok', 'ok', 'ok', 'ok']],
  ['/api/master-faculties', ['ok', 'ok', 'ok', 'ok']],
  ['/api/news-items', ['ok', 'ok', 'ok', 'ok']],
  ['/api/scholarships', ['ok', 'ok', 'ok', 'ok']],
  ['/api/site-setting', ['ok', 'ok', 'ok', 'ok']],
  // Articles include drafts and reviews include pending ones: never through the raw list.
  ['/api/articles', [403, 403, 'ok', 'ok']],
  ['/api/reviews', [403, 403, 403, 'ok']],
  ['/api/ads', [403, 403, 403, 'ok']],
  ['/api/ad-analytics-events', [403, 403, 403, 'ok']],
  ['/api/contact-messages', [403, 403, 403, 'ok']],
  ['/api/join-requests', [403, 403, 403, 'ok']],
  ['/api/admin-log-entries', [403, 403, 403, 'ok']],
  ['/api/score-criteria', [403, 403, 403, 'ok']],
  ['/api/visitor-sessions', [403, 403, 403, 'ok']],
];

const judge = (status: number): Expect | number => (status >= 200 && status < 300 ? 'ok' : status);

describe('reads by role', () => {
  for (const [path, expected] of READS) {
    it.each(CALLERS.map((c, i) => [c, expected[i]] as const))(`GET ${path} as %s → %s`, async (caller, want) => {
      const res = await as(caller, path);
      expect(judge(res.status)).toBe(want);
    });
  }
});

describe('writes by role', () => {
  const newsBody = (suffix: string) => ({
    data: { title: `خبر تجريبي ${suffix}`, Short_name: `role-test-${suffix}`, deadline: '2026-01-15', link: 'https://example.org', details: 'تفاصيل' },
  });

  it.each([
    ['visitor', 403], ['student', 403], ['admin', 'ok'], ['superAdmin', 'ok'],
  ] as const)('POST /api/news-items as %s → %s', async (caller, want) => {
    const res = await as(caller, '/api/news-items', { method: 'POST', body: newsBody(caller) });
    expect(judge(res.status)).toBe(want);
  });

  it.each([
    ['visitor', 403], ['student', 403], ['admin', 'ok'],
  ] as const)('POST /api/universities as %s → %s', async (caller, want) => {
    const res = await as(caller, '/api/universities', {
      method: 'POST',
      body: { data: { university_code: `ROLE${caller.toUpperCase()}`, university_Arabic_Name: 'جامعة تجريبية', category: 'private', type: 'Private' } },
    });
    expect(judge(res.status)).toBe(want);
  });

  it('only the SuperAdmin deletes', async () => {
    const created = await as('admin', '/api/news-items', { method: 'POST', body: newsBody('to-delete') });
    expect(judge(created.status)).toBe('ok');
    const path = `/api/news-items/${created.body.data.documentId}`;
    for (const caller of ['visitor', 'student', 'admin'] as const) {
      expect((await as(caller, path, { method: 'DELETE' })).status, caller).toBe(403);
    }
    expect(judge((await as('superAdmin', path, { method: 'DELETE' })).status)).toBe('ok');
    expect((await as('superAdmin', path)).status).toBe(404);
  });

  it('an Admin cannot write reviews, ads or users', async () => {
    expect((await as('admin', '/api/reviews', { method: 'POST', body: { data: { name: 'x', affiliation: 'طالب', review: 'x', rating: 5 } } })).status).toBe(403);
    expect((await as('admin', '/api/ads', { method: 'POST', body: { data: { title: 'x' } } })).status).toBe(403);
    expect((await as('admin', '/api/site-setting', { method: 'PUT', body: { data: { block_devtools: false } } })).status).toBe(403);
  });
});

describe('roles exist and accounts carry them', () => {
  it('the four roles exist, and only the SuperAdmin lists them', async () => {
    const res = await as('superAdmin', '/api/users-permissions/roles');
    expect(res.status).toBe(200);
    const roles = Object.fromEntries(res.body.roles.map((r: { type: string; name: string; nb_users: number }) => [r.type, r]));
    expect(Object.keys(roles).sort()).toEqual(['admin', 'authenticated', 'public', 'superadmin']);
    expect(roles.admin.name).toBe('Admin');
    expect(roles.superadmin.name).toBe('SuperAdmin');
    expect(roles.superadmin.nb_users).toBeGreaterThanOrEqual(1);
    expect((await as('admin', '/api/users-permissions/roles')).status).toBe(403);
  });

  it.each([
    ['student', 'student'],
    ['admin', 'Admin'],
    ['superAdmin', 'SuperAdmin'],
  ] as const)('%s signs in and reads their own profile (user_type %s)', async (caller, userType) => {
    const res = await as(caller, '/api/users/me');
    expect(res.status).toBe(200);
    expect(res.body.user_type).toBe(userType);
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).not.toHaveProperty('resetPasswordToken');
  });

  it('a visitor has no profile and a wrong password is refused', async () => {
    expect((await api('/api/users/me')).status).toBe(403);
    const res = await api('/api/auth/local', { method: 'POST', body: { identifier: 'student@dalil.local', password: 'wrong-password' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBeTruthy();
  });

  it('the plugin\'s own register route is closed (sign-up follows the documented contract)', async () => {
    const res = await api('/api/auth/local/register', { method: 'POST', body: { username: 'x1234', email: 'x1234@example.org', password: 'secret123' } });
    expect(res.status).toBe(403);
    expect(await tokenFor('student')).toBeTruthy();
  });
});
