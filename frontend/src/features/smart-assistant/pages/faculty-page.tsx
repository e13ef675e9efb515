import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { facultyNameOf, normalizeFacultyCode, offeringDistinctions } from '@dalil/domain/rules';
import { CATEGORIES, type Category } from '@/lib/api/universities';
import { usePageMeta } from '@/lib/page-meta';
import { assistantFacultyPage, paths } from '@/lib/paths';
import { FreshnessNote } from '@/components/freshness-note';
import { linksByCode, useAllCategoriesData } from '../api/assistant-data';
import { sectionsFor } from '../components/faculty-sections';
import { FacultyOfferingCard } from '../components/faculty-offering-card';
import { CategoryTabs } from '@/components/category-tabs';
import { CarouselDots } from '@/components/carousel-dots';
import { useCarousel } from '@/components/use-carousel';
import { useIsMobile } from '@/lib/use-media-query';
import '../assistant.css';
import { AsyncSection } from '@/components/async-section';

/** Four type tabs, private first and the default (spec 2 §2.5, §9). */
const FACULTY_PAGE_TABS: readonly Category[] = CATEGORIES;

export function FacultyPage() {
  const { code: rawCode } = useParams();
  const code = normalizeFacultyCode(rawCode);
  const title = facultyNameOf(code);
  usePageMeta({
    title: `كلية ${title}`,
    description: `الجامعات المصرية التي تقدم كلية ${title}: البرامج والمصروفات والشعبة والحدود الدنيا للقبول.`,
    path: assistantFacultyPage(code),
  });

  const [tab, setTab] = useState<Category>('private');
  const { data, error, isLoading, mutate } = useAllCategoriesData();
  const links = useMemo(() => linksByCode(data?.links ?? []), [data]);
  const sections = useMemo(() => (data ? sectionsFor(data.offerings, code, tab) : []), [data, code, tab]);
  const flat = useMemo(
    () => sections.flatMap((s) => s.offerings.map((o) => ({ offering: o, label: s.label }))),
    [sections],
  );
  // Two cards of one university in this tab name what differs (issue 24).
  const distinctions = useMemo(() => offeringDistinctions(flat.map((f) => f.offering)), [flat]);
  const mobile = useIsMobile();
  const carousel = useCarousel({ count: flat.length, autoPlay: false, resetKey: tab, pointerSwipe: true });

  return (
    <div className="page assistant">
      <div className="container">
        <nav className="assistant-breadcrumb" aria-label="مسار التنقل">
          <Link to={paths.assistantFaculties}>الكليات</Link> <span aria-hidden="true">‹</span> <span>{title}</span>
        </nav>
        <h1 className="section__title">كلية {title}</h1>
        <FreshnessNote className="assistant-notice" />

        <CategoryTabs
          order={FACULTY_PAGE_TABS}
          value={tab}
          onChange={setTab}
          label="نوع الجامعة"
          className="tabs--pills assistant-tabs"
        />

        <AsyncSection
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          errorText="تعذر تحميل بيانات الجامعات"
          isEmpty={!data || flat.length === 0}
          emptyText="لا توجد جامعات في هذا التصنيف"
        >
          {!mobile &&
            sections.map((section) => (
              <section key={section.subtype} className="assistant-subtype" aria-label={section.label}>
                <h2 className="assistant-subtype__title">{section.label}</h2>
                <div className="assistant-offerings">
                  {section.offerings.map((o) => (
                    <FacultyOfferingCard
                      key={o._id}
                      offering={o}
                      link={links.get(o.university_code)}
                      category={tab}
                      distinction={distinctions.get(o._id)}
                    />
                  ))}
                </div>
              </section>
            ))}

          {mobile && (
            <section className="assistant-carousel" aria-roledescription="carousel" aria-label="الجامعات">
              <h2 className="assistant-subtype__title">{flat[carousel.index]?.label}</h2>
              <p className="assistant-hint">
                اسحب يميناً أو يساراً للتنقل بين الجامعات ({carousel.index + 1} من {flat.length})
              </p>
              <div className="assistant-carousel__track" data-testid="carousel-track" {...carousel.swipeHandlers}>
                {flat[carousel.index] && (
                  <FacultyOfferingCard
                    key={flat[carousel.index].offering._id}
                    offering={flat[carousel.index].offering}
                    link={links.get(flat[carousel.index].offering.university_code)}
                    category={tab}
                    distinction={distinctions.get(flat[carousel.index].offering._id)}
                  />
                )}
              </div>
              <CarouselDots
                className="assistant-carousel__dots"
                count={flat.length}
                index={carousel.index}
                onSelect={carousel.goTo}
                label={(i) => `البطاقة ${i + 1} من ${flat.length}`}
              />
            </section>
          )}
        </AsyncSection>
      </div>
    </div>
  );
}
