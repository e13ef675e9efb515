import { useId } from 'react';
import { groupItems } from '@/lib/carousel';
import { Logo } from '@/components/logo';
import { useCarousel } from '@/components/use-carousel';
import { useIsMobile } from '@/lib/use-media-query';
import { useReviews, type Review } from '../api/get-reviews';
import { CarouselDots } from '@/components/carousel-dots';
import { StarRating } from './star-rating';
import { AsyncSection } from '@/components/async-section';

export const REVIEWS_ERROR = 'حدث خطأ أثناء تحميل آراء المستخدمين.';
/** No approved review yet (the real set has none: reviews come from real users only; issue 22). */
export const REVIEWS_EMPTY = 'لا توجد آراء منشورة بعد؛ ننشر آراء المستخدمين الحقيقيين فقط بعد مراجعتها.';
/** Spec 1 §9: reviews per group on desktop. */
export const REVIEWS_PER_GROUP = 3;

function ReviewCard({ review }: { review: Review }) {
  const gradientId = useId();
  return (
    <li className="review-card card-surface" data-testid="review-card">
      <StarRating rating={review.rating} gradientId={gradientId} />
      <blockquote className="review-card__text">
        <p>{review.review}</p>
      </blockquote>
      <div className="review-card__author">
        <Logo className="review-card__avatar" src={review.logo_url} alt="" fallbackText={review.name} size={44} />
        <div>
          <p className="review-card__name">{review.name}</p>
          {review.affiliation && <p className="review-card__affiliation">{review.affiliation}</p>}
        </div>
      </div>
    </li>
  );
}

/** Spec 1 §2: desktop groups of 3, mobile one card; rotates every 4 s. */
export function ReviewsCarousel() {
  const { reviews, error, isLoading, retry } = useReviews();
  const isMobile = useIsMobile();
  const groups = groupItems(reviews ?? [], isMobile ? 1 : REVIEWS_PER_GROUP);
  const carousel = useCarousel({ count: groups.length });

  const group = groups[carousel.index] ?? [];
  return (
    <AsyncSection
      isLoading={!(error && !reviews) && (isLoading || !reviews)}
      error={error && !reviews ? error : undefined}
      isEmpty={!reviews?.length}
      onRetry={retry}
      errorText={REVIEWS_ERROR}
      loadingText="جاري تحميل آراء المستخدمين..."
      emptyText={REVIEWS_EMPTY}
    >
      <div className="carousel" {...carousel.pauseHandlers} {...carousel.swipeHandlers} data-testid="reviews-carousel">
        <ul
          className={`review-cards${isMobile ? ' review-cards--single' : ''}`}
          aria-live={carousel.paused ? 'polite' : 'off'}
        >
          {group.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </ul>
        <CarouselDots
          count={groups.length}
          index={carousel.index}
          onSelect={carousel.goTo}
          label={(i) => `مجموعة الآراء ${i + 1}`}
        />
      </div>
    </AsyncSection>
  );
}
