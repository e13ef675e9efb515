/**
 * Data of one university's guide page (spec 1 §2, §7): the link record, its faculty offerings,
 * dorms and transport options, each asked for by university code on the server.
 * Key builder, fetcher and SWR hook together, per data set.
 *
 * The page needs a login (spec 1's guard), but its data is the same for every caller: read
 * without the session's token, like the guide's lists (lib/api/universities.ts), so the CMS
 * answers from its shared memory and the service worker may keep it for offline use (it keeps no
 * answer to a request with a token; issue 25 item 4).
 */
import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import type { Category, FacultyOffering, Place, UniversityLink } from '@/lib/api/universities';
import { browserStorage, SESSION_KEYS } from '@/lib/session';

export const universityKey = (category: Category, code: string) => `/api/${category}/links/${encodeURIComponent(code)}`;
export const getUniversity = (category: Category, code: string) =>
  apiFetch<UniversityLink>(universityKey(category, code), { anonymous: true });

/** Spec 1 §2: the directory and the home search store the chosen university before navigating. */
export function storeCurrentUniversity(university: UniversityLink, storage: Storage = browserStorage()): void {
  try {
    storage.setItem(SESSION_KEYS.currentUniversityData, JSON.stringify(university));
  } catch {
    // A full or refused storage only loses the instant first paint; the page still fetches.
  }
}

/** The stored university, when it is the one asked for (same code, same category). */
export function readCurrentUniversity(
  category: Category,
  code: string,
  storage: Storage = browserStorage(),
): UniversityLink | undefined {
  try {
    const raw = storage.getItem(SESSION_KEYS.currentUniversityData);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<UniversityLink> | null;
    const storedCode = String(stored?.university_code ?? stored?.university ?? '');
    if (storedCode.toLowerCase() !== code.toLowerCase()) return undefined;
    if (stored?.category && String(stored.category).toLowerCase() !== category) return undefined;
    return stored as UniversityLink;
  } catch {
    return undefined;
  }
}

/** The cached record is shown while the server's answer is on its way, then replaced by it. */
export function useUniversity(category: Category | null, code: string) {
  const cached = category ? readCurrentUniversity(category, code) : undefined;
  return useSWR(category ? universityKey(category, code) : null, () => getUniversity(category as Category, code), {
    fallbackData: cached,
  });
}

export const universityOfferingsKey = (category: Category, code: string) =>
  `/api/${category}/faculty?university=${encodeURIComponent(code)}`;
export const getUniversityOfferings = (category: Category, code: string) =>
  apiFetch<FacultyOffering[]>(`/api/${category}/faculty`, { query: { university: code }, anonymous: true });
export const useUniversityOfferings = (category: Category | null, code: string) =>
  useSWR(category ? universityOfferingsKey(category, code) : null, () =>
    getUniversityOfferings(category as Category, code),
  );

export type PlaceKind = 'dorms' | 'transportation';
export const universityPlacesKey = (category: Category, kind: PlaceKind, code: string) =>
  `/api/${category}/${kind}?spec=${encodeURIComponent(code)}`;
export const getUniversityPlaces = (category: Category, kind: PlaceKind, code: string) =>
  apiFetch<Place[]>(`/api/${category}/${kind}`, { query: { spec: code }, anonymous: true });
export const useUniversityPlaces = (category: Category | null, kind: PlaceKind, code: string) =>
  useSWR(category ? universityPlacesKey(category, kind, code) : null, () =>
    getUniversityPlaces(category as Category, kind, code),
  );
