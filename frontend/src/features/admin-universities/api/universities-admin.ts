/**
 * The universities screen's calls. Lists reuse the shared links hook (`useUniversityLinks`), so a
 * change revalidates the very key the public /Guide and /Status read. One university with its
 * parts is read with the documented calls (the record, then its offerings, dorms and transport
 * by code) and saved with `PUT /api/{Type}/links/{id}/with-parts` (one transaction, one log entry).
 */
import { mutate } from 'swr';
import type { UniversityWithPartsRecord } from '@dalil/domain/contract';
import { ApiError, apiFetch, errorMessageFrom } from '@/lib/api-client';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { useStaffResource } from '@/lib/api/staff-resource';
import {
  universityLinksKey,
  type Category,
  type FacultyOffering,
  type Place,
  type UniversityLink,
} from '@/lib/api/universities';
import { TEXTS } from '../texts';

/** The university with its parts: read with the documented lists, answered by the with-parts save. */
export type UniversityWithParts = UniversityWithPartsRecord;

export type UniversityPayload = Record<string, unknown>;

export interface SaveWithPartsBody {
  /** The university's `updatedAt` as read (a stale save is refused with 409). */
  updatedAt?: string;
  university: UniversityPayload;
  faculties: Record<string, unknown>[];
  dorms: Record<string, unknown>[];
  transportation: Record<string, unknown>[];
}

export async function getUniversityWithParts(category: Category, id: string): Promise<UniversityWithParts> {
  const university = await apiFetch<UniversityLink>(`/api/${category}/links/${encodeURIComponent(id)}`);
  const code = university.university_code;
  const [faculties, dorms, transportation] = await Promise.all([
    apiFetch<FacultyOffering[]>(`/api/${category}/faculty`, { query: { university: code } }),
    apiFetch<Place[]>(`/api/${category}/dorms`, { query: { spec: code } }),
    apiFetch<Place[]>(`/api/${category}/transportation`, { query: { spec: code } }),
  ]);
  return { university, faculties, dorms, transportation };
}

/** One university with its parts, for the edit form (`?tab=edit&id=…`). */
export const useUniversityWithParts = (category: Category, id: string | null) =>
  useStaffResource(
    id ? `/api/${category}/links/${encodeURIComponent(id)}` : null,
    () => getUniversityWithParts(category, id as string),
    { revalidateOnFocus: false, key: 'with-parts' },
  );

/** Refreshes the lists every page reads after a change. */
const refreshLists = (category: Category) => mutate(universityLinksKey(category));

export async function createUniversity(category: Category, body: UniversityPayload): Promise<UniversityLink> {
  const created = await apiFetch<UniversityLink>(`/api/${category}/links/add`, { method: 'POST', body });
  await refreshLists(category);
  return created;
}

export async function saveUniversityWithParts(
  category: Category,
  id: string,
  body: SaveWithPartsBody,
): Promise<UniversityWithParts> {
  const saved = await apiFetch<UniversityWithParts>(`/api/${category}/links/${encodeURIComponent(id)}/with-parts`, {
    method: 'PUT',
    body,
  });
  await refreshLists(category);
  return saved;
}

export async function saveUniversityOrder(category: Category, codes: string[]): Promise<UniversityLink[]> {
  const list = await apiFetch<UniversityLink[]>(`/api/${category}/links/order`, { method: 'PUT', body: { codes } });
  await mutate(universityLinksKey(category), list, { revalidate: false });
  return list;
}

/** The whole university with everything it owns (SuperAdmin; `DELETE /api/{Type}/{code}`). */
export async function deleteUniversity(category: Category, code: string): Promise<void> {
  await apiFetch(`/api/${category}/${encodeURIComponent(code)}`, { method: 'DELETE' });
  await refreshLists(category);
}

/**
 * Spec 3 §8: the server's message when it answered with one, 'no reply from server' when it
 * could not be reached, otherwise the screen's fallback.
 */
/**
 * Whether a refused save names a faculty's figure source (`faculties[i].fee_source.url`, …): the
 * form shows those beside the fields, so the page does not toast them (issue 22).
 */
export function sourceRefusalIn(error: unknown): boolean {
  return Object.keys(fieldErrorsFrom(error)).some((path) => /_source\.(url|kind|academic_year)$/.test(path));
}

export function mutationErrorText(error: unknown, fallback: string = TEXTS.serverError): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return TEXTS.noResponse;
    return errorMessageFrom(error.body) ?? fallback;
  }
  return fallback;
}
