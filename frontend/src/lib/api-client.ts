/**
 * The one fetch wrapper of the site. Paths are same-origin ('/api/...'): the preview server,
 * the dev server and nginx in production all proxy /api and /uploads to the CMS.
 */
import qs from 'qs';
import { REFUSAL_MESSAGES, parseRetryAfter } from '@dalil/domain/rules';
import { browserStorage, clearSession, getSession } from './session';

/** Spec 1 §8: the message when the server cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE = 'حدث خطأ في الاتصال بالخادم';
/** Used when an error answer carries no readable message. */
export const GENERIC_ERROR_MESSAGE = 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The seconds of a 429's `Retry-After` header, when the answer gave one. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, message: string, body: unknown = null, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Sent as JSON, unless it is FormData (uploads), which the browser encodes itself. */
  body?: unknown;
  /** Serialised with qs, so Strapi's nested filters/sort/pagination/populate work. */
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Where the token is read from; the browser's localStorage by default. */
  storage?: Storage;
  /** Sent without the stored token (a sign-in made while a session is stored). */
  anonymous?: boolean;
}

export function buildUrl(path: string, query?: Record<string, unknown>): string {
  const search = query ? qs.stringify(query, { encodeValuesOnly: true, skipNulls: true }) : '';
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Strapi answers `{ error: { status, name, message } }`; the documented endpoints `{ message }`. */
export function errorMessageFrom(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (nested && typeof nested === 'object') {
    const message = (nested as Record<string, unknown>).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (typeof nested === 'string' && nested.trim()) return nested;
  if (typeof record.message === 'string' && record.message.trim()) return record.message;
  return null;
}

/**
 * The one way a staff screen words a failed call: the server's Arabic message when it sent one
 * (ApiError carries it), else the screen's own `fallback`.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * Strapi's own refusal of a token (expired, forged, issued before the account's last password
 * change, or of a deleted account) — not a documented endpoint's 401 such as a wrong password,
 * which carries an Arabic message.
 */
/**
 * The CMS's Arabic form of users-permissions' «Missing or invalid credentials» (the one 401 body of
 * `cms/src/middlewares/error-body.ts`, REFUSALS[401]): a stored token it no longer accepts.
 */
export const TOKEN_REFUSED_MESSAGE = REFUSAL_MESSAGES[401];

export function isRefusedTokenAnswer(status: number, body: unknown): boolean {
  if (status !== 401 || !body || typeof body !== 'object') return false;
  const error = (body as { error?: { name?: unknown; message?: unknown } }).error;
  return (
    error?.name === 'UnauthorizedError' &&
    (error.message === 'Missing or invalid credentials' ||
      error.message === 'Invalid credentials' ||
      error.message === TOKEN_REFUSED_MESSAGE)
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

// Checked by name: DOMException differs between realms (browser, jsdom, Node).
function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, storage = browserStorage() } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };

  const { token } = getSession(storage);
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: requestBody, signal });
  } catch (error) {
    // A cancelled request is not a server failure: let the caller see the abort as it is.
    if (isAbortError(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  }

  const responseBody = await readBody(response).catch(() => null);
  // A stored token the server no longer accepts (the password was changed on another device,
  // the account deleted) would fail every later call, public ones too: the session ends here
  // and the call is made once more as a visitor. Unlike a sign-out, the person is still here: the
  // guard sends them to sign in with the page they were opening kept as the target.
  if (token && !options.anonymous && isRefusedTokenAnswer(response.status, responseBody)) {
    clearSession(storage);
    return apiFetch<T>(path, options);
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      errorMessageFrom(responseBody) ?? GENERIC_ERROR_MESSAGE,
      responseBody,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  return responseBody as T;
}
