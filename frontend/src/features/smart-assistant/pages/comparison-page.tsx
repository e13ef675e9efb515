import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SUBTYPE_LABELS, normalizeFacultyCode, type UniversitySubtype } from '@dalil/domain';
import { CATEGORIES, useMasterFaculties, type Category, type FacultyOffering } from '@/lib/api/universities';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { linksByCode, useAllCategoriesData } from '../api/assistant-data';
import { ComparisonTable } from '../components/comparison-table';
import { TypeTabs } from '../components/type-tabs';
import { UniversityLogo } from '@/components/university-logo';
import { sectionsFor } from '../components/faculty-sections';
import '../assistant.css';
import { AsyncSection } from '@/components/async-section';

/** Private is the default type (spec 2 §2.6). */
const COMPARISON_TYPES: readonly Category[] = CATEGORIES;
/** Spec 2 §2.6: these always show the faculty name, as does any university listed twice in a type. */
const ALWAYS_SHOW_FACULTY = new Set(['AASTMT', 'KSIU', 'SU', 'ECU']);

/*
 * The chosen faculty and universities live in the URL (?faculty=ENG&u1=<offering id>&u2=<id>),
 * so a comparison is a shareable link. A university can offer the faculty twice (two programmes),
 * so a pick is an offering, not a university.
 */
export function ComparisonPage() {
  usePageMeta({
    title: 'قارن كلية بين جامعتين',
    description: 'قارن كلية واحدة بين جامعتين: المصروفات والشعبة والبرامج والحدود الدنيا للقبول لكل سنة ولكل شهادة.',
    path: paths.assistantComparison,
  });
  useEffect(() => window.scrollTo(0, 0), []);

  const [params, setParams] = useSearchParams();
  const faculty = normalizeFacultyCode(params.get('faculty'));
  const u1 = params.get('u1');
  const u2 = params.get('u2');
  const [type, setType] = useState<Category>('private');

  const faculties = useMasterFaculties();
  const { data, error, isLoading, mutate } = useAllCategoriesData();
  const links = useMemo(() => linksByCode(data?.links ?? []), [data]);
  const byId = useMemo(() => new Map((data?.offerings ?? []).map((o) => [o._id, o])), [data]);
  const first = u1 ? byId.get(u1) : undefined;
  const second = u2 ? byId.get(u2) : undefined;
  const sections = useMemo(
    () => (data && faculty ? sectionsFor(data.offerings, faculty, type) : []),
    [data, faculty, type],
  );

  const showFacultyName = (o: FacultyOffering) => {
    if (ALWAYS_SHOW_FACULTY.has(o.university_code)) return true;
    const sameType = sectionsFor(data?.offerings ?? [], faculty, o.category).flatMap((s) => s.offerings);
    return sameType.filter((x) => x.university_code === o.university_code).length > 1;
  };

  const chooseFaculty = (code: string) => {
    // Spec 2 §4: a change of faculty clears both selections and reloads the data.
    setParams(code ? { faculty: code } : {});
    setType('private');
    void mutate();
  };
  const pick = (offering: FacultyOffering) => {
    const next = new URLSearchParams(params);
    next.set(first ? 'u2' : 'u1', offering._id);
    setParams(next);
  };
  const reset = () => {
    setParams(faculty ? { faculty } : {});
    setType('private');
    window.scrollTo(0, 0);
  };

  const step = !first ? 1 : !second ? 2 : 3;
  const repeated = new Set(
    sections
      .flatMap((s) => s.offerings)
      .map((o) => o.university_code)
      .filter((c, i, all) => all.indexOf(c) !== i),
  );

  return (
    <div className="page assistant">
      <div className="container">
        <h1 className="section__title">قارن كلية بين جامعتين</h1>

        <div className="assistant-form card-surface assistant-form--inline">
          <div className="field field--frame assistant-field">
            <label htmlFor="compare-faculty">الكلية</label>
            <select id="compare-faculty" value={faculty} onChange={(e) => chooseFaculty(e.target.value)}>
              <option value="">اختر الكلية</option>
              {(faculties.data ?? []).map((f) => (
                <option key={f._id} value={f.faculty_code.toUpperCase()}>
                  {f.faculty_name}
                </option>
              ))}
            </select>
            {faculties.error && <p className="assistant-field__error">حدث خطأ أثناء جلب بيانات الكليات</p>}
          </div>
        </div>

        {!faculty && (
          <AsyncSection isLoading={false} isEmpty emptyText="اختر الكلية لتبدأ المقارنة.">
            {null}
          </AsyncSection>
        )}
        {faculty && (isLoading || error) && (
          <AsyncSection
            isLoading={isLoading}
            error={error}
            onRetry={() => void mutate()}
            errorText="تعذر تحميل بيانات الجامعات"
          >
            {null}
          </AsyncSection>
        )}

        {faculty && data && step < 3 && (
          <section aria-labelledby="compare-step">
            <ol className="assistant-steps">
              <li className={step === 1 ? 'assistant-steps__step--active' : ''}>الخطوة 1: اختر الجامعة الأولى</li>
              <li className={step === 2 ? 'assistant-steps__step--active' : ''}>الخطوة 2: اختر الجامعة الثانية</li>
            </ol>
            <h2 id="compare-step" className="assistant-results__title">
              {step === 1 ? 'اختر الجامعة الأولى' : 'اختر الجامعة الثانية'}
            </h2>
            {first && (
              <p className="assistant-hint">
                الجامعة الأولى: <strong>{first.university_Arabic_Name}</strong>{' '}
                <button type="button" className="button button--ghost button--small" onClick={reset}>
                  تغيير
                </button>
              </p>
            )}
            <TypeTabs order={COMPARISON_TYPES} selected={type} onSelect={setType} label="نوع الجامعة" />
            {sections.length === 0 && (
              <AsyncSection isLoading={false} isEmpty emptyText="لا توجد جامعات في هذا التصنيف">
                {null}
              </AsyncSection>
            )}
            {sections.map((section) => (
              <div key={section.subtype} className="assistant-subtype">
                <h3 className="assistant-subtype__title">
                  {SUBTYPE_LABELS[section.subtype as UniversitySubtype] ?? section.subtype}
                </h3>
                <ul className="assistant-pick-list">
                  {section.offerings.map((o) => {
                    const isFirst = first?._id === o._id;
                    return (
                      <li key={o._id}>
                        <button
                          type="button"
                          className="assistant-pick"
                          disabled={isFirst}
                          onClick={() => pick(o)}
                          aria-pressed={isFirst}
                        >
                          <UniversityLogo
                            className="assistant-logo"
                            src={links.get(o.university_code)?.university_Logo}
                            alt=""
                            size={40}
                          />
                          <span>
                            <span className="assistant-pick__name">{o.university_Arabic_Name}</span>
                            {(repeated.has(o.university_code) || ALWAYS_SHOW_FACULTY.has(o.university_code)) && (
                              <small className="assistant-pick__faculty">{o.faculty}</small>
                            )}
                            {isFirst && <small className="assistant-pick__faculty">الجامعة الأولى</small>}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </section>
        )}

        {faculty && data && first && second && (
          <>
            <ComparisonTable
              a={{ offering: first, link: links.get(first.university_code), showFacultyName: showFacultyName(first) }}
              b={{
                offering: second,
                link: links.get(second.university_code),
                showFacultyName: showFacultyName(second),
              }}
            />
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={reset}>
                مقارنة جديدة
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
