/**
 * The records the CMS answers have exactly the keys the HTTP contract declares
 * (packages/domain/src/contract/): one seeded (or just created) record of each kind is read over
 * HTTP and its keys compared with the contract's list. The mappers' return types check the derived
 * fields when the CMS is compiled; this checks the fields they copy from the stored documents.
 */
import { describe, expect, it } from 'vitest';
import {
  AD_EVENT_KEYS,
  AD_KEYS,
  ADMISSION_DEADLINE_KEYS,
  ADMISSION_FLOOR_KEYS,
  ADMISSION_STATUS_KEYS,
  ARTICLE_KEYS,
  CONTACT_MESSAGE_KEYS,
  FACULTY_OFFERING_KEYS,
  JOIN_REQUEST_KEYS,
  LOG_ENTRY_KEYS,
  MASTER_FACULTY_KEYS,
  NEWS_KEYS,
  PLACE_KEYS,
  REVIEW_KEYS,
  SCHOLARSHIP_KEYS,
  SCORE_CRITERIA_KEYS,
  UNIVERSITY_LINK_KEYS,
  USER_KEYS,
} from '@dalil/domain/contract';
import { api, as } from './helpers';

const sorted = (keys: readonly string[]) => [...keys].sort();

/** The first record of a list the SuperAdmin reads. */
async function first(path: string): Promise<Record<string, unknown>> {
  const res = await as('superAdmin', path);
  expect(res.status, path).toBe(200);
  const list = Array.isArray(res.body) ? res.body : res.body?.data;
  expect(Array.isArray(list) && list.length > 0, `${path} answers at least one record`).toBe(true);
  return list[0];
}

describe('the record shapes of the HTTP contract', () => {
  it.each([
    ['/api/private/links', UNIVERSITY_LINK_KEYS],
    ['/api/private/links/guc', UNIVERSITY_LINK_KEYS],
    ['/api/private/faculty', FACULTY_OFFERING_KEYS],
    ['/api/private/dorms', PLACE_KEYS],
    ['/api/private/transportation', PLACE_KEYS],
    ['/api/private/admission', ADMISSION_STATUS_KEYS],
    ['/api/private/deadline', ADMISSION_DEADLINE_KEYS],
    ['/api/admission-floors', ADMISSION_FLOOR_KEYS],
    ['/api/news', NEWS_KEYS],
    ['/api/scholarships', SCHOLARSHIP_KEYS],
    ['/api/articles', ARTICLE_KEYS],
    ['/api/reviews', REVIEW_KEYS],
    ['/api/faculties', MASTER_FACULTY_KEYS],
    ['/api/ads', AD_KEYS],
    ['/api/contact', CONTACT_MESSAGE_KEYS],
    ['/api/join-us', JOIN_REQUEST_KEYS],
    ['/api/users/get', USER_KEYS],
  ] as const)('GET %s: a record has exactly the contract keys', async (path, keys) => {
    const record = path.endsWith('/guc') ? (await as('superAdmin', path)).body : await first(path);
    expect(sorted(Object.keys(record))).toEqual(sorted(keys));
  });

  it('GET /api/score-matching/{year}/{certificate}', async () => {
    const res = await as('superAdmin', '/api/score-matching/2025/secondary_general');
    expect(res.status).toBe(200);
    expect(sorted(Object.keys(res.body))).toEqual(sorted(SCORE_CRITERIA_KEYS));
  });

  it('an analytics event and an activity-log entry', async () => {
    const ad = await first('/api/ads');
    const sessionId = `contract-${Date.now()}`;
    const created = await api('/api/adAnalytics', {
      method: 'POST',
      body: { adId: ad._id, action: 'show', page: '/News', sessionId, timeOnPage: 10 },
    });
    expect(created.status).toBe(201);
    expect(sorted(Object.keys(created.body))).toEqual(sorted(AD_EVENT_KEYS));
    expect(sorted(Object.keys(await first(`/api/adAnalytics?adId=${ad._id}`)))).toEqual(sorted(AD_EVENT_KEYS));

    const entry = await as('admin', '/api/admin-logs/create', {
      method: 'POST',
      body: { action: 'view', target: `عقد ${sessionId}` },
    });
    expect(entry.status).toBe(201);
    expect(sorted(Object.keys(entry.body))).toEqual(sorted(LOG_ENTRY_KEYS));
    expect(sorted(Object.keys(await first('/api/admin-logs')))).toEqual(sorted(LOG_ENTRY_KEYS));
  });
});
