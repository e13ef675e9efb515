import { describe, expect, it } from 'vitest';
import { groupItems, swipeStep, wrapIndex } from './carousel';

describe('wrapIndex (carousels wrap around)', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0], // past the last slide: back to the first
    [-1, 3, 2], // before the first: the last
    [7, 3, 1],
    [5, 0, 0], // nothing to show
    [1, 1, 0],
  ])('wrapIndex(%i, %i) = %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('swipeStep (spec 1 §2: a horizontal swipe over 50 px changes card)', () => {
  it.each([
    // dx, dy, rtl, step
    [51, 0, true, 1], // RTL: finger to the right brings the next card
    [-51, 0, true, -1],
    [50, 0, true, 0], // exactly 50 px is not "over 50 px"
    [-50, 0, true, 0],
    [10, 0, true, 0],
    [-80, 0, false, 1], // LTR: finger to the left is next
    [80, 0, false, -1],
    [60, 120, true, 0], // mostly vertical: a scroll, not a swipe
    [NaN, 0, true, 0], // no coordinates: no move
  ])('dx=%i dy=%i rtl=%s → %i', (dx, dy, rtl, step) => {
    expect(swipeStep(dx, dy, { rtl })).toBe(step);
  });

  it('takes another threshold', () => {
    expect(swipeStep(30, 0, { threshold: 20 })).toBe(1);
  });
});

describe('groupItems (desktop review groups of 3)', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7], 3, [[1, 2, 3], [4, 5, 6], [7]]],
    [[1, 2, 3], 3, [[1, 2, 3]]],
    [[], 3, []],
    [[1, 2], 1, [[1], [2]]],
  ])('%j in groups of %i', (items, size, groups) => {
    expect(groupItems(items, size)).toEqual(groups);
  });
});
