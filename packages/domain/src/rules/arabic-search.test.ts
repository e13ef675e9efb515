import { describe, expect, it } from 'vitest';
import { countMatches, matchesPhone, matchesSearch, normalizeArabic, searchScopeText } from './arabic-search';

describe('normalizeArabic', () => {
  it.each([
    ['القاهرة', 'القاهره'],
    ['إسكندرية', 'اسكندريه'],
    ['أسيوط', 'اسيوط'],
    ['آداب', 'اداب'],
    ['مصطفى', 'مصطفي'],
    ['جَامِعَة', 'جامعه'],
    ['جـــامعة', 'جامعه'],
    ['  AUC  ', 'auc'],
    ['', ''],
  ])('%s → %s', (input, expected) => expect(normalizeArabic(input)).toBe(expected));
});

describe('matchesSearch (spec 1 §2 examples)', () => {
  it.each([
    ['القاهره', 'جامعة القاهرة', true],
    ['اسكندرية', 'جامعة الإسكندرية', true],
    ['الالمانية', 'الجامعة الألمانية بالقاهرة', true],
    ['guc', 'GUC', true],
    ['نيل', 'جامعة النيل', true],
    ['طنطا', 'جامعة القاهرة', false],
    ['   ', 'أي شيء', true],
  ])('%s in %s → %s', (q, field, ok) => expect(matchesSearch(q, field)).toBe(ok));

  it('looks at every field given', () => expect(matchesSearch('AUC', 'الجامعة الأمريكية', 'AUC')).toBe(true));
});

describe('searchScopeText (issue 24: a search says which tab it looked in)', () => {
  it.each([
    ['', 3, null],
    ['   ', 0, null],
    ['\u0640', 0, null],
    ['جامعة', 0, 'لا نتائج في الجامعات الخاصة'],
    ['جامعة', 1, 'نتيجة واحدة في الجامعات الخاصة'],
    ['GUC', 4, '4 نتائج في الجامعات الخاصة'],
  ])('%j with %i found → %j', (query, found, expected) => {
    expect(searchScopeText(query, 'الجامعات الخاصة', found)).toBe(expected);
  });
});

describe('countMatches', () => {
  const list = [
    { name: 'الجامعة الألمانية', code: 'GUC' },
    { name: 'جامعة الجلالة الأهلية', code: 'GNU' },
    { name: 'الجامعه البريطانيه', code: 'BUE' },
  ];
  it.each([
    ['', 3],
    ['الجامعة', 2],
    ['جامعه', 3],
    ['gnu', 1],
    ['xyz', 0],
  ])('%j → %i', (query, count) => {
    expect(countMatches(query, list, (u) => [u.name, u.code])).toBe(count);
  });
  it('counts nothing in a list that has not come', () => {
    expect(countMatches('GUC', undefined, () => [])).toBe(0);
  });
});

describe('matchesPhone (staff searches by phone)', () => {
  it.each<[string, string | null, boolean]>([
    ['1001234567', '+201001234567', true],
    ['+20 100 123', '+201001234567', true],
    ['(0100) 123-4567', '+20 100 123 4567', true],
    ['٠١٠٠١٢٣', '01001234567', true],
    ['123', '+201001234567', true],
    ['12', '+201001234567', false],
    ['join-tmk3z81-2@dalil.test', '+201138124562', false],
    ['ahmed2025', '+202025000000', false],
    ['', '+201001234567', false],
    ['123', null, false],
  ])('%s in %s → %s', (query, phone, expected) => expect(matchesPhone(query, phone)).toBe(expected));
});
