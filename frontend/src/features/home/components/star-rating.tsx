import { ratingValue, starKinds } from '../rules';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5z';

/** Five stars with halves; read aloud as "التقييم 4.5 من 5". */
export function StarRating({ rating, gradientId }: { rating: number | string | null | undefined; gradientId: string }) {
  const value = ratingValue(rating);
  return (
    <span className="stars" role="img" aria-label={value === null ? 'بدون تقييم' : `التقييم ${value} من 5`}>
      {starKinds(rating).map((kind, i) => (
        <svg
          key={i}
          className={`stars__star stars__star--${kind}`}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
        >
          {kind === 'half' && (
            <defs>
              {/* Right to left: the filled half is the right-hand one. */}
              <linearGradient id={`${gradientId}-${i}`} x1="1" x2="0" y1="0" y2="0">
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="var(--star-empty)" />
              </linearGradient>
            </defs>
          )}
          <path
            d={STAR}
            fill={kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#${gradientId}-${i})` : 'var(--star-empty)'}
          />
        </svg>
      ))}
    </span>
  );
}
