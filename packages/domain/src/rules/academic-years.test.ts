import { describe, expect, it } from 'vitest';
import { academicYearLabels, yearInSentence } from './academic-years';

const real = {
  first_year: '2025/2026',
  second_year: '2024/2025',
  third_year: '2023/2024',
  fourth_year: '2022/2023',
  fifth_year: '2021/2022',
};
const demo = { first_year: '2025', second_year: '2024', third_year: '2023', fourth_year: '2022', fifth_year: '2021' };

describe('academicYearLabels', () => {
  it.each([
    ['the real set', [real, real], { first: '2025/2026', fifth: '2021/2022' }],
    ['the demo set', [demo], { first: '2025', third: '2023', fifth: '2021' }],
    ['the label most records give', [real, real, { ...real, first_year: '2024/2025' }], { first: '2025/2026' }],
    ['blank labels are ignored', [{ ...real, second_year: ' ' }, { second_year: '' }], { second: 'السنة الثانية' }],
    ['no records: the ordinals', [], { first: 'السنة الأولى', fifth: 'السنة الخامسة' }],
    [
      'a column no record names: its ordinal',
      [{ first_year: '2025/2026' }],
      { first: '2025/2026', fourth: 'السنة الرابعة' },
    ],
  ] as const)('%s', (_name, records, expected) => {
    expect(academicYearLabels(records)).toMatchObject(expected);
  });
  it('null is no records', () => expect(academicYearLabels(null).first).toBe('السنة الأولى'));
});

describe('yearInSentence', () => {
  it.each([
    [{ first: '2025/2026' }, 'first', 'عام 2025/2026'],
    [{ fifth: '2021' }, 'fifth', 'عام 2021'],
    [{}, 'second', 'السنة الثانية'],
  ] as const)('%j %s → %s', (records, year, expected) => {
    const labels = academicYearLabels([Object.fromEntries(Object.entries(records).map(([k, v]) => [`${k}_year`, v]))]);
    expect(yearInSentence(labels, year)).toBe(expected);
  });
});
