/** GET /api/reviews: the server sends visitors approved reviews only (docs/http-contract.md). */
import useSWR from 'swr';
import type { ReviewRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { listFrom } from './get-latest-articles';

export type Review = ReviewRecord;

export const reviewsKey = ['/api/reviews', 'home'] as const;

export async function getReviews(): Promise<Review[]> {
  return listFrom<Review>(await apiFetch<unknown>('/api/reviews')).filter((r) => r && typeof r.review === 'string');
}

export function useReviews() {
  const { data, error, isLoading, mutate } = useSWR(reviewsKey, getReviews, { revalidateOnFocus: false });
  return { reviews: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
