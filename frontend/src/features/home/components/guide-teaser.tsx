import { Link } from 'react-router-dom';
import { CATEGORY_LABELS, type UniversityCategory } from '@dalil/domain/rules';
import { paths } from '@/lib/paths';
import { useCarousel } from '@/components/use-carousel';
import { CarouselDots } from '@/components/carousel-dots';

/** Short descriptions of the four categories (the spec gives only the labels). */
const CATEGORY_TEASERS: Array<{ category: UniversityCategory; text: string }> = [
  { category: 'private', text: 'كليات الجامعات الخاصة وبرامجها ومصروفاتها والحدود الدنيا للقبول في كل عام.' },
  { category: 'national', text: 'الجامعات الأهلية الجديدة: الكليات والبرامج المتاحة والمصروفات ومواعيد التقديم.' },
  { category: 'special', text: 'جامعات الاتفاقيات الدولية والاتفاقيات الإطارية والجامعات المنشأة بقوانين خاصة.' },
  { category: 'international', text: 'أفرع الجامعات الأجنبية في مصر وبرامجها وشهاداتها ومصروفاتها.' },
];

/** Spec 1 §2: four category cards rotating every 4 s; each leads to the directory. */
export function GuideTeaser() {
  const carousel = useCarousel({ count: CATEGORY_TEASERS.length });
  return (
    <div className="guide-teaser" {...carousel.pauseHandlers} {...carousel.swipeHandlers}>
      <ul className="guide-teaser__cards">
        {CATEGORY_TEASERS.map(({ category, text }, i) => (
          <li
            key={category}
            className={`guide-teaser__card${i === carousel.index ? ' guide-teaser__card--active' : ''}`}
            data-active={i === carousel.index}
          >
            <Link to={paths.guide} className="guide-teaser__link card-surface">
              <svg className="guide-teaser__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M12 2 1 7v2h22V7L12 2Zm-8 9v7h3v-7H4Zm6.5 0v7h3v-7h-3Zm6.5 0v7h3v-7h-3ZM1 20v2h22v-2H1Z"
                />
              </svg>
              <span className="guide-teaser__label">{CATEGORY_LABELS[category]}</span>
              <span className="guide-teaser__text">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <CarouselDots
        count={CATEGORY_TEASERS.length}
        index={carousel.index}
        onSelect={carousel.goTo}
        label={(i) => CATEGORY_LABELS[CATEGORY_TEASERS[i].category]}
      />
    </div>
  );
}
