import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { siteOrigin, usePageMeta } from '@/lib/page-meta';
import { EDITORIAL_NOTES } from '@dalil/domain/rules';
import { paths } from '@/lib/paths';
import { AboutStatistics } from '../components/about-statistics';
import { FaqAccordion } from '../components/faq-accordion';
import { GuideTeaser } from '../components/guide-teaser';
import { LatestArticles } from '../components/latest-articles';
import { ReviewsCarousel } from '../components/reviews-carousel';
import { UniversitySearch } from '../components/university-search';
import '../home.css';
import type { HomeFaqState, HomeStatistic } from '../types';
import { AsyncSection } from '@/components/async-section';

const DESCRIPTION =
  'دليل مجاني باللغة العربية إلى الجامعات المصرية الخاصة والأهلية والجامعات ذات الطبيعة الخاصة وأفرع الجامعات الأجنبية: الكليات والمصروفات والحدود الدنيا للقبول وحالة التقديم.';

/** Scrolls to #about / #faq when the page is opened with a hash (header links). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

export interface HomePageProps {
  statistics: HomeStatistic[];
  faq: HomeFaqState;
}

/** Features do not import each other: the app route passes the site-settings data in. */
export function HomePage({ statistics, faq }: HomePageProps) {
  const { pathname } = useLocation();
  useScrollToHash();

  usePageMeta({
    title: 'دليلك إلى الجامعات المصرية',
    description: DESCRIPTION,
    // '/Home' shows the same page: its canonical address is '/'.
    path: pathname.toLowerCase() === paths.homeAlias.toLowerCase() ? paths.home : pathname,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'دليل',
      alternateName: 'Dalil',
      description: DESCRIPTION,
      inLanguage: 'ar',
      url: `${siteOrigin()}/`,
    },
  });

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title" className="hero__title">
            دليلك إلى الجامعات المصرية
          </h1>
          <p className="hero__intro">
            دليل مجاني وغير هادف للربح يساعد الطلاب وأولياء الأمور على اختيار الجامعة المناسبة: الجامعات الخاصة،
            والجامعات الأهلية، والجامعات ذات الطبيعة الخاصة، وأفرع الجامعات الأجنبية في مصر، مع الكليات والبرامج
            والمصروفات والحدود الدنيا للقبول ومواعيد التقديم في مكان واحد.
          </p>
          <UniversitySearch />
          <div className="button-row">
            <a href="#about" className="button button--light">
              تعرّف على دليل
            </a>
            <a href="#faq" className="button button--outline-light">
              الأسئلة الشائعة
            </a>
          </div>
        </div>
      </section>

      <section id="about" className="section" aria-labelledby="about-title">
        <div className="container">
          <h2 id="about-title" className="section__title">
            عن دليل
          </h2>
          <p className="section__lead">
            نجمع بيانات الجامعات المصرية ونعرضها بلغة واضحة، ليصل كل طالب إلى المعلومة التي يحتاجها قبل التقديم، مجاناً.
          </p>
          <AboutStatistics statistics={statistics} />
        </div>
      </section>

      <section id="guide" className="section section--muted" aria-labelledby="guide-title">
        <div className="container">
          <h2 id="guide-title" className="section__title">
            دليل الجامعات
          </h2>
          <p className="section__lead">
            اختر نوع الجامعة لتتصفح الكليات والبرامج والمصروفات والحدود الدنيا للقبول في كل جامعة.
          </p>
          <GuideTeaser />
        </div>
      </section>

      <section id="articles" className="section" aria-labelledby="articles-title">
        <div className="container">
          <h2 id="articles-title" className="section__title">
            أحدث المقالات
          </h2>
          <LatestArticles />
        </div>
      </section>

      <section id="reviews" className="section section--muted" aria-labelledby="reviews-title">
        <div className="container">
          <h2 id="reviews-title" className="section__title">
            آراء المستخدمين
          </h2>
          <ReviewsCarousel />
        </div>
      </section>

      <section id="faq" className="section" aria-labelledby="faq-title">
        <div className="container container--narrow">
          <h2 id="faq-title" className="section__title">
            الأسئلة الشائعة
          </h2>
          <p className="section__lead">{EDITORIAL_NOTES.faq}</p>
          <AsyncSection
            isLoading={faq.status === 'loading'}
            error={faq.status === 'error'}
            isEmpty={faq.status === 'ready' && faq.items.length === 0}
            onRetry={faq.status === 'error' ? faq.retry : undefined}
            loadingText="جاري تحميل الأسئلة الشائعة..."
            errorText="تعذر تحميل الأسئلة الشائعة."
            emptyText="لا توجد أسئلة شائعة حالياً."
          >
            {faq.status === 'ready' && <FaqAccordion items={faq.items} />}
          </AsyncSection>
        </div>
      </section>
    </>
  );
}
