/**
 * The reviews screen's pure rules (spec 3 §3, §5): the new-review defaults and the manage tab's
 * search (name, affiliation or review text, case-insensitive).
 */
import { logoName, reviewLogoPath } from './content-paths';

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
