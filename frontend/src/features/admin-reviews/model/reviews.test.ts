import { describe, expect, it } from 'vitest';
import { NEW_REVIEW_DEFAULTS, filterReviews, matchesReviewSearch, reviewLogoUrl, summarizeReviews } from './reviews';

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

describe('reviews manage list: status filter, summary and order (issue 23)', () => {
  const list = [
    { _id: 'a', name: 'منى', status: 'pending', rating: 3, createdAt: '2025-01-01T00:00:00Z' },
    { _id: 'b', name: 'Omar', status: 'approved', rating: 5, createdAt: '2025-03-01T00:00:00Z' },
    { _id: 'c', name: 'سارة', status: 'rejected', rating: 1, createdAt: '2025-02-01T00:00:00Z' },
    { _id: 'd', name: 'منى علي', status: 'pending', rating: 5, createdAt: '2025-04-01T00:00:00Z' },
  ];
  it('counts each status', () => {
    expect(summarizeReviews(list)).toEqual({ all: 4, pending: 2, approved: 1, rejected: 1 });
  });
  it.each<[string, Parameters<typeof filterReviews>[1], string[]]>([
    ['newest by default', {}, ['d', 'b', 'c', 'a']],
    ['oldest', { sort: 'oldest' }, ['a', 'c', 'b', 'd']],
    ['highest rating first, newest first among equals', { sort: 'rating' }, ['d', 'b', 'a', 'c']],
    ['the pending queue', { status: 'pending' }, ['d', 'a']],
    ['status and search combine', { status: 'pending', search: 'علي' }, ['d']],
    ['rejected only', { status: 'rejected' }, ['c']],
  ])('%s', (_, query, ids) => {
    expect(filterReviews(list, query).map((r) => r._id)).toEqual(ids);
  });
});
