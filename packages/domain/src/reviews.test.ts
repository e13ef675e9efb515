import { describe, expect, it } from 'vitest';
import { NEW_REVIEW_DEFAULTS, matchesReviewSearch, reviewLogoUrl } from './reviews';

describe('reviews screen rules (spec 3 §3, §5)', () => {
  it('defaults a new review to parent, logo name temp, rating 5', () => {
    expect(NEW_REVIEW_DEFAULTS).toMatchObject({ affiliation: 'ولي امر', logo_name: 'temp', rating: 5 });
  });

  it.each([
    ['temp', '/images/users/temp.png'],
    ['Ahmed  Ali!', '/images/users/ahmed-ali.png'],
    ['--Mona_2025--', '/images/users/mona-2025.png'],
    ['أحمد', ''],
    ['', ''],
  ])('logo name %j → %j', (raw, expected) => {
    expect(reviewLogoUrl(raw)).toBe(expected);
  });

  const review = { name: 'Sara Ibrahim', affiliation: 'طالب', review: 'موقع رائع ومفيد جدا' };
  it.each([
    ['', true],
    ['  ', true],
    ['sara', true],
    ['IBRAHIM', true],
    ['طالب', true],
    ['رائع', true],
    ['ولي', false],
    ['ahmed', false],
  ])('search %j → %s', (query, expected) => {
    expect(matchesReviewSearch(review, query)).toBe(expected);
  });

  it('treats missing fields as empty', () => {
    expect(matchesReviewSearch({ name: null, affiliation: undefined, review: 'x' }, 'x')).toBe(true);
    expect(matchesReviewSearch({ name: null }, 'x')).toBe(false);
  });
});
