/**
 * The panel's preview (issue 21): GET /api/preview?token=… answers the record a signed,
 * short-lived token from the panel names, draft or not. Asked without the site session: the
 * token alone opens it; a refused token answers an Arabic message (403 forged, 401 expired).
 */
import useSWR from 'swr';
import type { ArticleRecord, NewsRecord, ScholarshipRecord, UniversityLinkRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';

export type PreviewAnswer =
  | { kind: 'article'; path: string; record: ArticleRecord }
  | { kind: 'news'; path: string; record: NewsRecord }
  | { kind: 'scholarship'; path: string; record: ScholarshipRecord }
  | { kind: 'university'; path: string; record: UniversityLinkRecord };

export const previewKey = (token: string) => `/api/preview?token=${encodeURIComponent(token)}`;

export const getPreview = (token: string) => apiFetch<PreviewAnswer>(previewKey(token), { anonymous: true });

export const usePreview = (token: string) =>
  useSWR(token ? previewKey(token) : null, () => getPreview(token), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
