import { useRef, type ReactNode } from 'react';
import {
  FEE_CATEGORIES,
  bioLines,
  SCORE_TRACKS,
  SCORE_TRACK_LABELS,
  STUDY_YEARS,
  WAFDEEN_LABEL,
  formatAssistantScore,
  formatFee,
  formatScore,
  guideStudyYears,
  isFeeAbsent,
  sectionLabel,
  splitPrograms,
  studyYearLabel,
  type StudyYear,
  FEE_NOT_AVAILABLE,
  FEE_UNIT_LABELS,
  FEE_UNIT_UNKNOWN,
  SOURCE_KIND_LABELS,
  feeYearLabel,
  floorLabel,
  formatPercent,
  freshnessOf,
  hasSource,
  isFigureShown,
  equivalentFloorLabel,
  type FigureSource,
  type FloorCell,
} from '@dalil/domain/rules';
import { SafeLink, isFollowableLink } from '@/components/safe-link';
import { useOverflowX } from '@/lib/use-overflow-x';
import type { Category, FacultyOffering, UniversityLink } from '@/lib/api/universities';

/** Amounts read left to right ('185,000 EGP'); the Arabic 'not available' keeps the page direction. */
function FeeCell({ value, currency }: { value: string | null | undefined; currency: 'EGP' | 'USD' }) {
  return <td dir={isFeeAbsent(value) ? undefined : 'ltr'}>{formatFee(value, currency)}</td>;
}

type FeeField = `feesEgyption${'' | '2' | '3' | '4'}` | `feesNatives${'' | '2' | '3' | '4'}`;

/**
 * How scores read. The guide page (spec 1 §2): national universities list only the fourth and
 * fifth year, '-' stays '-'. The assistant's faculty page (spec 2 §5): all five years, and empty,
 * '-' and '0' read 'غير متوفر'.
 */
const SCORE_RULES: Record<
  'guide' | 'assistant',
  { years: (category: Category) => StudyYear[]; format: (score: string | number | null | undefined) => string }
> = {
  guide: { years: guideStudyYears, format: formatScore },
  assistant: { years: () => [...STUDY_YEARS], format: formatAssistantScore },
};

/** «المصدر: موقع الجامعة» as a link to the page the figure was read from. */
export function SourceLine({ source, prefix = 'المصدر' }: { source: FigureSource; prefix?: string }) {
  return (
    <p className="figure__source">
      {prefix}: <SafeLink href={source.url}>{source.kind ? SOURCE_KIND_LABELS[source.kind] : 'رابط المصدر'}</SafeLink>
      {source.as_of ? (
        <span className="figure__as-of">
          {' '}
          (<bdi>{source.as_of}</bdi>)
        </span>
      ) : null}
    </p>
  );
}

/** A fee as its source states it: amount, unit (or that the page does not say), year and source. */
function StatedFee({ offering }: { offering: FacultyOffering }) {
  const source = offering.fee_source as FigureSource;
  const old = freshnessOf(source) !== 'current';
  return (
    <div className="offering-card__block figure" aria-label="المصروفات">
      <h4>المصروفات</h4>
      <p className="figure__value" dir="auto">
        {offering.fee_stated}
      </p>
      <p className="figure__unit">
        {source.unit_stated && source.unit ? FEE_UNIT_LABELS[source.unit] : FEE_UNIT_UNKNOWN}
      </p>
      <p className={`figure__year${old ? ' figure__year--old' : ''}`}>{feeYearLabel(source)}</p>
      <SourceLine source={source} />
    </div>
  );
}

/** The councils' floor for this faculty at this university's tier, labelled as what it is. */
function FloorFigure({ floor }: { floor: FloorCell }) {
  return (
    <div className="offering-card__block figure" aria-label="الحد الأدنى للتقدم">
      <h4>{floorLabel(floor.academic_year)}</h4>
      <p className="figure__value" dir="ltr">
        {formatPercent(floor.percent)}
      </p>
      <p className="figure__unit">حد أدنى للتقدم لا آخر مجموع قُبل به؛ لا تنشر الجامعات آخر مجموع قبلته.</p>
      {floor.sources.slice(0, 2).map((source, i) => (
        <SourceLine key={`${source.url}-${i}`} source={source} />
      ))}
    </div>
  );
}

/**
 * The councils' floors for equivalent (Arab and foreign) certificates of this faculty's group, each
 * with the tier the decision gives it: the data does not say which tier this university is in.
 */
function EquivalentFloors({ cells }: { cells: FloorCell[] }) {
  return (
    <div className="offering-card__block figure" aria-label="الحد الأدنى للتقدم بالشهادات المعادلة">
      <h4>{equivalentFloorLabel(cells[0].academic_year)}</h4>
      <ul className="figure__value figure__tiers">
        {cells.map((c) => (
          <li key={c.tier}>
            فئة <bdi dir="ltr">{c.tier}</bdi>: <bdi dir="ltr">{formatPercent(c.percent)}</bdi>
          </li>
        ))}
      </ul>
      <p className="figure__unit">
        يضع القرار كل جامعة في فئة؛ راجع المصدر لمعرفة فئة هذه الجامعة. حد أدنى للتقدم لا آخر مجموع قُبل به.
      </p>
      {cells[0].sources.slice(0, 1).map((source, i) => (
        <SourceLine key={`${source.url}-${i}`} source={source} />
      ))}
    </div>
  );
}

export interface OfferingCardProps {
  offering: FacultyOffering;
  /** The university: its year labels (`first_year` …) head the score columns. */
  university: UniversityLink | undefined;
  category: Category;
  /** Which page's score rules apply (see SCORE_RULES); the guide's by default. */
  rules?: 'guide' | 'assistant';
  /** What heads the card; by default the faculty name and its section (the guide page). */
  header?: ReactNode;
  /** The card's accessible name; the faculty by default. */
  label?: string;
  /** Shown at the end (a link, say). */
  footer?: ReactNode;
  /** The councils' floor for this offering (guide page), or undefined when none applies. */
  floor?: FloorCell;
  /** The councils' floors for equivalent certificates of this faculty (guide page; `equivalentFloorsFor`). */
  equivalentFloors?: FloorCell[];
  className?: string;
}

/**
 * One faculty or dual program at one university, as the guide page and the assistant's faculty
 * page show it: programs, annual fees A–D, minimum scores per track and year, and the wafdeen score.
 */
export function OfferingCard({
  offering,
  university,
  category,
  rules = 'guide',
  header,
  label,
  footer,
  floor,
  equivalentFloors = [],
  className = '',
}: OfferingCardProps) {
  // A dual program's text is a description of the agreement (spec 3 §3), not a list: cutting it
  // at commas and dashes would break its sentences, so it is shown as written.
  const isDual = offering.normal_or_Dual === 'dual';
  // The score table says it scrolls whenever its card clips it, at any width (issue 24).
  const scoresRef = useRef<HTMLDivElement>(null);
  const scoresClipped = useOverflowX(scoresRef);
  const programs = isDual ? [] : splitPrograms(offering.programs);
  const details = isDual
    ? bioLines(Array.isArray(offering.programs) ? offering.programs.join('\n') : offering.programs)
    : [];
  const { years: yearsOf, format: formatScoreOf } = SCORE_RULES[rules];
  const years = yearsOf(category);
  const fee = (field: FeeField) => offering[field];
  // Category A is always listed; B–D only when the university has fees for them.
  const feeRows = FEE_CATEGORIES.filter(
    ({ suffix }, i) =>
      i === 0 || !isFeeAbsent(fee(`feesEgyption${suffix}`)) || !isFeeAbsent(fee(`feesNatives${suffix}`)),
  );

  // The generated demo set fills the A–D fee and year-score columns; the real set has none of them
  // (a fee is a text with its source, a score is the councils' floor), so those tables show only
  // when they hold a figure.
  const hasFeeTable = FEE_CATEGORIES.some(
    ({ suffix }) => !isFeeAbsent(fee(`feesEgyption${suffix}`)) || !isFeeAbsent(fee(`feesNatives${suffix}`)),
  );
  const present = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';
  const hasScoreTable =
    present(offering.wafdeen_score) ||
    SCORE_TRACKS.some((t) => STUDY_YEARS.some((y) => present(offering[`${t}_${y}Year_score`])));
  // A stated figure shows only with its source and a known academic year (isFigureShown).
  const statedFee = isFigureShown(offering.fee_stated, offering.fee_source);
  const ownMinimum = isFigureShown(offering.score_stated, offering.score_source);
  const feesHref = isFollowableLink(university?.fees_page)
    ? university?.fees_page
    : isFollowableLink(university?.website)
      ? university?.website
      : null;

  return (
    <article className={`offering-card ${className}`.trim()} aria-label={label ?? offering.faculty}>
      {header ?? (
        <>
          <h3 className="offering-card__title">{offering.faculty}</h3>
          <p className="offering-card__section">الشعبة: {sectionLabel(offering.section)}</p>
        </>
      )}

      {details.length > 0 && (
        <div className="offering-card__block">
          <h4>تفاصيل البرنامج</h4>
          {details.map((line, i) => (
            <p key={i} className="offering-card__details">
              {line}
            </p>
          ))}
        </div>
      )}

      {programs.length > 0 && (
        <div className="offering-card__block">
          <h4>البرامج</h4>
          <ul className="offering-card__programs">
            {programs.map((program, i) => (
              <li key={`${program}-${i}`}>{program}</li>
            ))}
          </ul>
        </div>
      )}

      {statedFee && <StatedFee offering={offering} />}
      {!statedFee && !hasFeeTable && (
        <div className="offering-card__block figure" aria-label="المصروفات">
          <h4>المصروفات</h4>
          <p className="figure__missing">
            <SafeLink href={feesHref}>{FEE_NOT_AVAILABLE}</SafeLink>
          </p>
        </div>
      )}
      {hasFeeTable && (
        <div className="offering-card__block">
          <table className="guide-table">
            <caption>المصروفات السنوية</caption>
            <thead>
              <tr>
                <th scope="col">الفئة</th>
                <th scope="col">للمصريين</th>
                <th scope="col">للوافدين</th>
              </tr>
            </thead>
            <tbody>
              {feeRows.map(({ suffix, label }) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <FeeCell value={fee(`feesEgyption${suffix}`)} currency="EGP" />
                  <FeeCell value={fee(`feesNatives${suffix}`)} currency="USD" />
                </tr>
              ))}
            </tbody>
          </table>
          {hasSource(offering.fee_source) && !statedFee && (
            <>
              <p className="figure__year">{feeYearLabel(offering.fee_source)}</p>
              <SourceLine source={offering.fee_source as FigureSource} />
            </>
          )}
        </div>
      )}

      {floor && <FloorFigure floor={floor} />}
      {equivalentFloors.length > 0 && <EquivalentFloors cells={equivalentFloors} />}
      {ownMinimum && (
        <div className="offering-card__block figure" aria-label="حد أدنى نشرته الجامعة">
          <h4>حد أدنى نشرته الجامعة {offering.score_source?.academic_year ?? ''}</h4>
          <p className="figure__value" dir="ltr">
            {formatPercent(offering.score_stated)}
          </p>
          <SourceLine source={offering.score_source as FigureSource} />
        </div>
      )}
      {!floor && !ownMinimum && !hasScoreTable && (
        <div className="offering-card__block figure" aria-label="الحد الأدنى للتقدم">
          <h4>الحد الأدنى للتقدم</h4>
          <p className="figure__missing">
            {university && (university.tier === null || university.tier === undefined)
              ? 'لا يشمل جدول مجلسي الجامعات الخاصة والأهلية هذه الجامعة — راجع شروط القبول على موقعها'
              : 'لا يذكر جدول مجلسي الجامعات الخاصة والأهلية حدًا لهذه الكلية — راجع موقع الجامعة'}
          </p>
        </div>
      )}

      {hasScoreTable && (
        <div
          ref={scoresRef}
          className="offering-card__block guide-table__scroll"
          role="region"
          aria-label="الحد الأدنى للقبول (جدول قابل للتمرير)"
          tabIndex={0}
        >
          <table className="guide-table guide-table--scores">
            <caption>الحد الأدنى للقبول</caption>
            <thead>
              <tr>
                <th scope="col">الشهادة</th>
                {years.map((year) => (
                  <th key={year} scope="col">
                    {studyYearLabel(university, year)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SCORE_TRACKS.map((track) => (
                <tr key={track}>
                  <th scope="row">{SCORE_TRACK_LABELS[track]}</th>
                  {years.map((year) => (
                    <td key={year} dir="ltr">
                      {formatScoreOf(offering[`${track}_${year}Year_score`])}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{WAFDEEN_LABEL}</th>
                <td colSpan={years.length} dir="ltr">
                  {formatScoreOf(offering.wafdeen_score)}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {hasScoreTable && scoresClipped && (
        <p className="guide-table__hint guide-table__hint--measured" aria-hidden="true">
          اسحب الجدول أفقياً لرؤية كل السنوات
        </p>
      )}
      {hasSource(offering.listing_source) && (
        <SourceLine source={offering.listing_source as FigureSource} prefix="مصدر وجود الكلية" />
      )}
      {footer}
    </article>
  );
}
