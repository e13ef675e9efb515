import useSWR from 'swr';
import { dateSortKey } from '@dalil/domain';
import { apiFetch } from '@/lib/api-client';

/** A news item as GET /api/news answers it (spec 1 §3). */
export interface NewsItem {
  _id: string;
  title: string;
  details?: string | null;
  link?: string | null;
  logo_url?: string | null;
  deadline?: string | null;
}

export const newsKey = '/api/news';
export const getNews = () => apiFetch<NewsItem[]>(newsKey);
export const useNews = () => useSWR(newsKey, getNews);

/** Spec 1 §2: sorted by deadline, newest first. */
export function sortNews(items: NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => dateSortKey(b.deadline) - dateSortKey(a.deadline));
}
