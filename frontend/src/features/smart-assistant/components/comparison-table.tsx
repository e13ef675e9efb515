import {
  CATEGORY_LABELS,
  COMPARISON_SCORE_FIELDS,
  FEE_NOT_AVAILABLE,
  SCORE_TRACK_NAMES,
  SUBTYPE_LABELS,
  comparableFee,
  comparisonHighlights,
  excludesText,
  feeYearLabel,
  sourcedYearlyFee,
  statedAmount,
  formatAssistantScore,
  formatFee,
  lowerIsBetterAmong,
  marginOf,
  marginText,
  minimumLabel,
  minimumSources,
  offeringMinimum,
  offeringSectionLabel,
  formatPercent,
  splitPrograms,
  type FloorCell,
  type ScoreQuery,
  type UniversitySubtype,
  type Verdict,
} from '@dalil/domain/rules';
import type { ReactNode } from 'react';
import { useAcademicYearLabels, type FacultyOffering, type Place, type UniversityLink } from '@/lib/api/universities';
import { Logo } from '@/components/logo';
import { SafeLink, isFollowableLink } from '@/components/safe-link';
import { CostSource, FeeCategoriesNote, cheapestPlace, costOf } from '@/components/degree-cost';

/** Fees only (issue 24): the lowest is marked, a higher one is only «أعلى»; minimums are never marked. */
const VERDICT_TEXT: Record<Verdict, string> = { better: 'الأقل', worse: 'أعلى', equal: 'متساوٍ' };

function Cell({ verdict, children }: { verdict?: Verdict; children: ReactNode }) {
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
  dorms?: readonly Place[];
  transport?: readonly Place[];
}

/** The student's certificate, track and year (the finder's), and the score when one is given. */
export interface ComparedStudent {
  query: Omit<ScoreQuery, 'score'>;
  score: number | null;
}

/** The city, when the university record has one (another change adds it); else «غير متاح». */
const cityOf = (link: UniversityLink | undefined) => {
  const city = String((link as { city?: unknown } | undefined)?.city ?? '').trim();
  return city || 'غير متاح';
};

function PlaceCell({ places, href, what }: { places?: readonly Place[]; href?: string | null; what: string }) {
  const cheapest = cheapestPlace(places);
  return (
    <td>
      {cheapest ? (
        <>
          من {formatFee(String(cheapest.amount), 'EGP')} <small>({cheapest.label})</small>
          <small className="assistant-compare__note">لا يذكر الدليل مصدر السعر ولا مدته</small>
        </>
      ) : (
        'غير متاح'
      )}
      {isFollowableLink(href) && (
        <small className="assistant-compare__note">
          <SafeLink href={href}>{what} على موقع الجامعة</SafeLink>
        </small>
      )}
    </td>
  );
}

/**
 * Issue 24 item 3: two to four universities for one faculty — minimum and margin for the student's
 * score, yearly fee with its year and source, the degree's total cost, length of study, city, dorms
 * and transport, official links. "Lower is better" marks fees only.
 */
export function ComparisonTable({
  items,
  student,
  floors,
}: {
  items: readonly ComparedUniversity[];
  student: ComparedStudent;
  floors: readonly FloorCell[];
}) {
  const yearLabels = useAcademicYearLabels();
  const nameOf = (u: ComparedUniversity) =>
    u.offering.university_Arabic_Name ?? u.link?.university_Arabic_Name ?? u.offering.university_code;
  const tiers = new Map(items.map((u) => [u.offering.university_code, u.link?.tier]));
  const rows = items.map((u) => {
    const minimum = offeringMinimum(u.offering, student.query, floors, (c) => tiers.get(c));
    const sourced = sourcedYearlyFee(u.offering);
    const fee = sourced
      ? {
          known: true as const,
          text: sourced.column === 'category_a' ? `${formatFee(sourced.text, 'EGP')} (الفئة أ)` : sourced.text,
          yearLabel: feeYearLabel(sourced.source),
          source: sourced.source,
          amount: statedAmount(sourced.text),
        }
      : { known: false as const };
    const cost = costOf(u.offering, u.link, { dorms: u.dorms, transport: u.transport });
    return {
      u,
      minimum,
      margin: minimum && student.score !== null ? marginOf(student.score, minimum.minimumScore) : null,
      fee,
      cost,
    };
  });
  const feeVerdicts = lowerIsBetterAmong(rows.map((r) => (r.fee.known ? r.fee.amount : null)));
  const totalVerdicts = lowerIsBetterAmong(rows.map((r) => (r.cost.total.known ? r.cost.total.low : null)));
  const egyptian = lowerIsBetterAmong(items.map((u) => comparableFee(u.offering.feesEgyption)));
  const foreign = lowerIsBetterAmong(items.map((u) => comparableFee(u.offering.feesNatives)));
  const sameSection = new Set(items.map((u) => String(u.offering.section ?? '').trim())).size === 1;
  const highlights = [
    sameSection ? 'الشعبة المطلوبة واحدة في الجامعات المختارة.' : 'الشعبة المطلوبة مختلفة بين الجامعات المختارة.',
    ...comparisonHighlights(
      rows.map((r) => ({
        name: nameOf(r.u),
        fee: r.fee.known ? r.fee.amount : null,
        total: r.cost.total.known ? r.cost.total.low : null,
        margin: r.margin,
      })),
    ),
  ];
  const feesHref = (link?: UniversityLink) =>
    isFollowableLink(link?.fees_page) ? link?.fees_page : isFollowableLink(link?.website) ? link?.website : null;

  return (
    <div className="assistant-compare">
      <div className="assistant-table-wrap" role="region" tabIndex={0} aria-label="جدول المقارنة">
        <table className="assistant-compare__table" data-columns={items.length}>
          <caption className="visually-hidden">مقارنة الكلية بين الجامعات المختارة</caption>
          <thead>
            <tr>
              <th scope="col">البند</th>
              {items.map((u) => (
                <th key={u.offering._id} scope="col">
                  <span className="assistant-compare__uni">
                    <Logo
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
            <tr data-row="type">
              <th scope="row">نوع الجامعة</th>
              {items.map((u) => (
                <Cell key={u.offering._id}>{typeLabel(u.offering)}</Cell>
              ))}
            </tr>
            <tr data-row="city">
              <th scope="row">المدينة</th>
              {items.map((u) => (
                <Cell key={u.offering._id}>{cityOf(u.link)}</Cell>
              ))}
            </tr>
            <tr data-row="minimum">
              <th scope="row">الحد الأدنى للتقدم</th>
              {rows.map(({ u, minimum }) => (
                <Cell key={u.offering._id}>
                  {minimum ? (
                    <>
                      <strong dir="ltr">{formatPercent(minimum.minimumScore)}</strong>
                      <small className="assistant-compare__note">{minimumLabel(minimum, yearLabels.first)}</small>
                      {minimumSources(minimum).map((s, i) => (
                        <small key={`${s.url}-${i}`} className="assistant-compare__note">
                          <CostSource source={s} />
                        </small>
                      ))}
                    </>
                  ) : (
                    'غير متاح'
                  )}
                </Cell>
              ))}
            </tr>
            <tr data-row="margin">
              <th scope="row">مجموعك مقارنة بالحد الأدنى</th>
              {rows.map(({ u, minimum }) => (
                <Cell key={u.offering._id}>
                  {!minimum
                    ? 'غير متاح'
                    : student.score === null
                      ? 'أدخل مجموعك لترى الفرق'
                      : marginText(student.score, minimum.minimumScore)}
                </Cell>
              ))}
            </tr>
            <tr data-row="fee-stated">
              <th scope="row">المصروفات السنوية (بمصدر وعام)</th>
              {rows.map(({ u, fee }, i) => (
                <Cell key={u.offering._id} verdict={fee.known ? feeVerdicts[i] : undefined}>
                  {fee.known ? (
                    <>
                      <span dir="auto">{fee.text}</span>
                      <small className="assistant-compare__note">{fee.yearLabel}</small>
                      <small className="assistant-compare__note">
                        <CostSource source={fee.source} />
                      </small>
                    </>
                  ) : (
                    <SafeLink href={feesHref(u.link)}>{FEE_NOT_AVAILABLE}</SafeLink>
                  )}
                </Cell>
              ))}
            </tr>
            <tr data-row="total-cost">
              <th scope="row">تكلفة الدراسة كاملة</th>
              {rows.map(({ u, cost }, i) => (
                <Cell key={u.offering._id} verdict={cost.total.known ? totalVerdicts[i] : undefined}>
                  <strong dir="auto">{cost.total.text}</strong>
                  {cost.total.known && (
                    <>
                      <small className="assistant-compare__note">{cost.parts[0].detail}</small>
                      {excludesText(cost) && <small className="assistant-compare__note">{excludesText(cost)}</small>}
                    </>
                  )}
                  {!cost.total.known && <small className="assistant-compare__note">{cost.parts[0].detail}</small>}
                </Cell>
              ))}
            </tr>
            <tr data-row="duration">
              <th scope="row">مدة الدراسة</th>
              {rows.map(({ u, cost }) => (
                <Cell key={u.offering._id}>
                  {cost.years !== null ? `${cost.years} سنوات` : 'غير متاح'}
                  <small className="assistant-compare__note">تقدير دليل للمدة المعتادة — راجع الجامعة</small>
                </Cell>
              ))}
            </tr>
            <tr data-row="dorms">
              <th scope="row">السكن الجامعي</th>
              {items.map((u) => (
                <PlaceCell key={u.offering._id} places={u.dorms} href={u.link?.dorms_link} what="السكن" />
              ))}
            </tr>
            <tr data-row="transport">
              <th scope="row">المواصلات</th>
              {items.map((u) => (
                <PlaceCell
                  key={u.offering._id}
                  places={u.transport}
                  href={u.link?.transportation_link}
                  what="المواصلات"
                />
              ))}
            </tr>
            <tr data-row="links">
              <th scope="row">الروابط الرسمية</th>
              {items.map((u) => {
                const links = [
                  { href: u.link?.website, label: 'موقع الجامعة' },
                  { href: u.link?.fees_page, label: 'صفحة المصروفات' },
                  { href: u.link?.admission_page ?? u.link?.Egyptian_Admission_link, label: 'صفحة القبول' },
                ].filter((l) => isFollowableLink(l.href));
                return (
                  <Cell key={u.offering._id}>
                    {links.length
                      ? links.map((l) => (
                          <small key={l.label} className="assistant-compare__note">
                            <SafeLink href={l.href}>{l.label}</SafeLink>
                          </small>
                        ))
                      : 'غير متاح'}
                  </Cell>
                );
              })}
            </tr>
            <tr>
              <th scope="row">البرامج</th>
              {items.map((u) => (
                <Cell key={u.offering._id}>
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
              {items.map((u) => (
                <Cell key={u.offering._id}>{offeringSectionLabel(u.offering.section)}</Cell>
              ))}
            </tr>
            <tr data-row="fees-egyptian">
              <th scope="row">المصروفات للمصريين — الفئة أ (بيانات الدليل)</th>
              {items.map((u, i) => (
                <Cell key={u.offering._id} verdict={egyptian[i]}>
                  <span dir="ltr">{formatFee(u.offering.feesEgyption, 'EGP')}</span>
                </Cell>
              ))}
            </tr>
            <tr data-row="fees-foreign">
              <th scope="row">المصروفات للوافدين — الفئة أ (بيانات الدليل)</th>
              {items.map((u, i) => (
                <Cell key={u.offering._id} verdict={foreign[i]}>
                  <span dir="ltr">{formatFee(u.offering.feesNatives, 'USD')}</span>
                </Cell>
              ))}
            </tr>
            {COMPARISON_SCORE_FIELDS.map((row) => (
              <tr key={row.field} data-row={row.field}>
                <th scope="row">
                  {row.track
                    ? `${SCORE_TRACK_NAMES[row.track].name} — ${yearLabels[row.year!]}`
                    : 'الحد الأدنى للوافدين'}
                </th>
                {items.map((u) => (
                  <Cell key={u.offering._id}>
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
        علامة «الأقل» للمصروفات وحدها: المصروفات الأقل أنسب للطالب. الحد الأدنى شرط للتقدم لا يُفاضَل به، والقيمة غير
        المتوفرة في المصروفات تُعد أعلى من المتوفرة.
      </p>
      <FeeCategoriesNote />
      <section className="assistant-summary" aria-labelledby="compare-summary">
        <h2 id="compare-summary" className="assistant-results__title">
          الملخص
        </h2>
        <ul>
          {highlights.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
