import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  COMPARISON_KEYS,
  FINDER_SECTION_LABELS,
  FLOOR_FINDER_YEAR,
  MAX_COMPARED,
  SUBTYPE_LABELS,
  arabicLongDate,
  cairoToday,
  normalizeFacultyCode,
  type UniversitySubtype,
} from '@dalil/domain/rules';
import { CATEGORIES, useMasterFaculties, usePlaces, type Category, type FacultyOffering } from '@/lib/api/universities';
import { useFloors } from '@/lib/api/floors';
import { StudentScoreFields, useStudentScore } from '@/components/student-score-fields';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { linksByCode, useAllCategoriesData } from '../api/assistant-data';
import { ComparisonTable } from '../components/comparison-table';
import { CategoryTabs } from '@/components/category-tabs';
import { Logo } from '@/components/logo';
import { AddToDesires } from '@/components/add-to-desires';
import { sectionsFor } from '../components/faculty-sections';
import '../assistant.css';
import { AsyncSection } from '@/components/async-section';

/** Private is the default type (spec 2 §2.6). */
const COMPARISON_TYPES: readonly Category[] = CATEGORIES;
/** Spec 2 §2.6: these always show the faculty name, as does any university listed twice in a type. */
const ALWAYS_SHOW_FACULTY = new Set(['AASTMT', 'KSIU', 'SU', 'ECU']);
const ORDINAL = ['الأولى', 'الثانية', 'الثالثة', 'الرابعة'];

/** The dorms and transport of every category, read only while a comparison is shown. */
function usePlacesOfAll(enabled: boolean) {
  const d = CATEGORIES.map((c) => usePlaces(enabled ? c : null, 'dorms')); // eslint-disable-line react-hooks/rules-of-hooks
  const t = CATEGORIES.map((c) => usePlaces(enabled ? c : null, 'transportation')); // eslint-disable-line react-hooks/rules-of-hooks
  return { dorms: d.flatMap((r) => r.data ?? []), transport: t.flatMap((r) => r.data ?? []) };
}

/*
 * The chosen faculty and universities live in the URL (?faculty=ENG&u1=<offering id>&u2=…&u4=),
 * so a comparison is a shareable link; the student's track and score too (&track=science&score=85).
 * A university can offer the faculty twice (two programmes), so a pick is an offering.
 */
export function ComparisonPage() {
  usePageMeta({
    title: 'قارن كلية بين جامعتين',
    description:
      'قارن كلية واحدة بين جامعتين إلى أربع: الحد الأدنى وهامش مجموعك، المصروفات بعامها ومصدرها، تكلفة الدراسة كاملة، المدة والسكن والمواصلات.',
    path: paths.assistantComparison,
  });
  useEffect(() => window.scrollTo(0, 0), []);

  const [params, setParams] = useSearchParams();
  const faculty = normalizeFacultyCode(params.get('faculty'));
  const picked = COMPARISON_KEYS.map((k) => params.get(k)).filter((v): v is string => !!v);
  const [type, setType] = useState<Category>('private');

  const faculties = useMasterFaculties();
  const floors = useFloors();
  const { data, error, isLoading, mutate } = useAllCategoriesData();
  const links = useMemo(() => linksByCode(data?.links ?? []), [data]);
  const byId = useMemo(() => new Map((data?.offerings ?? []).map((o) => [o._id, o])), [data]);
  const chosen = picked.map((id) => byId.get(id)).filter((o): o is FacultyOffering => !!o);
  const sections = useMemo(
    () => (data && faculty ? sectionsFor(data.offerings, faculty, type) : []),
    [data, faculty, type],
  );
  const places = usePlacesOfAll(chosen.length >= 2);

  // The student's track and score: the URL's, else the signed-in profile's (never searched by itself).
  const studentState = useStudentScore();
  const { track, score } = studentState;

  const showFacultyName = (o: FacultyOffering) => {
    if (ALWAYS_SHOW_FACULTY.has(o.university_code)) return true;
    const sameType = sectionsFor(data?.offerings ?? [], faculty, o.category).flatMap((s) => s.offerings);
    return sameType.filter((x) => x.university_code === o.university_code).length > 1;
  };

  const chooseFaculty = (code: string) => {
    // Spec 2 §4: a change of faculty clears the selections and reloads the data.
    setParams(code ? { faculty: code } : {});
    setType('private');
    void mutate();
  };
  /** The picks in order, written back as u1…u4 (a removal closes the gap). */
  const writePicks = (ids: string[]) => {
    const next = new URLSearchParams(params);
    for (const k of COMPARISON_KEYS) next.delete(k);
    ids.slice(0, MAX_COMPARED).forEach((id, i) => next.set(COMPARISON_KEYS[i], id));
    setParams(next);
  };
  const pick = (offering: FacultyOffering) => writePicks([...picked, offering._id]);
  const remove = (id: string) => writePicks(picked.filter((p) => p !== id));
  const reset = () => {
    setParams(faculty ? { faculty } : {});
    setType('private');
    window.scrollTo(0, 0);
  };

  const step = chosen.length;
  const comparing = step >= 2;
  const repeated = new Set(
    sections
      .flatMap((s) => s.offerings)
      .map((o) => o.university_code)
      .filter((c, i, all) => all.indexOf(c) !== i),
  );

  const pickList = (
    <>
      <CategoryTabs
        order={COMPARISON_TYPES}
        value={type}
        onChange={setType}
        label="نوع الجامعة"
        className="tabs--pills assistant-tabs"
      />
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
              const at = picked.indexOf(o._id);
              return (
                <li key={o._id}>
                  <button
                    type="button"
                    className="assistant-pick"
                    disabled={at >= 0}
                    onClick={() => pick(o)}
                    aria-pressed={at >= 0}
                  >
                    <Logo
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
                      {at >= 0 && <small className="assistant-pick__faculty">الجامعة {ORDINAL[at]}</small>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );

  return (
    <div className="page assistant assistant-comparison">
      <div className="container">
        <h1 className="section__title">قارن كلية بين جامعتين</h1>
        <p className="assistant-hint">قارن كلية واحدة بين جامعتين وحتى أربع جامعات.</p>

        <div className="assistant-form card-surface assistant-form--inline no-print">
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

        {faculty && data && !comparing && (
          <section aria-labelledby="compare-step">
            <ol className="assistant-steps">
              <li className={step === 0 ? 'assistant-steps__step--active' : ''}>الخطوة 1: اختر الجامعة الأولى</li>
              <li className={step === 1 ? 'assistant-steps__step--active' : ''}>الخطوة 2: اختر الجامعة الثانية</li>
            </ol>
            <h2 id="compare-step" className="assistant-results__title">
              {step === 0 ? 'اختر الجامعة الأولى' : 'اختر الجامعة الثانية'}
            </h2>
            {chosen[0] && (
              <p className="assistant-hint">
                الجامعة الأولى: <strong>{chosen[0].university_Arabic_Name}</strong>{' '}
                <button type="button" className="button button--ghost button--small" onClick={reset}>
                  تغيير
                </button>
              </p>
            )}
            {pickList}
          </section>
        )}

        {faculty && data && comparing && (
          <>
            <StudentScoreFields
              state={studentState}
              idPrefix="compare"
              trackLabel="شعبتك في الثانوية العامة أو الأزهر"
              className="assistant-form assistant-compare__student"
            />

            <p className="assistant-compare__printed">
              تاريخ المقارنة: {arabicLongDate(cairoToday())} —{' '}
              {faculties.data?.find((f) => f.faculty_code.toUpperCase() === faculty)?.faculty_name ?? faculty}
              {score !== null ? ` — مجموعك ${score}% (${FINDER_SECTION_LABELS[track]})` : ''}
            </p>

            <ul className="assistant-compare__picked no-print" aria-label="الجامعات المختارة">
              {chosen.map((o) => (
                <li key={o._id}>
                  {o.university_Arabic_Name}
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => remove(o._id)}
                    aria-label={`إزالة ${o.university_Arabic_Name} من المقارنة`}
                  >
                    إزالة
                  </button>
                  <AddToDesires offering={o} name={`${o.faculty} — ${o.university_Arabic_Name}`} />
                </li>
              ))}
            </ul>

            <ComparisonTable
              items={chosen.map((o) => ({
                offering: o,
                link: links.get(o.university_code),
                showFacultyName: showFacultyName(o),
                dorms: places.dorms.filter((p) => p.spec === o.university_code),
                transport: places.transport.filter((p) => p.spec === o.university_code),
              }))}
              student={{ query: { certificate: 'thawya', year: FLOOR_FINDER_YEAR, section: track }, score }}
              floors={floors.data ?? []}
            />
            <div className="button-row no-print">
              <button type="button" className="button button--primary" onClick={() => window.print()}>
                طباعة المقارنة
              </button>
              <button type="button" className="button button--ghost" onClick={reset}>
                مقارنة جديدة
              </button>
            </div>
            {chosen.length < MAX_COMPARED && (
              <details className="assistant-compare__add no-print">
                <summary>أضف جامعة أخرى للمقارنة (حتى {MAX_COMPARED})</summary>
                {pickList}
              </details>
            )}
          </>
        )}
      </div>
    </div>
  );
}
