import { describe, expect, it } from 'vitest';
import { STORED_NAMES, contractName, storedName, toContractData, toStoredData, toStoredQuery } from './stored-names';
import { ALL_RESOURCES, resourceOf } from '../resources/all';

const REVIEW = 'api::review.review';
const NEWS = 'api::news-item.news-item';

describe('storedName / contractName', () => {
  it.each([
    // [uid, contract field, stored attribute]
    [REVIEW, 'status', 'review_status'],
    ['api::article.article', 'status', 'article_status'],
    ['api::scholarship.scholarship', 'status', 'scholarship_status'],
    ['api::contact-message.contact-message', 'status', 'message_status'],
    [REVIEW, 'name', 'name'],
    [NEWS, 'status', 'status'],
    ['api::university.university', 'university_code', 'university_code'],
  ])('%s %s ↔ %s', (uid, field, stored) => {
    expect(storedName(uid, field)).toBe(stored);
    expect(contractName(uid, stored)).toBe(field);
  });
});

describe('toStoredData / toContractData', () => {
  it.each([
    [REVIEW, { name: 'سارة', status: 'approved' }, { name: 'سارة', review_status: 'approved' }],
    [REVIEW, { rating: 5 }, { rating: 5 }],
    [NEWS, { title: 'x', status: 'y' }, { title: 'x', status: 'y' }],
    ['api::article.article', { status: null }, { article_status: null }],
  ])('%s %j → %j and back', (uid, contract, stored) => {
    expect(toStoredData(uid, contract)).toEqual(stored);
    expect(toContractData(uid, stored)).toEqual(contract);
  });
});

describe('toStoredQuery', () => {
  it.each([
    // [query as a caller sends it, query on stored names]
    [{ filters: { status: { $eq: 'approved' } } }, { filters: { review_status: { $eq: 'approved' } } }],
    [{ filters: { status: 'approved' } }, { filters: { review_status: 'approved' } }],
    [
      { filters: { $or: [{ status: { $ne: 'rejected' } }, { name: { $containsi: 'status' } }] } },
      { filters: { $or: [{ review_status: { $ne: 'rejected' } }, { name: { $containsi: 'status' } }] } },
    ],
    [
      { filters: { $and: [{ $not: { status: 'pending' } }] } },
      { filters: { $and: [{ $not: { review_status: 'pending' } }] } },
    ],
    [{ sort: 'status:desc' }, { sort: 'review_status:desc' }],
    [{ sort: 'status:desc,name' }, { sort: 'review_status:desc,name' }],
    [{ sort: ['status', 'createdAt:asc'] }, { sort: ['review_status', 'createdAt:asc'] }],
    [{ sort: { status: 'asc' } }, { sort: { review_status: 'asc' } }],
    [{ sort: [{ status: 'asc' }] }, { sort: [{ review_status: 'asc' }] }],
    [{ fields: ['name', 'status'] }, { fields: ['name', 'review_status'] }],
    [{ fields: 'name,status' }, { fields: 'name,review_status' }],
    [{ pagination: { page: 1 } }, { pagination: { page: 1 } }],
  ])('%j → %j', (query, stored) => {
    expect(toStoredQuery(REVIEW, query)).toEqual(stored);
  });

  it('leaves a type without renamed fields alone', () => {
    const query = { filters: { status: 'x' }, sort: 'status' };
    expect(toStoredQuery(NEWS, query)).toBe(query);
  });
});

// The renames come from the descriptions: each stored name is a field the description has, and the
// contract name is not (a record never carries both).
describe('the descriptions’ stored names', () => {
  const renamed = ALL_RESOURCES.filter((r) => r.storedNames);
  it('are the four status fields', () => expect(Object.keys(STORED_NAMES)).toHaveLength(4));
  it.each(renamed.flatMap((r) => Object.entries(r.storedNames!).map(([c, s]) => [r.uid, c, s] as const)))(
    '%s: %s is stored as the described field %s',
    (uid, contract, stored) => {
      const fields = resourceOf(uid)!.fields;
      expect(fields[stored]).toBeDefined();
      expect(fields[contract]).toBeUndefined();
    },
  );
});
