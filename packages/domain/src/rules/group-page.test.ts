import { describe, expect, it } from 'vitest';
import { pageOfGroups } from './group-page';

const group = (subtype: string, n: number) => ({
  subtype,
  universities: Array.from({ length: n }, (_, i) => `${subtype}${i + 1}`),
});
// 3 + 0 + 4 + 2 = 9 records, the empty section after the first three.
const GROUPS = [group('A', 3), group('E', 0), group('B', 4), group('C', 2)];

const view = (r: ReturnType<typeof pageOfGroups<string, (typeof GROUPS)[number]>>) =>
  r.groups.map((g) => `${g.subtype}@${g.first}:${g.shown.join(',')}`);

describe('pageOfGroups pages sectioned records as one list', () => {
  it.each([
    ['all on one page', 1, 24, ['A@1:A1,A2,A3', 'E@4:', 'B@4:B1,B2,B3,B4', 'C@8:C1,C2'], 1, 9, 1],
    ['page 1 of 4-a-page cuts B', 1, 4, ['A@1:A1,A2,A3', 'E@4:', 'B@4:B1'], 1, 4, 3],
    ['page 2 continues B with its running numbers', 2, 4, ['B@5:B2,B3,B4', 'C@8:C1'], 5, 8, 3],
    ['the last page', 3, 4, ['C@9:C2'], 9, 9, 3],
    ['a page past the end shows the last', 9, 4, ['C@9:C2'], 9, 9, 3],
    ['an unreadable page is page 1', 'x', 4, ['A@1:A1,A2,A3', 'E@4:', 'B@4:B1'], 1, 4, 3],
  ])('%s', (_name, page, size, shown, from, to, pages) => {
    const r = pageOfGroups(GROUPS, page, size);
    expect(view(r)).toEqual(shown);
    expect([r.from, r.to, r.pages, r.total]).toEqual([from, to, pages, 9]);
  });

  it('keeps an empty list’s empty sections on its one page', () => {
    const r = pageOfGroups([group('A', 0), group('B', 0)], 1, 24);
    expect(view(r)).toEqual(['A@1:', 'B@1:']);
    expect(r.pages).toBe(1);
  });
});
