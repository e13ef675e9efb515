import { describe, expect, it } from 'vitest';
import { mergeSubsetOrder, orderChanges, type OrderedEntry } from './ordering';

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

/** A type in public order: codes with their stored index. */
const typeOf = (spec: string): OrderedEntry[] =>
  spec.split(' ').map((pair) => {
    const [code, index] = pair.split(':');
    return { code, index: index === '-' ? null : Number(index) };
  });

describe('orderChanges (the fewest index changes for a new order, issue 21 item 3)', () => {
  it.each([
    ['nothing moved', 'A:1 B:2 C:3 D:4', 'A B C D', []],
    [
      'one step up: the two swap',
      'A:1 B:2 C:3 D:4',
      'A C B D',
      [
        ['C', 3, 2],
        ['B', 2, 3],
      ],
    ],
    [
      'last to first: all between move, nothing else',
      'A:1 B:2 C:3 D:4 E:5',
      'A E B C D',
      [
        ['E', 5, 2],
        ['B', 2, 3],
        ['C', 3, 4],
        ['D', 4, 5],
      ],
    ],
    [
      'gaps are kept: the moved ones take the numbers of the places',
      'SUT:3 MTI:7 GUC:10 AUC:12',
      'SUT GUC MTI AUC',
      [
        ['GUC', 10, 7],
        ['MTI', 7, 10],
      ],
    ],
    [
      'equal numbers: the later one gets one more',
      'A:1 B:1 C:2',
      'A B C',
      [
        ['B', 1, 2],
        ['C', 2, 3],
      ],
    ],
    [
      'unnumbered last: numbered on',
      'A:1 B:2 X:- Y:-',
      'A B Y X',
      [
        ['Y', null, 3],
        ['X', null, 4],
      ],
    ],
    [
      'codes in any case',
      'guc:1 auc:2',
      'AUC GUC',
      [
        ['auc', 2, 1],
        ['guc', 1, 2],
      ],
    ],
    [
      'an unknown code is ignored',
      'A:1 B:2',
      'B Z A',
      [
        ['B', 2, 1],
        ['A', 1, 2],
      ],
    ],
  ] as [string, string, string, [string, number | null, number][]][])('%s', (_name, current, next, expected) => {
    expect(orderChanges(typeOf(current), next.split(' '))).toEqual(
      expected.map(([code, from, to]) => ({ code, from, to })),
    );
  });
});
