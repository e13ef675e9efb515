import type { AnyRecordOf, ArticleRecord, NewsRecord, ScholarshipRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { staffKeyOf, useStaffResource } from '@/lib/api/staff-resource';

/** A news item, scholarship or article as the documented endpoints answer it (the contract's records). */
export type ContentRecord = AnyRecordOf<NewsRecord | ScholarshipRecord | ArticleRecord>;

/** The documented paths of one kind (spec 3 §7): list, add, update and delete. */
export interface ContentEndpoints {
  list: string;
  add: string;
  update: (id: string) => string;
  remove: (id: string) => string;
  /** Undoes a delete within its window (cms/src/lib/soft-delete.ts). */
  restore: (id: string) => string;
}

/** The staff list's own SWR key: staff get hidden items that the public list of the same path never shows. */
export const contentListKey = (endpoints: ContentEndpoints) => staffKeyOf(endpoints.list);
export const getContentList = (endpoints: ContentEndpoints) => apiFetch<ContentRecord[]>(endpoints.list);
export const useContentList = (endpoints: ContentEndpoints) =>
  useStaffResource(endpoints.list, () => getContentList(endpoints));

export const createContent = (endpoints: ContentEndpoints, body: Record<string, unknown>) =>
  apiFetch<ContentRecord>(endpoints.add, { method: 'POST', body });
export const updateContent = (endpoints: ContentEndpoints, id: string, body: Record<string, unknown>) =>
  apiFetch<ContentRecord>(endpoints.update(id), { method: 'PUT', body });
export const deleteContent = (endpoints: ContentEndpoints, id: string) =>
  apiFetch<{ _id: string; message: string; restoreUntil: string }>(endpoints.remove(id), { method: 'DELETE' });
export const restoreContent = (endpoints: ContentEndpoints, id: string) =>
  apiFetch<ContentRecord>(endpoints.restore(id), { method: 'POST' });
