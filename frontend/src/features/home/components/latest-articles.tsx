import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { articlePage, paths } from '@/lib/paths';
import { browserStorage, SESSION_KEYS } from '@/lib/session';
import { useCarousel } from '@/components/use-carousel';
import { useIsMobile } from '@/lib/use-media-query';
import { useLatestArticles, type ArticleCard } from '../api/get-latest-articles';
import { CarouselDots } from '@/components/carousel-dots';
import { AsyncSection } from '@/components/async-section';

export const ARTICLES_ERROR = 'حدث خطأ أثناء تحميل المقالات.';

function ArticleTile({ article, active }: { article: ArticleCard; active: boolean }) {
  return (
    <li className={`article-tile${active ? ' article-tile--active' : ''}`} data-active={active}>
      <Link
        to={articlePage(article.Short_name || article._id)}
        className="article-tile__link card-surface"
        // Spec 1 §3: the article page may read the chosen card from storage first.
        onClick={() => {
          try {
            browserStorage().setItem(SESSION_KEYS.currentArticleData, JSON.stringify(article));
          } catch {
            // Storage full or refused: the article page loads it by its short name anyway.
          }
        }}
      >
        <Logo className="article-tile__image" src={article.logo_url} alt="" fallbackText={article.title} />
        <span className="article-tile__title">{article.title}</span>
        <span className="article-tile__more">اقرأ المقال</span>
      </Link>
    </li>
  );
}

/**
 * Spec 1 §2: the latest 3 articles. Desktop: the three cards side by side, the current one
 * highlighted, with dots; at 768 px or less one card with dots and a 50 px swipe. Both advance
 * every 4 s and share the same index, so turning a tablet keeps the same article in front.
 */
export function LatestArticles() {
  const { articles, error, isLoading, retry } = useLatestArticles();
  const isMobile = useIsMobile();
  const list = articles ?? [];
  const carousel = useCarousel({ count: list.length });

  let body = null;
  if (articles && list.length > 0) {
    const shown = isMobile ? [list[carousel.index]] : list;
    body = (
      <div className="carousel" {...carousel.pauseHandlers} {...carousel.swipeHandlers} data-testid="articles-carousel">
        <ul className={`article-tiles${isMobile ? ' article-tiles--single' : ''}`}>
          {shown.map((article) => (
            <ArticleTile key={article._id} article={article} active={article === list[carousel.index]} />
          ))}
        </ul>
        <CarouselDots
          count={list.length}
          index={carousel.index}
          onSelect={carousel.goTo}
          label={(i) => `المقال ${i + 1}: ${list[i].title}`}
        />
      </div>
    );
  }

  return (
    <>
      <AsyncSection
        isLoading={!(error && !articles) && (isLoading || !articles)}
        error={error && !articles ? error : undefined}
        isEmpty={list.length === 0}
        onRetry={retry}
        errorText={ARTICLES_ERROR}
        loadingText="جاري تحميل المقالات..."
        emptyText="لا توجد مقالات منشورة حالياً."
      >
        {body}
      </AsyncSection>
      <div className="section__actions">
        <Link to={paths.articles} className="button button--primary">
          عرض جميع المقالات
        </Link>
      </div>
    </>
  );
}
