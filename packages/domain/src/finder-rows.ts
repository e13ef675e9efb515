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
  | { known: true; text: string; yearLabel: string; old: boolean; source: FigureSource; amount: number | null }
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
export function finderFee(offering: { fee_stated?: unknown; fee_source?: unknown }): FinderFee {
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
export function finderRows<T extends MatchableOffering & { fee_stated?: unknown; fee_source?: unknown }>(
  matches: readonly FinderMatch<T>[],
  score: number,
  nameOf: (offering: T) => string,
): FinderRow<T>[] {
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
