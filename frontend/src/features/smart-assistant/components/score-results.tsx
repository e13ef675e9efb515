import { useId, useState } from 'react';
import {
  arabicCount,
  excludesText,
  FEE_UNIT_LABELS,
  FEE_UNIT_UNKNOWN,
  FINDER_SORTS,
  FINDER_SORT_LABELS,
  SCORE_FINDER_MESSAGES,
  SOURCE_KIND_LABELS,
  facultyNameOf,
  finderRows,
  formatPercent,
  minimumLabel,
  minimumSources,
  sortFinderRows,
  filterFinderRows,
  filteredOutNote,
  finderCities,
  hasFeeFilter,
  parseFeeBound,
  UNKNOWN_FACT,
  type FacultyMatch,
  type FinderFilters,
  type FinderFee,
  type FinderRow,
  type FinderSort,
} from '@dalil/domain/rules';
import { SafeLink, isFollowableLink } from '@/components/safe-link';
import { CostSource, costOf } from '@/components/degree-cost';
import type { Category, FacultyOffering, UniversityLink } from '@/lib/api/universities';
import { guidePage } from '@/lib/paths';
import { ASSISTANT_CATEGORY_ORDER } from '../api/assistant-data';
import { CategoryTabs } from '@/components/category-tabs';
import { Logo } from '@/components/logo';
import { AddToDesires } from '@/components/add-to-desires';

/** Matching faculties, most universities first (the order comes from the domain). */
export function MatchedFacultyList({
  groups,
  logos,
  onChoose,
}: {
  groups: FacultyMatch<FacultyOffering>[];
  logos: Map<string, string | null>;
  onChoose: (code: string) => void;
}) {
  return (
    <>
      <h2 className="assistant-results__title">الكليات المتاحة لمجموعك ({groups.length})</h2>
      <ol className="assistant-faculty-list">
        {groups.map((group) => (
          <li key={group.facultyCode}>
            <button
              type="button"
              className="assistant-faculty-item"
              onClick={() => onChoose(group.facultyCode)}
              data-faculty={group.facultyCode}
            >
              <Logo className="assistant-logo" src={logos.get(group.facultyCode)} alt="" size={44} />
              <span className="assistant-faculty-item__name">{facultyNameOf(group.facultyCode)}</span>
              <span className="assistant-faculty-item__count">{arabicCount(group.universityCount, 'university')}</span>
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The minimum of a row: its value, what it is (floor, the university's own, the data's column) and its sources. */
function RowMinimum({ row, columnLabel }: { row: FinderRow<FacultyOffering>; columnLabel?: string }) {
  const tiers = row.match.tierFloors ?? [];
  return (
    <div className="assistant-row__cell" data-kind={row.kind}>
      <span className="assistant-row__label">{minimumLabel(row.match, columnLabel)}</span>
      <strong dir="ltr" data-score={row.minimum}>
        {row.minimumText}
      </strong>
      {tiers.length > 1 && (
        <span className="assistant-row__note">
          {tiers.map((c) => (
            <bdi key={c.tier} dir="ltr">
              {c.tier}: {formatPercent(c.percent)}{' '}
            </bdi>
          ))}
          — يضع القرار كل جامعة في فئة
        </span>
      )}
      {minimumSources(row.match).map((source, i) => (
        <SafeLink key={`${source.url}-${i}`} href={source.url} className="assistant-row__source">
          المصدر{i ? ` ${i + 1}` : ''}: {source.kind ? SOURCE_KIND_LABELS[source.kind] : 'رابط'}
        </SafeLink>
      ))}
    </div>
  );
}

/** The yearly fee with its year and source, or «غير متاح» linking the university's fees page. */
function RowFee({ fee, link }: { fee: FinderFee; link?: UniversityLink }) {
  if (!fee.known) {
    const href = isFollowableLink(link?.fees_page)
      ? link?.fees_page
      : isFollowableLink(link?.website)
        ? link?.website
        : null;
    return (
      <div className="assistant-row__cell" data-fee="unknown">
        <span className="assistant-row__label">المصروفات السنوية</span>
        <SafeLink href={href}>{fee.text}</SafeLink>
      </div>
    );
  }
  return (
    <div className="assistant-row__cell" data-fee={fee.amount ?? ''}>
      <span className="assistant-row__label">المصروفات</span>
      <strong dir="auto">{fee.text}</strong>
      <span className="assistant-row__note">
        {fee.source.unit_stated && fee.source.unit ? FEE_UNIT_LABELS[fee.source.unit] : FEE_UNIT_UNKNOWN}
      </span>
      <span className={`assistant-row__note${fee.old ? ' assistant-row__note--old' : ''}`}>{fee.yearLabel}</span>
      <SafeLink href={fee.source.url} className="assistant-row__source">
        المصدر: {fee.source.kind ? SOURCE_KIND_LABELS[fee.source.kind] : 'رابط'}
      </SafeLink>
    </div>
  );
}

/**
 * The cost of the whole degree (issue 24 item 2), by the same rule as the guide and the comparison:
 * the total with how it was reached and what it leaves out, or «غير متاح» and why. The finder does
 * not read dorms and transport, so a row's total never counts them (it says so).
 */
function RowCost({ offering, link }: { offering: FacultyOffering; link?: UniversityLink }) {
  const cost = costOf(offering, link);
  const tuition = cost.parts[0];
  return (
    <div className="assistant-row__cell" data-cost={cost.total.known ? 'known' : 'unknown'}>
      <span className="assistant-row__label">تكلفة الدراسة كاملة</span>
      <strong dir="auto">{cost.total.text}</strong>
      {tuition.detail && <span className="assistant-row__note">{tuition.detail}</span>}
      {cost.total.known &&
        tuition.sources.map((s, i) => (
          <span key={`${s.url}-${i}`} className="assistant-row__source">
            <CostSource source={s} />
          </span>
        ))}
      {cost.total.known && <span className="assistant-row__note">{excludesText(cost)}</span>}
    </div>
  );
}

type FilterParam = 'city' | 'fee_min' | 'fee_max';

/**
 * One bound of the fee range, typed freely (digits, separators, Arabic-Indic digits); the URL
 * takes it when the field is left or Enter is pressed, so the rows do not jump while typing.
 */
function FeeBound({
  id,
  label,
  value,
  param,
  onFilter,
}: {
  id: string;
  label: string;
  value: number | null;
  param: 'fee_min' | 'fee_max';
  onFilter: (changes: Partial<Record<FilterParam, string>>) => void;
}) {
  const stored = value === null ? '' : String(value);
  const [typed, setTyped] = useState(stored);
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setTyped(stored);
  }
  const apply = () => {
    const bound = parseFeeBound(typed);
    onFilter({ [param]: bound === null ? '' : String(bound) });
    if (bound === null) setTyped('');
  };
  return (
    <div className="field field--frame assistant-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        dir="ltr"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
      />
    </div>
  );
}

/**
 * A chosen faculty: its universities under type tabs, shown only after a tab is clicked; one row
 * per university with the minimum and its kind, the margin, the fee and a link, in the order the
 * URL names (`sort`).
 */
export function FacultyUniversities({
  group,
  facultyName,
  tab,
  links,
  score,
  sort,
  filters,
  columnLabel,
  onTab,
  onSort,
  onFilter,
  onBack,
}: {
  group: FacultyMatch<FacultyOffering>;
  facultyName: string;
  tab: Category | null;
  links: Map<string, UniversityLink>;
  /** The student's percentage (the margin is over each minimum). */
  score: number;
  sort: FinderSort;
  /** The city and fee range in the URL (`&city=&fee_min=&fee_max=`). */
  filters: FinderFilters;
  /** The year column the data's own minimums are of («2022/2023»). */
  columnLabel?: string;
  onTab: (category: Category) => void;
  onSort: (sort: FinderSort) => void;
  /** Sets filters' URL parameters ('' removes one). */
  onFilter: (changes: Partial<Record<FilterParam, string>>) => void;
  onBack: () => void;
}) {
  const sortId = useId();
  const filterId = useId();
  const inTab = tab ? group.offerings.filter((m) => m.offering.category === tab) : [];
  const cityOf = (code: string) => links.get(code)?.city;
  const allRows = finderRows(
    inTab,
    score,
    (o) => o.university_Arabic_Name ?? links.get(o.university_code)?.university_Arabic_Name ?? o.university_code,
  );
  const cities = finderCities(
    allRows.map((r) => r.universityCode),
    cityOf,
  );
  // A chosen city no row has any more (another tab) stays a choice, so the select shows it.
  if (filters.city && !cities.includes(filters.city)) cities.unshift(filters.city);
  const filtered = filterFinderRows(allRows, filters, cityOf);
  const rows = sortFinderRows(filtered.rows, sort);
  const notes = filteredOutNote(filtered);
  const filtering = filters.city !== null || hasFeeFilter(filters);
  return (
    <div className="assistant-faculty-detail">
      <div className="assistant-faculty-detail__head">
        <button type="button" className="button button--ghost button--small" onClick={onBack}>
          → العودة إلى قائمة الكليات
        </button>
        <h2 className="assistant-results__title">{facultyName}</h2>
      </div>
      <CategoryTabs
        order={ASSISTANT_CATEGORY_ORDER}
        value={tab}
        onChange={onTab}
        label="نوع الجامعة"
        className="tabs--pills assistant-tabs"
      />
      {!tab && <p className="assistant-hint">اختر نوع الجامعة لعرض الجامعات المتاحة.</p>}
      {tab && allRows.length === 0 && <div className="state">{SCORE_FINDER_MESSAGES.noUniversitiesInType}</div>}
      {tab && allRows.length > 0 && (
        <div className="assistant-filters" role="group" aria-label="تصفية النتائج وترتيبها" data-finder-filters>
          <div className="field field--frame assistant-field assistant-sort">
            <label htmlFor={sortId}>ترتيب حسب</label>
            <select id={sortId} value={sort} onChange={(e) => onSort(e.target.value as FinderSort)}>
              {FINDER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {FINDER_SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field field--frame assistant-field">
            <label htmlFor={`${filterId}-city`}>المدينة</label>
            <select
              id={`${filterId}-city`}
              value={filters.city ?? ''}
              onChange={(e) => onFilter({ city: e.target.value })}
              aria-describedby={cities.length === 0 ? `${filterId}-city-hint` : undefined}
            >
              <option value="">كل المدن</option>
              {cities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {cities.length === 0 && (
              <span id={`${filterId}-city-hint`} className="field__hint">
                مدينة هذه الجامعات: {UNKNOWN_FACT} في مصادر الدليل.
              </span>
            )}
          </div>
          <FeeBound
            id={`${filterId}-min`}
            label="المصروفات السنوية من (جنيه)"
            value={filters.feeMin}
            param="fee_min"
            onFilter={onFilter}
          />
          <FeeBound
            id={`${filterId}-max`}
            label="إلى (جنيه)"
            value={filters.feeMax}
            param="fee_max"
            onFilter={onFilter}
          />
        </div>
      )}
      {tab && notes.length > 0 && (
        <div className="assistant-hint" data-filtered-out>
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      {tab && allRows.length > 0 && rows.length === 0 && (
        <div className="state" data-filtered-empty>
          لا توجد جامعات تطابق التصفية المختارة.
          {filtering && (
            <>
              {' '}
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onFilter({ city: '', fee_min: '', fee_max: '' })}
              >
                إلغاء التصفية
              </button>
            </>
          )}
        </div>
      )}
      {tab && rows.length > 0 && (
        <>
          <ol className="assistant-university-list" aria-label="الجامعات">
            {rows.map((row) => {
              const { offering } = row.match;
              const link = links.get(row.universityCode);
              return (
                <li key={row.universityCode} className="assistant-row" data-university={row.universityCode}>
                  <a
                    className="assistant-university-item"
                    href={guidePage(offering.category, offering.university_code)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Logo className="assistant-logo" src={link?.university_Logo} alt="" size={44} />
                    <span className="assistant-university-item__text">
                      <span className="assistant-university-item__name">{row.universityName}</span>
                      <span className="assistant-university-item__faculty">
                        {[offering.faculty, ...row.otherPrograms].join(' · ')}
                      </span>
                    </span>
                  </a>
                  <div className="assistant-row__cells">
                    <RowMinimum row={row} columnLabel={columnLabel} />
                    <div className="assistant-row__cell" data-margin={row.margin}>
                      <span className="assistant-row__label">الهامش</span>
                      <strong>{row.marginText}</strong>
                    </div>
                    <RowFee fee={row.fee} link={link} />
                    <RowCost offering={offering} link={link} />
                    <div className="assistant-row__cell" data-city={link?.city ?? ''}>
                      <span className="assistant-row__label">المدينة</span>
                      <span>{link?.city?.trim() || UNKNOWN_FACT}</span>
                    </div>
                  </div>
                  <AddToDesires offering={offering} name={`${offering.faculty} — ${row.universityName}`} />
                </li>
              );
            })}
          </ol>
          <p className="assistant-hint">تفتح صفحة الجامعة في الدليل في نافذة جديدة.</p>
        </>
      )}
    </div>
  );
}
