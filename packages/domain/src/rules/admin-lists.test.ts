import { describe, expect, it } from 'vitest';
import { createdTime, oneOfOr, sortByCreated } from './admin-lists';

const r = (id: string, createdAt?: string | null) => ({ id, createdAt });

describe('sortByCreated', () => {
  const list = [
    r('a', '2025-01-02T10:00:00Z'),
    r('none', null),
    r('b', '2025-03-01T00:00:00Z'),
    r('bad', 'not a date'),
    r('c', '2024-12-31T23:59:59Z'),
  ];
  it.each<['newest' | 'oldest', string[]]>([
    ['newest', ['b', 'a', 'c', 'none', 'bad']],
    ['oldest', ['c', 'a', 'b', 'none', 'bad']],
  ])('%s first; undated records last, in their order', (order, ids) => {
    expect(sortByCreated(list, order).map((x) => x.id)).toEqual(ids);
  });

  it('keeps the input untouched and equal times in their order', () => {
    const same = [r('x', '2025-01-01T00:00:00Z'), r('y', '2025-01-01T00:00:00Z')];
    expect(sortByCreated(same, 'newest').map((x) => x.id)).toEqual(['x', 'y']);
    expect(sortByCreated(list, 'newest')).not.toBe(list);
    expect(list[0].id).toBe('a');
  });

  it('createdTime: missing is the oldest', () => {
    expect(createdTime({})).toBe(Number.NEGATIVE_INFINITY);
    expect(createdTime({ createdAt: '2025-01-01T00:00:00Z' })).toBe(Date.UTC(2025, 0, 1));
  });
});

describe('oneOfOr (URL values)', () => {
  it.each<[string | null, string]>([
    ['oldest', 'oldest'],
    ['newest', 'newest'],
    ['OLDEST', 'newest'],
    ['', 'newest'],
    [null, 'newest'],
    ['drop table', 'newest'],
  ])('%s → %s', (value, expected) => {
    expect(oneOfOr(value, ['newest', 'oldest'] as const, 'newest')).toBe(expected);
  });
});
