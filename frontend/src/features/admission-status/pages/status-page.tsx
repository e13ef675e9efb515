import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { classifyStatus, groupBySubtype, guideStudyYears, type AdmissionUniversity } from '@dalil/domain/rules';
import { FreshnessNote } from '@/components/freshness-note';
import { SearchScope } from '@/components/search-scope';
import { CategoryTabs } from '@/components/category-tabs';
import { AdmissionDetailDialog } from '@/components/admission-detail-dialog';
import { FollowButton } from '@/components/follow-button';
import { statusTab, type Category } from '@/lib/api/universities';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { getSession, isExpired, setRedirectTarget } from '@/lib/session';
import { useAdmissionStatus } from '../api/use-admission-status';
import '../status.css';

export const STATUS_LOAD_ERROR = 'حدث خطأ أثناء جلب البيانات';

/** The popup needs a signed-in visitor: token and userId both stored (spec 1 §2). */
function canOpenPopup(): boolean {
  const session = getSession();
  return Boolean(session.token && session.userId) && !isExpired(session);
}

function cardSummary(university: AdmissionUniversity, category: Category) {
  // The general-secondary status of the newest year shown for the category.
  const year = guideStudyYears(category)[0];
  const general = university.status[`thanwyaa_${year}Year_status`];
  const label = university.yearLabels[year];
  const caption = general ? `الثانوية العامة${label ? ` ${label}` : ''}` : 'التحويلات';
  const status = general || university.status.transfer_status || '';
  return { status, caption, statusClass: classifyStatus(status) };
}

export function StatusPage() {
  const [params, setParams] = useSearchParams();
  const category: Category = statusTab(params.get('type'));
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<AdmissionUniversity | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  usePageMeta({
    title: 'حالة التقديم في الجامعات',
    description:
      'تابع حالة التقديم ومواعيده في الجامعات الخاصة والأهلية وذات الطبيعة الخاصة وأفرع الجامعات الأجنبية في مصر.',
    path: paths.status,
  });

  const { universities, isLoading, error, retry } = useAdmissionStatus(category);
  const groups = useMemo(() => groupBySubtype(universities, category, query), [universities, category, query]);

  const selectTab = (next: Category) => {
    setSelected(null);
    setParams(next === 'private' ? {} : { type: next }, { replace: true });
  };

  const open = (university: AdmissionUniversity) => {
    if (!canOpenPopup()) {
      setRedirectTarget(`${location.pathname}${location.search}`);
      navigate(paths.login);
      return;
    }
    setSelected(university);
  };
  const close = useCallback(() => setSelected(null), []);

  return (
    <div className="container page status-page">
      <h1>حالة التقديم في الجامعات</h1>
      <FreshnessNote className="status-page__warning" />

      <CategoryTabs value={category} onChange={selectTab} className="tabs--pills status-tabs" />

      <label className="status-search">
        <span className="visually-hidden">ابحث عن جامعة</span>
        <input
          type="search"
          placeholder="ابحث باسم الجامعة..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {!isLoading && !error && (
        <SearchScope
          query={query}
          tab={category}
          found={groups.reduce((n, g) => n + g.universities.length, 0)}
          onSearchIn={selectTab}
        />
      )}

      {error ? (
        <div className="state state--error" role="alert">
          <p>{STATUS_LOAD_ERROR}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            إعادة المحاولة
          </button>
        </div>
      ) : isLoading ? (
        <div className="state" role="status">
          <p>جاري تحميل البيانات...</p>
        </div>
      ) : groups.length === 0 ? (
        <div className="state">
          <p>{universities.length === 0 ? 'لا توجد بيانات تقديم لهذا التصنيف حالياً' : 'لا توجد جامعات تطابق البحث'}</p>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.subtype} className="status-group" aria-labelledby={`status-group-${group.subtype}`}>
            <h2 id={`status-group-${group.subtype}`} className="status-group__title">
              {group.title} <span className="status-group__count">({group.universities.length})</span>
            </h2>
            <ul className="status-grid">
              {group.universities.map((university) => {
                const summary = cardSummary(university, category);
                return (
                  <li key={university.code}>
                    <button type="button" className="status-card" onClick={() => open(university)}>
                      {university.logo ? (
                        <img src={university.logo} alt="" className="status-card__logo" loading="lazy" />
                      ) : (
                        <span className="status-card__logo status-card__logo--empty" aria-hidden="true" />
                      )}
                      <span className="status-card__name">{university.name}</span>
                      {summary.status && (
                        <>
                          <span className="status-card__caption">{summary.caption}</span>
                          <span className={`status-badge status-badge--${summary.statusClass}`}>{summary.status}</span>
                        </>
                      )}
                    </button>
                    <FollowButton
                      code={university.code}
                      name={university.name}
                      className="status-card__follow"
                      signInLink={false}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}

      {selected && <AdmissionDetailDialog university={selected} category={category} onClose={close} />}
    </div>
  );
}
