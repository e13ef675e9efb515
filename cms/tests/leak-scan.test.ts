import { describe, expect, it } from 'vitest';
import { api, as, leaksIn, visitorIp } from './helpers';

/**
 * The leak scan: `api()` checks every answer of the integration suite (see helpers.ts) and fails
 * the test that received a leak. Here: the scan itself recognises what it must, and the answers
 * most likely to carry account secrets are called once each.
 */
describe('leak scan', () => {
  const HASH = '$2a$10$abcdefghijklmnopqrstuuJ0123456789ABCDEFGHIJKLMNOPQRSTu';

  it.each([
    ['a bcrypt hash in a log snapshot', `{"afterEdit":{"updatedBy":{"password":"${HASH}"}}}`, true],
    ['a $2b$ hash alone', `"x":"${HASH.replace('$2a$', '$2b$')}"`, true],
    ['a reset token with a value', '{"resetPasswordToken":"9f8e7d"}', true],
    ['a registration token inside a JSON string', '{"before":"{\\"registrationToken\\":\\"abc\\"}"}', true],
    ['a confirmation token', '{"confirmationToken":"t"}', true],
    ['a password with a value', '{"email":"a@b.c","password":"secret"}', true],
    ['a Node stack frame', 'Error: x\n    at Object.handler (/app/cms/dist/src/api/x.js:10:5)', true],
    ['a node_modules path', 'failed in /app/node_modules/koa/lib/application.js', true],
    ['empty and null tokens are fine', '{"resetPasswordToken":null,"confirmationToken":"","password":null}', false],
    ['an error naming the password field', '{"errors":[{"msg":"كلمة المرور قصيرة","path":["password"]}]}', false],
    ['a search for "$2a$" echoed back', '{"message":"لا نتائج لـ $2a$"}', false],
    ['Arabic text with "at "', '{"details":"look at the map: 10:30"}', false],
  ])('%s → leak: %s', (_name, text, leaks) => {
    expect(leaksIn(text).length > 0).toBe(leaks);
  });

  it('account answers carry no hash and no token: sign-in, the user list, the profile, a refused sign-in', async () => {
    const signin = await api('/api/users/signin', {
      method: 'POST',
      body: { email: 'student@dalil.local', password: 'Dalil-User-2026' },
      ip: visitorIp(),
    });
    expect(signin.status).toBe(200);
    expect((await as('superAdmin', '/api/users/get')).status).toBe(200);
    expect((await api('/api/users/me', { token: signin.body.token })).status).toBe(200);
    expect(
      (
        await api('/api/users/signin', {
          method: 'POST',
          body: { email: 'student@dalil.local', password: 'wrong-password-1' },
          ip: visitorIp(),
        })
      ).status,
    ).toBe(401);
    // Searching the log for hashes finds nothing to show.
    const search = await as(
      'superAdmin',
      `/api/admin-logs?limit=100&filters[afterEdit][$containsi]=${encodeURIComponent('$2a$')}`,
    );
    expect(search.status).toBe(200);
  });
});
