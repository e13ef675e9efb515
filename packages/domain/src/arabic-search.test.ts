import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeArabic } from './arabic-search';

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
