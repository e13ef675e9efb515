import { describe, expect, it } from 'vitest';
import {
  COMPARISON_SCORE_FIELDS,
  comparableFee,
  comparableScore,
  compareFees,
  compareLowerIsBetter,
  compareOfferings,
  compareScores,
  comparisonSummary,
} from './comparison';
import { academicYearLabels } from './academic-years';

describe('lower is better; a missing value loses; two missing are equal (spec 2 §5)', () => {
  it.each([
    [1, 2, ['better', 'worse']],
    [2, 1, ['worse', 'better']],
    [3, 3, ['equal', 'equal']],
    [null, 5, ['worse', 'better']],
    [5, null, ['better', 'worse']],
    [null, null, ['equal', 'equal']],
  ] as const)('%s vs %s', (a, b, v) => expect(compareLowerIsBetter(a, b)).toEqual(v));
});

describe('scores compare numerically; empty, "-" and "0" are missing', () => {
  it.each([
    ['85', 85],
    ['93.5', 93.5],
    ['-', null],
    ['0', null],
    ['', null],
    [null, null],
    ['غير متوفر', null],
  ])('%s → %s', (v, n) => expect(comparableScore(v)).toBe(n));
  it.each([
    ['80', '85.5', ['better', 'worse']],
    ['90', '-', ['better', 'worse']],
    ['-', '0', ['equal', 'equal']],
    ['', '70', ['worse', 'better']],
  ] as const)('%s vs %s', (a, b, v) => expect(compareScores(a, b)).toEqual(v));
});

describe('fees compare by the first number, commas ignored', () => {
  it.each([
    ['185,000', 185000],
    ['120000 + 5000', 120000],
    ['0', null],
    ['', null],
    [null, null],
    ['نحو 90,000 جنيه', 90000],
  ])('%s → %s', (v, n) => expect(comparableFee(v)).toBe(n));
  it.each([
    ['95,000', '120000', ['better', 'worse']],
    ['150000 + 5000', '140,000', ['worse', 'better']],
    ['0', '100000', ['worse', 'better']],
    ['', '0', ['equal', 'equal']],
  ] as const)('%s vs %s', (a, b, v) => expect(compareFees(a, b)).toEqual(v));
});

describe('the 15 year-score comparisons plus 1 wafdeen', () => {
  it('has 16 fields: thanwyaa, azhar, Arabenglish × first…fifth, then wafdeen_score', () => {
    expect(COMPARISON_SCORE_FIELDS).toHaveLength(16);
    expect(COMPARISON_SCORE_FIELDS.filter((f) => f.track !== null)).toHaveLength(15);
    expect(COMPARISON_SCORE_FIELDS[0].field).toBe('thanwyaa_firstYear_score');
    expect(COMPARISON_SCORE_FIELDS[15].field).toBe('wafdeen_score');
  });

  const a = {
    section: 'science',
    feesEgyption: '100,000',
    feesNatives: '',
    thanwyaa_firstYear_score: '80',
    thanwyaa_secondYear_score: '85',
    azhar_firstYear_score: '-',
    wafdeen_score: '70',
  };
  const b = {
    section: 'science',
    feesEgyption: '120000',
    feesNatives: '6000',
    thanwyaa_firstYear_score: '82',
    thanwyaa_secondYear_score: '85',
    azhar_firstYear_score: '75',
  };
  const result = compareOfferings(a, b);
  it('counts wins and ties over the 16 comparisons', () => {
    // A wins thanwyaa first (80 < 82) and wafdeen (70 vs missing); B wins azhar first ('-' is missing); the rest tie.
    expect(result.scoreWins).toEqual([2, 1]);
    expect(result.scoreTies).toBe(13);
    expect(result.egyptianFees).toEqual(['better', 'worse']);
    expect(result.foreignFees).toEqual(['worse', 'better']);
    expect(result.sameSection).toBe(true);
  });
  it.each([
    ['the real set', { first_year: '2025/2026' }, '2025/2026'],
    ['the demo set', { first_year: '2025' }, '2025'],
    ['no labels in the data', {}, 'السنة الأولى'],
  ])('summarises section, fees and scores, naming years as the data does (%s)', (_set, link, first) => {
    expect(comparisonSummary(result, ['جامعة أ', 'جامعة ب'], academicYearLabels([link]))).toEqual([
      'الشعبة المطلوبة واحدة في الجامعتين.',
      'مصروفات المصريين أقل في جامعة أ.',
      'الحد الأدنى أقل في جامعة أ في 2 من 16 مقارنة، وفي جامعة ب في 1، ومتساوٍ في 13.',
      `الثانوية العامة: أقل في جامعة أ لسنوات ${first}.`,
      `الثانوية الأزهرية: أقل في جامعة ب لسنوات ${first}.`,
      'الشهادات العربية والأجنبية: لا فرق.',
    ]);
  });
});
