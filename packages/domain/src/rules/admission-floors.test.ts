import { describe, expect, it } from 'vitest';
import {
  FLOOR_MESSAGES,
  floorCellKey,
  floorCellName,
  floorFormFrom,
  floorPercent,
  mergeFloorEdit,
  startedYearCells,
  validateFloorCell,
  validateStartYear,
} from './admission-floors';
import { PROVENANCE_MESSAGES } from './provenance';

const SOURCE = {
  url: 'https://www.youm7.com/story/2025/8/1/floors',
  kind: 'news' as const,
  academic_year: '2025/2026',
};
const CELL = {
  academic_year: '2025/2026',
  certificate_group: 'thanaweya_azhar',
  tier: '3',
  faculty_group: 'MED',
  percent: 79,
  sources: [SOURCE],
};

const problems = (r: ReturnType<typeof validateFloorCell>) =>
  r.ok === false ? r.errors.map((e) => [e.path.join('.'), e.message]) : [];

describe('validateFloorCell: one cell of the councils’ table as staff write it', () => {
  it.each([
    ['a whole sourced cell', {}, []],
    ['a year written 2025-2026', { academic_year: '2025-2026' }, []],
    ['a year of two years apart', { academic_year: '2025/2027' }, [['academic_year', FLOOR_MESSAGES.year]]],
    ['a year as one number', { academic_year: '2025' }, [['academic_year', FLOOR_MESSAGES.year]]],
    [
      'an unknown certificate group',
      { certificate_group: 'igcse' },
      [
        ['certificate_group', FLOOR_MESSAGES.certificate],
        ['tier', FLOOR_MESSAGES.tier],
      ],
    ],
    ['tier 5', { tier: '5' }, [['tier', FLOOR_MESSAGES.tier]]],
    ['an equivalent tier under Thanaweya', { tier: 'E1' }, [['tier', FLOOR_MESSAGES.tier]]],
    ['an equivalent tier for equivalent certificates', { certificate_group: 'equivalent', tier: 'e2' }, []],
    ['a faculty group outside the table', { faculty_group: 'ART' }, [['faculty_group', FLOOR_MESSAGES.group]]],
    ['a percent of 100', { percent: 100 }, []],
    ['a percent with two decimals, as text', { percent: '79.25' }, []],
    ['a percent in Arabic digits', { percent: '٧٩٫٥' }, []],
    ['a percent over 100', { percent: 100.5 }, [['percent', FLOOR_MESSAGES.percent]]],
    ['a negative percent', { percent: -1 }, [['percent', FLOOR_MESSAGES.percent]]],
    ['three decimals', { percent: '79.125' }, [['percent', FLOOR_MESSAGES.percent]]],
    ['a percent that is a word', { percent: 'high' }, [['percent', FLOOR_MESSAGES.percent]]],
    ['a percent as an object', { percent: { n: 1 } }, [['percent', FLOOR_MESSAGES.percent]]],
    ['a percent without a source', { sources: [] }, [['sources', FLOOR_MESSAGES.sourcesRequired]]],
    ['no percent and no source (a cell not announced yet)', { percent: '', sources: [] }, []],
    [
      'a source without an address',
      { sources: [{ kind: 'news', academic_year: '2025/2026' }] },
      [['sources[0].url', PROVENANCE_MESSAGES.sourceRequired]],
    ],
    [
      'a second source without a year',
      { sources: [SOURCE, { url: 'https://masrawy.com/x' }] },
      [['sources[1].academic_year', PROVENANCE_MESSAGES.yearRequired]],
    ],
    [
      'a source of an unknown kind',
      { sources: [{ ...SOURCE, kind: 'rumour' }] },
      [['sources[0].kind', PROVENANCE_MESSAGES.kindUnknown]],
    ],
    [
      'a javascript: address',
      { sources: [{ ...SOURCE, url: 'javascript:alert(1)' }] },
      [['sources[0].url', PROVENANCE_MESSAGES.sourceRequired]],
    ],
    ['sources that are not a list', { sources: 'https://x.eg' }, [['sources', FLOOR_MESSAGES.sourcesList]]],
    ['eleven sources', { sources: Array(11).fill(SOURCE) }, [['sources', FLOOR_MESSAGES.tooManySources]]],
    ['limited to universities given as text', { only_universities: 'o6u، must' }, []],
    [
      'a university code with a space inside a list',
      { only_universities: ['O6U', 'M S A'] },
      [['only_universities', FLOOR_MESSAGES.universities]],
    ],
    ['a note that is not text', { note: 5 }, [['note', FLOOR_MESSAGES.note]]],
  ])('%s', (_name, change, expected) => {
    expect(problems(validateFloorCell({ ...CELL, ...change }))).toEqual(expected);
  });

  it('answers the cleaned cell: year normalised, tier upper-cased, percent a number, kind defaulted, codes sorted', () => {
    expect(
      validateFloorCell({
        academic_year: '2026-27',
        certificate_group: 'equivalent',
        tier: 'e1',
        faculty_group: 'pharm',
        percent: '85.5',
        only_universities: ['must', 'O6U'],
        sources: [{ url: ' https://scu.eg/x ', academic_year: '2026/2027' }],
        note: '  ',
        conflicts: [{ value: 1 }],
      }),
    ).toEqual({
      ok: true,
      value: {
        academic_year: '2026/2027',
        certificate_group: 'equivalent',
        tier: 'E1',
        faculty_group: 'PHARM',
        percent: 85.5,
        only_universities: ['MUST', 'O6U'],
        sources: [{ url: 'https://scu.eg/x', kind: 'staff', academic_year: '2026/2027' }],
        note: null,
      },
    });
  });

  it('an empty body names what is missing, never throws', () => {
    const r = validateFloorCell(null);
    expect(r.ok).toBe(false);
    expect(problems(r).map(([p]) => p)).toEqual(['academic_year', 'certificate_group', 'tier', 'faculty_group']);
  });
});

describe('floorPercent', () => {
  it.each([
    [79, 79],
    ['79.50', 79.5],
    [' 0 ', 0],
    ['', null],
    [null, null],
    ['1e2', undefined],
    [Number.NaN, undefined],
    ['100.01', undefined],
  ])('%j → %j', (input, expected) => {
    expect(floorPercent(input)).toBe(expected);
  });
});

describe('floorCellKey: the natural key', () => {
  it.each([
    [{ ...CELL }, { ...CELL, percent: 80 }, true],
    [{ ...CELL }, { ...CELL, tier: 4 }, false],
    [{ ...CELL, only_universities: ['O6U', 'MUST'] }, { ...CELL, only_universities: ['must', 'o6u'] }, true],
    [{ ...CELL, only_universities: ['O6U'] }, { ...CELL, only_universities: null }, false],
    [{ ...CELL, only_universities: [] }, { ...CELL, only_universities: null }, true],
  ])('%j ~ %j → %s', (a, b, same) => {
    expect(floorCellKey(a) === floorCellKey(b)).toBe(same);
  });
});

describe('mergeFloorEdit', () => {
  it('keeps the stored fields the edit leaves out, and only writable fields', () => {
    expect(
      mergeFloorEdit({ ...CELL, note: 'n', conflicts: [1], _id: 'x' }, { percent: 80, _id: 'y', conflicts: [] }),
    ).toEqual({ ...CELL, percent: 80, only_universities: undefined, note: 'n' });
  });
});

describe('validateStartYear: a new year’s table from an earlier one', () => {
  const years = ['2024/2025', '2025/2026'];
  it.each([
    [{ academic_year: '2026/2027' }, { ok: true, value: { academic_year: '2026/2027', from: '2025/2026' } }],
    [
      { academic_year: '2026-2027', from: '2024/2025' },
      { ok: true, value: { academic_year: '2026/2027', from: '2024/2025' } },
    ],
  ])('%j', (body, expected) => {
    expect(validateStartYear(body, years)).toEqual(expected);
  });
  it.each([
    [{ academic_year: 'next' }, years, 'academic_year', FLOOR_MESSAGES.year],
    [{ academic_year: '2026/2027', from: '2026/2027' }, [...years, '2026/2027'], 'from', FLOOR_MESSAGES.sameYear],
    [{ academic_year: '2026/2027', from: '2023/2024' }, years, 'from', FLOOR_MESSAGES.noSourceYear],
    [{ academic_year: '2026/2027', from: 'x' }, years, 'from', FLOOR_MESSAGES.year],
    [{ academic_year: '2026/2027' }, [], 'from', FLOOR_MESSAGES.noSourceYear],
  ])('%j refused at %s', (body, known, path, message) => {
    const r = validateStartYear(body, known);
    expect(r.ok === false ? r.errors : []).toEqual([{ path: [path], message }]);
  });
});

describe('startedYearCells', () => {
  it('copies the layout with no figure and no source, once per cell', () => {
    const stored = [
      { ...CELL, conflicts: [{ value: 80 }], note: 'x' },
      { ...CELL, percent: 80 },
      { ...CELL, faculty_group: 'HUM', tier: 3, percent: 55, only_universities: ['O6U'] },
    ];
    const cells = startedYearCells(stored, '2026/2027');
    expect(cells).toEqual([
      {
        academic_year: '2026/2027',
        certificate_group: 'thanaweya_azhar',
        tier: '3',
        faculty_group: 'MED',
        percent: null,
        only_universities: null,
        sources: [],
        note: null,
      },
      {
        academic_year: '2026/2027',
        certificate_group: 'thanaweya_azhar',
        tier: '3',
        faculty_group: 'HUM',
        percent: null,
        only_universities: ['O6U'],
        sources: [],
        note: null,
      },
    ]);
    for (const c of cells) expect(validateFloorCell(c).ok).toBe(true);
  });
});

describe('floorCellName', () => {
  it('names the cell in Arabic, never as a university’s minimum', () => {
    expect(floorCellName({ ...CELL, only_universities: ['O6U', 'MUST'] })).toBe(
      '2025/2026 — الثانوية العامة والأزهرية — الفئة 3 — الطب البشري (O6U، MUST فقط)',
    );
  });
});

describe('floorFormFrom: the back office’s form of a cell', () => {
  it('a stored cell reads back through the validator unchanged', () => {
    const form = floorFormFrom({ ...CELL, percent: 79.5, only_universities: ['O6U', 'MUST'], note: null });
    expect(form).toMatchObject({ percent: '79.5', only_universities: 'O6U، MUST', note: '' });
    const checked = validateFloorCell(form);
    expect(checked.ok && checked.value).toMatchObject({
      percent: 79.5,
      only_universities: ['MUST', 'O6U'],
      sources: [SOURCE],
    });
  });
  it('a new cell at a place of the table starts with no percent and no source', () => {
    expect(floorFormFrom({ academic_year: '2026/2027', tier: 2, faculty_group: 'ENG' })).toEqual({
      academic_year: '2026/2027',
      certificate_group: 'thanaweya_azhar',
      tier: '2',
      faculty_group: 'ENG',
      percent: '',
      only_universities: '',
      sources: [],
      note: '',
    });
  });
});
