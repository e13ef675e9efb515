import { useState } from 'react';
import { Link } from 'react-router-dom';
import { articleCategoryLabel, articleExcerpt, EDITORIAL_NOTES, formatArticleDate } from '@dalil/domain/rules';
import { articlePage, paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useArticles, type Article } from '../api/articles';
import { ArticleImage } from '../components/article-image';
import { MarkupText } from '@/components/markup-text';
import '../articles.css';
import { AsyncSection } from '@/components/async-section';

/** Spec 2 §9: three cards before 'show more'. */
const FIRST_SHOWN = 3;

function ArticleCard({ article }: { article: Article }) {
  const date = formatArticleDate(article.createdAt);
  return (
    <li className="article-card card-surface">
      <Link to={articlePage(article.Short_name)} className="article-card__link">
        <ArticleImage src={article.logo_url} alt="" className="article-card__image" />
        <div className="article-card__body">
          {article.category && <span className="article-chip">{articleCategoryLabel(article.category)}</span>}
          <h2 className="article-card__title">{article.title}</h2>
          <p className="article-card__excerpt">
            <MarkupText tokens={articleExcerpt(article.details)} />
          </p>
          {date && (
            <time className="article-card__date" dateTime={article.createdAt ?? undefined}>
              {date}
            </time>
          )}
        </div>
      </Link>
    </li>
  );
}

export function ArticlesPage() {
  const { data, error, isLoading, mutate } = useArticles();
  const [showAll, setShowAll] = useState(false);
  usePageMeta({
    title: 'المقالات',
    description: 'مقالات إرشادية لطلاب الثانوية وأولياء الأمور عن القبول في الجامعات المصرية واختيار الكلية.',
    path: paths.articles,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'المقالات',
      inLanguage: 'ar',
      hasPart: (data ?? [])
        .slice(0, 20)
        .map((a) => ({ '@type': 'Article', headline: a.title, url: articlePage(a.Short_name) })),
    },
  });

  const articles = data ?? [];
  const shown = showAll ? articles : articles.slice(0, FIRST_SHOWN);

  return (
    <section className="container page" aria-labelledby="articles-title">
      <h1 id="articles-title">المقالات</h1>
      <p className="lead">نصائح وأدلة تساعدك على اختيار جامعتك وكليتك بثقة.</p>
      <p className="article__editorial">{EDITORIAL_NOTES.articles}</p>

      <AsyncSection
        isLoading={isLoading}
        error={error}
        isEmpty={articles.length === 0}
        onRetry={() => void mutate()}
        loadingText="جارٍ تحميل المقالات..."
        errorText="حدث خطأ أثناء تحميل المقالات. يرجى المحاولة مرة أخرى."
        emptyText="لا توجد مقالات متاحة حالياً"
      >
        <ul className="article-grid">
          {shown.map((article) => (
            <ArticleCard key={article._id} article={article} />
          ))}
        </ul>
        {!showAll && articles.length > FIRST_SHOWN && (
          <div className="articles__more">
            <button type="button" className="button button--ghost" onClick={() => setShowAll(true)}>
              عرض المزيد
            </button>
          </div>
        )}
      </AsyncSection>
    </section>
  );
}
