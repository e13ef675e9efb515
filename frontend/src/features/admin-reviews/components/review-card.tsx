import type { ReactNode } from 'react';
import { formatStaffDateTime } from '@dalil/domain/rules';
import { Logo } from '@/components/logo';
import type { Review } from '../api/reviews';
import { REVIEW_TEXTS as T } from '../texts';

export const DEFAULT_REVIEW_AVATAR = '/images/users/temp.png';

export interface ReviewCardProps {
  review: Review;
  /** The list's selection checkbox (ResourceList), in the card's head. */
  selectBox?: ReactNode;
  busy: boolean;
  canDelete: boolean;
  onStatus: (status: 'approved' | 'rejected') => void;
  onEdit: () => void;
  onDelete: () => void;
  /** False for a read-only preview (the delete tab): no buttons. */
  actions?: boolean;
}

/** One review: avatar (default on error), name, stars of 5, affiliation, text, dates, actions. */
export function ReviewCard({
  review,
  selectBox,
  busy,
  canDelete,
  onStatus,
  onEdit,
  onDelete,
  actions = true,
}: ReviewCardProps) {
  const rating = Math.max(0, Math.min(5, Math.round(Number(review.rating) || 0)));
  const headingId = `review-${review._id}`;
  return (
    <article className="card review-card" aria-labelledby={headingId} data-review-id={review._id}>
      <header className="review-card__head">
        {selectBox}
        <AvatarImage src={review.logo_url} name={review.name} />
        <div>
          <h2 id={headingId} className="review-card__name">
            {review.name}
          </h2>
          <p className="review-card__affiliation">{T.affiliationOptions[review.affiliation] ?? review.affiliation}</p>
        </div>
        <span className={`review-card__status review-card__status--${review.status}`}>
          {T.status[review.status] ?? review.status}
        </span>
      </header>
      <p className="review-card__stars" role="img" aria-label={T.rating(rating)}>
        <span aria-hidden="true">
          {'★'.repeat(rating)}
          <span className="review-card__stars-off">{'★'.repeat(5 - rating)}</span>
        </span>
      </p>
      <p className="review-card__text">{review.review}</p>
      <dl className="review-card__dates">
        <div>
          <dt>{T.created}</dt>
          <dd>{formatStaffDateTime(review.createdAt) || T.notAvailable}</dd>
        </div>
        <div>
          <dt>{T.updated}</dt>
          <dd data-testid="review-updated">{formatStaffDateTime(review.updatedAt) || T.notAvailable}</dd>
        </div>
      </dl>
      {actions && (
        <div className="button-row review-card__actions">
          {review.status === 'pending' && (
            <>
              <button
                type="button"
                className="button button--primary button--small"
                disabled={busy}
                onClick={() => onStatus('approved')}
              >
                {T.approve}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy}
                onClick={() => onStatus('rejected')}
              >
                {T.reject}
              </button>
            </>
          )}
          <button type="button" className="button button--ghost button--small" onClick={onEdit}>
            {T.edit}
          </button>
          {canDelete && (
            <button type="button" className="button button--danger button--small" onClick={onDelete}>
              {T.delete}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/** The avatar: the review's image, or the default user image when it is missing or fails. */
function AvatarImage({ src, name }: { src: string | null; name: string }) {
  return (
    <Logo
      className="review-card__avatar"
      src={src}
      defaultSrc={DEFAULT_REVIEW_AVATAR}
      alt={T.avatarAlt(name)}
      fallbackText={name}
      size={56}
    />
  );
}
