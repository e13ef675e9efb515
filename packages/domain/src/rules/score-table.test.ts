import { describe, expect, it } from 'vitest';
import { errorsOf, valueOf } from '../validation/result';
import {
  SCORE_GROUPING_MESSAGES,
  averageScore,
  buildScoreTable,
  compareScoreFaculties,
  formatAverage,
  inScoreGroup,
  scoreFieldOf,
  scoreGroupNote,
  scoreYearTabs,
  validateScoreGrouping,
  type ScoreGroup,
  type ScoreUniversity,
} from './score-table';

describe('the average (spec 3 §9: empty or non-numeric counted as 0)', () => {
  it.each([
    [['80', '90'], 85],
    [['80', '-'], 40],
    [['80', ''], 40],
    [['80', null, undefined], 80 / 3],
    [['70.5', 81], 75.75],
    [['-', ''], null],
    [[], null],
    [['abc'], null],
    [['0'], 0],
  ])('%j → %j', (values, expected) => {
    const result = averageScore(values);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 10);
  });

  it.each([
    [85, '85'],
    [0, '0'],
    [75.75, '75.75'],
    [80 / 3, '26.67'],
    [82.5, '82.50'],
    [79.999, '80'],
    [null, '-'],
    [Number.NaN, '-'],
  ])('shown: %j → %j (whole as integer, else two decimals, "-" when none)', (value, shown) => {
    expect(formatAverage(value)).toBe(shown);
  });
});

describe('faculty order (spec 3 §9, then Arabic alphabetical)', () => {
  it('orders the named faculties first, the rest by Arabic name', () => {
    const faculties = [
      { code: 'LAW', name: 'الحقوق' },
      { code: 'ECON', name: 'الاقتصاد' },
      { code: 'ENG', name: 'الهندسة' },
      { code: 'AGRI', name: 'الزراعة' },
      { code: 'MED', name: 'الطب البشري' },
      { code: 'VET', name: 'الطب البيطري' },
      { code: 'PT', name: 'العلاج الطبيعي' },
      { code: 'ARCH', name: 'العمارة' },
      { code: 'DENT', name: 'طب الأسنان' },
      { code: 'TOUR', name: 'السياحة' },
    ];
    expect([...faculties].sort(compareScoreFaculties).map((f) => f.code)).toEqual([
      'MED',
      'DENT',
      'PT',
      'VET',
      'ENG',
      'ECON',
      'LAW',
      'AGRI',
      'TOUR',
      'ARCH',
    ]);
  });
});

const UNIS: ScoreUniversity[] = [
  { code: 'GUC', name: 'الألمانية', category: 'private' },
  { code: 'SU', name: 'سيناء', category: 'private' },
  { code: 'GU', name: 'الجلالة', category: 'national' },
  { code: 'CUNU', name: 'القاهرة الأهلية', category: 'national' },
  { code: 'AASTMT', name: 'الأكاديمية', category: 'special' },
];

describe('group membership and the column note', () => {
  const privateNoSinai: ScoreGroup = { id: 'private', label: 'الخاصة', categories: ['private'], exclude: ['SU'] };
  const galala: ScoreGroup = { id: 'galala', label: 'الجلالة', categories: ['national'], include: ['gu'] };

  it.each([
    [privateNoSinai, 'GUC', true],
    [privateNoSinai, 'SU', false],
    [privateNoSinai, 'GU', false],
    [galala, 'GU', true],
    [galala, 'CUNU', false],
    [{ id: 'x', label: 'x', categories: ['private', 'national'] } as ScoreGroup, 'CUNU', true],
    [{ id: 'x', label: 'x', categories: ['special'], include: ['GUC'] } as ScoreGroup, 'GUC', false],
  ])('%j has %s → %s', (group, code, expected) => {
    const u = UNIS.find((x) => x.code === code) as ScoreUniversity;
    expect(inScoreGroup(group, u)).toBe(expected);
  });

  it.each([
    [privateNoSinai, 'عدا: سيناء'],
    [galala, 'تشمل: الجلالة'],
    [{ id: 'a', label: 'a', categories: ['private'], include: ['GUC', 'ZZZ'] } as ScoreGroup, 'تشمل: الألمانية، ZZZ'],
    [{ id: 'a', label: 'a', categories: ['private'] } as ScoreGroup, ''],
  ])('note of %j → %j', (group, note) => {
    expect(scoreGroupNote(group, UNIS)).toBe(note);
  });
});

describe('the table of one tab', () => {
  const offerings = [
    { university_code: 'GUC', faculty_short: 'ENG', thanwyaa_firstYear_score: '80', wafdeen_score: '70' },
    { university_code: 'GUC', faculty_short: 'ENG', thanwyaa_firstYear_score: '-', wafdeen_score: '60' },
    { university_code: 'SU', faculty_short: 'ENG', thanwyaa_firstYear_score: '60' },
    { university_code: 'GUC', faculty_short: 'MED', thanwyaa_firstYear_score: '95' },
    { university_code: 'GU', faculty_short: 'MED', thanwyaa_firstYear_score: '91.5' },
    { university_code: 'CUNU', faculty_short: 'LAW', thanwyaa_firstYear_score: '70' },
    { university_code: 'AASTMT', faculty_short: 'ENG', thanwyaa_firstYear_score: '75' },
  ];
  const groups: ScoreGroup[] = [
    { id: 'private', label: 'الخاصة', categories: ['private'], exclude: ['SU'] },
    { id: 'sinai', label: 'سيناء', categories: ['private', 'national'], include: ['SU'] },
    { id: 'national', label: 'الأهلية', categories: ['national'] },
  ];
  const facultyName = (code: string) => ({ MED: 'الطب', ENG: 'الهندسة', LAW: 'الحقوق' })[code] ?? code;

  it('averages each column over its universities, rows in the faculty order', () => {
    const table = buildScoreTable({
      offerings,
      universities: UNIS,
      groups,
      field: 'thanwyaa_firstYear_score',
      facultyName,
    });
    expect(table.columns.map((c) => [c.id, c.members, c.note])).toEqual([
      ['private', ['GUC'], 'عدا: سيناء'],
      ['sinai', ['SU'], 'تشمل: سيناء'],
      ['national', ['GU', 'CUNU'], ''],
    ]);
    // AASTMT is in no group: its engineering score is not counted anywhere.
    expect(table.rows).toEqual([
      { code: 'MED', name: 'الطب', cells: ['95', '-', '91.50'] },
      { code: 'ENG', name: 'الهندسة', cells: ['40', '60', '-'] },
      { code: 'LAW', name: 'الحقوق', cells: ['-', '-', '70'] },
    ]);
  });

  it('the category filter narrows the universities and drops empty columns; the faculty filter keeps one row', () => {
    const national = buildScoreTable({
      offerings,
      universities: UNIS,
      groups,
      field: 'thanwyaa_firstYear_score',
      category: 'national',
      facultyName,
    });
    expect(national.columns.map((c) => c.id)).toEqual(['national']);
    expect(national.rows.map((r) => r.code)).toEqual(['MED', 'LAW']);
    const eng = buildScoreTable({
      offerings,
      universities: UNIS,
      groups,
      field: 'thanwyaa_firstYear_score',
      faculty: 'eng',
      facultyName,
    });
    expect(eng.rows.map((r) => r.code)).toEqual(['ENG']);
  });

  it('the arrivals field reads wafdeen_score', () => {
    const arrivals = buildScoreTable({
      offerings,
      universities: UNIS,
      groups: [{ id: 'arrivals', label: 'الخاصة والأهلية', categories: ['private', 'national'] }],
      field: scoreFieldOf('arrivals', '1'),
      facultyName,
    });
    // GUC 70 and 60, SU without a wafdeen score (0): 130 / 3.
    expect(arrivals.rows.find((r) => r.code === 'ENG')?.cells).toEqual(['43.33']);
  });
});

describe('score fields and year tabs', () => {
  it.each([
    ['first', '1', 'thanwyaa_firstYear_score'],
    ['third', '2', 'azhar_thirdYear_score'],
    ['fifth', '3', 'Arabenglish_fifthYear_score'],
    ['arrivals', '2', 'wafdeen_score'],
  ] as const)('%s, group %s → %s', (year, group, field) => {
    expect(scoreFieldOf(year, group)).toBe(field);
  });

  it('takes up to five labels from the first national record, skipping blank ones', () => {
    expect(
      scoreYearTabs({ first_year: '2025', second_year: '2024', third_year: '', fourth_year: '2022', fifth_year: null }),
    ).toEqual([
      { year: 'first', label: '2025' },
      { year: 'second', label: '2024' },
      { year: 'fourth', label: '2022' },
    ]);
    expect(scoreYearTabs(undefined)).toEqual([]);
  });
});

describe('validating the groupings a SuperAdmin saves', () => {
  const group = { id: 'private', label: 'الخاصة', categories: ['private'] };
  const valid = {
    years: { first: [group], second: [group], third: [group], fourth: [group], fifth: [group] },
    arrivals: [group],
  };

  it('accepts a complete grouping and trims codes', () => {
    const r = validateScoreGrouping({ ...valid, arrivals: [{ ...group, exclude: [' SU '] }] });
    expect(errorsOf(r)).toEqual([]);
    expect(valueOf(r).arrivals[0].exclude).toEqual(['SU']);
  });

  it.each([
    ['not an object', null, 'years', SCORE_GROUPING_MESSAGES.shape],
    [
      'a missing year',
      { ...valid, years: { ...valid.years, fifth: undefined } },
      'years.fifth',
      SCORE_GROUPING_MESSAGES.shape,
    ],
    [
      'an empty year',
      { ...valid, years: { ...valid.years, third: [] } },
      'years.third',
      SCORE_GROUPING_MESSAGES.emptyList,
    ],
    ['no arrivals', { years: valid.years }, 'arrivals', SCORE_GROUPING_MESSAGES.shape],
    [
      'a bad id',
      { ...valid, arrivals: [{ ...group, id: 'Private Unis' }] },
      'arrivals[0].id',
      SCORE_GROUPING_MESSAGES.id,
    ],
    ['a repeated id', { ...valid, arrivals: [group, group] }, 'arrivals[1].id', SCORE_GROUPING_MESSAGES.duplicateId],
    [
      'a blank label',
      { ...valid, arrivals: [{ ...group, label: ' ' }] },
      'arrivals[0].label',
      SCORE_GROUPING_MESSAGES.label,
    ],
    [
      'an unknown category',
      { ...valid, arrivals: [{ ...group, categories: ['public'] }] },
      'arrivals[0].categories',
      SCORE_GROUPING_MESSAGES.categories,
    ],
    [
      'no category',
      { ...valid, arrivals: [{ ...group, categories: [] }] },
      'arrivals[0].categories',
      SCORE_GROUPING_MESSAGES.categories,
    ],
    [
      'a bad code',
      { ...valid, arrivals: [{ ...group, include: ['G U'] }] },
      'arrivals[0].include',
      SCORE_GROUPING_MESSAGES.codes,
    ],
  ])('%s', (_name, input, field, message) => {
    expect(errorsOf(validateScoreGrouping(input))).toContainEqual({ path: field.split('.'), message });
  });
});
