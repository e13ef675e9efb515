import {
  CATEGORY_LABELS,
  COMPARISON_SCORE_FIELDS,
  SUBTYPE_LABELS,
  SCORE_TRACK_NAMES,
  compareOfferings,
  comparisonSummary,
  formatAssistantScore,
  formatFee,
  offeringSectionLabel,
  splitPrograms,
  type UniversitySubtype,
  type Verdict,
} from '@dalil/domain';
import { useAcademicYearLabels, type FacultyOffering, type UniversityLink } from '@/lib/api/universities';
import { UniversityLogo } from '@/components/university-logo';

const VERDICT_TEXT: Record<Verdict, string> = { better: 'أفضل', worse: 'أسوأ', equal: 'متساوٍ' };

function Cell({ verdict, children }: { verdict?: Verdict; children: React.ReactNode }) {
  return (
    <td className={verdict ? `assistant-compare__cell--${verdict}` : undefined} data-verdict={verdict}>
      {children}
      {verdict && verdict !== 'equal' && <span className="assistant-compare__badge">{VERDICT_TEXT[verdict]}</span>}
    </td>
  );
}

/** 'الجامعات الأهلية — الجامعات الأهلية الدولية'; once when the section's name is the type's. */
function typeLabel(offering: FacultyOffering): string {
  const category = CATEGORY_LABELS[offering.category];
  const subtype = SUBTYPE_LABELS[offering.type as UniversitySubtype];
  return subtype && subtype !== category ? `${category} — ${subtype}` : category;
}

export interface ComparedUniversity {
  offering: FacultyOffering;
  link?: UniversityLink;
  showFacultyName: boolean;
}

/** Spec 2 §2.6: the table, better/worse highlighting by the rules of §5, the count and the summary. */
export function ComparisonTable({ a, b }: { a: ComparedUniversity; b: ComparedUniversity }) {
  const result = compareOfferings(a.offering, b.offering);
  const nameOf = (u: ComparedUniversity) =>
    u.offering.university_Arabic_Name ?? u.link?.university_Arabic_Name ?? u.offering.university_code;
  // The same academic years as the guide's columns and the score finder (issue 22).
  const yearLabels = useAcademicYearLabels();
  const summary = comparisonSummary(result, [nameOf(a), nameOf(b)], yearLabels);
  const both = [a, b] as const;

  return (
    <div className="assistant-compare">
      <div className="assistant-table-wrap">
        <table className="assistant-compare__table">
          <caption className="visually-hidden">مقارنة الكلية بين الجامعتين</caption>
          <thead>
            <tr>
              <th scope="col">البند</th>
              {both.map((u, i) => (
                <th key={i} scope="col">
                  <span className="assistant-compare__uni">
                    <UniversityLogo
                      className="assistant-logo"
                      src={u.link?.university_Logo}
                      alt={`شعار ${nameOf(u)}`}
                      size={48}
                    />
                    <span>{nameOf(u)}</span>
                    {u.showFacultyName && <small>{u.offering.faculty}</small>}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">نوع الجامعة</th>
              {both.map((u, i) => (
                <Cell key={i}>{typeLabel(u.offering)}</Cell>
              ))}
            </tr>
            <tr>
              <th scope="row">البرامج</th>
              {both.map((u, i) => (
                <Cell key={i}>
                  <ul className="assistant-programs">
                    {splitPrograms(u.offering.programs).map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </Cell>
              ))}
            </tr>
            <tr>
              <th scope="row">الشعبة</th>
              {both.map((u, i) => (
                <Cell key={i}>{offeringSectionLabel(u.offering.section)}</Cell>
              ))}
            </tr>
            <tr data-row="fees-egyptian">
              <th scope="row">المصروفات للمصريين</th>
              {both.map((u, i) => (
                <Cell key={i} verdict={result.egyptianFees[i]}>
                  <span dir="ltr">{formatFee(u.offering.feesEgyption, 'EGP')}</span>
                </Cell>
              ))}
            </tr>
            <tr data-row="fees-foreign">
              <th scope="row">المصروفات للوافدين</th>
              {both.map((u, i) => (
                <Cell key={i} verdict={result.foreignFees[i]}>
                  <span dir="ltr">{formatFee(u.offering.feesNatives, 'USD')}</span>
                </Cell>
              ))}
            </tr>
            {result.scores.map((row) => (
              <tr key={row.field} data-row={row.field}>
                <th scope="row">
                  {row.track
                    ? `${SCORE_TRACK_NAMES[row.track].name} — ${yearLabels[row.year!]}`
                    : 'الحد الأدنى للوافدين'}
                </th>
                {both.map((u, i) => (
                  <Cell key={i} verdict={row.verdicts[i]}>
                    <span dir="ltr">
                      {formatAssistantScore(u.offering[row.field as keyof FacultyOffering] as string)}
                    </span>
                  </Cell>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="assistant-hint">
        الأقل أفضل في المصروفات والحدود الدنيا؛ القيمة غير المتوفرة تُعد أقل من المتوفرة. عدد مقارنات الحدود الدنيا:{' '}
        {COMPARISON_SCORE_FIELDS.length - 1} + 1 = {COMPARISON_SCORE_FIELDS.length}.
      </p>
      <section className="assistant-summary" aria-labelledby="compare-summary">
        <h2 id="compare-summary" className="assistant-results__title">
          الملخص
        </h2>
        <ul>
          {summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
