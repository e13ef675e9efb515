/**
 * Security findings of issue 10 (1, 4, 5, 6): each test here failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, as, tokenFor, visitorIp } from './helpers';
import { codeOf, jwtPayload, nthMail, verifiedPerson, visitor } from './account-helpers';

const SECRETS = /\$2[aby]\$|resetPasswordToken|registrationToken|confirmationToken|"password"/;
const unique = (tag: string) => `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

describe('finding 1: the activity log keeps no secrets of the panel editor', () => {
  it('an edit made in the Strapi panel is logged with the record’s own fields only', async () => {
    const short = unique('SEC');
    const added = await as('admin', '/api/news/add', {
      method: 'POST',
      body: {
        title: `خبر ${short}`,
        Short_name: short,
        deadline: '2030-01-01',
        link: 'https://example.eg/n',
        details: 'تفاصيل',
      },
    });
    expect(added.status).toBe(201);

    // The seeded panel editor signs in to the admin API and edits through the content manager.
    const login = await api('/admin/login', {
      method: 'POST',
      body: { email: 'editor@dalil.local', password: 'Dalil-Editor-2026' },
      ip: visitorIp(),
    });
    expect(login.status).toBe(200);
    const res = await fetch(
      `${inject('cmsUrl')}/content-manager/collection-types/api::news-item.news-item/${added.body._id}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.body.data.token}` },
        body: JSON.stringify({
          title: `خبر ${short} بعد التعديل`,
          Short_name: short,
          deadline: '2030-01-01',
          link: 'https://example.eg/n',
          details: 'تفاصيل',
        }),
      },
    );
    expect(res.status).toBe(200);

    const log = await as('superAdmin', `/api/admin-logs?limit=100&target=${encodeURIComponent(short)}&action=edit`);
    expect(log.status).toBe(200);
    const entry = log.body.data.find((e: { adminType: string }) => e.adminType === 'panel');
    expect(entry).toBeDefined();
    expect(entry.beforeEdit.title).toBe(`خبر ${short}`);
    expect(entry.afterEdit.title).toBe(`خبر ${short} بعد التعديل`);
    for (const side of [entry.beforeEdit, entry.afterEdit]) {
      expect(side).not.toHaveProperty('updatedBy');
      expect(side).not.toHaveProperty('createdBy');
    }
    // The whole log, as the SuperAdmin reads it, holds no hash or token of anybody.
    const all = await as('superAdmin', '/api/admin-logs?limit=100&action=edit');
    expect(JSON.stringify(all.body)).not.toMatch(SECRETS);
    expect(JSON.stringify(log.body)).not.toMatch(SECRETS);
    const search = await as(
      'superAdmin',
      `/api/admin-logs?filters[afterEdit][$containsi]=${encodeURIComponent('$2a$')}`,
    );
    expect(JSON.stringify(search.body)).not.toMatch(SECRETS);
  });

  it('a staff edit of a user account logs no password hash, token or role object', async () => {
    const p = await verifiedPerson('logu');
    const res = await as('superAdmin', `/api/users/update/${p.id}`, { method: 'PUT', body: { firstName: 'منى' } });
    expect(res.status).toBe(200);
    const log = await as('superAdmin', `/api/admin-logs?limit=100&target=${encodeURIComponent(p.email)}&action=edit`);
    expect(log.body.data.length).toBeGreaterThan(0);
    expect(log.body.data[0].afterEdit.firstName).toBe('منى');
    expect(typeof log.body.data[0].afterEdit.role === 'object' && log.body.data[0].afterEdit.role !== null).toBe(false);
    expect(JSON.stringify(log.body)).not.toMatch(SECRETS);
  });
});

describe('finding 4: tokens issued before a password change, a reset or a deletion are refused', () => {
  const me = (token: string) => api('/api/users/get', { token });

  it('own change: the old token gets 401, the answer carries a fresh token of the same lifetime that works', async () => {
    const p = await verifiedPerson('tok-own');
    // A remember-me token (30 days) signed in the same second as the change.
    const signin = await p.visitor.call('/api/users/signin', {
      body: { email: p.email, password: p.password, rememberMe: true },
    });
    const remembered = signin.body.token as string;
    expect((await me(p.token)).status).toBe(200);
    const changed = await api('/api/users/change-password', {
      method: 'PUT',
      token: remembered,
      body: { userId: p.id, newPassword: 'Changed-123' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.token).toEqual(expect.any(String));
    expect((await me(p.token)).status).toBe(401);
    expect((await me(remembered)).status).toBe(401);
    const fresh = changed.body.token as string;
    const again = await me(fresh);
    expect(again.status).toBe(200);
    expect(again.body[0]._id).toBe(p.id);
    const [before, after] = [jwtPayload(remembered), jwtPayload(fresh)];
    expect(after.exp - after.iat).toBe(before.exp - before.iat);
    // A token signed in after the change works too.
    const later = await p.visitor.call('/api/users/signin', { body: { email: p.email, password: 'Changed-123' } });
    expect((await me(later.body.token)).status).toBe(200);
  });

  it('a SuperAdmin’s change: the person’s tokens die, the SuperAdmin gets no token of theirs and keeps their own', async () => {
    const p = await verifiedPerson('tok-su');
    const su = await tokenFor('superAdmin');
    const changed = await api('/api/users/change-password', {
      method: 'PUT',
      token: su,
      body: { userId: p.id, newPassword: 'Changed-456' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('token');
    expect((await me(p.token)).status).toBe(401);
    expect((await me(su as string)).status).toBe(200);
  });

  it('reset with the mailed code: the old token gets 401', async () => {
    const p = await verifiedPerson('tok-reset');
    const v = visitor();
    expect((await v.call('/api/auth/send-reset-password-link', { body: { email: p.email } })).status).toBe(200);
    const code = codeOf(await nthMail(p.email, 2));
    expect(
      (await v.call('/api/auth/reset-password', { body: { email: p.email, code, newPassword: 'Reset-789' } })).status,
    ).toBe(200);
    expect((await me(p.token)).status).toBe(401);
    const signin = await v.call('/api/users/signin', { body: { email: p.email, password: 'Reset-789' } });
    expect((await me(signin.body.token)).status).toBe(200);
  });

  it('a deleted account’s token gets 401', async () => {
    const p = await verifiedPerson('tok-del');
    expect((await api(`/api/users/delete/${p.id}`, { method: 'DELETE', token: p.token })).status).toBe(200);
    expect((await me(p.token)).status).toBe(401);
    expect(
      (await api(`/api/users/update/${p.id}`, { method: 'PUT', token: p.token, body: { firstName: 'x' } })).status,
    ).toBe(401);
  });
});

describe('finding 5: CORS allows the site’s origins only', () => {
  const preflight = (origin: string) =>
    fetch(`${inject('cmsUrl')}/api/users/get`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('an unknown origin gets no Access-Control-Allow-Origin, on a preflight or a read', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:5173.evil.example']) {
      const pre = await preflight(origin);
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(pre.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const read = await fetch(`${inject('cmsUrl')}/api/news`, { headers: { origin } });
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('the configured site origin is allowed (default: the local site), with a short preflight cache', async () => {
    const pre = await preflight('http://127.0.0.1:5173');
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(Number(pre.headers.get('access-control-max-age'))).toBeLessThanOrEqual(86400);
  });
});

describe('finding 6: the CMS headers', () => {
  it('no X-Powered-By; no HSTS over plain http; nosniff and a frame policy stay', async () => {
    for (const path of ['/api/news', '/_health', '/admin']) {
      const res = await fetch(`${inject('cmsUrl')}${path}`);
      expect(res.headers.get('x-powered-by'), path).toBeNull();
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
