/**
 * The one way a staff screen reads (issue 23): every back-office read goes through
 * `useStaffResource`, whose SWR key is `staffKey(path)` — never the public key of the same path.
 * The CMS answers staff more than visitors under one path (every ad, hidden news, pending
 * reviews), so the two never share an entry, and a staff entry is never saved to localStorage and
 * is dropped when the session ends (swr-persist.ts `clearPrivateEntries`).
 * staff-resource.test.ts fails when a staff feature imports `useSWR` itself.
 */
import useSWR, { type SWRConfiguration } from 'swr';
import { apiFetch } from '@/lib/api-client';
import { staffKey } from '@/lib/swr-persist';

/**
 * A staff read of `path` (null: nothing to read yet). `fetcher` reads it (default: GET `path`);
 * `key` tells apart two reads of one path that differ in what the fetcher sends (a query).
 */
export function useStaffResource<T>(
  path: string | null,
  fetcher: () => Promise<T> = () => apiFetch<T>(path as string),
  options?: SWRConfiguration<T> & { key?: string },
) {
  const { key, ...config } = options ?? {};
  return useSWR<T>(path === null ? null : staffKeyOf(path, key), fetcher, config);
}

/** The SWR key of a staff read (for `mutate` after a write). */
export const staffKeyOf = (path: string, key?: string) => staffKey(key === undefined ? path : `${path}#${key}`);
