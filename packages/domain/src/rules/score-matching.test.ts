import { academicYearLabels } from './academic-years';
import { describe, expect, it } from 'vitest';
import {
  certificateYearLabel,
  floorsFallbackNote,
  floorsYearFor,
  groupByFaculty,
  matchOfferings,
  minimumScoreField,
  needsYear,
  noMatchMessage,
  finderColumnHasFigures,
  parseMinimumScore,
  sanitizePercentageInput,
  finderScoreLabel,
  sectionAllows,
  toScoreQuery,
  validatePercentage,
  validateScoreFinder,
  type FinderSection,
  type MatchableOffering,
  type ScoreFinderForm,
} from './score-matching';
import { OFFERING_SECTIONS } from './offering-sections';

const offering = (
  over: Partial<MatchableOffering> & { university_code: string; faculty_short: string } & Record<string, unknown>,
): MatchableOffering => ({
  section: 'all',
  normal_or_Dual: 'normal',
  ...over,
});

describe('the minimum-score field of a certificate and year (spec 2 §3, §5)', () => {
  it.each([
    ['thawya', 'first', 'thanwyaa_firstYear_score'],
    ['thawya', 'fourth', 'thanwyaa_fourthYear_score'],
    ['azhar', 'second', 'azhar_secondYear_score'],
    ['azhar', 'fifth', 'azhar_fifthYear_score'],
    ['arab_english', 'third', 'Arabenglish_thirdYear_score'],
    ['native', null, 'wafdeen_score'],
  ] as const)('%s %s → %s', (cert, year, field) => expect(minimumScoreField(cert, year)).toBe(field));
});

describe("'-', empty and non-numeric minimums never match", () => {
  it.each([
    ['85', 85],
    ['93.5', 93.5],
    ['0', 0],
    ['100', 100],
    ['-', null],
    ['', null],
    [null, null],
    ['لم يعلن', null],
    ['85%', null],
    [72, 72],
  ])('%s → %s', (v, n) => expect(parseMinimumScore(v)).toBe(n));
});

describe('section filter (spec 2 §5, changed by issue 24: literary offerings are the humanities)', () => {
  // Spec 2 §5 said "literary allows only offerings with section 'all'"; the data marks the
  // humanities 'literary', open to literary students and to science and maths students. An
  // offering whose source names no section ('unknown') is shown to science and maths students (with
  // a note); to a literary student only when it is a humanities faculty (below).
  const allowed: Record<FinderSection, string[]> = {
    literary: ['literary', 'all'],
    science: ['science', 'scientific', 'all', 'literary', 'unknown'],
    math: ['math', 'scientific', 'all', 'literary', 'unknown'],
    scientific: ['science', 'math', 'scientific', 'all', 'literary', 'unknown'],
  };
  for (const [student, list] of Object.entries(allowed) as [FinderSection, string[]][]) {
    it.each(OFFERING_SECTIONS)(`${student} student, offering section %s`, (section) =>
      expect(sectionAllows(student, section)).toBe(list.includes(section)),
    );
  }
  it.each([
    ['literary', 'LANG', true],
    ['literary', 'LAW', true],
    ['literary', 'MED', false],
    ['literary', 'ENG', false],
    ['literary', null, false],
    ['science', 'MED', true],
    ['math', 'ENG', true],
  ] as [FinderSection, string | null, boolean][])(
    '%s student, unknown section of faculty %s → %s',
    (student, code, result) => expect(sectionAllows(student, 'unknown', code)).toBe(result),
  );
  // Legacy text still in a record read before the migration: read through the same mapping.
  it.each([
    ['math', 'sports', true],
    ['science', 'sports', false],
    ['science', 'علمي علوم أو علمي رياضة', true],
    ['literary', 'علمي علوم أو علمي رياضة', false],
    ['science', 'other', false],
    ['math', '', false],
  ] as [FinderSection, string, boolean][])('%s student, legacy section %s → %s', (student, section, result) =>
    expect(sectionAllows(student, section)).toBe(result),
  );
});

describe('matching (spec 2 §5: a number ≤ the entered score, only normal offerings)', () => {
  const data: MatchableOffering[] = [
    offering({
      university_code: 'A',
      faculty_short: 'MED',
      section: 'science',
      thanwyaa_fourthYear_score: '85',
      azhar_fourthYear_score: '90',
      Arabenglish_fourthYear_score: '80',
      wafdeen_score: '70',
    }),
    offering({ university_code: 'B', faculty_short: 'MED', section: 'science', thanwyaa_fourthYear_score: '85.5' }),
    offering({
      university_code: 'C',
      faculty_short: 'ENG',
      section: 'math',
      thanwyaa_fourthYear_score: '70',
      wafdeen_score: '-',
    }),
    offering({
      university_code: 'D',
      faculty_short: 'LAW',
      section: 'all',
      thanwyaa_fourthYear_score: '60',
      thanwyaa_fifthYear_score: '-',
    }),
    offering({ university_code: 'E', faculty_short: 'CS', section: 'scientific', thanwyaa_fourthYear_score: '75' }),
    offering({
      university_code: 'F',
      faculty_short: 'CS',
      section: 'scientific',
      normal_or_Dual: 'dual',
      thanwyaa_fourthYear_score: '50',
    }),
    offering({ university_code: 'G', faculty_short: 'LANG', section: 'literary', thanwyaa_fourthYear_score: '50' }),
    offering({ university_code: 'H', faculty_short: 'ART', section: 'all', thanwyaa_fourthYear_score: '' }),
    offering({ university_code: 'I', faculty_short: 'ART', section: 'all', thanwyaa_fourthYear_score: 'غير محدد' }),
    offering({
      university_code: 'J',
      faculty_short: 'ART',
      section: 'all',
      thanwyaa_fourthYear_score: '0',
      wafdeen_score: '100',
    }),
  ];
  const codes = (q: Parameters<typeof matchOfferings>[1]) =>
    matchOfferings(data, q)
      .map((m) => m.offering.university_code)
      .sort();

  it.each([
    // a thawya science student with 85: A (85 ≤ 85), CS (75), LAW (60, all), LANG (50, literary: the
    // humanities), J (0 ≤ 85); B's 85.5 is above, ENG is math, F dual.
    [{ certificate: 'thawya', year: 'fourth', section: 'science', score: 85 }, ['A', 'D', 'E', 'G', 'J']],
    [{ certificate: 'thawya', year: 'fourth', section: 'math', score: 85 }, ['C', 'D', 'E', 'G', 'J']],
    [{ certificate: 'thawya', year: 'fourth', section: 'literary', score: 85 }, ['D', 'G', 'J']],
    [{ certificate: 'thawya', year: 'fourth', section: 'science', score: 85.5 }, ['A', 'B', 'D', 'E', 'G', 'J']],
    [{ certificate: 'thawya', year: 'fourth', section: 'science', score: 100 }, ['A', 'B', 'D', 'E', 'G', 'J']],
    [{ certificate: 'thawya', year: 'fourth', section: 'science', score: 0 }, ['J']],
    [{ certificate: 'thawya', year: 'fifth', section: 'literary', score: 100 }, []],
    [{ certificate: 'azhar', year: 'fourth', section: 'scientific', score: 90 }, ['A']],
    [{ certificate: 'azhar', year: 'fourth', section: 'scientific', score: 89 }, []],
    [{ certificate: 'arab_english', year: 'fourth', section: 'scientific', score: 80 }, ['A']],
    [{ certificate: 'arab_english', year: 'fourth', section: 'literary', score: 80 }, []],
    // natives: wafdeen_score, no year and no section filter
    [{ certificate: 'native', score: 70 }, ['A']],
    [{ certificate: 'native', score: 100 }, ['A', 'J']],
  ] as const)('%j → %j', (q, expected) => expect(codes(q)).toEqual(expected));
});

describe('results order (spec 2 §2.3: faculties by number of universities, descending; universities by minimum, descending)', () => {
  const data = [
    offering({ university_code: 'U1', faculty_short: 'LAW', thanwyaa_fourthYear_score: '60' }),
    offering({ university_code: 'U1', faculty_short: 'CS', thanwyaa_fourthYear_score: '70' }),
    offering({ university_code: 'U1', faculty_short: 'CS', thanwyaa_fourthYear_score: '72' }),
    offering({ university_code: 'U2', faculty_short: 'CS', thanwyaa_fourthYear_score: '80' }),
    offering({ university_code: 'U3', faculty_short: 'ECON', thanwyaa_fourthYear_score: '65' }),
    offering({ university_code: 'U2', faculty_short: 'ECON', thanwyaa_fourthYear_score: '75' }),
    offering({ university_code: 'U4', faculty_short: 'ECON', thanwyaa_fourthYear_score: '55' }),
  ];
  const groups = groupByFaculty(
    matchOfferings(data, { certificate: 'thawya', year: 'fourth', section: 'science', score: 85 }),
  );
  it('counts distinct universities, not offerings', () => {
    expect(groups.map((g) => [g.facultyCode, g.universityCount])).toEqual([
      ['ECON', 3],
      ['CS', 2],
      ['LAW', 1],
    ]);
  });
  it('sorts a faculty’s universities by minimum score, descending', () => {
    expect(groups[0].offerings.map((m) => m.minimumScore)).toEqual([75, 65, 55]);
    expect(groups[1].offerings.map((m) => [m.offering.university_code, m.minimumScore])).toEqual([
      ['U2', 80],
      ['U1', 72],
      ['U1', 70],
    ]);
  });
});

describe('form (spec 2 §2.3, §5)', () => {
  // Issue 24 departs from spec 2 §5's two digits: '8.5' is 8.5 and '101' is refused, not cut.
  it.each([
    ['85', '85'],
    ['855', '855'],
    ['8.5', '8.5'],
    ['100', '100'],
    ['1000', '1000'],
    ['10000', '1000'],
    ['101', '101'],
    ['9a', '9'],
    ['abc', ''],
    ['', ''],
    ['٨٥', '85'],
  ])('percentage input %s keeps %s', (raw, kept) => expect(sanitizePercentageInput(raw)).toBe(kept));
  it.each([
    ['', 'يرجى إدخال مجموعك'],
    ['abc', 'الرجاء إدخال درجة صحيحة'],
    ['101', 'النسبة المئوية لا تزيد على 100% — راجع ما أدخلته، أو اختر «بالدرجات» لإدخال مجموع الدرجات'],
    ['855', 'النسبة المئوية لا تزيد على 100% — راجع ما أدخلته، أو اختر «بالدرجات» لإدخال مجموع الدرجات'],
    ['85.7', undefined],
    ['0', undefined],
    ['100', undefined],
    ['85', undefined],
  ])('percentage %s → %s', (p, message) => expect(validatePercentage(p)).toBe(message));

  it.each([
    ['thawya', true],
    ['azhar', true],
    ['arab_english', true],
    ['native', false],
    ['', false],
  ] as const)('year asked for %s: %s', (c, asked) => expect(needsYear(c)).toBe(asked));
  it.each([
    ['azhar', 'مجموعك بعد المعادلة'],
    ['arab_english', 'مجموعك بعد المعادلة'],
    ['thawya', 'مجموعك'],
    ['native', 'مجموعك'],
    ['', 'مجموعك'],
  ] as const)('score label for %s is %s', (c, label) => expect(finderScoreLabel(c)).toBe(label));

  const form = (over: Partial<ScoreFinderForm>): ScoreFinderForm => ({
    certificate: 'thawya',
    year: 'fourth',
    section: 'science',
    percentage: '85',
    ...over,
  });
  it.each([
    [{ certificate: '' }, { certificate: 'يرجى اختيار نوع الشهادة' }],
    [{ year: '' }, { year: 'يرجى اختيار سنة الشهادة' }],
    [{ section: '' }, { section: 'يرجى اختيار الشعبة' }],
    [{ section: 'scientific' }, { section: 'يرجى اختيار الشعبة' }],
    [{ certificate: 'azhar', section: 'science' }, { section: 'يرجى اختيار الشعبة' }],
    [{ percentage: '' }, { percentage: 'يرجى إدخال مجموعك' }],
    [{ certificate: 'native', year: '', section: '' }, {}],
    [{}, {}],
  ] as const)('%j → %j', (over, errors) =>
    expect(validateScoreFinder(form(over as Partial<ScoreFinderForm>))).toEqual(errors),
  );

  it('a valid form becomes a query', () => {
    expect(toScoreQuery(form({}))).toEqual({ certificate: 'thawya', year: 'fourth', section: 'science', score: 85 });
    expect(toScoreQuery(form({ certificate: 'native', year: '', section: '', percentage: '70' }))).toEqual({
      certificate: 'native',
      score: 70,
    });
    expect(toScoreQuery(form({ percentage: '' }))).toBeNull();
  });

  const realLabels = academicYearLabels([{ first_year: '2025/2026', fifth_year: '2021/2022' }]);
  const demoLabels = academicYearLabels([{ first_year: '2025', fifth_year: '2021' }]);
  it.each([
    [{ certificate: 'thawya', year: 'fifth' }, realLabels, false, 'لا توجد في بيانات الدليل حدود دنيا لعام 2021/2022'],
    [{ certificate: 'azhar', year: 'fifth' }, demoLabels, false, 'لا توجد في بيانات الدليل حدود دنيا لعام 2021'],
    [{ certificate: 'thawya', year: 'fifth' }, demoLabels, true, 'لا توجد كليات متاحة للمجموع المدخل'],
    [{ certificate: 'thawya', year: 'second' }, realLabels, false, 'لا توجد في بيانات الدليل حدود دنيا للسنة الثانية'],
    [{ certificate: 'thawya', year: 'fourth' }, realLabels, true, 'لا توجد كليات متاحة للمجموع المدخل'],
    [{ certificate: 'native' }, realLabels, false, 'لا توجد كليات متاحة للمجموع المدخل'],
  ] as const)('no match for %j (column has figures: %s): %s', (q, labels, has, message) =>
    expect(noMatchMessage(q, labels, has)).toBe(message),
  );

  const offerings = [{ thanwyaa_fifthYear_score: '-', thanwyaa_fourthYear_score: '71', wafdeen_score: '' }];
  it.each([
    [{ certificate: 'thawya', year: 'fourth' }, 0, true],
    [{ certificate: 'thawya', year: 'fifth' }, 0, false],
    [{ certificate: 'thawya', year: 'first' }, 0, false],
    [{ certificate: 'thawya', year: 'first' }, 64, true],
    [{ certificate: 'azhar', year: 'first' }, 64, true],
    [{ certificate: 'arab_english', year: 'first' }, 64, false],
    // The count is of the table that applies to the column (floorsYearFor), whichever column it is.
    [{ certificate: 'thawya', year: 'second' }, 64, true],
    [{ certificate: 'native' }, 0, false],
  ] as const)('column of %j with %i floors has figures: %s', (q, floors, expected) =>
    expect(finderColumnHasFigures(offerings, q, floors)).toBe(expected),
  );
});

describe('offering section labels', () => {
  it.each([
    ['science', 'علمي علوم'],
    ['all', 'جميع الشعب'],
    ['', 'غير متوفر'],
    ['علمي علوم أو علمي رياضة', 'علمي علوم أو علمي رياضة'],
  ])('%s → %s', async (s, label) => expect((await import('./score-matching')).offeringSectionLabel(s)).toBe(label));
});

describe('the certificate’s year chooses the councils’ table (issue 24)', () => {
  const real = academicYearLabels([
    {
      first_year: '2025/2026',
      second_year: '2024/2025',
      third_year: '2023/2024',
      fourth_year: '2022/2023',
      fifth_year: '2021/2022',
    },
  ]);
  const demo = academicYearLabels([
    { first_year: '2025', second_year: '2024', third_year: '2023', fourth_year: '2022', fifth_year: '2021' },
  ]);
  const nextYear = academicYearLabels([{ first_year: '2026/2027', second_year: '2025/2026' }]);
  it.each([
    ['the certificate year’s table', real, 'first', ['2025/2026'], '2025/2026', false],
    ['an older year’s table when the data has it', real, 'second', ['2025/2026', '2024/2025'], '2024/2025', false],
    ['no older year’s table: none (a newer one says nothing of it)', real, 'second', ['2025/2026'], null, false],
    ['a demo label names the year the admission starts', demo, 'first', ['2025/2026'], '2025/2026', false],
    [
      'the newest column without its table: the newest table stands in',
      nextYear,
      'first',
      ['2025/2026'],
      '2025/2026',
      true,
    ],
    ['no table at all', real, 'first', [], null, false],
  ] as const)('%s', (_name, labels, year, tables, applied, fallback) => {
    const choice = floorsYearFor({ certificate: 'thawya', year }, labels, tables);
    expect([choice.academicYear, choice.fallback]).toEqual([applied, fallback]);
  });
  it('natives have no table', () =>
    expect(floorsYearFor({ certificate: 'native' }, real, ['2025/2026']).academicYear).toBeNull());
  it('says which year stands in for which', () =>
    expect(floorsFallbackNote(floorsYearFor({ certificate: 'thawya', year: 'first' }, nextYear, ['2025/2026']))).toBe(
      'لا توجد في بيانات الدليل حدود المجلسين لعام 2026/2027 بعد؛ نطبّق حدود عام 2025/2026 (أحدث ما أعلنه المجلسان) حتى تُعلن.',
    ));
  it.each([
    ['2025/2026', 'شهادة 2025 — التقديم 2025/2026'],
    ['2025', 'شهادة 2025'],
    ['السنة الأولى', 'السنة الأولى'],
  ])('the choice %s reads %s', (label, text) => expect(certificateYearLabel(label)).toBe(text));
});
