import { describe, expect, it } from 'vitest';
import { as, type Caller } from './helpers';

/**
 * Issue 21 item 7: every role refusal the CMS sends (401 and 403) says so in Arabic, in the
 * uniform error body (`{ data: null, error: { status, name, message }, message }`), whatever
 * route refused: users-permissions' own permission check ("Forbidden"/"Unauthorized") included.
 */
const ARABIC = /[\u0600-\u06FF]/;

const refused: [Caller, string, string, unknown?][] = [
  ['admin', 'GET', '/api/contact'],
  ['visitor', 'GET', '/api/contact'],
  ['admin', 'GET', '/api/join-us'],
  ['student', 'GET', '/api/join-us'],
  ['admin', 'GET', '/api/admin-logs'],
  ['visitor', 'GET', '/api/admin-logs'],
  ['admin', 'POST', '/api/ads', { title: 'x' }],
  ['visitor', 'POST', '/api/ads', { title: 'x' }],
  ['admin', 'POST', '/api/score-import/preview', { rows: [] }],
  ['student', 'GET', '/api/contact'],
  ['visitor', 'GET', '/api/users-permissions/roles'],
];

describe('role refusals are in Arabic', () => {
  it.each(refused)(
    '%s %s %s: 401/403 with an Arabic message in the uniform body',
    async (caller, method, path, body) => {
      const res = await as(caller, path, { method, body });
      expect([401, 403]).toContain(res.status);
      expect(res.body?.data).toBeNull();
      expect(res.body?.error?.status).toBe(res.status);
      expect(res.body?.error?.message).toMatch(ARABIC);
      expect(res.body?.message).toBe(res.body?.error?.message);
      // The shape is kept: the error's name stays the code clients may test (ForbiddenError…).
      expect(res.body?.error?.name).toMatch(/^[A-Za-z]+Error$/);
      expect(res.body?.message).not.toMatch(/Forbidden|Unauthorized/);
    },
  );
});
