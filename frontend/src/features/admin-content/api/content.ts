import useSWR from 'swr';
import type { AnyRecordOf, ArticleRecord, NewsRecord, ScholarshipRecord } from '@dalil/domain';
import { apiFetch } from '@/lib/api-client';

/** A news item, scholarship or article as the documented endpoints answer it (the contract's records). */
export type ContentRecord = AnyRecordOf<NewsRecord | ScholarshipRecord | ArticleRecord>;

/** The documented paths of one kind (spec 3 §7): list, add, update and delete. */
export interface ContentEndpoints {
  list: string;
  add: string;
  update: (id: string) => string;
  remove: (id: string) => string;
}

export const contentListKey = (endpoints: ContentEndpoints) => endpoints.list;
export const getContentList = (endpoints: ContentEndpoints) => apiFetch<ContentRecord[]>(contentListKey(endpoints));
export const useContentList = (endpoints: ContentEndpoints) =>
  useSWR(contentListKey(endpoints), () => getContentList(endpoints));

export const createContent = (endpoints: ContentEndpoints, body: Record<string, unknown>) =>
  apiFetch<ContentRecord>(endpoints.add, { method: 'POST', body });
export const updateContent = (endpoints: ContentEndpoints, id: string, body: Record<string, unknown>) =>
  apiFetch<ContentRecord>(endpoints.update(id), { method: 'PUT', body });
export const deleteContent = (endpoints: ContentEndpoints, id: string) =>
  apiFetch<{ _id: string; message: string }>(endpoints.remove(id), { method: 'DELETE' });
