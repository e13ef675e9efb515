import type { ReactNode } from 'react';
import { CarouselDots } from '@/components/carousel-dots';
import { useCarousel } from '@/components/use-carousel';
import { useIsMobile } from '@/lib/use-media-query';

interface GuideCarouselProps<T> {
  items: readonly T[];
  /** Names the list for screen readers, e.g. 'الكليات والبرامج'. */
  label: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A grid on desktop; at 768 px or less a swipeable carousel (spec 1 §2): one card at a time,
 * a swipe over 50 px changes card, the ends wrap around, dots jump to a card.
 */
export function GuideCarousel<T>({ items, label, itemKey, renderItem }: GuideCarouselProps<T>) {
  const isMobile = useIsMobile();
  // No auto-advance here; a new list starts again at its first card.
  const { index, goTo, swipeHandlers } = useCarousel({ count: items.length, autoPlay: false, resetKey: items.length });

  if (!isMobile || items.length < 2) {
    return (
      <ul className="guide-grid" aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  }

  return (
    <div className="guide-carousel" role="region" aria-roledescription="carousel" aria-label={`${label}: عرض بالسحب`}>
      <div className="guide-carousel__viewport" {...swipeHandlers}>
        {/* RTL: later cards lie to the left, so the track moves right to bring them in. */}
        <div className="guide-carousel__track" style={{ transform: `translateX(${index * 100}%)` }}>
          {items.map((item, i) => (
            <div
              key={itemKey(item)}
              className={`guide-carousel__slide${i === index ? ' guide-carousel__slide--active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} من ${items.length}`}
              aria-hidden={i !== index}
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      <CarouselDots
        className="guide-carousel__dots"
        count={items.length}
        index={index}
        onSelect={goTo}
        label={(i) => `البطاقة ${i + 1} من ${items.length}`}
      />
    </div>
  );
}
