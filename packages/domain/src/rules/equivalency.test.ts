import { describe, expect, it } from 'vitest';
import {
  A_LEVEL_GRADE_POINTS,
  AS_GRADE_POINTS,
  IGCSE_GRADE_POINTS,
  americanActResult,
  americanSatResult,
  formatEquivalency,
  igcseTotalPoints,
} from './equivalency';

describe('American (spec 2 §9)', () => {
  // "SAT result = (sat1 + sat2) / 3200 x 100 + gpa / 40 x 100"
  it.each([
    [1200, 1300, 30, '153.13'], // 2500/3200×100 = 78.125; 30/40×100 = 75 → 153.125
    [1600, 1600, 40, '200.00'],
    [1000, 1010, 35.5, '151.56'], // 62.8125 + 88.75
    [0, 0, 0, '0.00'],
    [1700, 1600, 40, '203.13'], // maxima are input attributes only: not clamped
  ])('SAT %s + %s, GPA %s → %s', (s1, s2, gpa, out) =>
    expect(formatEquivalency(americanSatResult(s1, s2, gpa))).toBe(out),
  );

  // "ACT result = (english + reading + math) / 108 x 100"
  it.each([
    [30, 28, 32, '83.33'],
    [36, 36, 36, '100.00'],
    [20, 25, 27, '66.67'],
  ])('ACT %s + %s + %s → %s', (e, r, m, out) => expect(formatEquivalency(americanActResult(e, r, m))).toBe(out));
});

describe('IGCSE points (spec 2 §9)', () => {
  it.each([
    ['A*', 8],
    ['A', 8],
    ['B', 7],
    ['C', 6],
    ['9', 9],
    ['8', 8],
    ['7', 7],
    ['6', 6],
    ['5', 5],
    ['4', 4],
  ])('IGCSE %s → %s', (g, p) => expect(IGCSE_GRADE_POINTS[g]).toBe(p));
  it.each([
    ['A', 5],
    ['B', 4],
    ['C', 3],
    ['D', 2],
  ])('AS and A level %s → %s', (g, p) => {
    expect(AS_GRADE_POINTS[g]).toBe(p);
    expect(A_LEVEL_GRADE_POINTS[g]).toBe(p);
  });
  it('totals the plain sum of every subject’s points (Dalil’s documented rule)', () => {
    expect(igcseTotalPoints({ igcse: ['A*', 'A', 'B', '9', '4'], as: ['A', 'C'], aLevel: ['B'] })).toBe(
      8 + 8 + 7 + 9 + 4 + 5 + 3 + 4,
    );
    expect(igcseTotalPoints({ igcse: ['A*'], as: [], aLevel: [] })).toBe(8);
  });
  it('has no total while a grade is missing or unknown', () => {
    expect(igcseTotalPoints({ igcse: ['A', ''], as: ['A'], aLevel: ['A'] })).toBeNull();
    expect(igcseTotalPoints({ igcse: ['A'], as: ['E'], aLevel: ['A'] })).toBeNull();
  });
});
