import { describe, expect, it } from 'vitest';
import { mergeSubsetOrder, moveItem } from './ordering';

describe('moveItem (arrows: the first cannot go up, the last cannot go down)', () => {
  it.each([
    [['A', 'B', 'C'], 1, -1, ['B', 'A', 'C']],
    [['A', 'B', 'C'], 1, 1, ['A', 'C', 'B']],
    [['A', 'B', 'C'], 0, -1, ['A', 'B', 'C']],
    [['A', 'B', 'C'], 2, 1, ['A', 'B', 'C']],
    [['A'], 0, 1, ['A']],
    [[], 0, 1, []],
  ] as const)('%j: move %i by %i → %j', (list, index, delta, expected) => {
    expect(moveItem(list, index, delta)).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    const list = ['A', 'B'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['A', 'B']);
  });
});

describe('mergeSubsetOrder (the listed universities reordered inside the whole category)', () => {
  it.each([
    ['all listed', ['A', 'B', 'C'], ['C', 'A', 'B'], ['C', 'A', 'B']],
    ['unlisted keep their places', ['A', 'X', 'B', 'Y', 'C'], ['C', 'B', 'A'], ['C', 'X', 'B', 'Y', 'A']],
    ['nothing moved', ['A', 'X', 'B'], ['A', 'B'], ['A', 'X', 'B']],
    ['empty subset', ['A', 'B'], [], ['A', 'B']],
    ['unknown code appended', ['A', 'B'], ['B', 'Z', 'A'], ['B', 'A', 'Z']],
  ])('%s', (_name, full, subset, expected) => {
    expect(mergeSubsetOrder(full, subset)).toEqual(expected);
  });
});
