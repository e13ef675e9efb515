import { Link } from 'react-router-dom';
import {
  SCORE_TRACKS, STUDY_YEARS, TRACK_LABELS, formatAssistantScore, formatFee, isFeeAbsent, offeringSectionLabel, splitPrograms,
} from '@dalil/domain';
import type { Category, FacultyOffering, UniversityLink } from '@/lib/api/universities';
import { guidePage } from '@/lib/paths';
import { UniversityLogo } from './university-logo';
import { yearLabels } from './year-labels';

/** Spec 2 §2.5: these universities show the faculty's own name under theirs. */
export const SHOW_FACULTY_NAME_ON_FACULTY_PAGE = new Set(['AASTMT', 'KSIU', 'SU']);

const FEE_CATEGORY_LABELS = ['الفئة أ', 'الفئة ب', 'الفئة ج', 'الفئة د'];

/** Fee categories A–D that are present; category A alone shows 'غير متوفر' when none is. */
function FeeList({ fees, currency }: { fees: Array<string | null | undefined>; currency: 'EGP' | 'USD' }) {
  const present = fees.map((fee, i) => ({ fee, label: FEE_CATEGORY_LABELS[i] })).filter(({ fee }) => !isFeeAbsent(fee));
  if (present.length === 0) return <span>{formatFee(null, currency)}</span>;
  if (present.length === 1 && present[0].label === FEE_CATEGORY_LABELS[0]) return <span dir="ltr">{formatFee(present[0].fee, currency)}</span>;
  return (
    <ul className="assistant-fees">
      {present.map(({ fee, label }) => (
        <li key={label}>
          {label}: <span dir="ltr">{formatFee(fee, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

export function OfferingCard({ offering, link, category }: { offering: FacultyOffering; link?: UniversityLink; category: Category }) {
  const labels = yearLabels(link);
  const programs = splitPrograms(offering.programs);
  const name = offering.university_Arabic_Name ?? link?.university_Arabic_Name ?? offering.university_code;
  return (
    <article className="assistant-offering" aria-label={name}>
      <header className="assistant-offering__head">
        <UniversityLogo src={link?.university_Logo} alt={`شعار ${name}`} />
        <div>
          <h3 className="assistant-offering__name">{name}</h3>
          {SHOW_FACULTY_NAME_ON_FACULTY_PAGE.has(offering.university_code) && (
            <p className="assistant-offering__faculty">{offering.faculty}</p>
          )}
        </div>
      </header>

      <dl className="assistant-offering__facts">
        <div>
          <dt>البرامج</dt>
          <dd>
            {programs.length ? (
              <ul className="assistant-programs">{programs.map((p) => <li key={p}>{p}</li>)}</ul>
            ) : 'غير متوفر'}
          </dd>
        </div>
        <div>
          <dt>المصروفات للمصريين (سنوياً)</dt>
          <dd><FeeList fees={[offering.feesEgyption, offering.feesEgyption2, offering.feesEgyption3, offering.feesEgyption4]} currency="EGP" /></dd>
        </div>
        <div>
          <dt>المصروفات للوافدين (سنوياً)</dt>
          <dd><FeeList fees={[offering.feesNatives, offering.feesNatives2, offering.feesNatives3, offering.feesNatives4]} currency="USD" /></dd>
        </div>
        <div>
          <dt>الشعبة</dt>
          <dd>{offeringSectionLabel(offering.section)}</dd>
        </div>
      </dl>

      <div className="assistant-table-wrap">
        <table className="assistant-scores">
          <caption>الحد الأدنى للقبول</caption>
          <thead>
            <tr>
              <th scope="col">الشهادة</th>
              {STUDY_YEARS.map((y) => <th key={y} scope="col">{labels[y]}</th>)}
            </tr>
          </thead>
          <tbody>
            {SCORE_TRACKS.map((track) => (
              <tr key={track}>
                <th scope="row">{TRACK_LABELS[track]}</th>
                {STUDY_YEARS.map((y) => (
                  <td key={y} dir="ltr">{formatAssistantScore(offering[`${track}_${y}Year_score`])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="assistant-offering__foreign">
        الحد الأدنى للطلاب الوافدين: <strong dir="ltr">{formatAssistantScore(offering.wafdeen_score)}</strong>
      </p>

      <Link className="button button--primary button--small" to={guidePage(category, offering.university_code)}>
        دليل الجامعة
      </Link>
    </article>
  );
}
