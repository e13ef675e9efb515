import { describe, expect, it } from 'vitest';
import {
  REMEMBER_ME_LIFETIME_MS,
  SESSION_KEYS,
  SESSION_LIFETIME_MS,
  clearSession,
  endSession,
  createMemoryStorage,
  getRedirectTarget,
  getSession,
  getSessionId,
  isAdmin,
  isExpired,
  isLoggedIn,
  isRememberedSession,
  isSuperAdmin,
  replaceToken,
  saveSession,
  setRedirectTarget,
  takeRedirectTarget,
} from './session';

const NOW = Date.UTC(2025, 6, 1, 12, 0, 0);
const user = { token: 'jwt', userId: 'u1', name: 'سارة', user_type: 'student' };

describe('saveSession', () => {
  it.each([
    { rememberMe: true, lifetime: 30 * 24 * 60 * 60 * 1000 },
    { rememberMe: false, lifetime: 24 * 60 * 60 * 1000 },
  ])('stores an expiry now + $lifetime ms when rememberMe is $rememberMe', ({ rememberMe, lifetime }) => {
    const storage = createMemoryStorage();
    saveSession({ ...user, rememberMe }, NOW, storage);
    expect(storage.getItem('tokenExpiration')).toBe(String(NOW + lifetime));
    expect(getSession(storage).tokenExpiration).toBe(NOW + lifetime);
  });

  it('uses the exact storage keys of the spec', () => {
    const storage = createMemoryStorage();
    saveSession({ ...user, rememberMe: false }, NOW, storage);
    expect(storage.getItem('token')).toBe('jwt');
    expect(storage.getItem('userId')).toBe('u1');
    expect(storage.getItem('name')).toBe('سارة');
    expect(storage.getItem('user_type')).toBe('student');
    expect(REMEMBER_ME_LIFETIME_MS).toBe(2_592_000_000);
    expect(SESSION_LIFETIME_MS).toBe(86_400_000);
  });
});

describe('isLoggedIn / isExpired', () => {
  const base = { userId: 'u1', name: 'n', userType: 'student' };
  it.each([
    { name: 'valid token', token: 'jwt', tokenExpiration: NOW + 1, loggedIn: true, expired: false },
    { name: 'expiry passed', token: 'jwt', tokenExpiration: NOW - 1, loggedIn: false, expired: true },
    { name: 'expiry exactly now', token: 'jwt', tokenExpiration: NOW, loggedIn: false, expired: true },
    { name: 'token without expiry', token: 'jwt', tokenExpiration: null, loggedIn: false, expired: true },
    { name: 'no token', token: null, tokenExpiration: NOW + 1000, loggedIn: false, expired: false },
    { name: 'nothing stored', token: null, tokenExpiration: null, loggedIn: false, expired: false },
  ])('$name', ({ token, tokenExpiration, loggedIn, expired }) => {
    const session = { ...base, token, tokenExpiration };
    expect(isLoggedIn(session, NOW)).toBe(loggedIn);
    expect(isExpired(session, NOW)).toBe(expired);
  });

  it('reads a non-numeric stored expiry as missing', () => {
    const storage = createMemoryStorage();
    storage.setItem('token', 'jwt');
    storage.setItem('tokenExpiration', 'soon');
    expect(getSession(storage).tokenExpiration).toBeNull();
    expect(isLoggedIn(getSession(storage), NOW)).toBe(false);
  });
});

describe('replaceToken (a password change ends the earlier tokens)', () => {
  it('stores the new token and keeps the person and the expiry', () => {
    const storage = createMemoryStorage();
    saveSession({ ...user, rememberMe: true }, NOW, storage);
    const session = replaceToken('jwt-2', storage);
    expect(session).toEqual({
      ...getSession(storage),
      token: 'jwt-2',
      userId: 'u1',
      name: 'سارة',
      userType: 'student',
      tokenExpiration: NOW + REMEMBER_ME_LIFETIME_MS,
    });
  });

  it.each([
    ['', 'jwt'],
    ['jwt-2', null],
  ])('stores nothing for token %j when the stored token is %j', (token, stored) => {
    const storage = createMemoryStorage();
    if (stored) saveSession({ ...user, token: stored, rememberMe: false }, NOW, storage);
    replaceToken(token, storage);
    expect(storage.getItem('token')).toBe(stored);
  });

  it.each([
    { left: REMEMBER_ME_LIFETIME_MS, remembered: true },
    { left: SESSION_LIFETIME_MS + 1, remembered: true },
    { left: SESSION_LIFETIME_MS, remembered: false },
    { left: 1000, remembered: false },
    { left: null, remembered: false },
  ])('a session with $left ms left is remembered: $remembered', ({ left, remembered }) => {
    const session = {
      userId: 'u1',
      name: 'n',
      userType: 'student',
      token: 'jwt',
      tokenExpiration: left === null ? null : NOW + left,
    };
    expect(isRememberedSession(session, NOW)).toBe(remembered);
  });
});

describe('clearSession', () => {
  it('removes name, user_type, token, tokenExpiration and userId, and keeps sessionId and the target', () => {
    const storage = createMemoryStorage();
    saveSession({ ...user, rememberMe: true }, NOW, storage);
    storage.setItem(SESSION_KEYS.sessionId, 'browser-1');
    setRedirectTarget('/Guide/private/AUC', storage);
    clearSession(storage);
    for (const key of ['name', 'user_type', 'token', 'tokenExpiration', 'userId']) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem('sessionId')).toBe('browser-1');
    expect(getRedirectTarget(storage)).toBe('/Guide/private/AUC');
  });
});

describe('endSession (logout, account deleted)', () => {
  it('removes the session keys and the post-login target, and keeps sessionId', () => {
    const storage = createMemoryStorage();
    saveSession({ ...user, rememberMe: true }, NOW, storage);
    storage.setItem(SESSION_KEYS.sessionId, 'browser-1');
    setRedirectTarget('/admin/log', storage);
    endSession(storage);
    for (const key of ['name', 'user_type', 'token', 'tokenExpiration', 'userId', 'redirectAfterLogin']) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem('sessionId')).toBe('browser-1');
  });
});

describe('isAdmin / isSuperAdmin', () => {
  it.each([
    { type: 'Admin', admin: true, superAdmin: false },
    { type: 'admin', admin: true, superAdmin: false },
    { type: 'ADMIN', admin: true, superAdmin: false },
    { type: 'SuperAdmin', admin: true, superAdmin: true },
    { type: 'superadmin', admin: true, superAdmin: true },
    { type: 'SUPERADMIN', admin: true, superAdmin: true },
    { type: 'student', admin: false, superAdmin: false },
    { type: 'parent', admin: false, superAdmin: false },
    { type: 'administrator', admin: false, superAdmin: false },
    { type: null, admin: false, superAdmin: false },
  ])('$type → admin $admin, superadmin $superAdmin', ({ type, admin, superAdmin }) => {
    expect(isAdmin(type)).toBe(admin);
    expect(isSuperAdmin(type)).toBe(superAdmin);
  });
});

describe('getSessionId', () => {
  it('is generated once and then stays the same', () => {
    const storage = createMemoryStorage();
    let calls = 0;
    const generate = () => `id-${++calls}`;
    const first = getSessionId(storage, generate);
    expect(first).toBe('id-1');
    expect(getSessionId(storage, generate)).toBe(first);
    expect(storage.getItem('sessionId')).toBe(first);
    expect(calls).toBe(1);
  });

  it('generates a random id by default', () => {
    const a = getSessionId(createMemoryStorage());
    const b = getSessionId(createMemoryStorage());
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });
});

describe('redirect target', () => {
  it('take returns the target once and removes it', () => {
    const storage = createMemoryStorage();
    setRedirectTarget('/Status?tab=national', storage);
    expect(getRedirectTarget(storage)).toBe('/Status?tab=national');
    expect(takeRedirectTarget(storage)).toBe('/Status?tab=national');
    expect(takeRedirectTarget(storage)).toBeNull();
    expect(storage.getItem('redirectAfterLogin')).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example', 'javascript:alert(1)'])(
    'ignores a non-site target %s',
    (target) => {
      const storage = createMemoryStorage();
      storage.setItem('redirectAfterLogin', target);
      expect(getRedirectTarget(storage)).toBeNull();
    },
  );
});
