import { describe, expect, it } from 'vitest';
import * as contract from './index';
import { recordKeys } from './keys';

describe('recordKeys: a key list checked against its record type', () => {
  type Sample = { _id: string; name: string; count: number | null };

  it('keeps the list as given when it names every key once', () => {
    expect(recordKeys<Sample>()(['_id', 'name', 'count'])).toEqual(['_id', 'name', 'count']);
  });

  it('does not compile with a key left out or a key the type lacks (checked by npm run typecheck)', () => {
    // @ts-expect-error `count` is left out
    expect(recordKeys<Sample>()(['_id', 'name'])).toHaveLength(2);
    // @ts-expect-error `other` is not a key of the type
    expect(recordKeys<Sample>()(['_id', 'name', 'count', 'other'])).toHaveLength(4);
  });
});

const KEY_LISTS = Object.entries(contract).filter(([name]) => name.endsWith('_KEYS')) as [string, readonly string[]][];

describe('the contract key lists', () => {
  it('there is one for each record type', () => {
    expect(KEY_LISTS.map(([name]) => name).sort()).toEqual([
      'ADMISSION_DEADLINE_KEYS',
      'ADMISSION_FLOOR_KEYS',
      'ADMISSION_STATUS_KEYS',
      'AD_EVENT_KEYS',
      'AD_KEYS',
      'ARTICLE_KEYS',
      'CONTACT_MESSAGE_KEYS',
      'FACULTY_OFFERING_KEYS',
      'JOIN_REQUEST_KEYS',
      'LOG_ENTRY_KEYS',
      'MASTER_FACULTY_KEYS',
      'NEWS_KEYS',
      'PLACE_KEYS',
      'REVIEW_KEYS',
      'SCHOLARSHIP_KEYS',
      'SCORE_CRITERIA_KEYS',
      'UNIVERSITY_LINK_KEYS',
      'USER_KEYS',
    ]);
  });

  it.each(KEY_LISTS)('%s starts with _id, names each key once, and never Strapi’s documentId', (_name, keys) => {
    expect(keys[0]).toBe('_id');
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('documentId');
  });

  it('the offering keys hold the 8 fees and the 16 minimum scores (lists shared with the validator)', () => {
    expect(contract.FACULTY_OFFERING_KEYS.filter((k) => k.startsWith('fees'))).toHaveLength(8);
    expect(contract.FACULTY_OFFERING_KEYS.filter((k) => k.endsWith('_score'))).toHaveLength(16);
    expect(contract.ADMISSION_STATUS_KEYS.filter((k) => k.endsWith('_status'))).toHaveLength(17);
    expect(contract.ADMISSION_DEADLINE_KEYS.filter((k) => k.endsWith('_deadline'))).toHaveLength(17);
  });
});
