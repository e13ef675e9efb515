/**
 * The reviews screen's pure rules (spec 3 §3, §5): the new-review defaults and the manage tab's
 * search (name, affiliation or review text, case-insensitive).
 */
import { sortByCreated, logoName, reviewLogoPath } from '@dalil/domain/rules';

export interface ReviewFormValues {
  name: string;
  affiliation: string;
  logo_name: string;
  rating: number;
  review: string;
}

/** Spec 3 §3: "Defaults for a new review: affiliation parent, logo name temp, rating 5." */
export const NEW_REVIEW_DEFAULTS: ReviewFormValues = {
  name: '',
  affiliation: 'ولي امر',
  logo_name: 'temp',
  rating: 5,
  review: '',
};

/** The read-only logo path the form shows and sends: '' while the name has no a–z/0–9 character. */
export function reviewLogoUrl(rawLogoName: string): string {
  const name = logoName(rawLogoName);
  return name ? reviewLogoPath(name) : '';
}

/** Spec 3 §5: reviews match name, affiliation or review text, case-insensitively. Blank matches all. */
export function matchesReviewSearch(
  review: { name?: string | null; affiliation?: string | null; review?: string | null },
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [review.name, review.affiliation, review.review].some((v) =>
    String(v ?? '')
      .toLocaleLowerCase()
      .includes(q),
  );
}

/** The manage tab's status filter (the summary figures): every review, or one status; `pending` is the queue. */
export const REVIEW_STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTERS)[number];
export const REVIEW_SORTS = ['newest', 'oldest', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

type ListedReview = {
  name?: string | null;
  affiliation?: string | null;
  review?: string | null;
  status?: string | null;
  rating?: number | null;
  createdAt?: string | null;
};

export type ReviewSummary = Record<ReviewStatusFilter, number>;

/** How many reviews in all and in each status (a status the screen does not know counts in `all` only). */
export function summarizeReviews(reviews: readonly ListedReview[]): ReviewSummary {
  const out: ReviewSummary = { all: reviews.length, pending: 0, approved: 0, rejected: 0 };
  for (const r of reviews)
    if (r.status === 'pending' || r.status === 'approved' || r.status === 'rejected') out[r.status] += 1;
  return out;
}

/**
 * The manage list: the status filter, the search (matchesReviewSearch), then the order — newest,
 * oldest, or the highest rating first (newest first among equal ratings).
 */
export function filterReviews<T extends ListedReview>(
  reviews: readonly T[],
  query: { search?: string; status?: ReviewStatusFilter; sort?: ReviewSort } = {},
): T[] {
  const { search = '', status = 'all', sort = 'newest' } = query;
  const kept = reviews.filter((r) => (status === 'all' || r.status === status) && matchesReviewSearch(r, search));
  const newest = sortByCreated(kept, sort === 'oldest' ? 'oldest' : 'newest');
  if (sort !== 'rating') return newest;
  return newest
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (Number(b.r.rating) || 0) - (Number(a.r.rating) || 0) || a.i - b.i)
    .map((x) => x.r);
}
