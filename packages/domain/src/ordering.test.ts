import { describe, expect, it } from 'vitest';
import { mergeSubsetOrder } from './ordering';

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
