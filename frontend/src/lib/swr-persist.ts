/**
 * SWR's cache, kept between visits (issue 14). Public content the site read (the university
 * lists, offerings, statuses, news, settings, the assistant's data) is saved in localStorage, so a
 * repeat visit shows it at once while SWR revalidates. Revalidation is a normal fetch: the CMS
 * answers public reads with an ETag and `Cache-Control: public, max-age=0, s-maxage=1`, so the browser asks with
 * If-None-Match and an unchanged answer moves as a 304 with no body.
 *
 * Only public keys are kept (`isPersistedKey`): never an account's, a staff list's, or the
 * articles and reviews, whose answers depend on who asks. The store is bounded (`maxChars`): the
 * newest entries are kept first, the rest dropped; a full or unavailable storage only means
 * nothing is kept. Saved when the page is hidden or left, and a second after a change.
 *
 * Staff data does not outlive the session (issue 20): a staff screen's key is its own
 * (`staffKey`), never the public key of the same path, and when the session ends — sign-out, a
 * token the CMS refuses, an expired session, another person signing in, or a sign-out in another
 * tab — every entry that is not public content is dropped from memory and the store is
 * rewritten with the public entries only (`clearPrivateEntries`).
 */
import type { Cache, State } from 'swr';
import { browserStorage, getSession, SESSION_CHANGED_EVENT, SESSION_KEYS } from './session';

export const PERSIST_KEY = 'dalil-swr-v1';
/** localStorage holds about 5 million characters per site; the session keys need very little. */
export const PERSIST_MAX_CHARS = 3_000_000;

const PUBLIC_KEYS = [
  /^\/api\/(private|national|special|international)\/(links|faculty|dorms|transportation|admission|deadline)(\?|$)/i,
  /^\/api\/(news|scholarships|faculties|site-setting)(\?|$)/i,
  /^assistant\//,
];

export function isPersistedKey(key: string): boolean {
  return PUBLIC_KEYS.some((re) => re.test(key));
}

/**
 * A staff screen's SWR key for `path`: the CMS answers staff more than visitors under the same
 * path (every ad, hidden news), so the two never share an entry. Never persisted.
 */
export const staffKey = (path: string) => `staff:${path}`;

type Saved = { k: string; d: unknown }[];

/** The entries to save within `maxChars` once serialised: newest first, one that does not fit is skipped. */
export function entriesToSave(entries: [string, unknown][], maxChars: number): Saved {
  const out: Saved = [];
  // The serialised array's length: its brackets, each entry and the commas between them.
  let size = 1;
  for (const [k, d] of [...entries].reverse()) {
    if (d === undefined || !isPersistedKey(k)) continue;
    const length = JSON.stringify({ k, d }).length + 1;
    if (size + length > maxChars) continue;
    size += length;
    out.push({ k, d });
  }
  return out.reverse();
}

export function createPersistentCache(
  storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage,
  maxChars = PERSIST_MAX_CHARS,
): Cache {
  const map = new Map<string, State>();
  try {
    const saved = JSON.parse(storage?.getItem(PERSIST_KEY) ?? '[]') as Saved;
    for (const { k, d } of saved) if (isPersistedKey(k)) map.set(k, { data: d });
  } catch {
    storage?.removeItem(PERSIST_KEY);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!storage) return;
    const entries = entriesToSave(
      [...map.entries()].map(([k, state]) => [k, state?.data]),
      maxChars,
    );
    try {
      storage.setItem(PERSIST_KEY, JSON.stringify(entries));
    } catch {
      // Quota or privacy mode: nothing is kept, the site works as before.
      storage.removeItem(PERSIST_KEY);
    }
  };
  if (storage && typeof window !== 'undefined') {
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') save();
    });
  }

  /** Drops every entry that is not public content, here and in the store; and the article kept for its page. */
  const clearPrivateEntries = () => {
    for (const key of [...map.keys()]) if (!isPersistedKey(key)) map.delete(key);
    save();
    browserStorage().removeItem(SESSION_KEYS.currentArticleData);
  };
  if (typeof window !== 'undefined') {
    // Whose entries the cache holds: the signed-in person, or null for a visitor.
    const holder = () => {
      const { token, userId } = getSession();
      return token ? (userId ?? '') : null;
    };
    let owner = holder();
    const check = () => {
      const now = holder();
      if (owner !== null && now !== owner) clearPrivateEntries();
      owner = now;
    };
    window.addEventListener(SESSION_CHANGED_EVENT, check);
    // A sign-out in another tab of the site.
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === SESSION_KEYS.token || event.key === SESSION_KEYS.userId) check();
    });
  }

  return {
    keys: () => map.keys(),
    get: (key) => map.get(key),
    set: (key, value) => {
      // Keep insertion order as recency: a refreshed key moves to the end.
      const changed = map.get(key)?.data !== value?.data;
      map.delete(key);
      map.set(key, value);
      if (changed && isPersistedKey(key) && storage) timer ??= setTimeout(save, 1000);
    },
    delete: (key) => {
      map.delete(key);
    },
  };
}
