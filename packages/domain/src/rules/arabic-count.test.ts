import { describe, expect, it } from 'vitest';
import { arabicCount, type CountedNoun } from './arabic-count';

describe('arabicCount: a count with its noun in Arabic (issue 21, item 11)', () => {
  it.each([
    // the examples
    [3, 'score', '3 درجات'],
    [9, 'event', '9 أحداث'],
    [5, 'operation', '5 عمليات'],
    [25, 'university', '25 جامعة'],
    // 1 and 2: the noun alone, the number written out or dual
    [1, 'university', 'جامعة واحدة'],
    [1, 'event', 'حدث واحد'],
    [2, 'university', 'جامعتان'],
    [2, 'score', 'درجتان'],
    [2, 'event', 'حدثان'],
    // 3–10: plural
    [3, 'university', '3 جامعات'],
    [10, 'request', '10 طلبات'],
    [10, 'user', '10 مستخدمين'],
    // 11–99: accusative singular (written with tanween for masculine nouns)
    [11, 'event', '11 حدثًا'],
    [11, 'university', '11 جامعة'],
    [30, 'row', '30 صفًا'],
    [99, 'day', '99 يومًا'],
    // 0 and 100+: singular; the last two digits decide above 100
    [0, 'university', '0 جامعة'],
    [0, 'event', '0 حدث'],
    [100, 'event', '100 حدث'],
    [102, 'review', '102 رأي'],
    [103, 'score', '103 درجات'],
    [111, 'event', '111 حدثًا'],
    [1250, 'operation', '1,250 عملية'],
    // the staff lists' bulk outcomes (issue 23)
    [2, 'news', 'خبران'],
    [3, 'news', '3 أخبار'],
    [12, 'news', '12 خبرًا'],
    [1, 'scholarship', 'منحة واحدة'],
    [4, 'scholarship', '4 منح'],
    [11, 'article', '11 مقالًا'],
  ] as [number, CountedNoun, string][])('%i %s → %s', (n, noun, expected) =>
    expect(arabicCount(n, noun)).toBe(expected),
  );

  it('takes a noun not in the list', () =>
    expect(arabicCount(4, { one: 'كلية واحدة', two: 'كليتان', plural: 'كليات', singular: 'كلية' })).toBe('4 كليات'));

  it('shows a number that is not a whole count with the singular', () => {
    expect(arabicCount(2.5, 'day')).toBe('2.5 يوم');
    expect(arabicCount(-1, 'day')).toBe('-1 يوم');
  });
});
