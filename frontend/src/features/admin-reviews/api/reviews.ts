/**
 * Reviews over the documented endpoints (docs/http-contract.md, spec 3 §7): GET /api/reviews
 * (all statuses for the SuperAdmin), POST /api/reviews/add, PUT and DELETE /api/reviews/{id}.
 */
import type { ReviewRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { staffKeyOf, useStaffResource } from '@/lib/api/staff-resource';

export type Review = ReviewRecord;

export interface ReviewBody {
  name: string;
  affiliation: string;
  logo_url: string;
  rating: number;
  review: string;
}

export const adminReviewsKey = () => staffKeyOf('/api/reviews');

export async function getReviews(): Promise<Review[]> {
  const body = await apiFetch<Review[] | { data?: Review[] }>('/api/reviews');
  return Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : [];
}

export const useAdminReviews = () => useStaffResource('/api/reviews', getReviews);

export const addReview = (body: ReviewBody) => apiFetch<Review>('/api/reviews/add', { method: 'POST', body });

/** `updatedAt`: the version read; a review saved by someone else since is refused (409). */
export const updateReview = (id: string, body: (Partial<ReviewBody> | { status: string }) & { updatedAt?: string }) =>
  apiFetch<Review>(`/api/reviews/${encodeURIComponent(id)}`, { method: 'PUT', body });

export const deleteReview = (id: string) =>
  apiFetch<unknown>(`/api/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Undoes a delete within its window (POST /api/reviews/{id}/restore). */
export const restoreReview = (id: string) =>
  apiFetch<Review>(`/api/reviews/${encodeURIComponent(id)}/restore`, { method: 'POST' });
