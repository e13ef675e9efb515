import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  apiFetch,
  buildUrl,
  errorMessageFrom,
  isRefusedTokenAnswer,
} from './api-client';
import { createMemoryStorage, saveSession } from './session';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A Response is answered; anything else is thrown, as fetch does when there is no answer. */
function stubFetch(response: Response | Error | DOMException) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Response) return response;
    throw response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Record<string, string> {
  return (fetchMock.mock.calls[0][1]?.headers ?? {}) as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('GETs a same-origin path and returns the parsed JSON', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { data: [1, 2] }));
    const result = await apiFetch<{ data: number[] }>('/api/news', { storage: createMemoryStorage() });
    expect(result).toEqual({ data: [1, 2] });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/news');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('GET');
    expect(sentHeaders(fetchMock).Authorization).toBeUndefined();
  });

  it('adds the bearer token when one is stored', async () => {
    const storage = createMemoryStorage();
    saveSession(
      { token: 'abc.def', userId: 'u1', name: 'n', user_type: 'student', rememberMe: false },
      Date.now(),
      storage,
    );
    const fetchMock = stubFetch(jsonResponse(200, {}));
    await apiFetch('/api/users/get', { storage });
    expect(sentHeaders(fetchMock).Authorization).toBe('Bearer abc.def');
  });

  it('serialises the query with qs (Strapi nested syntax)', async () => {
    const fetchMock = stubFetch(jsonResponse(200, {}));
    await apiFetch('/api/universities', {
      storage: createMemoryStorage(),
      query: { filters: { category: { $eq: 'private' } }, sort: ['index:asc'], populate: '*' },
    });
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/api/universities?filters[category][$eq]=private&sort[0]=index%3Aasc&populate=%2A',
    );
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { ok: true }));
    await apiFetch('/api/contact/add', { method: 'POST', body: { name: 'علي' }, storage: createMemoryStorage() });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'علي' }));
    expect(sentHeaders(fetchMock)['Content-Type']).toBe('application/json');
  });

  it('returns null for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/x', { method: 'DELETE', storage: createMemoryStorage() })).resolves.toBeNull();
  });

  it.each([
    {
      name: 'Strapi error shape',
      status: 403,
      body: { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } },
      message: 'Forbidden',
    },
    {
      name: 'documented { message } shape',
      status: 401,
      body: { message: 'كلمة المرور غير صحيحة' },
      message: 'كلمة المرور غير صحيحة',
    },
    { name: 'no readable message', status: 500, body: { oops: true }, message: GENERIC_ERROR_MESSAGE },
  ])('throws ApiError from the $name', async ({ status, body, message }) => {
    stubFetch(jsonResponse(status, body));
    const error = await apiFetch('/api/x', { storage: createMemoryStorage() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message, body });
  });

  it('throws ApiError status 0 with the Arabic message when there is no response', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await apiFetch('/api/x', { storage: createMemoryStorage() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, body: null });
    expect(NETWORK_ERROR_MESSAGE).toBe('حدث خطأ في الاتصال بالخادم');
  });

  it('lets an abort through unchanged', async () => {
    stubFetch(new DOMException('aborted', 'AbortError'));
    const error = await apiFetch('/api/x', { storage: createMemoryStorage() }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it("carries a 429's Retry-After seconds (issue 24, item 6)", async () => {
    stubFetch(
      new Response(JSON.stringify({ error: { status: 429, message: 'x' } }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
      }),
    );
    await expect(apiFetch('/api/x', { storage: createMemoryStorage() })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 900,
    });
  });

  it('keeps a non-JSON error text as the message', async () => {
    stubFetch(new Response('Bad Gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    await expect(apiFetch('/api/x', { storage: createMemoryStorage() })).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });
});

describe('a stored token the server refuses (issue 10, finding 4)', () => {
  const refused = (message: string) => ({
    data: null,
    error: { status: 401, name: 'UnauthorizedError', message },
    message,
  });

  it.each([
    [401, refused('Missing or invalid credentials'), true],
    [401, refused('Invalid credentials'), true],
    [401, refused('يجب تسجيل الدخول للقيام بهذه العملية'), true],
    [401, { error: { status: 401, name: 'UnauthorizedError', message: 'كلمة المرور غير صحيحة' } }, false],
    [401, { message: 'جلسة غير مصرح بها' }, false],
    [403, refused('Invalid credentials'), false],
    [401, null, false],
  ])('status %i, %j → %s', (status, body, expected) => expect(isRefusedTokenAnswer(status, body)).toBe(expected));

  it('ends the session and makes the call once more as a visitor', async () => {
    const storage = createMemoryStorage();
    saveSession(
      { token: 'dead', userId: 'u1', name: 'n', user_type: 'student', rememberMe: false },
      Date.now(),
      storage,
    );
    const answers = [
      jsonResponse(401, refused('Missing or invalid credentials')),
      jsonResponse(200, [{ title: 'خبر' }]),
    ];
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answers.shift() as Response);
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiFetch('/api/news', { storage })).toEqual([{ title: 'خبر' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer dead');
    expect((fetchMock.mock.calls[1][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(storage.getItem('token')).toBeNull();
  });

  it('an anonymous call sends no token', async () => {
    const storage = createMemoryStorage();
    saveSession(
      { token: 'live', userId: 'u1', name: 'n', user_type: 'student', rememberMe: false },
      Date.now(),
      storage,
    );
    const fetchMock = stubFetch(jsonResponse(200, { token: 'new' }));
    await apiFetch('/api/users/signin', { method: 'POST', body: {}, storage, anonymous: true });
    expect(sentHeaders(fetchMock).Authorization).toBeUndefined();
  });

  it('a documented 401 (wrong password) keeps the session and is thrown', async () => {
    const storage = createMemoryStorage();
    saveSession(
      { token: 'live', userId: 'u1', name: 'n', user_type: 'student', rememberMe: false },
      Date.now(),
      storage,
    );
    const fetchMock = stubFetch(jsonResponse(401, { message: 'كلمة المرور غير صحيحة' }));
    await expect(apiFetch('/api/users/signin', { method: 'POST', body: {}, storage })).rejects.toMatchObject({
      status: 401,
      message: 'كلمة المرور غير صحيحة',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storage.getItem('token')).toBe('live');
  });
});

describe('buildUrl / errorMessageFrom', () => {
  it('appends to an existing search', () => {
    expect(buildUrl('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });

  it('prefers the nested Strapi message', () => {
    expect(errorMessageFrom({ error: { message: 'nested' }, message: 'top' })).toBe('nested');
    expect(errorMessageFrom(null)).toBeNull();
  });
});
