import {
  FEE_CATEGORIES_EXPLANATION,
  FEE_CATEGORIES_SOURCES,
  SOURCE_KIND_LABELS,
  degreeCost,
  excludesText,
  isPlaceShown,
  normalizeAcademicYear,
  sourcedYearlyFee,
  statedAmount,
  type DegreeCost,
  type FeePolicy,
  type FigureSource,
  type YearlyAmount,
} from '@dalil/domain/rules';
import { SafeLink } from '@/components/safe-link';
import type { FacultyOffering, Place, UniversityLink } from '@/lib/api/universities';

/** The cheapest listed place (dorm or transport) as a yearly amount; its source is not recorded. */
export function cheapestPlace(places: readonly Place[] | null | undefined): YearlyAmount | null {
  const priced = (places ?? [])
    .filter(isPlaceShown)
    .map((p) => ({ label: p.type, amount: statedAmount(p.price), source: null }))
    .filter((p) => p.amount !== null)
    .sort((a, b) => (a.amount ?? 0) - (b.amount ?? 0));
  return priced[0] ?? null;
}

/** The degree cost of an offering at its university, from the records the site reads. */
export function costOf(
  offering: FacultyOffering,
  university: UniversityLink | undefined,
  places: { dorms?: readonly Place[] | null; transport?: readonly Place[] | null } = {},
): DegreeCost {
  const fee = sourcedYearlyFee(offering);
  return degreeCost({
    facultyCode: offering.faculty_short,
    feeText: fee?.text ?? offering.fee_stated,
    feeSource: fee?.source ?? offering.fee_source,
    feeColumn: fee?.column,
    feeCurrency: fee?.column === 'category_a' ? 'EGP' : offering.fee_currency,
    policy: (university?.fee_policy ?? null) as FeePolicy | null,
    dorm: cheapestPlace(places.dorms),
    transport: cheapestPlace(places.transport),
  });
}

/** A source link named by who says so and the academic year («الجامعة، 2021/2022»). */
export function CostSource({ source }: { source: FigureSource }) {
  const year = normalizeAcademicYear(source.academic_year);
  return (
    <SafeLink href={source.url}>
      {source.kind ? SOURCE_KIND_LABELS[source.kind] : 'المصدر'}، {year ?? 'العام غير مذكور'}
    </SafeLink>
  );
}

/** «ما معنى الفئات أ–د؟»: the categories in words, from the universities' pages. */
export function FeeCategoriesNote() {
  return (
    <details className="degree-cost__categories">
      <summary>ما معنى فئات المصروفات (أ–د)؟</summary>
      <p>{FEE_CATEGORIES_EXPLANATION}</p>
      <ul>
        {FEE_CATEGORIES_SOURCES.map((s) => (
          <li key={s.url}>
            <SafeLink href={s.url}>{s.label}</SafeLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The full cost of a degree (issue 24): the total or «غير متاح», what it leaves out, each part with
 * how it was reached and its source and year, the years of study, and the fee categories in words.
 */
export function DegreeCostBlock({
  cost,
  policy,
  title = 'تكلفة الدراسة كاملة',
}: {
  cost: DegreeCost;
  policy?: FeePolicy | null;
  title?: string;
}) {
  const excludes = excludesText(cost);
  return (
    <section className="degree-cost" aria-label={title}>
      <h3 className="degree-cost__title">{title}</h3>
      <p className="degree-cost__total" data-known={cost.total.known}>
        <span>الإجمالي للدراسة كلها: </span>
        <strong dir="auto">{cost.total.text}</strong>
      </p>
      {excludes && <p className="degree-cost__excludes">{excludes}</p>}
      <p className="degree-cost__years">
        مدة الدراسة: {cost.years !== null ? `${cost.years} سنوات` : 'غير متاح'} — {cost.yearsNote}
      </p>
      <table className="guide-table degree-cost__table">
        <caption className="visually-hidden">مكونات تكلفة الدراسة</caption>
        <thead>
          <tr>
            <th scope="col">البند</th>
            <th scope="col">المبلغ، وكيف حُسب ومصدره</th>
          </tr>
        </thead>
        <tbody>
          {cost.parts.map((part) => (
            <tr key={part.key} data-part={part.key} data-included={part.included}>
              <th scope="row">{part.label}</th>
              <td>
                <strong dir="auto">{part.text}</strong>
                <span className="degree-cost__detail">
                  {part.detail}
                  {part.sources.map((s, i) => (
                    <span key={`${s.url}-${i}`} className="degree-cost__source">
                      {' — '}
                      <CostSource source={s} />
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {policy?.note && <p className="degree-cost__note">عن سياسة المصروفات: {policy.note}</p>}
      <FeeCategoriesNote />
    </section>
  );
}
