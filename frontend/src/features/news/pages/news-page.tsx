import { useMemo } from 'react';
import { arabicDateBox } from '@dalil/domain/rules';
import { isFollowableLink, SafeLink } from '@/components/safe-link';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { sortNews, useNews, type NewsItem } from '../api/get-news';
import '../news.css';
import { AsyncSection } from '@/components/async-section';

export const DEFAULT_NEWS_LOGO = '/images/default-news.png';

function onLogoError(event: React.SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(DEFAULT_NEWS_LOGO)) img.src = DEFAULT_NEWS_LOGO;
}

function NewsEntry({ item }: { item: NewsItem }) {
  const date = arabicDateBox(item.deadline);
  const link = isFollowableLink(item.link) ? item.link : null;
  return (
    <li className="news-item">
      <div className="news-item__date" aria-label={date ? `${date.day} ${date.month} ${date.year}` : 'بدون تاريخ'}>
        {date ? (
          <>
            <span className="news-item__day">{date.day}</span>
            <span className="news-item__month">{date.month}</span>
            <span className="news-item__year">{date.year}</span>
          </>
        ) : (
          <span className="news-item__month">غير محدد</span>
        )}
      </div>
      <article className="news-item__card card-surface">
        <img
          className="news-item__logo"
          src={item.logo_url?.trim() || DEFAULT_NEWS_LOGO}
          alt=""
          loading="lazy"
          onError={onLogoError}
        />
        <div className="news-item__body">
          <h2 className="news-item__title">{link ? <SafeLink href={link}>{item.title}</SafeLink> : item.title}</h2>
          {item.details && <p className="news-item__details">{item.details}</p>}
          {link && (
            <SafeLink className="news-item__more" href={link}>
              اقرأ المزيد ←
            </SafeLink>
          )}
        </div>
      </article>
    </li>
  );
}

export function NewsPage() {
  usePageMeta({
    title: 'الأخبار',
    description: 'آخر أخبار تنسيق الجامعات المصرية ومواعيد التقديم والنتائج.',
    path: paths.news,
  });
  const { data, error, isLoading, mutate } = useNews();
  const items = useMemo(() => (Array.isArray(data) ? sortNews(data) : []), [data]);

  return (
    <div className="container page news-page">
      <h1>الأخبار</h1>
      <p className="lead">آخر أخبار التنسيق والجامعات، الأحدث أولاً.</p>
      <AsyncSection
        isLoading={!error && (isLoading || !data)}
        error={error}
        isEmpty={items.length === 0}
        onRetry={() => void mutate()}
        errorText="حدث خطأ أثناء تحميل الأخبار."
        loadingText="جاري تحميل الأخبار..."
        emptyText="لا توجد أخبار حالياً"
      >
        <ol className="news-timeline">
          {items.map((item) => (
            <NewsEntry key={item._id} item={item} />
          ))}
        </ol>
      </AsyncSection>
    </div>
  );
}
