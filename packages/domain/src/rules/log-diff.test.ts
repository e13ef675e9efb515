import { describe, expect, it } from 'vitest';
import { isLtrLogValue, logDiff, logValueText, type LogChange } from './log-diff';

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
    name: 'a list of plain values: only the changed places',
    before: { tags: ['a', 'b'] },
    after: { tags: ['a', 'c'] },
    expected: [{ path: 'tags[2]', kind: 'changed', before: 'b', after: 'c' }],
  },
  {
    name: 'an order list: only the places that changed, longer or shorter lists too',
    before: { order: ['SUT', 'MTI', 'GUC', 'AUC'] },
    after: { order: ['SUT', 'GUC', 'MTI'] },
    expected: [
      { path: 'order[2]', kind: 'changed', before: 'MTI', after: 'GUC' },
      { path: 'order[3]', kind: 'changed', before: 'GUC', after: 'MTI' },
      { path: 'order[4]', kind: 'removed', before: 'AUC', after: '' },
    ],
  },
  {
    name: 'score rows matched by facultyId: only the changed fields of the changed rows',
    before: {
      scores: [
        { facultyId: 'MED', private: 90, sinai: null },
        { facultyId: 'ENG', private: 80, sinai: 70 },
        { facultyId: 'CS', private: 75, sinai: 70 },
      ],
    },
    after: {
      scores: [
        { facultyId: 'MED', private: 90, sinai: null },
        { facultyId: 'ENG', private: 82, sinai: 70 },
        { facultyId: 'CS', private: 75, sinai: 71 },
      ],
    },
    expected: [
      { path: 'scores[ENG].private', kind: 'changed', before: '80', after: '82' },
      { path: 'scores[CS].sinai', kind: 'changed', before: '70', after: '71' },
    ],
  },
  {
    name: 'rows added and removed are shown whole; rows in another order are no change',
    before: {
      scores: [
        { facultyId: 'A', private: 1 },
        { facultyId: 'B', private: 2 },
      ],
    },
    after: {
      scores: [
        { facultyId: 'B', private: 2 },
        { facultyId: 'C', private: 3 },
      ],
    },
    expected: [
      { path: 'scores[A]', kind: 'removed', before: '{"facultyId":"A","private":1}', after: '' },
      { path: 'scores[C]', kind: 'added', before: '', after: '{"facultyId":"C","private":3}' },
    ],
  },
  {
    name: 'rows without a unique key are compared whole',
    before: { items: [{ n: 1 }, { n: 2 }] },
    after: { items: [{ n: 1 }, { n: 3 }] },
    expected: [{ path: 'items', kind: 'changed', before: '[{"n":1},{"n":2}]', after: '[{"n":1},{"n":3}]' }],
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

describe('isLtrLogValue (values shown left to right in a code block)', () => {
  it.each([
    ['{"facultyId":"MED","private":90}', true],
    ['["SUT","MTI"]', true],
    ['85', true],
    ['https://example.org/a', true],
    ['[{"name":"جامعة"}]', true],
    ['جامعة القاهرة', false],
    ['متاح (كل الكليات)', false],
    ['', false],
  ])('%s → %s', (text, expected) => expect(isLtrLogValue(text)).toBe(expected));
});
