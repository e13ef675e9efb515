import { describe, expect, it } from 'vitest';
import {
  feeYearLabel,
  floorFor,
  floorGroupOf,
  floorLabel,
  freshnessOf,
  hasSource,
  normalizeAcademicYear,
  validateFigureSource,
  type FloorCell,
} from './provenance';
import { matchFloors, type ScoreQuery } from './score-matching';

const src = { url: 'https://example.org/floors', kind: 'news' as const, academic_year: '2025/2026' };
const cell = (tier: string, faculty_group: FloorCell['faculty_group'], percent: number | null, only?: string[]) =>
  ({
    academic_year: '2025/2026',
    certificate_group: 'thanaweya_azhar',
    tier,
    faculty_group,
    percent,
    only_universities: only ?? null,
    sources: percent === null ? [] : [src],
  }) satisfies FloorCell;

const TABLE: FloorCell[] = [
  cell('1', 'MED', 74),
  cell('3', 'MED', 79),
  cell('4', 'MED', 81),
  cell('2', 'VET', null),
  cell('3', 'HUM', 53),
  cell('3', 'HUM', 55, ['O6U', 'MUST', 'MSA', 'MIU']),
  { ...cell('3', 'MED', 80), academic_year: '2024/2025' },
];

describe('floorFor: the councils’ cell for a university’s tier and faculty group', () => {
  it.each([
    ['tier 3 medicine', { universityCode: 'GUC', tier: 3, facultyCode: 'MED' }, 79],
    ['tier 4 medicine (other ahlia)', { universityCode: 'CUNU', tier: 4, facultyCode: 'med' }, 81],
    ['the humanities exception names the university', { universityCode: 'msa', tier: 3, facultyCode: 'LAW' }, 55],
    ['another tier-3 university gets the general cell', { universityCode: 'BUE', tier: '3', facultyCode: 'ECON' }, 53],
    [
      'an earlier year when asked',
      { universityCode: 'GUC', tier: 3, facultyCode: 'MED', academicYear: '2024/2025' },
      80,
    ],
  ])('%s', (_name, query, percent) => {
    expect(floorFor(TABLE, query)?.percent).toBe(percent);
  });

  it.each([
    ['no tier (special-nature or foreign branch)', { universityCode: 'AUC', tier: null, facultyCode: 'MED' }],
    ['a cell no source gives (percent null)', { universityCode: 'GU', tier: 2, facultyCode: 'VET' }],
    ['a faculty the table does not name', { universityCode: 'GUC', tier: 3, facultyCode: 'ARCH' }],
    ['no cell of that tier', { universityCode: 'GU', tier: 2, facultyCode: 'MED' }],
    [
      'another certificate group',
      { universityCode: 'GUC', tier: 3, facultyCode: 'MED', certificateGroup: 'equivalent' as const },
    ],
  ])('none: %s', (_name, query) => {
    expect(floorFor(TABLE, query)).toBeUndefined();
  });

  it('maps offering codes to the table’s groups', () => {
    expect([floorGroupOf('NURS'), floorGroupOf('ECON'), floorGroupOf('ART'), floorGroupOf('pt')]).toEqual([
      'BASIC',
      'HUM',
      undefined,
      'PT',
    ]);
  });

  it('is labelled as the councils’ floor to apply, never as the university’s minimum', () => {
    expect(floorLabel('2025/2026')).toBe('الحد الأدنى للتقدم وفق قرار مجلسي الجامعات الخاصة والأهلية 2025/2026');
  });
});

describe('fee freshness', () => {
  it.each([
    ['2025/2026', 'current', 'مصروفات العام 2025/2026'],
    ['2026/2027', 'current', 'مصروفات العام 2026/2027'],
    ['2023/2024', 'older', 'مصروفات العام 2023/2024 — قد تكون تغيّرت'],
    [null, 'unknown_year', 'عام المصروفات غير مذكور في المصدر — قد تكون تغيّرت'],
    ['unknown', 'unknown_year', 'عام المصروفات غير مذكور في المصدر — قد تكون تغيّرت'],
  ] as const)('%s → %s', (year, freshness, label) => {
    expect(freshnessOf({ academic_year: year })).toBe(freshness);
    expect(feeYearLabel({ academic_year: year })).toBe(label);
  });
});

describe('academic years and sources', () => {
  it.each([
    ['2024-2025', '2024/2025'],
    ['2024/25', '2024/2025'],
    [' 2025 / 2026 ', '2025/2026'],
    ['2025/2027', null],
    ['2025', null],
    ['unknown (page undated)', null],
  ])('normalizeAcademicYear(%j) = %j', (input, out) => {
    expect(normalizeAcademicYear(input)).toBe(out);
  });

  it.each([
    [{ url: 'https://a.eg/x', kind: 'university' }, true],
    [{ url: 'https://a.eg/x', kind: null }, false],
    [{ url: 'javascript:alert(1)', kind: 'staff' }, false],
    [null, false],
  ] as const)('hasSource(%j) = %s', (source, ok) => {
    expect(hasSource(source)).toBe(ok);
  });

  it.each([
    [{ url: 'https://guc.edu.eg/fees', academic_year: '2025/2026' }, true, []],
    [{ url: 'https://guc.edu.eg/fees', academic_year: '2025-2026', kind: 'university' }, true, []],
    [{ url: '', academic_year: '2025/2026' }, false, ['source_url']],
    [{ url: 'https://guc.edu.eg/fees' }, false, ['academic_year']],
    [{ url: 'ftp://x', academic_year: '2025', kind: 'rumour' }, false, ['source_url', 'academic_year', 'source_kind']],
  ])('validateFigureSource(%j)', (input, ok, fields) => {
    const result = validateFigureSource(input);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.map((p) => p.path[0])).toEqual(fields);
    else expect(result.value.academic_year).toMatch(/^\d{4}\/\d{4}$/);
  });
});

describe('matchFloors: the score finder by the councils’ floors (issue 22 acceptance)', () => {
  const offering = (university_code: string, faculty_short: string, evidence = 'operating') => ({
    university_code,
    faculty_short,
    faculty: faculty_short,
    section: 'unknown',
    normal_or_Dual: 'normal',
    evidence,
  });
  const tiers: Record<string, number | null> = { GUC: 3, MIU: 3, CUNU: 4, AUC: null, NMU: 4 };
  const offerings = [
    offering('GUC', 'PHARM'),
    offering('MIU', 'MED'),
    offering('CUNU', 'MED'),
    offering('AUC', 'MED'),
    offering('NMU', 'MED', 'founding_decree'),
    offering('MIU', 'LAW'),
  ];
  const table = [...TABLE, cell('3', 'PHARM', 71), cell('4', 'MED', 81)];
  const run = (query: ScoreQuery) =>
    matchFloors(offerings, query, table, (code) => tiers[code]).map((m) => [
      m.offering.university_code,
      m.offering.faculty_short,
      m.minimumScore,
    ]);

  it.each([
    [
      'Thanaweya science 80 %: tier-3 medicine (79) yes, tier-4 ahlia (81) no, no tier no, decree-only no',
      { certificate: 'thawya', year: 'first', section: 'science', score: 80 },
      [
        ['GUC', 'PHARM', 71],
        ['MIU', 'MED', 79],
        ['MIU', 'LAW', 55],
      ],
    ],
    [
      'Thanaweya science 82 % reaches tier 4 too',
      { certificate: 'thawya', year: 'first', section: 'science', score: 82 },
      [
        ['GUC', 'PHARM', 71],
        ['MIU', 'MED', 79],
        ['CUNU', 'MED', 81],
        ['MIU', 'LAW', 55],
      ],
    ],
    [
      'the literary track only to the humanities group',
      { certificate: 'thawya', year: 'first', section: 'literary', score: 90 },
      [['MIU', 'LAW', 55]],
    ],
    [
      'an earlier year column has no floors table',
      { certificate: 'thawya', year: 'second', section: 'science', score: 99 },
      [],
    ],
    [
      'equivalent certificates read the equivalent table (none in this one: no match)',
      { certificate: 'arab_english', year: 'first', section: 'scientific', score: 99 },
      [],
    ],
  ] as [string, ScoreQuery, unknown[]][])('%s', (_name, query, expected) => {
    expect(run(query)).toEqual(expected);
  });
});
