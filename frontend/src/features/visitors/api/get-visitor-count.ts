/**
 * GET /api/visitors?sessionId=… (spec 1 §7): counts this browser session once on the server and
 * answers { count }. The footer stays mounted across in-site navigation, and SWR does not
 * revalidate this key, so one page load makes one call; the server counts a session id once.
 */
import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { getSessionId } from '@/lib/session';

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

export function useVisitorCount() {
  const sessionId = getSessionId();
  // Counted by the browser only: a page rendered on the server (no window) must not add a session.
  const key = typeof window === 'undefined' ? null : visitorCountKey(sessionId);
  const { data, error } = useSWR(key, ([, id]) => getVisitorCount(id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    // Spec 1 §8: a failed visitor count only logs to the console.
    onError: (failure) => console.error('visitor count failed', failure),
  });
  return { count: data, failed: Boolean(error) };
}
