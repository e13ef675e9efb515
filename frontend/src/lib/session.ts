/**
 * Browser-storage session (spec 1 §3). The keys are part of the contract with the old site:
 * a returning visitor's stored session must keep working, so they are spelled exactly as there.
 *
 * Every function takes the Storage (and the clock where it matters) as a parameter with a
 * browser default, so the rules can be tested without a browser.
 */
import { clearDesireMirror } from './desire-storage';
import { clearUserCaches } from './offline';

export const SESSION_KEYS = {
  userId: 'userId',
  name: 'name',
  userType: 'user_type',
  token: 'token',
  tokenExpiration: 'tokenExpiration',
  sessionId: 'sessionId',
  redirectAfterLogin: 'redirectAfterLogin',
  currentUniversityData: 'currentUniversityData',
  currentArticleData: 'currentArticleData',
} as const;

/** Spec 1 §9: 30 days with remember-me, 24 hours without. */
export const REMEMBER_ME_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Spec 1 §9: the header re-checks the login status this often. */
export const SESSION_RECHECK_MS = 60 * 1000;

/** Fired on window after saveSession / clearSession so the header updates at once in this tab. */
export const SESSION_CHANGED_EVENT = 'dalil:session-changed';

export interface Session {
  userId: string | null;
  name: string | null;
  userType: string | null;
  token: string | null;
  /** Epoch milliseconds; null when missing or not a number. */
  tokenExpiration: number | null;
}

export interface SaveSessionInput {
  token: string;
  userId: string;
  name: string;
  user_type: string;
  rememberMe: boolean;
}

/** An in-memory Storage, used when the browser refuses localStorage (private modes, tests). */
export function createMemoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => (data.has(key) ? (data.get(key) as string) : null),
    key: (index) => Array.from(data.keys())[index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, String(value));
    },
  };
}

let fallbackStorage: Storage | null = null;

export function browserStorage(): Storage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Access to localStorage throws in some privacy modes; keep the session for this page only.
  }
  fallbackStorage ??= createMemoryStorage();
  return fallbackStorage;
}

function notifyChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

function parseEpochMs(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function getSession(storage: Storage = browserStorage()): Session {
  return {
    userId: storage.getItem(SESSION_KEYS.userId),
    name: storage.getItem(SESSION_KEYS.name),
    userType: storage.getItem(SESSION_KEYS.userType),
    token: storage.getItem(SESSION_KEYS.token),
    tokenExpiration: parseEpochMs(storage.getItem(SESSION_KEYS.tokenExpiration)),
  };
}

export function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_LIFETIME_MS : SESSION_LIFETIME_MS;
}

export function saveSession(
  input: SaveSessionInput,
  now: number = Date.now(),
  storage: Storage = browserStorage(),
): Session {
  const expiration = now + sessionLifetimeMs(input.rememberMe);
  storage.setItem(SESSION_KEYS.token, input.token);
  storage.setItem(SESSION_KEYS.userId, input.userId);
  storage.setItem(SESSION_KEYS.name, input.name);
  storage.setItem(SESSION_KEYS.userType, input.user_type);
  storage.setItem(SESSION_KEYS.tokenExpiration, String(expiration));
  notifyChange();
  return getSession(storage);
}

/**
 * A new token for the signed-in person (after their own password change, which ends every
 * earlier token). Only the token changes: the person, and the expiry the site counts down to, stay.
 * Nothing is stored when nobody is signed in.
 */
export function replaceToken(token: string, storage: Storage = browserStorage()): Session {
  if (token && storage.getItem(SESSION_KEYS.token)) {
    storage.setItem(SESSION_KEYS.token, token);
    notifyChange();
  }
  return getSession(storage);
}

/** Whether the stored session was a remember-me one (more than a day left on it). */
export function isRememberedSession(session: Session, now: number = Date.now()): boolean {
  return session.tokenExpiration !== null && session.tokenExpiration - now > SESSION_LIFETIME_MS;
}

/**
 * Spec 1 §2 rule 1 clears name, user type, token and expiry; userId goes too so that no
 * half-session (an id without a token) is left behind. sessionId and the redirect target stay:
 * the first identifies the browser for ad analytics, the second is still wanted after login.
 */
export function clearSession(storage: Storage = browserStorage()): void {
  storage.removeItem(SESSION_KEYS.name);
  storage.removeItem(SESSION_KEYS.userType);
  storage.removeItem(SESSION_KEYS.token);
  storage.removeItem(SESSION_KEYS.tokenExpiration);
  storage.removeItem(SESSION_KEYS.userId);
  notifyChange();
}

/**
 * A stored token whose expiry has passed. A token stored without a readable expiry is treated
 * as expired too: it can never count as logged in (spec 1 §2 header rule), and leaving it in
 * place would let it through the login-required guard.
 */
export function isExpired(session: Session, now: number = Date.now()): boolean {
  if (!session.token) return false;
  return session.tokenExpiration === null || session.tokenExpiration <= now;
}

/** Logged in only if a token and an unexpired expiry both exist (spec 1 §2, header). */
export function isLoggedIn(session: Session, now: number = Date.now()): boolean {
  return Boolean(session.token) && session.tokenExpiration !== null && session.tokenExpiration > now;
}

function normalisedType(userType: string | null | undefined): string {
  return (userType ?? '').trim().toLowerCase();
}

/** Staff: Admin or SuperAdmin, compared case-insensitively (spec 1 §2, admin guard). */
export function isAdmin(userType: string | null | undefined): boolean {
  const type = normalisedType(userType);
  return type === 'admin' || type === 'superadmin';
}

export function isSuperAdmin(userType: string | null | undefined): boolean {
  return normalisedType(userType) === 'superadmin';
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Random, generated once per browser and then kept (spec 1 §3). */
export function getSessionId(storage: Storage = browserStorage(), generate: () => string = randomId): string {
  const existing = storage.getItem(SESSION_KEYS.sessionId);
  if (existing) return existing;
  const created = generate();
  storage.setItem(SESSION_KEYS.sessionId, created);
  return created;
}

/** Only a path on this site may be a post-login target: '/x' yes, '//host' or 'https://…' no. */
export function isInternalPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export function getRedirectTarget(storage: Storage = browserStorage()): string | null {
  const target = storage.getItem(SESSION_KEYS.redirectAfterLogin);
  return target && isInternalPath(target) ? target : null;
}

export function setRedirectTarget(target: string, storage: Storage = browserStorage()): void {
  storage.setItem(SESSION_KEYS.redirectAfterLogin, target);
}

/**
 * Ends the session for good (logout, an account deleted): the session keys go, and the post-login target too, so that it cannot send the next person on
 * this browser to the last one's page (spec 3 §2 guard 2; issue 21 item 8).
 */
export function endSession(storage: Storage = browserStorage()): void {
  storage.removeItem(SESSION_KEYS.redirectAfterLogin);
  void clearUserCaches(); // The service worker's cache of what this person read (lib/offline.ts).
  clearDesireMirror(storage);
  sessionJustEnded = true;
  clearSession(storage);
}

/**
 * Set by endSession until /Login is reached: the page being left renders once more without a
 * session on its way out, and must not save itself as the next person's target (guard rule 3).
 */
let sessionJustEnded = false;
export const isSessionJustEnded = () => sessionJustEnded;
export function forgetSessionEnd(): void {
  sessionJustEnded = false;
}

/** Reads the post-login target and removes it, as the spec asks after it is used. */
export function takeRedirectTarget(storage: Storage = browserStorage()): string | null {
  const target = getRedirectTarget(storage);
  storage.removeItem(SESSION_KEYS.redirectAfterLogin);
  return target;
}
