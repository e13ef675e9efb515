/**
 * The home page's latest articles: GET /api/articles (visitors get published ones only), newest
 * first by createdAt, the first 3 (spec 1 §2, §9). The articles pages have their own hooks in their
 * feature; this key is the home page's own so the two caches never disagree on a shape.
 */
import useSWR from 'swr';
import type { ArticleRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';

export const LATEST_ARTICLES_COUNT = 3;

/** The part of the contract's article record a card shows (an undated one sorts last). */
export type ArticleCard = Pick<ArticleRecord, '_id' | 'title' | 'Short_name' | 'logo_url'> & {
  createdAt?: string | null;
};

/** Spec 1 §7: a list is an array, or an object with a data array. */
export function listFrom<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

const time = (value: string | null | undefined) => {
  const ms = Date.parse(value ?? '');
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** Pure: newest first by createdAt (undated last), the first `count`. */
export function latestArticles(articles: readonly ArticleCard[], count = LATEST_ARTICLES_COUNT): ArticleCard[] {
  return [...articles].sort((a, b) => time(b.createdAt) - time(a.createdAt)).slice(0, count);
}

export const latestArticlesKey = ['/api/articles', 'home-latest'] as const;

export async function getLatestArticles(): Promise<ArticleCard[]> {
  return latestArticles(listFrom<ArticleCard>(await apiFetch<unknown>('/api/articles')));
}

export function useLatestArticles() {
  const { data, error, isLoading, mutate } = useSWR(latestArticlesKey, getLatestArticles, { revalidateOnFocus: false });
  return { articles: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
