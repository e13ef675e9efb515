import { describe, expect, it } from 'vitest';
import { changedFigures, checkFigureSources, figureLogEntries, isFigure, sameSource } from './figure-sources';
import { PROVENANCE_MESSAGES } from './provenance';

const SRC = { url: 'https://guc.edu.eg/fees', academic_year: '2025/2026' };

describe('isFigure: a value that states a fee or a score', () => {
  it.each([
    ['fee', '120000', true],
    ['fee', '0', false],
    ['fee', '0.00', false],
    ['fee', '', false],
    ['fee', null, false],
    ['score', '-', false],
    ['score', ' 85 ', true],
    ['score', '0', true],
  ] as const)('%s %j → %s', (kind, value, expected) => {
    expect(isFigure(kind, value)).toBe(expected);
  });
});

describe('changedFigures: the figure fields a write sets to a new figure', () => {
  it.each([
    ['a new fee', null, { feesEgyption: '120000' }, 'fee', ['feesEgyption']],
    ['the same fee again', { feesEgyption: '120000' }, { feesEgyption: ' 120000 ' }, 'fee', []],
    ['a cleared fee', { feesEgyption: '120000' }, { feesEgyption: '' }, 'fee', []],
    ['the stated fee', {}, { fee_stated: '95,000 جنيه' }, 'fee', ['fee_stated']],
    ['a score left out', { wafdeen_score: '70' }, { faculty: 'x' }, 'score', []],
    ['a score to "-"', { wafdeen_score: '70' }, { wafdeen_score: '-' }, 'score', []],
    [
      'two scores',
      {},
      { azhar_firstYear_score: '80', wafdeen_score: '70' },
      'score',
      ['azhar_firstYear_score', 'wafdeen_score'],
    ],
  ] as const)('%s', (_name, stored, change, kind, expected) => {
    expect(changedFigures(kind, stored, change)).toEqual(expected);
  });
});

describe('sameSource', () => {
  it.each([
    [SRC, { ...SRC, kind: 'staff' }, true],
    [SRC, { ...SRC, academic_year: '2025/26' }, true],
    [SRC, { ...SRC, url: 'https://guc.edu.eg/other' }, false],
    [SRC, { ...SRC, kind: 'university' }, false],
    [null, undefined, true],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(sameSource(a, b)).toBe(expected);
  });
});

describe('checkFigureSources: a fee or a score is written with its source and year', () => {
  const fields = (r: ReturnType<typeof checkFigureSources>) =>
    r.ok === false ? r.errors.map((e) => [e.path.join('.'), e.message]) : [];
  it.each([
    ['no figure, no source', { faculty: 'طب' }, null, []],
    ['a new faculty with the defaults (fees 0, scores -)', { feesEgyption: '0', wafdeen_score: '-' }, null, []],
    [
      'a fee without a source',
      { feesEgyption: '120000' },
      null,
      [
        ['fee_source.url', PROVENANCE_MESSAGES.sourceRequired],
        ['fee_source.academic_year', PROVENANCE_MESSAGES.yearRequired],
      ],
    ],
    [
      'a score with a source but no year',
      { thanwyaa_firstYear_score: '90', score_source: { url: 'https://x.edu.eg' } },
      null,
      [['score_source.academic_year', PROVENANCE_MESSAGES.yearRequired]],
    ],
    [
      'a fee with the score’s source only',
      { feesNatives: '5000', score_source: SRC },
      null,
      [
        ['fee_source.url', PROVENANCE_MESSAGES.sourceRequired],
        ['fee_source.academic_year', PROVENANCE_MESSAGES.yearRequired],
      ],
    ],
    [
      'an unknown kind',
      { feesNatives: '5000', fee_source: { ...SRC, kind: 'rumour' } },
      null,
      [['fee_source.kind', PROVENANCE_MESSAGES.kindUnknown]],
    ],
    ['the same fee resent without a source', { feesEgyption: '120000' }, { feesEgyption: '120000' }, []],
    [
      'a stored source resent unchanged without a year (seeded, year unknown)',
      { fee_source: { url: 'https://a.eg', kind: 'news', academic_year: null } },
      { fee_source: { url: 'https://a.eg', kind: 'news', academic_year: null } },
      [],
    ],
    [
      'a corrected source address with a bad year',
      { fee_source: { url: 'https://b.eg', academic_year: 'last year' } },
      { fee_source: { url: 'https://a.eg', academic_year: '2024/2025' } },
      [['fee_source.academic_year', PROVENANCE_MESSAGES.yearRequired]],
    ],
  ] as const)('%s', (_name, change, stored, expected) => {
    expect(fields(checkFigureSources(stored as Record<string, unknown> | null, change))).toEqual(expected);
  });

  it('answers the cleaned sources: kind defaults to staff, the year normalised, extras kept when well formed', () => {
    const r = checkFigureSources(null, {
      feesEgyption: '120000',
      fee_source: { url: ' https://guc.edu.eg/fees ', academic_year: '2025-26', unit: 'semester', unit_stated: true },
      wafdeen_score: '70',
      score_source: { ...SRC, kind: 'university', unit: 'fortnight' },
    });
    expect(r).toEqual({
      ok: true,
      value: {
        fee_source: {
          url: 'https://guc.edu.eg/fees',
          kind: 'staff',
          academic_year: '2025/2026',
          unit: 'semester',
          unit_stated: true,
        },
        score_source: { url: SRC.url, kind: 'university', academic_year: '2025/2026' },
      },
    });
  });
});

describe('figureLogEntries: each changed figure with its source address and year', () => {
  it('names the new value, the address and the year; unchanged figures are left out', () => {
    expect(
      figureLogEntries(
        { feesEgyption: '100000', wafdeen_score: '70' },
        { feesEgyption: '120000', wafdeen_score: '70', fee_source: SRC, score_source: null },
      ),
    ).toEqual({ feesEgyption: { value: '120000', source_url: SRC.url, academic_year: '2025/2026' } });
  });
  it('is empty without an after', () => {
    expect(figureLogEntries({}, null)).toEqual({});
  });
});
