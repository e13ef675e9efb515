/**
 * Articles (spec 2 §2.8, §2.9, §7): the list answers an array or `{ data: [] }`; the page reads
 * one article by short name (404 when there is none, or when it is not published).
 */
import useSWR from 'swr';
import { isPublished } from '@dalil/domain/rules';
import { type ArticleRecord } from '@dalil/domain/contract';
import { ApiError, apiFetch } from '@/lib/api-client';
import { browserStorage, SESSION_KEYS } from '@/lib/session';

/** An article as GET /api/articles answers it (the contract's record). */
export type Article = ArticleRecord;

const ARTICLE_NOT_PUBLISHED = 'لم يتم العثور على المقال المطلوب.';

export const DEFAULT_ARTICLE_IMAGE = '/images/default-article.svg';

export const articlesKey = '/api/articles';

export async function getArticles(): Promise<Article[]> {
  const body = await apiFetch<Article[] | { data?: Article[] }>(articlesKey);
  const list = Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : [];
  // Staff get every status from the server; the public list shows published ones only.
  return list.filter(isPublished);
}

export const useArticles = () => useSWR(articlesKey, getArticles);

export const articleKey = (shortName: string) => `/api/articles/${encodeURIComponent(shortName)}`;

/**
 * The article page shows a published article only: staff get drafts and archived articles from
 * the server too (for their screens), but a page of the site never shows them (issue 21); the
 * panel's preview (/preview) is where a draft is read.
 */
export async function getArticle(shortName: string): Promise<Article> {
  const article = await apiFetch<Article>(articleKey(shortName));
  if (!isPublished(article)) throw new ApiError(404, ARTICLE_NOT_PUBLISHED);
  cacheArticle(article);
  return article;
}

export const useArticle = (shortName: string | undefined) =>
  useSWR(shortName ? articleKey(shortName) : null, () => getArticle(shortName as string), {
    shouldRetryOnError: false,
  });

/** Spec 2 §2.9: the chosen article is kept in browser storage as currentArticleData. */
export function cacheArticle(article: Article, storage: Storage = browserStorage()): void {
  try {
    storage.setItem(SESSION_KEYS.currentArticleData, JSON.stringify(article));
  } catch {
    // A full or refused storage only loses the cache.
  }
}
