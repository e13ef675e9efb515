import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_FINDER_SORT,
  FLOOR_GROUP_LABELS,
  SCORE_FINDER_MESSAGES,
  equivalentFloorGaps,
  equivalentFloorLabel,
  facultyNameOf,
  finderFormFromProfile,
  isFinderSort,
  finderFiltersFrom,
  sanitizePercentageInput,
  groupByFaculty,
  isFinderCertificate,
  isFinderYear,
  floorLabel,
  floorsFallbackNote,
  floorsYearFor,
  matchFloors,
  matchOfferings,
  noMatchMessage,
  finderColumnHasFigures,
  toScoreQuery,
  validateScoreFinder,
  type FinderSection,
  type ScoreFinderForm,
} from '@dalil/domain/rules';
import { useAcademicYearLabels, useMasterFaculties, type Category } from '@/lib/api/universities';
import { useAllFloors } from '@/lib/api/floors';
import { useOwnUser } from '@/lib/api/own-user';
import { SafeLink } from '@/components/safe-link';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { ASSISTANT_CATEGORY_ORDER, linksByCode, useFinderData } from '../api/assistant-data';
import { ScoreForm } from '../components/score-form';
import { FacultyUniversities, MatchedFacultyList } from '../components/score-results';
import '../assistant.css';
import { AsyncSection } from '@/components/async-section';

/*
 * The form's choices live in the URL (?cert=thawya&year=fourth&section=science&score=85.7, or
 * &mode=marks&marks=390&of=410 for raw marks; then &faculty=MED&tab=private&sort=fee), so a result
 * is a shareable link and survives a reload. The form being edited is local state; the URL holds
 * the search that was run. `prefill` (the equivalency calculator's result) fills the form without
 * searching.
 */
function formFromParams(params: URLSearchParams): ScoreFinderForm {
  const certificate = params.get('cert') ?? '';
  const year = params.get('year') ?? '';
  const marks = params.get('mode') === 'marks';
  return {
    certificate: isFinderCertificate(certificate) ? certificate : '',
    year: isFinderYear(year) ? year : '',
    section: (params.get('section') ?? '') as FinderSection | '',
    percentage:
      params.get('score') ?? (params.has('prefill') ? sanitizePercentageInput(params.get('prefill') ?? '') : ''),
    ...(marks ? { mode: 'marks' as const, marks: params.get('marks') ?? '', maximum: params.get('of') ?? '' } : {}),
  };
}

/** A search is in the URL once it holds a score (or raw marks); a prefill is not a search. */
const isSearch = (params: URLSearchParams) =>
  params.has('score') || (params.get('mode') === 'marks' && params.has('marks'));

function paramsFromForm(form: ScoreFinderForm): Record<string, string> {
  const out: Record<string, string> = { cert: form.certificate };
  if (form.certificate !== 'native') {
    out.year = form.year;
    out.section = form.section;
  }
  if (form.mode === 'marks') {
    out.mode = 'marks';
    out.marks = form.marks ?? '';
    out.of = form.maximum ?? '';
  } else out.score = form.percentage;
  return out;
}

export function ScorePage() {
  usePageMeta({
    title: 'الكليات المناسبة لمجموعك',
    description: 'أدخل نوع شهادتك وسنتك وشعبتك ومجموعك لتعرف الكليات والجامعات التي يسمح بها مجموعك.',
    path: paths.assistantScore,
  });

  const [params, setParams] = useSearchParams();
  const searched = isSearch(params);
  const submitted = useMemo(() => formFromParams(params), [params]);
  const [form, setForm] = useState<ScoreFinderForm>(submitted);
  const [shown, setShown] = useState<Partial<Record<keyof ScoreFinderForm, boolean>>>(() =>
    searched
      ? { certificate: true, year: true, section: true, percentage: true, marks: true, maximum: true }
      : params.has('prefill')
        ? { certificate: true, year: true, percentage: true }
        : {},
  );
  // Back and forward between searches: the form follows the search in the URL.
  const submittedKey = searched ? JSON.stringify(submitted) : '';
  const [shownKey, setShownKey] = useState(submittedKey);
  if (shownKey !== submittedKey) {
    setShownKey(submittedKey);
    if (submittedKey) setForm(JSON.parse(submittedKey) as ScoreFinderForm);
  }
  // A first visit without a search or a prefill starts from the student's profile (issue 24);
  // nothing is searched until they press the button. Only while the form is untouched.
  const wantsProfile = !searched && !params.has('prefill') && !params.has('cert');
  const own = useOwnUser(wantsProfile);
  const [fromProfile, setFromProfile] = useState(false);
  const profileForm = wantsProfile && !fromProfile ? finderFormFromProfile(own.data) : null;
  if (profileForm && form.certificate === '' && Object.keys(shown).length === 0) {
    setFromProfile(true);
    setForm(profileForm);
  }
  const errors = validateScoreFinder(form);
  const query = searched ? toScoreQuery(submitted) : null;

  const { data, error, isLoading, mutate } = useFinderData(query !== null);
  const { data: masterFaculties } = useMasterFaculties();
  const allFloors = useAllFloors();
  const yearLabels = useAcademicYearLabels();
  // The certificate's year chooses the councils' table (issue 24; `floorsYearFor`): a year counts
  // once a cell of it has a percent (a table started empty does not stand in for one).
  const tableYears = useMemo(
    () => [...new Set((allFloors.data ?? []).filter((c) => c.percent !== null).map((c) => c.academic_year))],
    [allFloors.data],
  );
  const floorsChoice = query ? floorsYearFor(query, yearLabels, tableYears) : null;
  const floorsYear = floorsChoice?.academicYear ?? null;
  const floors = { data: (allFloors.data ?? []).filter((c) => c.academic_year === floorsYear) };

  const clearResults = () => {
    if ([...params.keys()].length) setParams({}, { replace: true });
  };

  const result = useMemo(() => {
    if (!query || !data) return null;
    try {
      const tiers = new Map(data.links.map((l) => [l.university_code, l.tier]));
      const cells = (allFloors.data ?? []).filter((c) => c.academic_year === floorsYear);
      const byFloor = matchFloors(data.offerings, query, cells, (code) => tiers.get(code), floorsYear);
      return {
        groups: groupByFaculty([...matchOfferings(data.offerings, query), ...byFloor]),
        byFloor: byFloor.length,
        failure: null,
      };
    } catch (err) {
      console.error(err);
      const failure =
        query.certificate === 'native' ? SCORE_FINDER_MESSAGES.searchFailedNative : SCORE_FINDER_MESSAGES.searchFailed;
      return { groups: [], byFloor: 0, failure };
    }
  }, [query?.certificate, query?.year, query?.section, query?.score, data, allFloors.data, floorsYear]); // eslint-disable-line react-hooks/exhaustive-deps
  // The floors' sources, named once under the results (the same table for every faculty).
  const equivalent = query?.certificate === 'arab_english';
  const floorSources =
    floors.data.find((f) =>
      equivalent ? f.certificate_group === 'equivalent' : f.faculty_group === 'MED' && f.tier === '3',
    )?.sources ?? [];
  // Equivalent certificates: the groups the councils' equivalent table gives no floor for.
  const floorGaps = equivalent && floorsYear ? equivalentFloorGaps(floors.data, floorsYear) : [];

  const logos = useMemo(
    () => new Map((masterFaculties ?? []).map((f) => [f.faculty_code.toUpperCase(), f.faculty_logo])),
    [masterFaculties],
  );
  const universityLinks = useMemo(() => linksByCode(data?.links ?? []), [data]);

  const chosenFaculty = params.get('faculty')?.toUpperCase() ?? null;
  const sortParam = params.get('sort');
  const sort = isFinderSort(sortParam) ? sortParam : DEFAULT_FINDER_SORT;
  const filters = useMemo(() => finderFiltersFrom((name) => params.get(name)), [params]);
  const tabParam = params.get('tab');
  const tab = (ASSISTANT_CATEGORY_ORDER as readonly string[]).includes(tabParam ?? '') ? (tabParam as Category) : null;
  const chosenGroup = chosenFaculty ? (result?.groups.find((g) => g.facultyCode === chosenFaculty) ?? null) : null;

  const update = (mutateParams: (p: URLSearchParams) => void, replace = false) => {
    const next = new URLSearchParams(params);
    mutateParams(next);
    setParams(next, { replace });
  };

  return (
    <div className="page assistant">
      <div className="container">
        <h1 className="section__title">ما الكليات المناسبة لمجموعي؟</h1>
        <p className="section__lead">
          اختر شهادتك وسنتك وشعبتك وأدخل مجموعك، وسنعرض الكليات التي يسمح بها مجموعك مرتبة حسب عدد الجامعات التي تقدمها.
        </p>

        {fromProfile && !searched && (
          <p className="assistant-hint" data-prefilled>
            ملأنا النموذج من ملفك الشخصي؛ راجعه ثم اضغط «ابحث عن الكليات».
          </p>
        )}
        <ScoreForm
          form={form}
          errors={errors}
          shown={shown}
          loading={isLoading}
          onCertificate={(certificate) => {
            // Spec 2 §4: a new certificate clears year, section, percentage, results and error.
            setForm({ certificate, year: '', section: '', percentage: '' });
            setShown({ certificate: true });
            clearResults();
          }}
          onYear={(year) => {
            // Spec 2 §4: a new year clears section, result, error and matches.
            setForm((f) => ({ ...f, year, section: '' }));
            setShown((s) => ({ ...s, year: true, section: false }));
            clearResults();
          }}
          onSection={(section) => {
            setForm((f) => ({ ...f, section }));
            setShown((s) => ({ ...s, section: true }));
          }}
          onPercentage={(percentage) => setForm((f) => ({ ...f, percentage }))}
          onMode={(mode) => setForm((f) => ({ ...f, mode, marks: f.marks ?? '', maximum: f.maximum ?? '' }))}
          onMarks={(marks) => setForm((f) => ({ ...f, marks }))}
          onMaximum={(maximum) => {
            setForm((f) => ({ ...f, maximum }));
            setShown((s) => ({ ...s, maximum: true }));
          }}
          onBlur={(field) => setShown((s) => ({ ...s, [field]: true }))}
          onSubmit={() => setParams(paramsFromForm(form))}
          yearLabels={yearLabels}
        />

        <section className="assistant-results" aria-live="polite" aria-label="نتائج البحث">
          {searched && !query && (
            <AsyncSection
              isLoading={false}
              error
              errorText={Object.values(validateScoreFinder(submitted))[0] ?? SCORE_FINDER_MESSAGES.searchFailed}
            >
              {null}
            </AsyncSection>
          )}
          {query && (isLoading || error || result?.failure || result?.groups.length === 0) && (
            <AsyncSection
              isLoading={isLoading}
              error={error || result?.failure}
              onRetry={error ? () => void mutate() : undefined}
              errorText={error ? SCORE_FINDER_MESSAGES.loadFailed : result?.failure}
              loadingText="جارٍ البحث عن الكليات..."
              isEmpty
              emptyText={noMatchMessage(
                query,
                yearLabels,
                finderColumnHasFigures(data?.offerings ?? [], query, floors.data.length),
              )}
            >
              {null}
            </AsyncSection>
          )}
          {query && result && result.groups.length > 0 && !chosenGroup && (
            <MatchedFacultyList
              groups={result.groups}
              logos={logos}
              onChoose={(code) =>
                update((p) => {
                  p.set('faculty', code);
                  p.delete('tab');
                })
              }
            />
          )}
          {query && chosenGroup && (
            <FacultyUniversities
              group={chosenGroup}
              facultyName={facultyNameOf(chosenGroup.facultyCode)}
              tab={tab}
              links={universityLinks}
              score={query.score}
              sort={sort}
              columnLabel={query.certificate === 'native' || !query.year ? undefined : yearLabels[query.year]}
              onTab={(category) => update((p) => p.set('tab', category), true)}
              onSort={(next) => update((p) => p.set('sort', next), true)}
              filters={filters}
              onFilter={(changes) =>
                update((p) => {
                  for (const [param, value] of Object.entries(changes)) {
                    if (value) p.set(param, value);
                    else p.delete(param);
                  }
                }, true)
              }
              onBack={() =>
                update((p) => {
                  p.delete('faculty');
                  p.delete('tab');
                })
              }
            />
          )}
          {query && floorsChoice?.fallback && (
            <p className="assistant-hint" data-floors-fallback>
              {floorsFallbackNote(floorsChoice)}
            </p>
          )}
          {query && result && result.byFloor > 0 && (
            <p className="assistant-hint assistant-floor-note">
              الأرقام المعلَّمة «الحد الأدنى للتقدم» هي{' '}
              {equivalent ? equivalentFloorLabel(floorsYear ?? undefined) : floorLabel(floorsYear ?? undefined)}، بحسب
              فئة الجامعة ومجموعة الكلية، وليست آخر مجموع قبلته الجامعة؛ ولا يحدد مصدر الشعبة المطلوبة لكل كلية.
              {floorSources.slice(0, 2).map((source, i) => (
                <span key={`${source.url}-${i}`}>
                  {' '}
                  <SafeLink href={source.url}>المصدر {i + 1}</SafeLink>
                </span>
              ))}
            </p>
          )}
          {query && floorGaps.length > 0 && (
            <div className="assistant-hint assistant-floor-gaps" data-floor-gaps>
              <p>
                {equivalentFloorLabel(floorsYear ?? undefined)}: <strong>غير متاح</strong> لهذه المجموعات من الكليات،
                فلا تظهر كلياتها هنا — راجع موقع الجامعة أو مكتب التنسيق:
              </p>
              <ul>
                {floorGaps.map((g) => (
                  <li key={g}>{FLOOR_GROUP_LABELS[g]}</li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
