import { describe, expect, it } from 'vitest';
import { bulkOutcome, DEFAULT_PAGE_SIZE, pageOf, pageSizeOf } from './list-page';

const list = Array.from({ length: 50 }, (_, i) => i + 1);

describe('staff list paging (issue 23)', () => {
  it.each([
    ['first page by default', null, 24, { page: 1, pages: 3, from: 1, to: 24, first: 1 }],
    ['page 2', '2', 24, { page: 2, pages: 3, from: 25, to: 48, first: 25 }],
    ['the last, short page', '3', 24, { page: 3, pages: 3, from: 49, to: 50, first: 49 }],
    ['a page past the end shows the last', '9', 24, { page: 3, pages: 3, from: 49, to: 50, first: 49 }],
    ['zero reads as 1', '0', 24, { page: 1, pages: 3, from: 1, to: 24, first: 1 }],
    ['junk reads as 1', 'abc', 12, { page: 1, pages: 5, from: 1, to: 12, first: 1 }],
    ['a fraction is cut', '2.7', 12, { page: 2, pages: 5, from: 13, to: 24, first: 13 }],
    ['one page holds all', '1', 96, { page: 1, pages: 1, from: 1, to: 50, first: 1 }],
  ])('%s', (_, raw, size, expected) => {
    const p = pageOf(list, raw, size);
    expect({ page: p.page, pages: p.pages, from: p.from, to: p.to, first: p.items[0] }).toEqual(expected);
    expect(p.items).toHaveLength(p.to - p.from + 1);
  });

  it('an empty list is one empty page', () => {
    expect(pageOf([], '3', 24)).toEqual({ items: [], page: 1, pages: 1, from: 0, to: 0 });
  });

  it.each([
    ['12', 12],
    ['96', 96],
    ['13', DEFAULT_PAGE_SIZE],
    ['', DEFAULT_PAGE_SIZE],
    [null, DEFAULT_PAGE_SIZE],
    ['100000', DEFAULT_PAGE_SIZE],
  ])('page size %j → %d', (raw, size) => {
    expect(pageSizeOf(raw)).toBe(size);
  });
});

describe('bulk action outcome', () => {
  it('all done', () => {
    expect(bulkOutcome('حذف', 3, [], 'message')).toEqual({ ok: true, summary: 'حذف: تم على 3 رسائل', lines: [] });
  });
  it('some failed: how many of how many, each by name with its reason', () => {
    expect(bulkOutcome('اعتماد', 1, [{ name: 'منى', message: 'حُفظ هذا السجل من شخص آخر' }], 'review')).toEqual({
      ok: false,
      summary: 'اعتماد: تعذر على 1 من 2، وتم على رأي واحد',
      lines: ['منى: حُفظ هذا السجل من شخص آخر'],
    });
  });
  it('all failed', () => {
    const out = bulkOutcome(
      'حذف',
      0,
      [
        { name: 'أ', message: 'x' },
        { name: 'ب', message: 'y' },
      ],
      'request',
    );
    expect(out.summary).toBe('حذف: تعذر على 2 من 2');
    expect(out.lines).toEqual(['أ: x', 'ب: y']);
  });
});
