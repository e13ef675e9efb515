import { describe, expect, it } from 'vitest';
import {
  finderFee,
  finderRows,
  feeAmount,
  marginText,
  minimumKindOf,
  minimumLabel,
  sortFinderRows,
  rangeFee,
  filterFinderRows,
  filteredOutNote,
  finderCities,
  finderFiltersFrom,
  parseFeeBound,
  type FinderMatch,
  type FinderSort,
} from './finder-rows';
import { equivalencyFinderSearch } from './equivalency';
import {
  CERTIFICATE_MAXIMA,
  equivalentFloorGaps,
  finderFormFromProfile,
  marksToPercent,
  matchFloors,
  matchOfferings,
  sanitizePercentageInput,
  toScoreQuery,
  validateScoreFinder,
  type MatchableOffering,
  type ScoreFinderForm,
  type ScoreQuery,
} from './score-matching';
import type { FloorCell } from './provenance';

const src = { url: 'https://example.org/floors', kind: 'news' as const, academic_year: '2025/2026' };
const cell = (
  certificate_group: FloorCell['certificate_group'],
  tier: string,
  faculty_group: FloorCell['faculty_group'],
  percent: number | null,
): FloorCell => ({
  academic_year: '2025/2026',
  certificate_group,
  tier,
  faculty_group,
  percent,
  only_universities: null,
  sources: percent === null ? [] : [src],
});
const FLOORS: FloorCell[] = [
  cell('thanaweya_azhar', '3', 'MED', 79),
  cell('thanaweya_azhar', '3', 'PHARM', 71),
  cell('thanaweya_azhar', '3', 'HUM', 53),
  cell('thanaweya_azhar', '4', 'MED', 81),
  cell('equivalent', 'E1', 'PHARM', 66),
  cell('equivalent', 'E2', 'PHARM', 68),
  cell('equivalent', 'E3', 'PHARM', 73),
];

describe('the percentage as typed (issue 24: two decimals, nothing cut or clamped silently)', () => {
  it.each([
    ['85', '85'],
    ['85.7', '85.7'],
    ['85.75', '85.75'],
    ['85.755', '85.75'],
    ['8.5', '8.5'],
    ['101', '101'],
    ['100', '100'],
    ['٨٥٫٧', '85.7'],
    ['85,5', '85.5'],
    ['8..5', '8.5'],
    ['9a', '9'],
    ['', ''],
  ])('%s keeps %s', (raw, kept) => expect(sanitizePercentageInput(raw)).toBe(kept));
});

describe('the form: a percentage with up to two decimals, or raw marks over the maximum', () => {
  const form = (over: Partial<ScoreFinderForm>): ScoreFinderForm => ({
    certificate: 'thawya',
    year: 'first',
    section: 'science',
    percentage: '85',
    ...over,
  });
  it.each([
    [{ percentage: '85.7' }, {}],
    [{ percentage: '85.75' }, {}],
    [{ percentage: '8.5' }, {}],
    [{ percentage: '100' }, {}],
    [
      { percentage: '101' },
      { percentage: 'النسبة المئوية لا تزيد على 100% — راجع ما أدخلته، أو اختر «بالدرجات» لإدخال مجموع الدرجات' },
    ],
    [{ percentage: '85.755' }, { percentage: 'أدخل المجموع بخانتين عشريتين على الأكثر (مثل 85.75)' }],
    [{ percentage: '85.' }, { percentage: 'الرجاء إدخال درجة صحيحة' }],
    [{ mode: 'marks', marks: '410', maximum: '410' }, {}],
    [{ mode: 'marks', marks: '300.5', maximum: '320' }, {}],
    [
      { mode: 'marks', marks: '411', maximum: '410' },
      { marks: 'مجموع الدرجات لا يزيد على الدرجة النهائية 410 — راجع ما أدخلته' },
    ],
    [
      { mode: 'marks', marks: '321', maximum: '320' },
      { marks: 'مجموع الدرجات لا يزيد على الدرجة النهائية 320 — راجع ما أدخلته' },
    ],
    [{ mode: 'marks', marks: '', maximum: '410' }, { marks: 'يرجى إدخال مجموع درجاتك' }],
    [{ mode: 'marks', marks: '300', maximum: '500' }, { maximum: 'يرجى اختيار الدرجة النهائية لشهادتك' }],
    // Azhar and the equivalent certificates: no source gives their maximum, so the student types
    // the one on their certificate (issue 24); it must be a number over 0 and the marks under it.
    [{ certificate: 'azhar', section: 'scientific', mode: 'marks', marks: '300', maximum: '410' }, {}],
    [{ certificate: 'azhar', section: 'scientific', mode: 'marks', marks: '512.5', maximum: '550.25' }, {}],
    [{ certificate: 'arab_english', section: 'scientific', mode: 'marks', marks: '30', maximum: '36' }, {}],
    [
      { certificate: 'azhar', section: 'scientific', mode: 'marks', marks: '300', maximum: '' },
      { maximum: 'يرجى إدخال الدرجة النهائية لشهادتك كما هي مكتوبة فيها (رقم أكبر من صفر)' },
    ],
    [
      { certificate: 'azhar', section: 'scientific', mode: 'marks', marks: '0', maximum: '0' },
      { maximum: 'يرجى إدخال الدرجة النهائية لشهادتك كما هي مكتوبة فيها (رقم أكبر من صفر)' },
    ],
    [
      { certificate: 'azhar', section: 'scientific', mode: 'marks', marks: '300', maximum: '20000' },
      { maximum: 'يرجى إدخال الدرجة النهائية لشهادتك كما هي مكتوبة فيها (رقم أكبر من صفر)' },
    ],
    [
      { certificate: 'azhar', section: 'scientific', mode: 'marks', marks: '300', maximum: 'abc' },
      { maximum: 'يرجى إدخال الدرجة النهائية لشهادتك كما هي مكتوبة فيها (رقم أكبر من صفر)' },
    ],
    [
      { certificate: 'azhar', section: 'scientific', mode: 'marks', marks: '451', maximum: '450' },
      { marks: 'مجموع الدرجات لا يزيد على الدرجة النهائية 450 — راجع ما أدخلته' },
    ],
  ] as const)('%j → %j', (over, errors) =>
    expect(validateScoreFinder(form(over as Partial<ScoreFinderForm>))).toEqual(errors),
  );

  it.each([
    [410, 410, 100],
    [320, 320, 100],
    [390, 410, 95.12],
    [300.5, 320, 93.9],
    [0, 410, 0],
  ])('%f over %i is %f %', (marks, max, percent) => expect(marksToPercent(marks, max)).toBe(percent));

  it('Thanaweya offers 320 (2025) and 410 (old system); Azhar none', () => {
    expect(CERTIFICATE_MAXIMA.thawya?.map((m) => m.maximum)).toEqual([320, 410]);
    expect(CERTIFICATE_MAXIMA.azhar).toBeUndefined();
  });

  it('a query searches with the decimals or the computed percentage; 101 is never searched', () => {
    expect(toScoreQuery(form({ percentage: '85.7' }))?.score).toBe(85.7);
    expect(toScoreQuery(form({ mode: 'marks', marks: '410', maximum: '410' }))?.score).toBe(100);
    expect(toScoreQuery(form({ percentage: '101' }))).toBeNull();
    expect(toScoreQuery(form({ mode: 'marks', marks: '411', maximum: '410' }))).toBeNull();
  });
});

describe('the track rule (issue 24: the humanities are open to literary students)', () => {
  const o = (university_code: string, faculty_short: string, section: string, score: string) => ({
    university_code,
    faculty_short,
    faculty: faculty_short,
    section,
    normal_or_Dual: 'normal',
    thanwyaa_fourthYear_score: score,
  });
  const data = [
    o('A', 'LANG', 'literary', '70'),
    o('B', 'SOCSCI', 'literary', '60'),
    o('C', 'ART', 'literary', '65'),
    o('D', 'ECON', 'all', '60'),
    o('E', 'MED', 'science', '80'),
    o('F', 'ENG', 'math', '75'),
    o('G', 'LANG', 'literary', '88'),
  ];
  const faculties = (q: ScoreQuery) =>
    matchOfferings(data, q)
      .map((m) => m.offering.faculty_short)
      .sort();
  it.each([
    [
      'a literary student at 85 sees languages, arts, social sciences and "all"',
      'literary',
      ['ART', 'ECON', 'LANG', 'SOCSCI'],
    ],
    [
      'a science student at 85 sees science, "all" and the humanities',
      'science',
      ['ART', 'ECON', 'LANG', 'MED', 'SOCSCI'],
    ],
    ['a maths student at 85 sees maths, "all" and the humanities', 'math', ['ART', 'ECON', 'ENG', 'LANG', 'SOCSCI']],
  ] as const)('%s', (_name, section, expected) =>
    expect(faculties({ certificate: 'thawya', year: 'fourth', section, score: 85 })).toEqual(expected),
  );
});

describe('matchFloors for equivalent certificates (issue 22: the equivalent table, tier by tier)', () => {
  const offering = (university_code: string, faculty_short: string) => ({
    university_code,
    faculty_short,
    faculty: faculty_short,
    section: 'unknown',
    normal_or_Dual: 'normal',
    evidence: 'operating',
  });
  const offerings = [offering('GUC', 'PHARM'), offering('GUC', 'MED'), offering('AUC', 'PHARM')];
  const tiers: Record<string, number | null> = { GUC: 3, AUC: null };
  const run = (score: number) =>
    matchFloors(
      offerings,
      { certificate: 'arab_english', year: 'first', section: 'scientific', score },
      FLOORS,
      (c) => tiers[c],
    ).map((m) => [m.offering.university_code, m.offering.faculty_short, m.minimumScore, m.tierDependent]);
  it.each([
    ['80 %: every tier reached, the highest floor is the minimum', 80, [['GUC', 'PHARM', 73, false]]],
    ['73 %: exactly the highest tier', 73, [['GUC', 'PHARM', 73, false]]],
    ['67 %: only E1 — depends on the tier', 67, [['GUC', 'PHARM', 66, true]]],
    ['65 %: no tier reached', 65, []],
  ] as const)('%s', (_name, score, expected) => expect(run(score)).toEqual(expected));

  it('never the Thanaweya table for an equivalent certificate, and the floor is labelled as an equivalent floor', () => {
    const [m] = matchFloors(
      offerings,
      { certificate: 'arab_english', year: 'first', section: 'scientific', score: 99 },
      FLOORS,
      (c) => tiers[c],
    );
    expect(m.floor?.certificate_group).toBe('equivalent');
    expect(minimumKindOf(m)).toBe('equivalent_floor');
    expect(minimumLabel(m)).toBe(
      'الحد الأدنى للتقدم بالشهادات المعادلة (العربية والأجنبية) وفق قرار مجلسي الجامعات الخاصة والأهلية 2025/2026',
    );
  });

  it('the groups without an equivalent floor are named (shown «غير متاح»)', () => {
    expect(equivalentFloorGaps(FLOORS)).toEqual(['MED', 'DENT', 'PT', 'VET', 'ENG', 'CS', 'BASIC', 'HUM']);
    expect(equivalentFloorGaps(FLOORS.filter((c) => c.certificate_group === 'thanaweya_azhar'))).toHaveLength(9);
  });

  it("a university's own published minimum decides over the floor for Thanaweya", () => {
    const own = {
      ...offering('GUC', 'MED'),
      score_stated: '83',
      score_source: { ...src, kind: 'university' as const },
    };
    const q = { certificate: 'thawya', year: 'first', section: 'science' } as const;
    expect(matchFloors([own], { ...q, score: 82 }, FLOORS, () => 3)).toEqual([]);
    const [m] = matchFloors([own], { ...q, score: 85 }, FLOORS, () => 3);
    expect([m.minimumScore, minimumKindOf(m), minimumLabel(m)]).toEqual([83, 'own', 'حد أدنى نشرته الجامعة 2025/2026']);
  });
});

describe('the margin as a sentence', () => {
  it.each([
    [85, 79, 'أعلى من الحد الأدنى بـ 6 درجات'],
    [85.7, 79, 'أعلى من الحد الأدنى بـ 6.7 درجة'],
    [85.75, 85, 'أعلى من الحد الأدنى بـ 0.75 درجة'],
    [80, 79, 'أعلى من الحد الأدنى بدرجة واحدة'],
    [81, 79, 'أعلى من الحد الأدنى بدرجتين'],
    [90, 55, 'أعلى من الحد الأدنى بـ 35 درجة'],
    [79, 79, 'يساوي الحد الأدنى'],
    [67, 73, 'أقل من الحد الأدنى بـ 6 درجات'],
  ])('%f over %f: %s', (score, min, text) => expect(marginText(score, min)).toBe(text));
});

describe('a row’s fee: a stated figure with its year and source, or «غير متاح»', () => {
  const source = { url: 'https://uni.example/fees', kind: 'university' as const, academic_year: '2023/2024' };
  it.each([
    [{ fee_stated: '185,000 جنيه', fee_source: source }, true, 'مصروفات العام 2023/2024 — قد تكون تغيّرت'],
    [{ fee_stated: '185000', fee_source: { ...source, academic_year: '2025/2026' } }, true, 'مصروفات العام 2025/2026'],
    [{ fee_stated: '185000', fee_source: { ...source, academic_year: null } }, false, undefined],
    [{ fee_stated: '185000', fee_source: null }, false, undefined],
    [{ feesEgyption: '120000' }, false, undefined],
    [{}, false, undefined],
  ])('%j', (offering, known, yearLabel) => {
    const fee = finderFee(offering as { fee_stated?: unknown; fee_source?: unknown });
    expect(fee.known).toBe(known);
    if (fee.known) expect(fee.yearLabel).toBe(yearLabel);
    else expect(fee.text).toBe('غير متاح — راجع موقع الجامعة');
  });
  it.each([
    ['185,000 جنيه', 185000],
    ['USD 7,500', 7500],
    ['نحو 90000.5', 90000.5],
    ['غير معلن', null],
  ])('%s reads %s for sorting', (text, n) => expect(feeAmount(text)).toBe(n));
});

describe('rows: one per university, sorted by margin, fee or name', () => {
  type O = MatchableOffering & { fee_stated?: string; fee_source?: unknown; name: string };
  const fee = (amount: string) => ({
    fee_stated: amount,
    fee_source: { url: 'https://u.example', kind: 'university', academic_year: '2024/2025' },
  });
  const m = (university_code: string, name: string, minimumScore: number, extra: Partial<O> = {}): FinderMatch<O> => ({
    offering: { university_code, faculty_short: 'MED', faculty: 'الطب', name, ...extra },
    minimumScore,
  });
  const matches = [
    m('B', 'جامعة بدر', 79, fee('150000')),
    m('A', 'جامعة الأهرام', 81),
    m('A', 'جامعة الأهرام', 79, { faculty: 'الطب (برنامج دولي)' }),
    m('C', 'جامعة القاهرة الأهلية', 75, fee('120000')),
    m('D', 'جامعة دلتا', 80, fee('90000')),
  ];
  const rows = finderRows(matches, 85, (o) => o.name);
  const order = (sort: FinderSort) => sortFinderRows(rows, sort).map((r) => r.universityCode);

  it('keeps a university once, with its lowest minimum and its other program named', () => {
    const a = rows.find((r) => r.universityCode === 'A')!;
    expect(rows).toHaveLength(4);
    expect([a.minimum, a.marginText, a.otherPrograms]).toEqual([79, 'أعلى من الحد الأدنى بـ 6 درجات', ['الطب']]);
  });
  it.each([
    ['margin', ['C', 'A', 'B', 'D']],
    ['fee', ['D', 'C', 'B', 'A']],
    ['name', ['A', 'C', 'B', 'D']], // الأهرام، القاهرة، بدر، دلتا
  ] as const)('by %s: %j', (sort, expected) => expect(order(sort)).toEqual(expected));
});

describe('filters: city and yearly-fee range (issue 24), unknown facts left out and counted', () => {
  type O = MatchableOffering & { fee_stated?: string; fee_source?: unknown; fee_currency?: string; name: string };
  const source = { url: 'https://u.example/fees', kind: 'university', academic_year: '2025/2026' };
  const m = (university_code: string, extra: Partial<O> = {}): FinderMatch<O> => ({
    offering: { university_code, faculty_short: 'MED', faculty: 'الطب', name: university_code, ...extra },
    minimumScore: 80,
  });
  const egp = (fee_stated: string, unit?: string) => ({
    fee_stated,
    fee_currency: 'EGP',
    fee_source: unit ? { ...source, unit, unit_stated: true } : source,
  });
  const rows = finderRows(
    [
      m('CAI1', egp('150,000 جنيه')),
      m('CAI2', egp('90000')),
      m('ALX', egp('120000')),
      m('SEM', egp('60000', 'semester')),
      m('EUR', { ...egp('9000'), fee_currency: 'EUR' }),
      m('NOCUR', { ...egp('100000'), fee_currency: undefined }),
      m('NOFEE'),
    ],
    85,
    (o) => o.name,
  );
  const cities: Record<string, string> = { CAI1: 'القاهرة', CAI2: ' القاهرة ', ALX: 'الإسكندرية', SEM: 'القاهرة' };
  const cityOf = (code: string) => cities[code] ?? null;
  const run = (params: Record<string, string>) =>
    filterFinderRows(
      rows,
      finderFiltersFrom((n) => params[n] ?? null),
      cityOf,
    );
  it.each([
    ['no filter', {}, ['CAI1', 'CAI2', 'ALX', 'SEM', 'EUR', 'NOCUR', 'NOFEE'], 0, 0],
    ['city', { city: 'القاهرة' }, ['CAI1', 'CAI2', 'SEM'], 0, 3],
    ['fee up to 120000 (bound included)', { fee_max: '120000' }, ['CAI2', 'ALX'], 4, 0],
    ['fee from 100,000', { fee_min: '100,000' }, ['CAI1', 'ALX'], 4, 0],
    ['fee range typed the wrong way round', { fee_min: '130000', fee_max: '80000' }, ['CAI2', 'ALX'], 4, 0],
    ['Arabic-Indic digits', { fee_max: '٩٠٠٠٠' }, ['CAI2'], 4, 0],
    ['city and fee', { city: 'القاهرة', fee_max: '100000' }, ['CAI2'], 1, 0],
    [
      'a malformed bound is no filter',
      { fee_min: 'abc', city: '  ' },
      ['CAI1', 'CAI2', 'ALX', 'SEM', 'EUR', 'NOCUR', 'NOFEE'],
      0,
      0,
    ],
  ])('%s', (_name, params, kept, unknownFee, unknownCity) => {
    const result = run(params);
    expect(result.rows.map((r) => r.universityCode)).toEqual(kept);
    expect([result.unknownFee, result.unknownCity]).toEqual([unknownFee, unknownCity]);
  });
  it('compares only a fee in Egyptian pounds that is not per semester or credit hour', () => {
    expect(rows.map((r) => [r.universityCode, rangeFee(r.fee)])).toEqual([
      ['CAI1', 150000],
      ['CAI2', 90000],
      ['ALX', 120000],
      ['SEM', null],
      ['EUR', null],
      ['NOCUR', null],
      ['NOFEE', null],
    ]);
  });
  it('offers the known cities once each, in Arabic order', () =>
    expect(finderCities(['CAI1', 'CAI2', 'ALX', 'NOFEE'], cityOf)).toEqual(['الإسكندرية', 'القاهرة']));
  it.each([
    [{ unknownFee: 0, unknownCity: 0 }, []],
    [
      { unknownFee: 3, unknownCity: 1 },
      [
        '3 جامعات لم تُعرض: مصروفاتها غير متاحة في بيانات الدليل، ونطاق المصروفات لا يُطبَّق إلا على رقم معروف.',
        'جامعة واحدة لم تُعرض: لا تذكر مصادر الدليل مدينتها.',
      ],
    ],
  ])('says what was left out: %j', (counts, notes) => expect(filteredOutNote(counts)).toEqual(notes));
  it.each([
    ['90000', 90000],
    ['90,000', 90000],
    ['٩٠٬٠٠٠', 90000],
    ['-5', null],
    ['', null],
    ['1e6', null],
  ])('a bound typed %s reads %s', (raw, n) => expect(parseFeeBound(raw)).toBe(n));
});

describe('the equivalency result handed to the finder: validated, never over 100 %', () => {
  it.each([
    [87.5, { ok: true, percent: '87.5', search: '?cert=arab_english&year=first&prefill=87.5' }],
    [92.129, { ok: true, percent: '92.12', search: '?cert=arab_english&year=first&prefill=92.12' }],
    [100, { ok: true, percent: '100', search: '?cert=arab_english&year=first&prefill=100' }],
  ])('%f → %j', (value, expected) => expect(equivalencyFinderSearch(value)).toEqual(expected));
  it.each([171.88, 100.01, NaN, -1])('%f is refused with a message', (value) => {
    const r = equivalencyFinderSearch(value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/100%|نتيجة صالحة/);
  });
});

describe('the form filled from the student’s profile', () => {
  it.each([
    [
      { certificate_type: 'general', section: 'scientific_sciences', score: '385.5' },
      {
        certificate: 'thawya',
        year: 'first',
        section: 'science',
        percentage: '',
        mode: 'marks',
        marks: '385.5',
        maximum: '410',
      },
    ],
    [
      { certificate_type: 'stem', section: 'scientific_math', score: '300' },
      {
        certificate: 'thawya',
        year: 'first',
        section: 'math',
        percentage: '',
        mode: 'marks',
        marks: '300',
        maximum: '',
      },
    ],
    [
      { certificate_type: 'azhar', section: 'literary', score: '85.5' },
      { certificate: 'azhar', year: 'first', section: 'literary', percentage: '85.5' },
    ],
    [
      { certificate_type: 'arabic_foreign', section: 'scientific_sciences', score: '97' },
      { certificate: 'arab_english', year: 'first', section: 'scientific', percentage: '97' },
    ],
    [
      { certificate_type: 'azhar', section: 'scientific', score: '385' },
      { certificate: 'azhar', year: 'first', section: 'scientific', percentage: '' },
    ],
    [
      { certificate_type: 'general', section: 'other', score: null },
      { certificate: 'thawya', year: 'first', section: '', percentage: '' },
    ],
    [{ certificate_type: 'other', section: 'literary', score: '80' }, null],
    [null, null],
  ] as const)('%j → %j', (profile, form) => expect(finderFormFromProfile(profile)).toEqual(form));
});
