import { describe, expect, it } from 'vitest';
import { logDiff, logValueText, type LogChange } from './log-diff';

const cases: { name: string; before: unknown; after: unknown; expected: LogChange[] }[] = [
  { name: 'nothing changed', before: { title: 'أ', n: 1 }, after: { title: 'أ', n: 1 }, expected: [] },
  {
    name: 'one text field changed, the others left out',
    before: { title: 'قديم', body: 'نص' },
    after: { title: 'جديد', body: 'نص' },
    expected: [{ path: 'title', kind: 'changed', before: 'قديم', after: 'جديد' }],
  },
  {
    name: 'bookkeeping fields ignored',
    before: { id: 1, updatedAt: 'a', title: 'x' },
    after: { id: 1, updatedAt: 'b', title: 'x' },
    expected: [],
  },
  {
    name: 'nested value named by path',
    before: { logo: { url: '/a.png', alt: 'ش' } },
    after: { logo: { url: '/b.png', alt: 'ش' } },
    expected: [{ path: 'logo.url', kind: 'changed', before: '/a.png', after: '/b.png' }],
  },
  {
    name: 'key added',
    before: { a: 1 },
    after: { a: 1, b: 'ن' },
    expected: [{ path: 'b', kind: 'added', before: '', after: 'ن' }],
  },
  {
    name: 'key removed',
    before: { a: 1, b: true },
    after: { a: 1 },
    expected: [{ path: 'b', kind: 'removed', before: 'true', after: '' }],
  },
  {
    name: 'nested key added',
    before: { m: { x: 1 } },
    after: { m: { x: 1, y: 2 } },
    expected: [{ path: 'm.y', kind: 'added', before: '', after: '2' }],
  },
  {
    name: 'array changed is one line',
    before: { tags: ['a', 'b'] },
    after: { tags: ['a', 'c'] },
    expected: [{ path: 'tags', kind: 'changed', before: '["a","b"]', after: '["a","c"]' }],
  },
  { name: 'same array is no change', before: { tags: [{ a: 1 }] }, after: { tags: [{ a: 1 }] }, expected: [] },
  {
    name: 'null → value is a change',
    before: { s: null },
    after: { s: 5 },
    expected: [{ path: 's', kind: 'changed', before: 'null', after: '5' }],
  },
  {
    name: 'missing → null is added',
    before: {},
    after: { s: null },
    expected: [{ path: 's', kind: 'added', before: '', after: 'null' }],
  },
  {
    name: 'null → missing is removed',
    before: { s: null },
    after: {},
    expected: [{ path: 's', kind: 'removed', before: 'null', after: '' }],
  },
  {
    name: 'object replaced by a scalar',
    before: { o: { a: 1 } },
    after: { o: 'x' },
    expected: [{ path: 'o', kind: 'changed', before: '{"a":1}', after: 'x' }],
  },
  { name: 'no snapshots at all', before: null, after: undefined, expected: [] },
  {
    name: 'only an after snapshot: all added',
    before: null,
    after: { t: 'x' },
    expected: [{ path: 't', kind: 'added', before: '', after: 'x' }],
  },
];

describe('logDiff: the changed fields of an edit only', () => {
  it.each(cases)('$name', ({ before, after, expected }) => {
    expect(logDiff(before, after)).toEqual(expected);
  });
});

describe('logValueText', () => {
  it.each([
    [undefined, ''],
    [null, 'null'],
    ['نص', 'نص'],
    [0, '0'],
    [false, 'false'],
    [{ a: [1] }, '{"a":[1]}'],
  ])('%j → %j', (value, text) => expect(logValueText(value)).toBe(text));
});
