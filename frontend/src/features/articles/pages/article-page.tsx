import { Link, useParams } from 'react-router-dom';
import {
  articleCategoryLabel,
  EDITORIAL_NOTES,
  formatArticleDate,
  parseArticleMarkup,
  splitTags,
} from '@dalil/domain/rules';
import { ApiError } from '@/lib/api-client';
import { articlePage, paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/page-meta';
import { DEFAULT_ARTICLE_IMAGE, useArticle } from '../api/articles';
import { ArticleImage } from '../components/article-image';
import { MarkupText } from '@/components/markup-text';
import '../articles.css';
import { AsyncSection } from '@/components/async-section';

export const ARTICLE_NOT_FOUND = 'لم يتم العثور على المقال المطلوب.';
/** The spec does not word the load failure; ours. */
export const ARTICLE_LOAD_FAILED = 'حدث خطأ أثناء تحميل المقال. يرجى المحاولة مرة أخرى.';

function plain(text: string | null | undefined, max = 160): string {
  const flat = String(text ?? '')
    .replace(/[*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}

export function ArticlePage() {
  const { shortName = '' } = useParams();
  const { data: article, error, isLoading, mutate } = useArticle(shortName);
  const notFound = error instanceof ApiError && error.status === 404;

  usePageMeta({
    title: article?.title ?? (notFound ? 'المقال غير موجود' : 'مقال'),
    description: article ? plain(article.details) || article.title : 'مقالات دليل الإرشادية.',
    path: articlePage(shortName),
    image: article ? article.logo_url || DEFAULT_ARTICLE_IMAGE : undefined,
    jsonLd: article
      ? {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          datePublished: article.createdAt,
          dateModified: article.updatedAt,
          keywords: splitTags(article.tag).join(', '),
          inLanguage: 'ar',
          image: article.logo_url || DEFAULT_ARTICLE_IMAGE,
        }
      : undefined,
  });

  if (isLoading) {
    return (
      <section className="container container--narrow page">
        <AsyncSection isLoading loadingText="جارٍ تحميل المقال...">
          {null}
        </AsyncSection>
      </section>
    );
  }

  if (notFound || (!error && !article)) {
    return (
      <section className="container container--narrow page page--centered">
        <h1>المقال غير موجود</h1>
        <p className="lead">{ARTICLE_NOT_FOUND}</p>
        <Link to={paths.articles} className="button button--primary">
          العودة إلى المقالات
        </Link>
      </section>
    );
  }

  if (error || !article) {
    return (
      <section className="container container--narrow page">
        <AsyncSection
          isLoading={false}
          error={error ?? true}
          errorText={ARTICLE_LOAD_FAILED}
          onRetry={() => void mutate()}
        >
          {null}
        </AsyncSection>
      </section>
    );
  }

  const tags = splitTags(article.tag);
  const created = formatArticleDate(article.createdAt);
  const updated = formatArticleDate(article.updatedAt);

  return (
    <article className="container container--narrow page article" aria-labelledby="article-title">
      <nav className="article__back" aria-label="مسار التنقل">
        <Link to={paths.articles}>→ كل المقالات</Link>
      </nav>
      <header className="article__header">
        {article.category && <span className="article-chip">{articleCategoryLabel(article.category)}</span>}
        <h1 id="article-title">{article.title}</h1>
        <p className="article__editorial">{EDITORIAL_NOTES.article}</p>
        {created && (
          <p className="article__meta">
            تاريخ النشر: <time dateTime={article.createdAt ?? undefined}>{created}</time>
          </p>
        )}
      </header>
      <ArticleImage src={article.logo_url} alt={article.title} className="article__image" />
      {tags.length > 0 && (
        <ul className="article__tags" aria-label="الوسوم">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <div className="article__body" data-testid="article-body">
        <p>
          <MarkupText tokens={parseArticleMarkup(article.details)} />
        </p>
      </div>
      {updated && (
        <p className="article__meta article__updated">
          آخر تحديث: <time dateTime={article.updatedAt ?? undefined}>{updated}</time>
        </p>
      )}
    </article>
  );
}
