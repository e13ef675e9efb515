import type { ReactNode } from 'react';
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
} from '@dalil/domain';
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
  className = '',
}: OfferingCardProps) {
  // A dual program's text is a description of the agreement (spec 3 §3), not a list: cutting it
  // at commas and dashes would break its sentences, so it is shown as written.
  const isDual = offering.normal_or_Dual === 'dual';
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
      </div>

      <div
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
      <p className="guide-table__hint" aria-hidden="true">
        اسحب الجدول أفقياً لرؤية كل السنوات
      </p>
      {footer}
    </article>
  );
}
