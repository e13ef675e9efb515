import { describe, expect, it } from 'vitest';
import {
  bioLines,
  byIndex,
  guideStudyYears,
  isOfferingShown,
  isPlaceShown,
  offeringDistinctions,
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
    ['literary', 'أدبي'],
    ['scientific', 'علمي'],
    ['unknown', 'الشعبة غير مذكورة في المصدر — تحقق من الجامعة'],
    ['علمي علوم أو علمي رياضة', 'علمي علوم أو علمي رياضة'],
  ])('section %s → %s', (code, label) => expect(sectionLabel(code)).toBe(label));

  it('bio newlines become separate lines', () => {
    expect(bioLines('سطر أول\nسطر ثان\r\n\nسطر ثالث')).toEqual(['سطر أول', 'سطر ثان', 'سطر ثالث']);
    expect(bioLines(null)).toEqual([]);
  });
});

describe('offeringDistinctions (issue 24: two cards of one university told apart)', () => {
  const o = (id: string, code: string, faculty: string, kind = 'normal') => ({
    _id: id,
    university_code: code,
    faculty,
    normal_or_Dual: kind,
  });
  it.each<[string, ReturnType<typeof o>[], [string, string][]]>([
    ['one card per university: nothing added', [o('1', 'ERU', 'كلية الطب'), o('2', 'MIU', 'كلية الطب')], []],
    [
      'a university twice: each card names its faculty',
      [o('1', 'ERU', 'كلية الطب'), o('2', 'ERU', 'كلية الطب - البرنامج الدولي'), o('3', 'MIU', 'كلية الطب')],
      [
        ['1', 'كلية الطب'],
        ['2', 'كلية الطب - البرنامج الدولي'],
      ],
    ],
    [
      'same name, one dual: the dual one says so',
      [o('1', 'MIU', 'كلية الطب'), o('2', 'MIU', 'كلية الطب', 'dual')],
      [
        ['1', 'كلية الطب'],
        ['2', 'كلية الطب — برنامج مزدوج'],
      ],
    ],
    [
      'a dual name that says it already is not repeated',
      [o('1', 'GUC', 'طب الأسنان'), o('2', 'GUC', 'طب الأسنان - برنامج الدرجة المزدوجة', 'dual')],
      [
        ['1', 'طب الأسنان'],
        ['2', 'طب الأسنان - برنامج الدرجة المزدوجة'],
      ],
    ],
  ])('%s', (_name, offerings, expected) => expect([...offeringDistinctions(offerings)]).toEqual(expected));
});
