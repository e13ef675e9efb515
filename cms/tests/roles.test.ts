import { describe, expect, it } from 'vitest';
import { api, as, tokenFor } from './helpers';

/** The four roles declared in src/lib/permissions.ts, seen from outside. */
describe('roles exist and accounts carry them', () => {
  it('the four roles exist, and only the SuperAdmin lists them', async () => {
    const res = await as('superAdmin', '/api/users-permissions/roles');
    expect(res.status).toBe(200);
    const roles = Object.fromEntries(
      res.body.roles.map((r: { type: string; name: string; nb_users: number }) => [r.type, r]),
    );
    expect(Object.keys(roles).sort()).toEqual(['admin', 'authenticated', 'public', 'superadmin']);
    expect(roles.admin.name).toBe('Admin');
    expect(roles.superadmin.name).toBe('SuperAdmin');
    expect(roles.superadmin.nb_users).toBeGreaterThanOrEqual(1);
    expect((await as('admin', '/api/users-permissions/roles')).status).toBe(403);
    expect((await as('visitor', '/api/users-permissions/roles')).status).toBe(403);
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

  it("the plugin's own register route is closed (sign-up follows the documented contract)", async () => {
    const res = await api('/api/auth/local/register', {
      method: 'POST',
      body: { username: 'x1234', email: 'x1234@example.org', password: 'secret123' },
    });
    expect(res.status).toBe(403);
    expect(await tokenFor('student')).toBeTruthy();
  });

  it('site settings: everyone reads, only the SuperAdmin writes', async () => {
    expect((await api('/api/site-setting')).status).toBe(200);
    expect(
      (await as('admin', '/api/site-setting', { method: 'PUT', body: { data: { block_devtools: true } } })).status,
    ).toBe(403);
    expect(
      (await as('student', '/api/site-setting', { method: 'PUT', body: { data: { block_devtools: true } } })).status,
    ).toBe(403);
    expect(
      (await as('superAdmin', '/api/site-setting', { method: 'PUT', body: { data: { block_devtools: true } } })).status,
    ).toBe(200);
  });
});
