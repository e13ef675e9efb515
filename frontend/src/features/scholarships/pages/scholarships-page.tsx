import { useMemo } from 'react';
import {
  cairoToday,
  orderScholarshipsByState,
  SCHOLARSHIP_STATE_LABELS,
  scholarshipState,
  type ScholarshipState,
} from '@dalil/domain/rules';
import { isFollowableLink, SafeLink } from '@/components/safe-link';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { scholarshipTypeLabel, sortScholarships, useScholarships, type Scholarship } from '../api/get-scholarships';
import '../scholarships.css';
import { AsyncSection } from '@/components/async-section';

export const DEFAULT_SCHOLARSHIP_LOGO = '/images/default-scholarship.png';

function useFallbackImage() {
  return (event: React.SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    // Once only: a missing default image must not loop.
    if (!img.src.endsWith(DEFAULT_SCHOLARSHIP_LOGO)) img.src = DEFAULT_SCHOLARSHIP_LOGO;
  };
}

function ScholarshipCard({ scholarship, state }: { scholarship: Scholarship; state: ScholarshipState }) {
  const onError = useFallbackImage();
  const link = isFollowableLink(scholarship.link) ? scholarship.link : null;
  return (
    <article
      className={`scholarship-card card-surface scholarship-card--${state}`}
      data-id={scholarship.id}
      data-state={state}
    >
      <div className="scholarship-card__top">
        <img
          className="scholarship-card__logo"
          src={scholarship.logo_url?.trim() || DEFAULT_SCHOLARSHIP_LOGO}
          alt=""
          loading="lazy"
          onError={onError}
        />
        <span className={`scholarship-card__type scholarship-card__type--${scholarship.type ?? 'other'}`}>
          {scholarshipTypeLabel(scholarship.type)}
        </span>
      </div>
      <h2 className="scholarship-card__name">
        {link ? <SafeLink href={link}>{scholarship.name}</SafeLink> : scholarship.name}
      </h2>
      {scholarship.details && <p className="scholarship-card__details">{scholarship.details}</p>}
      <p className="scholarship-card__deadline">
        آخر موعد للتقديم: <span dir="ltr">{scholarship.deadline || 'غير محدد'}</span>
      </p>
      <p className={`scholarship-card__state scholarship-card__state--${state}`}>{SCHOLARSHIP_STATE_LABELS[state]}</p>
      {link && (
        <SafeLink className="button button--primary button--small scholarship-card__more" href={link}>
          التفاصيل
        </SafeLink>
      )}
    </article>
  );
}

export function ScholarshipsPage() {
  usePageMeta({
    title: 'المنح الدراسية',
    description: 'منح دراسية كاملة وجزئية وبحثية للطلاب المصريين، مع مواعيد التقديم وروابط التفاصيل.',
    path: paths.scholarships,
  });
  const { data, error, isLoading, mutate } = useScholarships();
  // Past their deadline (or marked expired): still listed, marked closed, after the open ones (issue 22).
  const today = cairoToday();
  const scholarships = useMemo(
    () => (Array.isArray(data) ? orderScholarshipsByState(sortScholarships(data), today) : []),
    [data, today],
  );

  return (
    <div className="container page scholarships-page">
      <h1>المنح الدراسية</h1>
      <p className="lead">
        منح وخصومات دراسية داخل مصر وخارجها: المتاحة أولًا ثم التي انتهى موعدها، والأحدث أولًا في كل منهما.
      </p>
      <AsyncSection
        isLoading={!error && (isLoading || !data)}
        error={error}
        isEmpty={scholarships.length === 0}
        onRetry={() => void mutate()}
        errorText="حدث خطأ أثناء تحميل المنح الدراسية."
        loadingText="جاري تحميل المنح..."
        emptyText="لا توجد منح متاحة حالياً"
      >
        <div className="scholarship-grid">
          {scholarships.map((s) => (
            <ScholarshipCard key={s._id} scholarship={s} state={scholarshipState(s, today)} />
          ))}
        </div>
      </AsyncSection>
    </div>
  );
}
