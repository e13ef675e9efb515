import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistentCache, entriesToSave, isPersistedKey, PERSIST_KEY, staffKey } from './swr-persist';
import { apiFetch } from './api-client';
import { browserStorage, clearSession, createMemoryStorage, saveSession, SESSION_KEYS } from './session';

afterEach(() => {
  vi.useRealTimers();
});

describe('which SWR keys are kept between visits', () => {
  it.each([
    ['/api/private/links', true],
    ['/api/National/faculty?fields[0]=faculty', true],
    ['/api/special/admission', true],
    ['/api/news', true],
    ['/api/site-setting', true],
    ['assistant/categories/sequential', true],
    // Answers that depend on who asks, and anything of an account or a staff screen, are not.
    ['/api/articles', false],
    ['/api/reviews', false],
    ['/api/users/get', false],
    ['/api/contact', false],
    ['/api/admin-logs', false],
    ['/api/privatelinks', false],
  ])('%s → %s', (key, kept) => expect(isPersistedKey(key)).toBe(kept));
});

describe('entriesToSave', () => {
  it('keeps the newest entries that fit, in their order, and drops empty and private ones', () => {
    const entries: [string, unknown][] = [
      ['/api/news', ['old', 'news']],
      ['/api/users/get', [{ email: 'a@b.c' }]],
      ['/api/private/links', 'x'.repeat(50)],
      ['/api/national/links', undefined],
      ['/api/special/links', [1, 2, 3]],
    ];
    expect(entriesToSave(entries, 10_000).map((e) => e.k)).toEqual([
      '/api/news',
      '/api/private/links',
      '/api/special/links',
    ]);
    // Room for the newest two only: the oldest is dropped first.
    const small = JSON.stringify(entriesToSave(entries.slice(2), 10_000)).length;
    expect(entriesToSave(entries, small).map((e) => e.k)).toEqual(['/api/private/links', '/api/special/links']);
  });
});

describe('createPersistentCache', () => {
  it('saves public data a second after a change and a new cache reads it back', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    const cache = createPersistentCache(storage);
    cache.set('/api/news', { data: [{ title: 'خبر' }] });
    cache.set('/api/users/get', { data: [{ email: 'a@b.c' }] });
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
    vi.advanceTimersByTime(1000);
    const next = createPersistentCache(storage);
    expect(next.get('/api/news')?.data).toEqual([{ title: 'خبر' }]);
    expect(next.get('/api/users/get')).toBeUndefined();
    expect(storage.getItem(PERSIST_KEY)).not.toContain('a@b.c');
  });

  it('a storage that refuses the write keeps nothing and does not throw', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const cache = createPersistentCache(storage);
    cache.set('/api/news', { data: [1] });
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    expect(cache.get('/api/news')?.data).toEqual([1]);
  });

  it('unreadable saved data is discarded', () => {
    const storage = createMemoryStorage();
    storage.setItem(PERSIST_KEY, '{not json');
    const cache = createPersistentCache(storage);
    expect([...cache.keys()]).toEqual([]);
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });
});

describe('what a session leaves behind (issue 20)', () => {
  it('staff keys are apart from the public keys of the same path, and never kept', () => {
    expect(staffKey('/api/news')).not.toBe('/api/news');
    expect(isPersistedKey(staffKey('/api/news'))).toBe(false);
    expect(isPersistedKey(staffKey('/api/faculties'))).toBe(false);
  });

  it('signing out clears every entry that is not public content, in memory and in the store', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    const session = browserStorage();
    saveSession(
      { token: 't', userId: 'u1', name: 'مدير', user_type: 'SuperAdmin', rememberMe: false },
      Date.now(),
      session,
    );
    session.setItem(SESSION_KEYS.currentArticleData, JSON.stringify({ title: 'مسودة' }));
    const cache = createPersistentCache(storage);
    cache.set('/api/news', { data: [{ title: 'خبر' }] });
    cache.set(staffKey('/api/news'), { data: [{ title: 'خبر مخفي' }] });
    cache.set('/api/contact', { data: [{ email: 'visitor@dalil.test' }] });
    cache.set('@"/api/users/get","u1",', { data: { email: 'superadmin@dalil.local' } });
    vi.advanceTimersByTime(1000);

    clearSession(session);
    expect([...cache.keys()]).toEqual(['/api/news']);
    expect(storage.getItem(PERSIST_KEY)).toContain('خبر');
    expect(storage.getItem(PERSIST_KEY)).not.toContain('مخفي');
    expect(session.getItem(SESSION_KEYS.currentArticleData)).toBeNull();
  });

  it('a refused token (the api client ends the session) clears them too, and so does another person signing in', async () => {
    const storage = createMemoryStorage();
    const session = browserStorage();
    saveSession(
      { token: 't', userId: 'u1', name: 'مدير', user_type: 'SuperAdmin', rememberMe: false },
      Date.now(),
      session,
    );
    const cache = createPersistentCache(storage);
    cache.set('/api/contact', { data: [{ email: 'visitor@dalil.test' }] });
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      new Headers(init?.headers).get('Authorization')
        ? new Response(
            JSON.stringify({
              error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
            }),
            { status: 401, headers: { 'Content-Type': 'application/json' } },
          )
        : new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await apiFetch('/api/news');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(session.getItem(SESSION_KEYS.token)).toBeNull();
    expect(cache.get('/api/contact')).toBeUndefined();

    saveSession(
      { token: 't1', userId: 'u1', name: 'مدير', user_type: 'SuperAdmin', rememberMe: false },
      Date.now(),
      session,
    );
    cache.set('/api/contact', { data: [{ email: 'visitor@dalil.test' }] });
    saveSession(
      { token: 't2', userId: 'u2', name: 'طالب', user_type: 'student', rememberMe: false },
      Date.now(),
      session,
    );
    expect(cache.get('/api/contact')).toBeUndefined();
    clearSession(session);
  });
});
