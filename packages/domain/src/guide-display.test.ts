import { describe, expect, it } from 'vitest';
import {
  bioLines,
  byIndex,
  guideStudyYears,
  isOfferingShown,
  isPlaceShown,
  sectionLabel,
  studyYearLabel,
} from './guide-display';

describe('years rule (spec 1 §2: national universities show only the fourth and fifth year)', () => {
  it.each([
    ['national', ['fourth', 'fifth']],
    ['National', ['fourth', 'fifth']],
    ['private', ['first', 'second', 'third', 'fourth', 'fifth']],
    ['special', ['first', 'second', 'third', 'fourth', 'fifth']],
    ['international', ['first', 'second', 'third', 'fourth', 'fifth']],
  ])('%s → %j', (category, years) => expect(guideStudyYears(category)).toEqual(years));

  it.each([
    [{ first_year: '2025' }, 'first', '2025'],
    [{ fourth_year: ' 2022 / 2023 ' }, 'fourth', '2022 / 2023'],
    [{ fifth_year: '' }, 'fifth', 'السنة الخامسة'],
    [{}, 'second', 'السنة الثانية'],
    [null, 'third', 'السنة الثالثة'],
  ] as const)('label of %j %s → %s (year labels come from the record)', (record, year, label) =>
    expect(studyYearLabel(record, year)).toBe(label),
  );
});

describe('what is listed', () => {
  it.each([
    [{ faculty: 'كلية الهندسة', section: 'math' }, true],
    [{ faculty: 'كلية الهندسة', section: '' }, false],
    [{ faculty: '', section: 'math' }, false],
    [{ faculty: 'كلية الطب' }, false],
  ])('offering %j shown: %s (both faculty and section exist)', (o, shown) => expect(isOfferingShown(o)).toBe(shown));

  it.each([
    [{ price: '33500' }, true],
    [{ price: 'لم يعلن' }, false],
    [{ price: 'غير متوفر' }, false],
    [{ price: '' }, false],
    [{ price: null }, false],
  ])('place %j shown: %s', (p, shown) => expect(isPlaceShown(p)).toBe(shown));

  it('orders by index, missing last, stable', () => {
    const items = [
      { n: 'c', index: 3 },
      { n: 'x', index: null },
      { n: 'a', index: 1 },
      { n: 'b', index: '2' },
      { n: 'a2', index: 1 },
    ];
    expect(byIndex(items).map((i) => i.n)).toEqual(['a', 'a2', 'b', 'c', 'x']);
  });
});

describe('texts', () => {
  it.each([
    ['math', 'علمي رياضة'],
    ['sports', 'علمي رياضة'],
    ['science', 'علمي علوم'],
    ['all', 'جميع الشعب'],
    ['علمي علوم أو علمي رياضة', 'علمي علوم أو علمي رياضة'],
  ])('section %s → %s', (code, label) => expect(sectionLabel(code)).toBe(label));

  it('bio newlines become separate lines', () => {
    expect(bioLines('سطر أول\nسطر ثان\r\n\nسطر ثالث')).toEqual(['سطر أول', 'سطر ثان', 'سطر ثالث']);
    expect(bioLines(null)).toEqual([]);
  });
});
