import {
  CATEGORY_LABELS,
  DECREE_FACULTIES_NOTE,
  PARTIAL_FACULTIES_NOTE,
  byIndex,
  floorFor,
  equivalentFloorsFor,
  isOfferingShown,
  isPlaceShown,
  parseCategory,
} from '@dalil/domain/rules';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isFollowableLink, SafeLink } from '@/components/safe-link';
import { ApiError } from '@/lib/api-client';
import {
  useAdmission,
  type Category,
  type FacultyOffering,
  type Place,
  type UniversityLink,
} from '@/lib/api/universities';
import { AdmissionSteps } from '@/components/admission-steps';
import { siteOrigin, usePageMeta } from '@/lib/page-meta';
import { guidePage, paths } from '@/lib/paths';
import { useUniversity, useUniversityOfferings, useUniversityPlaces } from '../api/get-university-guide';
import { GuideCarousel } from '../components/guide-carousel';
import { OfferingCard } from '@/components/offering-card';
import { AddToDesires } from '@/components/add-to-desires';
import { PlaceCard } from '../components/place-card';
import { UniversityHeader } from '../components/university-header';
import '../guide.css';
import { AsyncSection } from '@/components/async-section';
import { FreshnessNote } from '@/components/freshness-note';
import { useFloors } from '@/lib/api/floors';
import { DegreeCostBlock, costOf } from '@/components/degree-cost';

/**
 * «تكلفة الدراسة كاملة» (issue 24): one faculty offering at a time, chosen in a list, with the
 * degree's total, its parts, their sources and years, and what the total leaves out.
 */
function DegreeCostSection({
  offerings,
  university,
  dorms,
  transport,
}: {
  offerings: FacultyOffering[];
  university: UniversityLink;
  dorms: Place[] | undefined;
  transport: Place[] | undefined;
}) {
  const [chosen, setChosen] = useState('');
  const offering = offerings.find((o) => o._id === chosen) ?? offerings[0];
  if (!offering) return null;
  const name = (o: FacultyOffering) => (o.normal_or_Dual === 'dual' ? `${o.faculty} (برنامج مزدوج)` : o.faculty);
  return (
    <section className="guide-section" aria-labelledby="degree-cost-title">
      <h2 id="degree-cost-title" className="guide-section__title">
        تكلفة الدراسة كاملة
      </h2>
      <div className="field field--frame degree-cost__pick">
        <label htmlFor="degree-cost-faculty">الكلية</label>
        <select id="degree-cost-faculty" value={offering._id} onChange={(e) => setChosen(e.target.value)}>
          {offerings.map((o) => (
            <option key={o._id} value={o._id}>
              {name(o)}
            </option>
          ))}
        </select>
      </div>
      <div className="card-surface degree-cost__card">
        <DegreeCostBlock
          title={`تكلفة الدراسة كاملة — ${name(offering)}`}
          cost={costOf(offering, university, { dorms, transport })}
          policy={university.fee_policy}
        />
      </div>
    </section>
  );
}

const DESCRIPTION_SUFFIX = 'الكليات والبرامج والمصروفات والحدود الدنيا للقبول والسكن والمواصلات وروابط التقديم.';

const ADMISSION_LINKS = [
  { field: 'Egyptian_Admission_link', label: 'التقديم للطلاب المصريين' },
  { field: 'Egyptian_Admission_link2', label: 'التقديم للطلاب المصريين - البرامج الدولية' },
  { field: 'Egyptian_Transfer_link', label: 'التحويل للطلاب المصريين' },
  { field: 'Wafdeen_Admission_link', label: 'التقديم للطلاب الوافدين' },
] as const;

/** A university link as a button; SafeLink decides how (or whether) it is followed. */
function ExternalLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  return (
    <SafeLink className="button button--ghost button--small" href={href}>
      {children}
    </SafeLink>
  );
}

interface ListState<T> {
  data: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

/** Loading, error with retry, empty or the list (spec: every state rendered explicitly). */
function ListSection<T>({
  title,
  state,
  loadingText,
  errorText,
  emptyText,
  hideWhenEmpty,
  extra,
  note,
  children,
}: {
  title: string;
  state: ListState<T>;
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** Sections the university may simply not have (dual programs, dorms, transport). */
  hideWhenEmpty?: boolean;
  extra?: ReactNode;
  /** A line under the title (what the list is and is not). */
  note?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { data, error, isLoading, retry } = state;
  if (hideWhenEmpty && data && data.length === 0 && !extra) return null;
  return (
    <section className="guide-section" aria-label={title}>
      <h2 className="guide-section__title">{title}</h2>
      {note && <p className="guide-note">{note}</p>}
      <AsyncSection
        isLoading={!(error && !data) && isLoading && !data}
        error={error && !data ? error : undefined}
        isEmpty={!data || data.length === 0}
        onRetry={retry}
        errorText={errorText}
        loadingText={loadingText}
        emptyText={emptyText}
      >
        {data && data.length > 0 && children(data)}
      </AsyncSection>
      {extra && <div className="button-row guide-section__extra">{extra}</div>}
    </section>
  );
}

function UniversityGuide({ category, code }: { category: Category; code: string }) {
  const university = useUniversity(category, code);
  const offerings = useUniversityOfferings(category, code);
  const dorms = useUniversityPlaces(category, 'dorms', code);
  const transport = useUniversityPlaces(category, 'transportation', code);
  const floors = useFloors();
  // The admission steps live on the deadline record (issue 24): the category's list, shared with /Status.
  const deadlines = useAdmission(category, 'deadline');
  const deadline = deadlines.data?.find((d) => d.university.toLowerCase() === code.toLowerCase());

  const record: UniversityLink | undefined = university.data;
  const notFound = university.error instanceof ApiError && university.error.status === 404;
  const name = record?.university_Arabic_Name;
  const canonicalCode = record?.university_code ?? code;
  const pagePath = guidePage(category, canonicalCode);

  usePageMeta({
    title: !notFound && name ? name : 'دليل الجامعة',
    description: name ? `${name}: ${DESCRIPTION_SUFFIX}` : DESCRIPTION_SUFFIX,
    path: pagePath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      name: name ?? code,
      url: `${siteOrigin()}${pagePath}`,
      inLanguage: 'ar',
      ...(record && isFollowableLink(record.website) ? { sameAs: [record.website] } : {}),
      ...(record?.university_Logo ? { logo: record.university_Logo } : {}),
    },
  });

  if (notFound) {
    return (
      <div className="container page page--centered">
        <h1>الجامعة غير موجودة</h1>
        <p className="lead">
          لم نجد جامعة بالرمز <span dir="ltr">{code}</span> في {CATEGORY_LABELS[category]}.
        </p>
        <Link to={`${paths.guide}?type=${category}`} className="button button--primary">
          العودة إلى دليل الجامعات
        </Link>
      </div>
    );
  }
  if (!record) {
    return (
      <div className="container page">
        <AsyncSection
          isLoading={!university.error}
          error={university.error}
          onRetry={() => void university.mutate()}
          errorText="حدث خطأ أثناء تحميل بيانات الجامعة."
          loadingText="جاري تحميل بيانات الجامعة..."
        >
          {null}
        </AsyncSection>
      </div>
    );
  }

  const listState = <T,>(
    swr: { data?: T[]; error: unknown; isLoading: boolean; mutate: () => unknown },
    keep: (item: T) => boolean,
  ): ListState<T> => ({
    data: swr.data ? byIndex(swr.data.filter(keep) as (T & { index?: number })[]) : undefined,
    error: swr.error,
    isLoading: swr.isLoading,
    retry: () => void swr.mutate(),
  });
  const decree = (o: FacultyOffering) => o.evidence === 'founding_decree';
  const normal = listState<FacultyOffering>(
    offerings,
    (o) => o.normal_or_Dual !== 'dual' && !decree(o) && isOfferingShown(o),
  );
  // Faculties only a founding decree names: shown apart, never as the university's running faculties.
  const decreed = listState<FacultyOffering>(offerings, (o) => decree(o) && isOfferingShown(o));
  const partial = record.faculties_completeness === 'partial' || record.faculties_completeness === 'unknown';
  const dual = listState<FacultyOffering>(offerings, (o) => o.normal_or_Dual === 'dual' && isOfferingShown(o));
  const dormState = listState<Place>(dorms, isPlaceShown);
  const transportState = listState<Place>(transport, isPlaceShown);
  const admissionLinks = ADMISSION_LINKS.filter(({ field }) => isFollowableLink(record[field]));
  const floorOf = (offering: FacultyOffering) =>
    floorFor(floors.data ?? [], {
      universityCode: record.university_code,
      tier: record.tier,
      facultyCode: offering.faculty_short,
    });
  const offeringCard = (offering: FacultyOffering) => (
    <OfferingCard
      offering={offering}
      university={record}
      category={category}
      footer={
        <AddToDesires
          offering={offering}
          name={`${offering.faculty} — ${record.university_Arabic_Name}`}
          choosePrograms
        />
      }
      floor={floorOf(offering)}
      equivalentFloors={
        offering.normal_or_Dual === 'normal'
          ? equivalentFloorsFor(floors.data ?? [], { tier: record.tier, facultyCode: offering.faculty_short })
          : []
      }
    />
  );
  const placeCard = (place: Place) => <PlaceCard place={place} />;

  return (
    // `data-floors`: whether the councils' floors (shown on the offering cards) have been read.
    <div className="container page university-guide" data-floors={floors.data ? 'loaded' : 'loading'}>
      <nav className="guide-breadcrumb" aria-label="مسار الصفحة">
        <Link to={`${paths.guide}?type=${category}`}>{CATEGORY_LABELS[category]}</Link>
        <span aria-hidden="true"> / </span>
        <span>{record.university_Arabic_Name}</span>
      </nav>

      <UniversityHeader university={record} />

      <FreshnessNote className="guide-banner" />

      <ListSection
        title="الكليات والبرامج"
        state={normal}
        loadingText="جاري تحميل الكليات..."
        errorText="حدث خطأ أثناء تحميل قائمة الكليات"
        emptyText={
          partial ? 'لا تذكر المصادر التي راجعناها كليات هذه الجامعة بعد.' : 'لا توجد كليات متاحة لهذه الجامعة حالياً.'
        }
        note={
          partial ? (
            <>
              {PARTIAL_FACULTIES_NOTE}
              {isFollowableLink(record.website) && (
                <>
                  {' '}
                  <SafeLink href={record.website}>موقع الجامعة</SafeLink>
                </>
              )}
            </>
          ) : undefined
        }
      >
        {(items) => (
          <GuideCarousel label="الكليات والبرامج" items={items} itemKey={(o) => o._id} renderItem={offeringCard} />
        )}
      </ListSection>

      {decreed.data && decreed.data.length > 0 && (
        <ListSection
          title="كليات في قرار الإنشاء"
          state={decreed}
          hideWhenEmpty
          note={DECREE_FACULTIES_NOTE}
          loadingText="جاري تحميل الكليات..."
          errorText="حدث خطأ أثناء تحميل قائمة الكليات"
          emptyText=""
        >
          {(items) => (
            <GuideCarousel
              label="كليات في قرار الإنشاء"
              items={items}
              itemKey={(o) => o._id}
              renderItem={offeringCard}
            />
          )}
        </ListSection>
      )}

      <ListSection
        title="البرامج الدولية والمزدوجة"
        state={dual}
        hideWhenEmpty
        loadingText="جاري تحميل البرامج..."
        errorText="حدث خطأ أثناء تحميل البرامج الدولية."
        emptyText="لا توجد برامج دولية أو مزدوجة لهذه الجامعة حالياً."
        extra={
          isFollowableLink(record.international_programs) ? (
            <ExternalLink href={record.international_programs}>تفاصيل البرامج الدولية</ExternalLink>
          ) : undefined
        }
      >
        {(items) => (
          <GuideCarousel
            label="البرامج الدولية والمزدوجة"
            items={items}
            itemKey={(o) => o._id}
            renderItem={offeringCard}
          />
        )}
      </ListSection>

      {normal.data && (
        <DegreeCostSection
          offerings={[...(normal.data ?? []), ...(dual.data ?? [])]}
          university={record}
          dorms={dormState.data}
          transport={transportState.data}
        />
      )}

      <ListSection
        title="السكن الجامعي"
        state={dormState}
        hideWhenEmpty
        loadingText="جاري تحميل السكن..."
        errorText="حدث خطأ أثناء تحميل السكن الجامعي."
        emptyText="لا تتوفر أسعار السكن الجامعي حالياً."
        extra={
          isFollowableLink(record.dorms_link) ? (
            <ExternalLink href={record.dorms_link}>تفاصيل السكن الجامعي</ExternalLink>
          ) : undefined
        }
      >
        {(items) => <GuideCarousel label="السكن الجامعي" items={items} itemKey={(p) => p._id} renderItem={placeCard} />}
      </ListSection>

      <ListSection
        title="المواصلات"
        state={transportState}
        hideWhenEmpty
        loadingText="جاري تحميل المواصلات..."
        errorText="حدث خطأ أثناء تحميل المواصلات."
        emptyText="لا تتوفر أسعار المواصلات حالياً."
        extra={
          isFollowableLink(record.transportation_link) ? (
            <ExternalLink href={record.transportation_link}>تفاصيل المواصلات</ExternalLink>
          ) : undefined
        }
      >
        {(items) => <GuideCarousel label="المواصلات" items={items} itemKey={(p) => p._id} renderItem={placeCard} />}
      </ListSection>

      {isFollowableLink(record.scholarship_link) && (
        <section className="guide-section" aria-label="المنح الدراسية">
          <h2 className="guide-section__title">المنح الدراسية</h2>
          <div className="button-row">
            <ExternalLink href={record.scholarship_link}>المنح والخصومات الدراسية</ExternalLink>
          </div>
        </section>
      )}

      <div className="guide-section" data-guide-steps>
        {deadlines.error ? (
          <p className="state state--error">تعذر تحميل خطوات التقديم.</p>
        ) : deadlines.data ? (
          <AdmissionSteps record={deadline} headingLevel={2} titleClassName="guide-section__title" />
        ) : (
          <p className="state">جاري تحميل خطوات التقديم...</p>
        )}
      </div>

      <section className="guide-section" aria-label="روابط التقديم">
        <h2 className="guide-section__title">روابط التقديم</h2>
        {admissionLinks.length === 0 ? (
          <p className="state state--empty">لا توجد روابط تقديم متاحة حالياً.</p>
        ) : (
          <div className="button-row">
            {admissionLinks.map(({ field, label }) => (
              <ExternalLink key={field} href={record[field]}>
                {label}
              </ExternalLink>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

function InvalidUniversityType({ type }: { type: string }) {
  usePageMeta({
    title: 'نوع الجامعة غير صالح',
    description: 'نوع الجامعة المطلوب غير موجود في دليل الجامعات.',
    path: paths.guide,
  });
  return (
    <div className="container page page--centered" role="alert">
      <h1>نوع الجامعة غير صالح</h1>
      <p className="lead">
        النوع <span dir="ltr">«{type}»</span> غير معروف. الأنواع المتاحة: {Object.values(CATEGORY_LABELS).join('، ')}.
      </p>
      <Link to={paths.guide} className="button button--primary">
        العودة إلى دليل الجامعات
      </Link>
    </div>
  );
}

/**
 * /Guide/{type}/{id} (spec 1 §2). The type is case-insensitive (/Guide/Private/GUC works); an
 * unknown type shows the spec's 'Invalid university type' as an Arabic error page.
 */
export function UniversityGuidePage() {
  const { type = '', id = '' } = useParams();
  const category = parseCategory(type);
  if (!category) return <InvalidUniversityType type={type} />;
  // key: another university starts from a fresh state (carousel positions, fallbacks).
  return <UniversityGuide key={`${category}/${id.toLowerCase()}`} category={category} code={id} />;
}
