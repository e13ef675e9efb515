import { describe, expect, it } from 'vitest';
import { countByStatus, filterByStatusAndSearch } from './content-list';

type Row = { id: string; title: string; tag?: string; status?: string | null };
const rows: Row[] = [
  { id: 'a', title: 'دليل القبول', tag: 'قبول', status: 'published' },
  { id: 'b', title: 'مسودة عن المنح', status: 'draft' },
  { id: 'c', title: 'أرشيف الاخبار', status: 'archived' },
  { id: 'd', title: 'نص بلا حالة', status: null },
  { id: 'e', title: 'حالة قديمة', status: 'hidden' },
  { id: 'f', title: 'مقال ثان', tag: 'تنسيق', status: 'published' },
];
const STATUSES = ['draft', 'published', 'archived'] as const;
const fields = { statusOf: (r: Row) => r.status, searchOf: (r: Row) => [r.title, r.tag] };

describe('countByStatus', () => {
  it('counts all and each status; a missing or unknown status counts in all only', () => {
    expect(countByStatus(rows, STATUSES, (r) => r.status)).toEqual({ all: 6, draft: 1, published: 2, archived: 1 });
  });
  it('an empty list', () => {
    expect(countByStatus([], STATUSES, (r: Row) => r.status)).toEqual({ all: 0, draft: 0, published: 0, archived: 0 });
  });
});

describe('filterByStatusAndSearch', () => {
  it.each<[string, { status?: string; search?: string }, string[]]>([
    ['nothing asked: all, in the order given', {}, ['a', 'b', 'c', 'd', 'e', 'f']],
    ['one status', { status: 'published' }, ['a', 'f']],
    ['a status nobody has', { status: 'archived', search: 'قبول' }, []],
    ['search the title, Arabic-tolerant (ا/أ)', { search: 'الأخبار' }, ['c']],
    ['search the tag', { search: 'تنسيق' }, ['f']],
    ['status and search together', { status: 'published', search: 'قبول' }, ['a']],
    ['blank search is no search', { search: '   ' }, ['a', 'b', 'c', 'd', 'e', 'f']],
  ])('%s', (_name, query, ids) => {
    expect(filterByStatusAndSearch(rows, query, fields).map((r) => r.id)).toEqual(ids);
  });
  it('a kind without statuses: the status filter is all', () => {
    expect(filterByStatusAndSearch(rows, { search: 'مقال' }, { searchOf: (r) => [r.title] }).map((r) => r.id)).toEqual([
      'f',
    ]);
  });
});
