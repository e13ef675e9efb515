import useSWR from 'swr';
import { dateSortKey } from '@dalil/domain/rules';
import { type NewsRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';

/** A news item as GET /api/news answers it (the contract's record). */
export type NewsItem = NewsRecord;

export const newsKey = '/api/news';
export const getNews = () => apiFetch<NewsItem[]>(newsKey);
export const useNews = () => useSWR(newsKey, getNews);

/** Spec 1 §2: sorted by deadline, newest first. */
export function sortNews(items: NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => dateSortKey(b.deadline) - dateSortKey(a.deadline));
}
