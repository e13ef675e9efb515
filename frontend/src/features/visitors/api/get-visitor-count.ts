/**
 * GET /api/visitors?sessionId=… (spec 1 §7): counts this browser session once on the server and
 * answers { count }. The footer stays mounted across in-site navigation, and SWR does not
 * revalidate this key, so one page load makes one call; the server counts a session id once.
 */
import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { browserStorage, getSessionId } from '@/lib/session';

export interface VisitorCountResponse {
  count: number;
}

export const visitorCountKey = (sessionId: string) => ['/api/visitors', sessionId] as const;

export async function getVisitorCount(sessionId: string): Promise<number> {
  const body = await apiFetch<VisitorCountResponse>('/api/visitors', { query: { sessionId } });
  const count = Number(body?.count);
  if (!Number.isFinite(count)) throw new Error('visitor count: unexpected answer');
  return count;
}

/** Where the last count answered is kept, for a later load whose call fails (issue 24, item 6). */
export const LAST_VISITOR_COUNT_KEY = 'dalil.lastVisitorCount';

export function rememberVisitorCount(count: number, storage: Storage = browserStorage()): void {
  try {
    storage.setItem(LAST_VISITOR_COUNT_KEY, String(count));
  } catch {
    // A full or refused storage only loses the fallback.
  }
}

/** The last count this browser was given, or undefined. */
export function lastVisitorCount(storage: Storage = browserStorage()): number | undefined {
  try {
    const raw = storage.getItem(LAST_VISITOR_COUNT_KEY);
    const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isInteger(n) && n >= 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The count to show: this load's answer, or, when the call failed (a 429 from an address many
 * visitors share: schools, carrier NAT), the last count this browser was given; else nothing.
 */
export function useVisitorCount() {
  const sessionId = getSessionId();
  // Counted by the browser only: a page rendered on the server (no window) must not add a session.
  const key = typeof window === 'undefined' ? null : visitorCountKey(sessionId);
  const { data, error } = useSWR(key, ([, id]) => getVisitorCount(id), {
    onSuccess: (count: number) => rememberVisitorCount(count),
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    // Spec 1 §8: a failed visitor count only logs to the console.
    onError: (failure) => console.error('visitor count failed', failure),
  });
  return { count: data ?? (error ? lastVisitorCount() : undefined), failed: Boolean(error) };
}
