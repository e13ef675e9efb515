/**
 * The score finder's answer inside one faculty (issue 24 item 1): one row per university with the
 * minimum and what kind of minimum it is, the student's margin over it, the yearly fee with its
 * academic year (or «غير متاح»), sortable by margin, fee or name. Pure rules; the page is thin.
 */
import { arabicCount } from './arabic-count';
import { equivalentFloorLabel, isFigureShown } from './data-dates';
import {
  FEE_NOT_AVAILABLE,
  feeYearLabel,
  floorLabel,
  formatPercent,
  freshnessOf,
  type FigureSource,
  type FloorCell,
} from './provenance';
import type { FloorMatch, MatchableOffering, MatchedOffering } from './score-matching';

/** What a row's minimum is: the councils' floor (Thanaweya/Azhar or equivalent), the university's own, or the data's column. */
export type MinimumKind = 'floor' | 'equivalent_floor' | 'own' | 'data';

/** A match of `matchOfferings` (the data's column) or `matchFloors` (a floor or the university's own minimum). */
export type FinderMatch<T extends MatchableOffering> = MatchedOffering<T> & Partial<FloorMatch<T, FloorCell>>;

export function minimumKindOf(match: FinderMatch<MatchableOffering>): MinimumKind {
  if (match.ownSource) return 'own';
  if (match.floor) return match.floor.certificate_group === 'equivalent' ? 'equivalent_floor' : 'floor';
  return 'data';
}

/**
 * The label of a row's minimum, with its year: «الحد الأدنى للتقدم وفق قرار مجلسي … 2025/2026»,
 * «حد أدنى نشرته الجامعة 2025/2026», or the data's column (`columnLabel`, e.g. «عام 2022/2023»).
 */
export function minimumLabel(match: FinderMatch<MatchableOffering>, columnLabel?: string): string {
  switch (minimumKindOf(match)) {
    case 'own':
      return `حد أدنى نشرته الجامعة ${match.ownSource?.academic_year ?? ''}`.trim();
    case 'floor':
      return floorLabel(match.floor?.academic_year);
    case 'equivalent_floor':
      return equivalentFloorLabel(match.floor?.academic_year);
    default:
      return columnLabel ? `الحد الأدنى في بيانات الدليل (${columnLabel})` : 'الحد الأدنى في بيانات الدليل';
  }
}

/** The sources a row's minimum names (a floor's first two, the university's own). */
export function minimumSources(match: FinderMatch<MatchableOffering>): FigureSource[] {
  if (match.ownSource) return [match.ownSource];
  return (match.floor?.sources ?? []).slice(0, 2);
}

/** The margin in percentage points, to two decimals (floating point never shows as 5.699999). */
export function marginOf(score: number, minimum: number): number {
  return Math.round((score - minimum) * 100) / 100;
}

/**
 * «أعلى من الحد الأدنى بـ 6 درجات», «… بدرجة واحدة», «… بدرجتين», «… بـ 0.75 درجة»;
 * «يساوي الحد الأدنى» at zero; «أقل من الحد الأدنى بـ …» below it (an equivalent tier not reached).
 */
export function marginText(score: number, minimum: number): string {
  const margin = marginOf(score, minimum);
  if (margin === 0) return 'يساوي الحد الأدنى';
  const side = margin > 0 ? 'أعلى من الحد الأدنى' : 'أقل من الحد الأدنى';
  const n = Math.abs(margin);
  if (!Number.isInteger(n)) return `${side} بـ ${n} درجة`;
  if (n === 1) return `${side} بدرجة واحدة`;
  if (n === 2) return `${side} بدرجتين`;
  return `${side} بـ ${arabicCount(n, 'score')}`;
}

/** A row's yearly fee: a stated figure with its year and source, or «غير متاح» and where to look. */
export type FinderFee =
  | {
      known: true;
      text: string;
      yearLabel: string;
      old: boolean;
      source: FigureSource;
      amount: number | null;
      /** The source's currency ('EGP', 'EUR'); null when the data does not say. */
      currency: string | null;
    }
  | { known: false; text: string };

/** The first number of a stated fee ('185,000 جنيه' → 185000), for sorting only. */
export function feeAmount(text: string | null | undefined): number | null {
  const m = /\d[\d,٬]*(\.\d+)?/.exec(String(text ?? ''));
  if (!m) return null;
  const n = Number(m[0].replace(/[,٬]/g, ''));
  return Number.isFinite(n) ? n : null;
}

/**
 * The fee a finder row shows: only a stated fee with its source and a known academic year
 * (`isFigureShown`, issue 22); the generated A–D tables carry neither, so they read «غير متاح».
 */
export function finderFee(offering: { fee_stated?: unknown; fee_source?: unknown; fee_currency?: unknown }): FinderFee {
  const source = offering.fee_source as FigureSource | null | undefined;
  const text = String(offering.fee_stated ?? '').trim();
  if (!isFigureShown(text, source) || !source) return { known: false, text: FEE_NOT_AVAILABLE };
  return {
    known: true,
    text,
    yearLabel: feeYearLabel(source),
    old: freshnessOf(source) !== 'current',
    source,
    amount: feeAmount(text),
    currency:
      String(offering.fee_currency ?? '')
        .trim()
        .toUpperCase() || null,
  };
}

export interface FinderRow<T extends MatchableOffering> {
  universityCode: string;
  universityName: string;
  match: FinderMatch<T>;
  /** The faculty names of the university's other matching offerings of this faculty. */
  otherPrograms: string[];
  minimum: number;
  minimumText: string;
  kind: MinimumKind;
  margin: number;
  marginText: string;
  fee: FinderFee;
}

/**
 * One row per university: of a university's matching offerings of the faculty, the one with the
 * lowest minimum (the one the student is surest to reach) is the row; the others' names are listed.
 */
export function finderRows<
  T extends MatchableOffering & { fee_stated?: unknown; fee_source?: unknown; fee_currency?: unknown },
>(matches: readonly FinderMatch<T>[], score: number, nameOf: (offering: T) => string): FinderRow<T>[] {
  const byUniversity = new Map<string, FinderMatch<T>[]>();
  for (const m of matches) {
    const list = byUniversity.get(m.offering.university_code) ?? [];
    list.push(m);
    byUniversity.set(m.offering.university_code, list);
  }
  return [...byUniversity.entries()].map(([universityCode, list]) => {
    const sorted = [...list].sort((a, b) => a.minimumScore - b.minimumScore);
    const match = sorted[0];
    return {
      universityCode,
      universityName: nameOf(match.offering),
      match,
      otherPrograms: [...new Set(sorted.slice(1).map((m) => String(m.offering.faculty ?? '').trim()))].filter(
        (n) => n && n !== String(match.offering.faculty ?? '').trim(),
      ),
      minimum: match.minimumScore,
      minimumText: formatPercent(match.minimumScore),
      kind: minimumKindOf(match),
      margin: marginOf(score, match.minimumScore),
      marginText: match.tierDependent
        ? `${marginText(score, match.minimumScore)} في الفئة ${match.floor?.tier ?? ''} — لا يبلغ حد كل الفئات؛ راجع فئة الجامعة في المصدر`
        : marginText(score, match.minimumScore),
      fee: finderFee(match.offering),
    };
  });
}

export const FINDER_SORTS = ['margin', 'fee', 'name'] as const;
export type FinderSort = (typeof FINDER_SORTS)[number];
export const FINDER_SORT_LABELS: Record<FinderSort, string> = {
  margin: 'الهامش (الأكبر أولًا)',
  fee: 'المصروفات (الأقل أولًا)',
  name: 'اسم الجامعة',
};
export const DEFAULT_FINDER_SORT: FinderSort = 'margin';
export function isFinderSort(value: unknown): value is FinderSort {
  return (FINDER_SORTS as readonly unknown[]).includes(value);
}

const byName = (a: FinderRow<MatchableOffering>, b: FinderRow<MatchableOffering>) =>
  a.universityName.localeCompare(b.universityName, 'ar') || a.universityCode.localeCompare(b.universityCode);

/**
 * Rows in the chosen order: the widest margin first; the lowest known fee first, unknown fees
 * last; by Arabic name. Ties by name, so the order is stable.
 */
export function sortFinderRows<R extends FinderRow<MatchableOffering>>(rows: readonly R[], sort: FinderSort): R[] {
  const feeOf = (r: R) => (r.fee.known && r.fee.amount !== null ? r.fee.amount : Infinity);
  return [...rows].sort((a, b) => {
    if (sort === 'margin') return b.margin - a.margin || byName(a, b);
    if (sort === 'fee') {
      const fa = feeOf(a);
      const fb = feeOf(b);
      return fa === fb ? byName(a, b) : fa < fb ? -1 : 1;
    }
    return byName(a, b);
  });
}

// ---------------------------------------------------------------------------------------------
// Filters (issue 24 item 1): the category is the results' type tab (`&tab=`); the city and the
// yearly-fee range narrow the rows, all kept in the URL (`&city=…&fee_min=…&fee_max=…`).

/** The finder's row filters as the URL holds them; null = not set. */
export type FinderFilters = { city: string | null; feeMin: number | null; feeMax: number | null };

export const NO_FINDER_FILTERS: FinderFilters = { city: null, feeMin: null, feeMax: null };

/** The URL parameters of the filters. */
export const FINDER_FILTER_PARAMS = { city: 'city', feeMin: 'fee_min', feeMax: 'fee_max' } as const;

/** A fee bound as typed: digits (Arabic-Indic read as Latin, separators dropped), ≥ 0; anything else is not a bound. */
export function parseFeeBound(raw: string | null | undefined): number | null {
  const s = String(raw ?? '')
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[,٬\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** The filters of a URL's parameters: an empty or malformed value is no filter; min and max are put in order. */
export function finderFiltersFrom(get: (name: string) => string | null): FinderFilters {
  const city = (get(FINDER_FILTER_PARAMS.city) ?? '').trim() || null;
  let feeMin = parseFeeBound(get(FINDER_FILTER_PARAMS.feeMin));
  let feeMax = parseFeeBound(get(FINDER_FILTER_PARAMS.feeMax));
  if (feeMin !== null && feeMax !== null && feeMin > feeMax) [feeMin, feeMax] = [feeMax, feeMin];
  return { city, feeMin, feeMax };
}

/**
 * The amount a fee range compares: a stated fee in Egyptian pounds whose page does not give it
 * per semester or per credit hour. A fee in another currency, of an unknown currency or per
 * another unit is not compared (it counts as unknown: converting it would be a guess).
 */
export function rangeFee(fee: FinderFee): number | null {
  if (!fee.known || fee.amount === null || fee.currency !== 'EGP') return null;
  if (fee.source.unit_stated && fee.source.unit && fee.source.unit !== 'year') return null;
  return fee.amount;
}

/** Whether a fee bound is set (rows without a known fee are then left out). */
export const hasFeeFilter = (f: FinderFilters) => f.feeMin !== null || f.feeMax !== null;

/** What the filters left out, so the screen can say it. */
export type FinderFilterResult<R> = {
  rows: R[];
  /** Rows left out only because their yearly fee is unknown while a fee range is set. */
  unknownFee: number;
  /** Rows left out only because no source gives their university's city while a city is chosen. */
  unknownCity: number;
};

/**
 * The rows the filters keep: the city as the university's record gives it (compared with
 * runs of spaces folded), a known yearly fee inside the range (in
 * EGP, bounds included). A row whose fee is unknown is left out when a fee bound is set (it may be
 * in the range or not: nothing is guessed) and counted, as is a row whose city is unknown.
 */
export function filterFinderRows<R extends FinderRow<MatchableOffering>>(
  rows: readonly R[],
  filters: FinderFilters,
  cityOf: (universityCode: string) => string | null | undefined,
): FinderFilterResult<R> {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ');
  let unknownFee = 0;
  let unknownCity = 0;
  const kept = rows.filter((row) => {
    const city = norm(String(cityOf(row.universityCode) ?? ''));
    const cityOk = filters.city === null || (city !== '' && city === norm(filters.city));
    const amount = rangeFee(row.fee);
    const feeOk =
      !hasFeeFilter(filters) ||
      (amount !== null &&
        (filters.feeMin === null || amount >= filters.feeMin) &&
        (filters.feeMax === null || amount <= filters.feeMax));
    if (cityOk && !feeOk && amount === null) unknownFee += 1;
    if (feeOk && !cityOk && city === '') unknownCity += 1;
    return cityOk && feeOk;
  });
  return { rows: kept, unknownFee, unknownCity };
}

/** The cities the rows' universities have (for the city choice), in Arabic order; unknown cities are not a choice. */
export function finderCities(
  codes: readonly string[],
  cityOf: (universityCode: string) => string | null | undefined,
): string[] {
  const set = new Set(
    codes
      .map((c) =>
        String(cityOf(c) ?? '')
          .trim()
          .replace(/\s+/g, ' '),
      )
      .filter(Boolean),
  );
  return [...set].sort((a, b) => a.localeCompare(b, 'ar'));
}

/**
 * What the screen says about rows the filters left out for an unknown fact: «3 جامعات لم تُعرض:
 * مصروفاتها غير متاحة في بيانات الدليل، …»; none when nothing was left out for that reason.
 */
export function filteredOutNote(result: Pick<FinderFilterResult<unknown>, 'unknownFee' | 'unknownCity'>): string[] {
  const out: string[] = [];
  if (result.unknownFee > 0)
    out.push(
      `${arabicCount(result.unknownFee, 'university')} لم تُعرض: مصروفاتها غير متاحة في بيانات الدليل، ونطاق المصروفات لا يُطبَّق إلا على رقم معروف.`,
    );
  if (result.unknownCity > 0)
    out.push(`${arabicCount(result.unknownCity, 'university')} لم تُعرض: لا تذكر مصادر الدليل مدينتها.`);
  return out;
}
