import {
  FLOOR_FINDER_YEAR,
  UNKNOWN_FACT,
  classifyStatus,
  desireAdmissionFields,
  excludesText,
  feeYearLabel,
  formatDeadline,
  formatFee,
  formatPercent,
  marginText,
  minimumLabel,
  minimumSources,
  offeringMinimum,
  sourcedYearlyFee,
  type DesireRow,
  type FinderSection,
  type FloorCell,
  type ScoreQuery,
} from '@dalil/domain/rules';
import { CostSource, costOf } from '@/components/degree-cost';
import type { DesireData } from '../api/desire-data';

export interface DesireStudent {
  query: Omit<ScoreQuery, 'score'>;
  score: number | null;
}

/** The rows' student: the first-year Thanaweya minimum of the chosen track, as in the comparison. */
export const studentOf = ({ track, score }: { track: FinderSection; score: number | null }): DesireStudent => ({
  query: { certificate: 'thawya', year: FLOOR_FINDER_YEAR, section: track },
  score,
});

/** The names a row shows: from the offering and its university, else the codes it was saved with. */
export function desireNames(row: DesireRow, data: DesireData) {
  const offering = data.offerings.get(row.offering);
  const link = data.links.get(row.university);
  return {
    university: offering?.university_Arabic_Name ?? link?.university_Arabic_Name ?? row.university,
    faculty: offering?.faculty ?? row.faculty,
    logo: link?.university_Logo ?? null,
    offering,
    link,
  };
}

/**
 * A row's figures, by the rules the comparison and the finder use: the minimum and the margin
 * (`offeringMinimum`, `marginText`), the yearly fee with its year and source (`sourcedYearlyFee`)
 * and the degree's total (`costOf` → `degreeCost`), the admission status and deadline for the
 * student's certificate. «غير متاح» wherever no source gives a figure.
 */
export function DesireFacts({ row, data, student }: { row: DesireRow; data: DesireData; student: DesireStudent }) {
  const { offering, link } = desireNames(row, data);
  if (!offering) {
    return <p className="desire-row__missing">لم تعد هذه الكلية في بيانات الدليل (ربما حُذفت أو تغيّر اسمها).</p>;
  }
  const minimum = offeringMinimum(
    offering,
    student.query,
    (data.floors ?? []) as FloorCell[],
    (code) => data.links.get(code)?.tier,
  );
  const fee = sourcedYearlyFee(offering);
  const cost = costOf(offering, link);
  const fields = desireAdmissionFields(student.query.certificate, student.query.year);
  const status = String(data.statuses.get(row.university)?.[fields.status] ?? '').trim();
  const deadline = String(data.deadlines.get(row.university)?.[fields.deadline] ?? '').trim();

  return (
    <dl className="desire-facts">
      <div>
        <dt>الحد الأدنى</dt>
        <dd>
          {minimum ? (
            <>
              <strong dir="ltr">{formatPercent(minimum.minimumScore)}</strong>
              <small>{minimumLabel(minimum)}</small>
              {minimumSources(minimum).map((s, i) => (
                <small key={`${s.url}-${i}`}>
                  <CostSource source={s} />
                </small>
              ))}
            </>
          ) : (
            UNKNOWN_FACT
          )}
        </dd>
      </div>
      <div>
        <dt>هامش مجموعك</dt>
        <dd>
          {!minimum
            ? UNKNOWN_FACT
            : student.score === null
              ? 'أدخل مجموعك لترى الفرق'
              : marginText(student.score, minimum.minimumScore)}
        </dd>
      </div>
      <div>
        <dt>المصروفات السنوية</dt>
        <dd>
          {fee ? (
            <>
              <span dir="auto">
                {fee.column === 'category_a' ? `${formatFee(fee.text, 'EGP')} (الفئة أ)` : fee.text}
              </span>
              <small>{feeYearLabel(fee.source)}</small>
              <small>
                <CostSource source={fee.source} />
              </small>
            </>
          ) : (
            UNKNOWN_FACT
          )}
        </dd>
      </div>
      <div>
        <dt>تكلفة الدراسة كاملة</dt>
        <dd>
          <strong dir="auto">{cost.total.text}</strong>
          {cost.parts[0]?.detail && <small>{cost.parts[0].detail}</small>}
          {excludesText(cost) && <small>{excludesText(cost)}</small>}
        </dd>
      </div>
      <div>
        <dt>حالة التقديم</dt>
        <dd data-status={classifyStatus(status)}>{status || UNKNOWN_FACT}</dd>
      </div>
      <div>
        <dt>آخر موعد</dt>
        <dd>{deadline ? formatDeadline(deadline) : UNKNOWN_FACT}</dd>
      </div>
    </dl>
  );
}
