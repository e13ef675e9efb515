import { describe, expect, it } from 'vitest';
import { latestArticles, listFrom, type ArticleCard } from './api/get-latest-articles';
import { countUpValue, ratingValue, starKinds, suggestUniversities } from './rules';

const uni = (name: string, code: string) => ({ university_Arabic_Name: name, university_code: code });
const universities = [
  uni('الجامعة الألمانية بالقاهرة', 'GUC'),
  uni('الجامعة البريطانية في مصر', 'BUE'),
  uni('جامعة القاهرة الأهلية', 'CUN'),
  uni('جامعة المستقبل', 'FUE'),
];

describe('suggestUniversities (spec 1 §2: Arabic name or code, contains, case-insensitive)', () => {
  it.each([
    ['الألمانية', ['GUC']],
    ['guc', ['GUC']], // code, case-insensitive
    ['Bu', ['BUE']],
    ['القاهره', ['GUC', 'CUN']], // the shared normalisation: ه matches ة
    ['جامعة', ['GUC', 'BUE', 'CUN', 'FUE']], // contains: 'الجامعة' holds 'جامعة'
    ['المستقبل', ['FUE']],
    ['   ', []], // empty after trimming: ignored
    ['', []],
    ['هارفارد', []],
  ])('%j → %j', (query, codes) => {
    expect(suggestUniversities(universities, query).map((u) => u.university_code)).toEqual(codes);
  });

  it('gives at most 8 suggestions (spec 1 §9)', () => {
    const many = Array.from({ length: 20 }, (_, i) => uni(`جامعة رقم ${i}`, `U${i}`));
    expect(suggestUniversities(many, 'جامعة')).toHaveLength(8);
    expect(suggestUniversities(many, 'جامعة', 3)).toHaveLength(3);
  });

  it('falls back to the `university` field when a record has no university_code', () => {
    expect(suggestUniversities([{ university_Arabic_Name: 'س', university: 'AUC' }], 'auc')).toHaveLength(1);
  });
});

describe('countUpValue (spec 1 §9: 2000 ms in 60 steps)', () => {
  it.each([
    [80, 0, 0],
    [80, 30, 40],
    [80, 59, 78],
    [80, 60, 80],
    [80, 75, 80],
    [5, 1, 0],
  ])('target %i at step %i → %i', (target, step, value) => {
    expect(countUpValue(target, step)).toBe(value);
  });
});

describe('starKinds (spec 1 §2: rating 1 to 5 with half stars)', () => {
  it.each([
    [5, 'FFFFF'],
    [4.5, 'FFFFH'],
    [4, 'FFFFE'],
    ['3.5', 'FFFHE'],
    [1, 'FEEEE'],
    [4.3, 'FFFFH'], // nearest half
    [4.2, 'FFFFE'],
    [7, 'FFFFF'],
    [null, 'EEEEE'],
    ['abc', 'EEEEE'],
  ])('%j → %s', (rating, pattern) => {
    expect(
      starKinds(rating as number)
        .map((k) => k[0].toUpperCase())
        .join(''),
    ).toBe(pattern);
  });

  it.each([
    [4.5, 4.5],
    ['5', 5],
    [null, null],
    ['', null],
  ])('ratingValue(%j) = %j', (rating, value) => {
    expect(ratingValue(rating as number)).toBe(value);
  });
});

describe('latest articles (spec 1 §2: the latest 3, newest first)', () => {
  const article = (id: string, createdAt: string | null): ArticleCard => ({
    _id: id,
    title: id,
    Short_name: id,
    logo_url: null,
    createdAt,
  });
  it('sorts by createdAt descending and keeps 3', () => {
    const list = [
      article('a', '2025-01-01'),
      article('b', '2025-03-01'),
      article('c', null),
      article('d', '2025-02-01'),
      article('e', '2024-12-01'),
    ];
    expect(latestArticles(list).map((a) => a._id)).toEqual(['b', 'd', 'a']);
  });

  it('reads a list given as an array or as { data: [...] } (spec 1 §7)', () => {
    expect(listFrom([1, 2])).toEqual([1, 2]);
    expect(listFrom({ data: [3] })).toEqual([3]);
    expect(listFrom({ message: 'x' })).toEqual([]);
    expect(listFrom(null)).toEqual([]);
  });
});
