import { describe, expect, it } from 'vitest';
import { api } from './helpers';
import { adBody, as, unique } from './community-helpers';
import { integrationDb } from './database';

const create = async () => {
  const res = await as('superAdmin', '/api/ads', { method: 'POST', body: adBody() });
  expect(res.status).toBe(201);
  return res.body as { _id: string; title: string };
};
const ids = (body: { _id: string }[]) => body.map((a) => a._id);

/** What each reader sees of the ad: the public and staff lists and the record itself. */
async function seen(id: string) {
  const publicList = await api('/api/ads');
  const staffList = await as('superAdmin', '/api/ads?pagination[pageSize]=1000');
  return {
    inPublicList: ids(publicList.body).includes(id),
    inStaffList: ids(staffList.body).includes(id),
    publicRecord: (await api(`/api/ads/${id}`)).status,
    staffRecord: (await as('superAdmin', `/api/ads/${id}`)).status,
  };
}

/** Moves the ad's deletion back in time by `ms` (as if it had been deleted that long ago). */
async function deletedAgo(id: string, ms: number) {
  const db = integrationDb();
  const [row] = await db.query<{ deleted_at: unknown }>('SELECT deleted_at FROM ads WHERE document_id = ?', [id]);
  expect(row?.deleted_at).toBeTruthy();
  const at = row.deleted_at;
  const earlier = typeof at === 'number' ? at - ms : new Date(new Date(at as string).getTime() - ms).toISOString();
  await db.run('UPDATE ads SET deleted_at = ? WHERE document_id = ?', [earlier, id]);
}

describe('an ad deleted by mistake can be restored for a short time (issue 23)', () => {
  it('delete → hidden from public and staff reads → restore → back with its counters and analytics', async () => {
    const ad = await create();
    const event = await api('/api/adAnalytics', {
      method: 'POST',
      body: { adId: ad._id, action: 'show', page: '/News', sessionId: `u-${unique()}` },
    });
    expect(event.status).toBe(201);
    const bump = await api(`/api/ads/${ad._id}`, {
      method: 'PUT',
      body: { currentShows: 1, sessionId: `u-${unique()}` },
    });
    expect(bump.status).toBe(200);

    const removed = await as('superAdmin', `/api/ads/${ad._id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('تم حذف الإعلان بنجاح');
    expect(new Date(removed.body.restoreUntil).getTime()).toBeGreaterThan(Date.now());
    expect(await seen(ad._id)).toEqual({
      inPublicList: false,
      inStaffList: false,
      publicRecord: 404,
      staffRecord: 404,
    });
    // Deleting it again finds nothing, and it is not counted by the panel's reads either.
    expect((await as('superAdmin', `/api/ads/${ad._id}`, { method: 'DELETE' })).status).toBe(404);

    const restored = await as('superAdmin', `/api/ads/${ad._id}/restore`, { method: 'POST' });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ _id: ad._id, title: ad.title, currentShows: 1 });
    expect(await seen(ad._id)).toEqual({
      inPublicList: true,
      inStaffList: true,
      publicRecord: 200,
      staffRecord: 200,
    });
    const analytics = await as('superAdmin', `/api/adAnalytics?adId=${ad._id}`);
    expect(analytics.status).toBe(200);
    expect(ids(analytics.body)).toContain(event.body._id);
    expect((await as('superAdmin', `/api/adAnalytics/${event.body._id}`)).body).toMatchObject({
      adId: ad._id,
      adTitle: ad.title,
    });
  });

  it('only the SuperAdmin may restore; an ad that is not deleted has nothing to restore', async () => {
    const ad = await create();
    expect((await as('superAdmin', `/api/ads/${ad._id}`, { method: 'DELETE' })).status).toBe(200);
    for (const c of ['visitor', 'student', 'admin'] as const)
      expect((await as(c, `/api/ads/${ad._id}/restore`, { method: 'POST' })).status).toBeOneOf([401, 403]);
    expect((await seen(ad._id)).inStaffList).toBe(false);
    expect((await as('superAdmin', `/api/ads/${ad._id}/restore`, { method: 'POST' })).status).toBe(200);
    const again = await as('superAdmin', `/api/ads/${ad._id}/restore`, { method: 'POST' });
    expect(again.status).toBe(404);
    expect((await as('superAdmin', '/api/ads/nope404/restore', { method: 'POST' })).status).toBe(404);
  });

  it('a restore after the window is refused with an Arabic message, and the ad stays deleted', async () => {
    const ad = await create();
    expect((await as('superAdmin', `/api/ads/${ad._id}`, { method: 'DELETE' })).status).toBe(200);
    await deletedAgo(ad._id, 86_400_000);
    const late = await as('superAdmin', `/api/ads/${ad._id}/restore`, { method: 'POST' });
    expect(late.status).toBe(410);
    expect(late.body.error?.message ?? late.body.message).toBe('انتهت مهلة التراجع عن الحذف؛ حُذف الإعلان نهائيًا');
    expect(await seen(ad._id)).toMatchObject({ inStaffList: false, staffRecord: 404 });
  });
});
