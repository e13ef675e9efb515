import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useUniversityLinks, type Category } from '@/lib/api/universities';
import { siteOrigin, usePageMeta } from '@/lib/page-meta';
import { guidePage, paths } from '@/lib/paths';
import { storeCurrentUniversity } from '../api/get-university-guide';
import { directoryErrorMessage, directoryTab, visibleUniversities } from '../api/directory';
import { Logo } from '@/components/logo';
import '../guide.css';
import { AsyncSection } from '@/components/async-section';
import { tabPanelProps } from '@/components/tabs';
import { CategoryTabs } from '@/components/category-tabs';
import { SearchScope } from '@/components/search-scope';

const DESCRIPTION =
  'دليل الجامعات المصرية: الجامعات الخاصة والأهلية والجامعات ذات الطبيعة الخاصة وأفرع الجامعات الأجنبية، مع صفحة لكل جامعة بكلياتها ومصروفاتها والحدود الدنيا للقبول.';

/** /Guide (spec 1 §2): four tabs, a tolerant Arabic search, cards ordered by index. */
export function DirectoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = directoryTab(searchParams.get('type'));
  const [query, setQuery] = useState('');
  const { data, error, isLoading, mutate } = useUniversityLinks(tab);
  const searchId = useId();
  const panelId = useId();

  usePageMeta({
    title: 'دليل الجامعات المصرية',
    description: DESCRIPTION,
    path: paths.guide,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'دليل الجامعات المصرية',
      description: DESCRIPTION,
      inLanguage: 'ar',
      url: `${siteOrigin()}${paths.guide}`,
    },
  });

  // The tab lives in the address (?type=national) so a list can be shared or bookmarked.
  const selectTab = (category: Category) => {
    const next = new URLSearchParams(searchParams);
    next.set('type', category);
    setSearchParams(next);
  };

  const universities = visibleUniversities(data, query);

  return (
    <div className="container page guide-directory">
      <h1 className="section__title">دليل الجامعات المصرية</h1>

      <CategoryTabs className="tabs--pills guide-tabs" idBase={panelId} value={tab} onChange={selectTab} />

      <div className="guide-search">
        <label htmlFor={searchId} className="guide-search__label">
          ابحث عن جامعة
        </label>
        <input
          id={searchId}
          type="search"
          className="guide-search__input"
          placeholder="ابحث باسم الجامعة أو رمزها..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {data && <SearchScope query={query} tab={tab} found={universities.length} onSearchIn={selectTab} />}

      <div {...tabPanelProps(panelId, tab)}>
        <AsyncSection
          isLoading={!(error && !data) && isLoading && !data}
          error={error && !data ? error : undefined}
          isEmpty={universities.length === 0}
          onRetry={() => void mutate()}
          errorText={directoryErrorMessage(tab, error)}
          loadingText="جاري تحميل الجامعات..."
          emptyText="لا توجد جامعات تطابق البحث"
        >
          <ul className="university-grid">
            {universities.map((university) => (
              <li key={university._id}>
                <Link
                  className="university-card card-surface"
                  to={guidePage(tab, university.university_code)}
                  onClick={() => storeCurrentUniversity({ ...university, category: tab })}
                >
                  <Logo
                    className="university-card__logo"
                    src={university.university_Logo}
                    alt={`شعار ${university.university_Arabic_Name}`}
                  />
                  <span className="university-card__name">{university.university_Arabic_Name}</span>
                  <span className="university-card__code" dir="ltr">
                    {university.university_code}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </AsyncSection>
      </div>
    </div>
  );
}
