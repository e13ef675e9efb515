import {
  FEE_CATEGORIES, bioLines, SCORE_TRACKS, SCORE_TRACK_LABELS, WAFDEEN_LABEL, formatFee, formatScore, guideStudyYears,
  isFeeAbsent, sectionLabel, splitPrograms, studyYearLabel,
} from '@dalil/domain';
import type { Category, FacultyOffering, UniversityLink } from '@/lib/api/universities';

/** Amounts read left to right ('185,000 EGP'); the Arabic 'not available' keeps the page direction. */
function FeeCell({ value, currency }: { value: string | null | undefined; currency: 'EGP' | 'USD' }) {
  return <td dir={isFeeAbsent(value) ? undefined : 'ltr'}>{formatFee(value, currency)}</td>;
}

type FeeField = `feesEgyption${'' | '2' | '3' | '4'}` | `feesNatives${'' | '2' | '3' | '4'}`;

/** One faculty or dual program: programs, annual fees A–D, minimum scores per track and year. */
export function OfferingCard({ offering, university, category }: { offering: FacultyOffering; university: UniversityLink; category: Category }) {
  // A dual program's text is a description of the agreement (spec 3 §3), not a list: cutting it
  // at commas and dashes would break its sentences, so it is shown as written.
  const isDual = offering.normal_or_Dual === 'dual';
  const programs = isDual ? [] : splitPrograms(offering.programs);
  const details = isDual ? bioLines(Array.isArray(offering.programs) ? offering.programs.join('\n') : offering.programs) : [];
  const years = guideStudyYears(category);
  const fee = (field: FeeField) => offering[field];
  // Category A is always listed; B–D only when the university has fees for them.
  const feeRows = FEE_CATEGORIES.filter(
    ({ suffix }, i) => i === 0 || !isFeeAbsent(fee(`feesEgyption${suffix}`)) || !isFeeAbsent(fee(`feesNatives${suffix}`)),
  );

  return (
    <article className="offering-card" aria-label={offering.faculty}>
      <h3 className="offering-card__title">{offering.faculty}</h3>
      <p className="offering-card__section">الشعبة: {sectionLabel(offering.section)}</p>

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

      <div className="offering-card__block guide-table__scroll">
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
                    {formatScore(offering[`${track}_${year}Year_score`])}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{WAFDEEN_LABEL}</th>
              <td colSpan={years.length} dir="ltr">
                {formatScore(offering.wafdeen_score)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </article>
  );
}
