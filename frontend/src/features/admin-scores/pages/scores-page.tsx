import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CATEGORY_LABELS,
  SCORE_CERTIFICATE_GROUPS,
  STUDY_YEARS,
  UNIVERSITY_CATEGORIES,
  buildScoreTable,
  compareScoreFaculties,
  facultyNameOf,
  parseCategory,
  scoreFieldOf,
  scoreYearTabs,
  type ScoreCertificateGroup,
  type StudyYear,
} from '@dalil/domain/rules';
import { AdminFrame } from '@/components/admin/admin-frame';
import { AsyncSection } from '@/components/async-section';
import { SelectField } from '@/components/fields';
import { Tabs, tabPanelProps, useUrlTab } from '@/components/tabs';
import { paths } from '@/lib/paths';
import { useScoresData } from '../api/scores-data';
import { ScoreTable } from '../components/score-table';
import { TEXTS } from '../texts';
import '../scores.css';

type YearTab = StudyYear | 'arrivals';
const YEAR_TABS: readonly YearTab[] = [...STUDY_YEARS, 'arrivals'];
const CERTIFICATES = SCORE_CERTIFICATE_GROUPS.map((g) => g.id) as ScoreCertificateGroup[];

/**
 * /scores (spec 3 §2 "Scores page"): a tab per study year (labels from the first national links
 * record) and the arrivals tab; certificate-group tabs 1–3; category and faculty filters; the
 * table of averages. Every choice lives in the URL (`?year=&cert=&category=&faculty=`).
 */
export function ScoresPage() {
  const data = useScoresData();
  const [year, setYear] = useUrlTab<YearTab>('year', YEAR_TABS, 'first');
  const [certificate, setCertificate] = useUrlTab<ScoreCertificateGroup>('cert', CERTIFICATES, '1');
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category')) ?? '';
  const faculty = (params.get('faculty') ?? '').toUpperCase();
  const setFilter = (key: 'category' | 'faculty', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const yearTabs = useMemo(
    () => [
      ...scoreYearTabs(data.firstNationalLink).map((t) => ({ value: t.year as YearTab, label: t.label })),
      { value: 'arrivals' as YearTab, label: TEXTS.arrivals },
    ],
    [data.firstNationalLink],
  );
  // A year without a label on the national record has no tab: fall back to the first one.
  const activeYear: YearTab = yearTabs.some((t) => t.value === year) ? year : yearTabs[0].value;
  const groups = useMemo(
    () => (data.grouping ? (activeYear === 'arrivals' ? data.grouping.arrivals : data.grouping.years[activeYear]) : []),
    [data.grouping, activeYear],
  );

  const facultyOptions = useMemo(() => {
    const codes = [...new Set(data.offerings.map((o) => String(o.faculty_short ?? '').toUpperCase()).filter(Boolean))];
    return codes.map((code) => ({ code, name: facultyNameOf(code) })).sort(compareScoreFaculties);
  }, [data.offerings]);

  const table = useMemo(
    () =>
      buildScoreTable({
        offerings: data.offerings,
        universities: data.universities,
        groups: groups ?? [],
        field: scoreFieldOf(activeYear, certificate),
        category,
        faculty,
        facultyName: facultyNameOf,
      }),
    [data.offerings, data.universities, groups, activeYear, certificate, category, faculty],
  );

  const yearLabel = yearTabs.find((t) => t.value === activeYear)?.label ?? '';
  const certificateLabel =
    activeYear === 'arrivals' ? '' : (SCORE_CERTIFICATE_GROUPS.find((g) => g.id === certificate)?.label ?? '');
  const groupingMissing =
    !data.isLoading && !data.grouping && (data.error as { status?: number } | undefined)?.status === 404;

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.scores}
      back={paths.admin}
      backLabel={TEXTS.back}
    >
      <Tabs
        label={TEXTS.yearsLabel}
        idBase="scores-year"
        tabs={yearTabs}
        value={activeYear}
        onChange={(next) => setYear(next)}
      />
      <div {...tabPanelProps('scores-year', activeYear)} className="scores-panel">
        {activeYear !== 'arrivals' && (
          <Tabs
            label={TEXTS.certificatesLabel}
            idBase="scores-cert"
            className="scores-certificates"
            tabs={SCORE_CERTIFICATE_GROUPS.map((g) => ({
              value: g.id as ScoreCertificateGroup,
              label: `${g.id}. ${g.label}`,
            }))}
            value={certificate}
            onChange={(next) => setCertificate(next)}
          />
        )}
        <div {...(activeYear === 'arrivals' ? {} : tabPanelProps('scores-cert', certificate))}>
          <div className="scores-filters">
            <SelectField
              label={TEXTS.category}
              value={category}
              placeholder={TEXTS.allCategories}
              options={UNIVERSITY_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
              onChange={(e) => setFilter('category', e.target.value)}
            />
            <SelectField
              label={TEXTS.faculty}
              value={faculty}
              placeholder={TEXTS.allFaculties}
              options={facultyOptions.map((f) => ({ value: f.code, label: f.name }))}
              onChange={(e) => setFilter('faculty', e.target.value)}
            />
          </div>
          <p className="scores-hint">{TEXTS.howTo}</p>
          <AsyncSection
            isLoading={data.isLoading}
            error={groupingMissing ? null : data.error}
            onRetry={data.retry}
            loadingText={TEXTS.loading}
            errorText={TEXTS.loadFailed}
            retryLabel={TEXTS.retry}
            isEmpty={groupingMissing || table.rows.length === 0 || table.columns.length === 0}
            emptyText={groupingMissing ? TEXTS.groupingMissing : TEXTS.empty}
          >
            <ScoreTable caption={TEXTS.tableLabel(yearLabel, certificateLabel)} table={table} logos={data.logos} />
          </AsyncSection>
        </div>
      </div>
    </AdminFrame>
  );
}
