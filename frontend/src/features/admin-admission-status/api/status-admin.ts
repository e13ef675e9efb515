/**
 * Data of the staff admission-status screen: the status, deadline and links lists of one type
 * (read in parallel, spec 3 §7; the same SWR keys as the public /Status page, so a change shows
 * there at once), the code lookup across the four types, and the writes.
 */
import { useMemo } from 'react';
import { byIndex, type AdmissionUniversity, type UniversityCategory } from '@dalil/domain/rules';
import { ApiError, apiFetch } from '@/lib/api-client';
import { CATEGORIES, useAdmissionUniversities, type UniversityLink } from '@/lib/api/universities';
import { TEXTS } from '../texts';

export interface StatusAdminData {
  universities: AdmissionUniversity[];
  /** Every university of the type by stored index (the whole order the order call sends). */
  links: UniversityLink[];
  isLoading: boolean;
  error: unknown;
  reload: () => Promise<unknown>;
}

export function useStatusAdminData(category: UniversityCategory): StatusAdminData {
  const lists = useAdmissionUniversities(category);
  const links = useMemo(
    () =>
      // The public order (/Guide): the server's list (index, then name) with unnumbered ones last.
      byIndex(lists.links ?? []),
    [lists.links],
  );
  return {
    universities: lists.universities,
    links,
    // The staff screen needs the links too: the order is saved over the whole type.
    isLoading: lists.isLoading || (!lists.links && !lists.linksError),
    error: lists.error ?? lists.linksError,
    reload: lists.reload,
  };
}

export interface FoundUniversity {
  category: UniversityCategory;
  /** The link record, or (a university without one) what its status and deadline records name. */
  link:
    | UniversityLink
    | (Pick<UniversityLink, '_id' | 'university' | 'university_code' | 'university_Arabic_Name' | 'university_Logo'> & {
        category: UniversityCategory;
        type: string;
        index: number;
      });
}

/**
 * Spec 3 §5: a typed code is looked up across the four types, in order; a failed lookup for one
 * type (not found, or an error) is skipped and the next type is tried. Null when none has it.
 */
export async function findUniversityByCode(code: string, signal?: AbortSignal): Promise<FoundUniversity | null> {
  const trimmed = code.trim();
  if (!trimmed) return null;
  for (const category of CATEGORIES) {
    try {
      const link = await apiFetch<UniversityLink>(`/api/${category}/links/${encodeURIComponent(trimmed)}`, { signal });
      if (link?.university_code) return { category, link };
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return null;
}

const recordPath = (category: UniversityCategory, kind: 'admission' | 'deadline', id?: string) =>
  `/api/${category}/${kind}${id ? `/${encodeURIComponent(id)}` : '/add'}`;

/**
 * Adds the status and the deadline of a university together (in parallel, spec 3 §7). An add
 * only ever creates (POST): a university that already has a record is refused by the server
 * («لهذه الجامعة سجل بالفعل؛ عدّل السجل الموجود») and its records stay as they are.
 */
export async function addAdmission(
  category: UniversityCategory,
  code: string,
  bodies: { status: Record<string, string>; deadline: Record<string, unknown> },
) {
  const write = (kind: 'admission' | 'deadline', body: Record<string, unknown>) =>
    apiFetch(recordPath(category, kind), { method: 'POST', body: { university: code, ...body } });
  await Promise.all([write('admission', bodies.status), write('deadline', bodies.deadline)]);
}

/**
 * Spec 3 §5: both records must exist. The status and its deadline are saved in one request and
 * one transaction (`PUT /api/{type}/admission/{id}/with-deadline`), each with the `updatedAt`
 * read: when either was saved by someone else since, the answer is 409 and neither is written.
 */
export async function updateAdmission(
  category: UniversityCategory,
  ids: { statusId?: string; deadlineId?: string; statusUpdatedAt?: string; deadlineUpdatedAt?: string },
  bodies: { status: Record<string, string>; deadline: Record<string, unknown> },
) {
  if (!ids.statusId || !ids.deadlineId) throw new ApiError(404, TEXTS.recordsMissing);
  const saved = await apiFetch<{ status?: unknown; deadline?: unknown } | null>(
    `/api/${category}/admission/${encodeURIComponent(ids.statusId)}/with-deadline`,
    {
      method: 'PUT',
      body: {
        status: { _id: ids.statusId, ...bodies.status, updatedAt: ids.statusUpdatedAt },
        deadline: { _id: ids.deadlineId, ...bodies.deadline, updatedAt: ids.deadlineUpdatedAt },
      },
    },
  );
  if (!saved?.status || !saved.deadline) throw new ApiError(500, TEXTS.updateFailed);
}

/** Deletes the records the university has (looked up beforehand), in parallel. */
export async function deleteAdmission(category: UniversityCategory, ids: { statusId?: string; deadlineId?: string }) {
  if (!ids.statusId && !ids.deadlineId) throw new ApiError(404, TEXTS.recordsMissing);
  await Promise.all([
    ids.statusId ? apiFetch(recordPath(category, 'admission', ids.statusId), { method: 'DELETE' }) : null,
    ids.deadlineId ? apiFetch(recordPath(category, 'deadline', ids.deadlineId), { method: 'DELETE' }) : null,
  ]);
}

/**
 * The status order is the university order (issue 12): one call renumbers the whole type from 1
 * (`PUT /api/{Type}/links/order`, the universities screen's endpoint), `codes` in the new order.
 */
export async function saveUniversityOrder(category: UniversityCategory, codes: string[]) {
  await apiFetch(`/api/${category}/links/order`, { method: 'PUT', body: { codes } });
}
