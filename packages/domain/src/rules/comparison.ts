/**
 * The faculty comparison's rules (spec 2 §2.6, §5): which of two values is better, the 15
 * year-score comparisons plus the wafdeen score, and the summary.
 */
import { academicYearLabels, type YearLabels } from './academic-years';
import { SCORE_TRACK_NAMES, SCORE_TRACKS, STUDY_YEARS, type ScoreTrack, type StudyYear } from './catalog';
import { firstNumber, isFeeAbsent } from './format';
import type { FinderMatch } from './finder-rows';
import type { FloorCell } from './provenance';
import { matchFloors, matchOfferings, type MatchableOffering, type ScoreQuery } from './score-matching';

export type Verdict = 'better' | 'worse' | 'equal';

/**
 * Spec 2 §5: "lower is better for both fees and scores. A missing value loses against a present
 * one; two missing are equal."
 */
export function compareLowerIsBetter(a: number | null, b: number | null): [Verdict, Verdict] {
  if (a === null && b === null) return ['equal', 'equal'];
  if (a === null) return ['worse', 'better'];
  if (b === null) return ['better', 'worse'];
  if (a === b) return ['equal', 'equal'];
  return a < b ? ['better', 'worse'] : ['worse', 'better'];
}

/** A score as a number; empty, '-', '0' and text are missing (they show 'غير متوفر'). */
export function comparableScore(value: unknown): number | null {
  const s = String(value ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return n === 0 ? null : n;
}

/** A fee compares by the first number in its text, commas ignored; empty and '0' are missing. */
export function comparableFee(value: string | number | null | undefined): number | null {
  if (isFeeAbsent(value)) return null;
  return firstNumber(value);
}

export const compareScores = (a: unknown, b: unknown) => compareLowerIsBetter(comparableScore(a), comparableScore(b));
export const compareFees = (a: string | number | null | undefined, b: string | number | null | undefined) =>
  compareLowerIsBetter(comparableFee(a), comparableFee(b));

export interface ScoreComparisonField {
  field: string;
  /** null for the wafdeen score. */
  track: ScoreTrack | null;
  year: StudyYear | null;
}

/** 3 certificate families × 5 years = 15 year scores, then the wafdeen score: 16 comparisons. */
export const COMPARISON_SCORE_FIELDS: readonly ScoreComparisonField[] = [
  ...SCORE_TRACKS.flatMap((track) => STUDY_YEARS.map((year) => ({ field: `${track}_${year}Year_score`, track, year }))),
  { field: 'wafdeen_score', track: null, year: null },
];

export interface ComparableOffering {
  section?: string | null;
  feesEgyption?: string | null;
  feesNatives?: string | null;
}

export interface ScoreComparison extends ScoreComparisonField {
  verdicts: [Verdict, Verdict];
}

export interface ComparisonResult {
  scores: ScoreComparison[];
  egyptianFees: [Verdict, Verdict];
  foreignFees: [Verdict, Verdict];
  /** Comparisons won by each university, and ties, over the 16 score comparisons. */
  scoreWins: [number, number];
  scoreTies: number;
  sameSection: boolean;
}

export function compareOfferings(a: ComparableOffering, b: ComparableOffering): ComparisonResult {
  const scores = COMPARISON_SCORE_FIELDS.map((f) => ({
    ...f,
    verdicts: compareScores((a as Record<string, unknown>)[f.field], (b as Record<string, unknown>)[f.field]),
  }));
  const scoreWins: [number, number] = [
    scores.filter((s) => s.verdicts[0] === 'better').length,
    scores.filter((s) => s.verdicts[1] === 'better').length,
  ];
  return {
    scores,
    egyptianFees: compareFees(a.feesEgyption, b.feesEgyption),
    foreignFees: compareFees(a.feesNatives, b.feesNatives),
    scoreWins,
    scoreTies: scores.length - scoreWins[0] - scoreWins[1],
    sameSection: String(a.section ?? '').trim() === String(b.section ?? '').trim(),
  };
}

/**
 * The summary's sentences (section, fees, minimum scores), with the universities' names. Years
 * are named as the table names them, by the data's academic years (`academicYearLabels`; issue 22
 * replaced spec 2's 2020–2024, which named the columns otherwise than the guide).
 */
export function comparisonSummary(
  result: ComparisonResult,
  names: [string, string],
  yearLabels: YearLabels = academicYearLabels([]),
): string[] {
  const [nameA, nameB] = names;
  const lines: string[] = [];
  lines.push(result.sameSection ? 'الشعبة المطلوبة واحدة في الجامعتين.' : 'الشعبة المطلوبة مختلفة بين الجامعتين.');

  const [feeA, feeB] = result.egyptianFees;
  if (feeA === 'better') lines.push(`مصروفات المصريين أقل في ${nameA}.`);
  else if (feeB === 'better') lines.push(`مصروفات المصريين أقل في ${nameB}.`);
  else lines.push('مصروفات المصريين متساوية أو غير متوفرة في الجامعتين.');

  const total = result.scores.length;
  lines.push(
    `الحد الأدنى أقل في ${nameA} في ${result.scoreWins[0]} من ${total} مقارنة، وفي ${nameB} في ${result.scoreWins[1]}، ومتساوٍ في ${result.scoreTies}.`,
  );
  for (const track of SCORE_TRACKS) {
    const rows = result.scores.filter((s) => s.track === track);
    const yearsA = rows.filter((s) => s.verdicts[0] === 'better').map((s) => yearLabels[s.year as StudyYear]);
    const yearsB = rows.filter((s) => s.verdicts[1] === 'better').map((s) => yearLabels[s.year as StudyYear]);
    const parts: string[] = [];
    if (yearsA.length) parts.push(`أقل في ${nameA} لسنوات ${yearsA.join('، ')}`);
    if (yearsB.length) parts.push(`أقل في ${nameB} لسنوات ${yearsB.join('، ')}`);
    lines.push(`${SCORE_TRACK_NAMES[track].name}: ${parts.length ? parts.join('، و') : 'لا فرق'}.`);
  }
  return lines;
}

/**
 * Up to four universities (issue 24 item 3): "lower is better" among any number of fees. The
 * lowest known value is 'better', the other known values 'worse', a missing value loses against a
 * present one (spec 2 §5), all equal (or all missing) are 'equal'. Fees only: a minimum score is
 * never marked (a higher minimum is not «أسوأ»).
 */
export function lowerIsBetterAmong(values: readonly (number | null)[]): Verdict[] {
  const known = values.filter((v): v is number => v !== null);
  if (!known.length || values.every((v) => v === values[0])) return values.map(() => 'equal');
  const lowest = Math.min(...known);
  return values.map((v) => (v === lowest ? 'better' : 'worse'));
}

export const MAX_COMPARED = 4;
/** The URL keys of the compared offerings, in order (`u1`, `u2` as before; `u3`, `u4` added). */
export const COMPARISON_KEYS = ['u1', 'u2', 'u3', 'u4'] as const;

/**
 * An offering's minimum for a student's certificate, track and year, by the score finder's own
 * rules (`matchOfferings`: the data's column; `matchFloors`: the university's published minimum or
 * the councils' floor for its tier): a match at the highest score, so the minimum is known whether
 * or not the student's score reaches it. null when no rule gives one (the track is not admitted by
 * the floors' groups, or no floor is known).
 */
export function offeringMinimum<
  T extends MatchableOffering & { evidence?: string | null; score_stated?: unknown; score_source?: unknown },
  C extends FloorCell,
>(
  offering: T,
  query: Omit<ScoreQuery, 'score'>,
  floors: readonly C[],
  tierOf: (universityCode: string) => number | string | null | undefined,
): FinderMatch<T> | null {
  const q = { ...query, score: 100 };
  return matchOfferings([offering], q)[0] ?? matchFloors([offering], q, floors, tierOf)[0] ?? null;
}

/** The N-way summary: the lowest yearly fee and total cost a source gives, and the widest margin. */
export function comparisonHighlights(
  columns: readonly { name: string; fee: number | null; total: number | null; margin: number | null }[],
): string[] {
  const lines: string[] = [];
  const lowest = (key: 'fee' | 'total') => {
    const known = columns.filter((c) => c[key] !== null);
    if (!known.length) return null;
    const min = Math.min(...known.map((c) => c[key] as number));
    return known.filter((c) => c[key] === min).map((c) => c.name);
  };
  const fee = lowest('fee');
  lines.push(
    fee
      ? `أقل مصروفات سنوية منشورة بمصدر: ${fee.join('، ')}.`
      : 'لا توجد مصروفات سنوية منشورة بمصدر وعام لأي من الجامعات المختارة.',
  );
  const total = lowest('total');
  lines.push(
    total
      ? `أقل تكلفة كاملة محسوبة (الحد الأدنى للمدى): ${total.join('، ')}.`
      : 'لا يمكن حساب التكلفة الكاملة لأي منها: المصروفات السنوية غير متاحة.',
  );
  const margins = columns.filter((c) => c.margin !== null);
  if (margins.length) {
    const max = Math.max(...margins.map((c) => c.margin as number));
    const widest = margins.filter((c) => c.margin === max).map((c) => c.name);
    lines.push(
      max >= 0
        ? `أوسع هامش لمجموعك فوق الحد الأدنى: ${widest.join('، ')}.`
        : 'مجموعك أقل من الحد الأدنى في كل الجامعات المختارة.',
    );
  }
  return lines;
}
