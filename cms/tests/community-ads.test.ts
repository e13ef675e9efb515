import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './helpers';
import { adBody as ad, as, CALLERS, expectRoles, isoInDays as iso, unique } from './community-helpers';

/** A browser session id: a show or click counts once per session and ad. */
const session = () => `s-${unique()}`;
const create = async (patch: Record<string, unknown> = {}) => {
  const res = await as('superAdmin', '/api/ads', { method: 'POST', body: ad(patch) });
  expect(res.status).toBe(201);
  return res.body as Record<string, any>;
};

let active: Record<string, any>;
let ended: Record<string, any>;
let future: Record<string, any>;

beforeAll(async () => {
  active = await create();
  ended = await create({ startDate: iso(-10), endDate: iso(-2) });
  future = await create({ startDate: iso(2), endDate: iso(10) });
});

describe('ads', () => {
  it('POST /api/ads (SuperAdmin): 201 with the documented record', () => {
    expect(active).toMatchObject({
      title: expect.stringMatching(/^إعلان /),
      features: ['مجاني', 'سريع'],
      image_path: '/images/ads/a.png',
      ctalink: 'https://example.com',
      ctaText: 'اعرف أكثر',
      priority: 0,
      targetAudience: 'all',
      currentShows: 0,
      currentClicks: 0,
    });
    expect(active._id).toEqual(expect.any(String));
  });

  it('POST /api/ads refuses missing fields and a bad audience; only the SuperAdmin may create', async () => {
    const res = await as('superAdmin', '/api/ads', { method: 'POST', body: { title: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.missingFields).toEqual(['image_path', 'ctalink', 'ctaText', 'startDate', 'endDate']);
    expect(
      (await as('superAdmin', '/api/ads', { method: 'POST', body: ad({ targetAudience: 'everyone' }) })).status,
    ).toBe(400);
    for (const c of ['visitor', 'student', 'admin'] as const)
      expect((await as(c, '/api/ads', { method: 'POST', body: ad() })).status).toBeOneOf([401, 403]);
  });

  it('public lists never include ads outside their window; the SuperAdmin sees all', async () => {
    for (const c of ['visitor', 'student', 'admin'] as const) {
      const res = await as(c, '/api/ads');
      expect(res.status).toBe(200);
      const ids = res.body.map((a: { _id: string }) => a._id);
      expect(ids).toContain(active._id);
      expect(ids).not.toContain(ended._id);
      expect(ids).not.toContain(future._id);
      const now = Date.now();
      // In its window: started, and no end date (spec 3 §5) or an end not yet passed.
      for (const a of res.body)
        expect(
          new Date(a.startDate).getTime() <= now && (a.endDate == null || now <= new Date(a.endDate).getTime()),
        ).toBe(true);
    }
    const all = (await as('superAdmin', '/api/ads?pagination[pageSize]=1000')).body.map((a: { _id: string }) => a._id);
    expect(all).toEqual(expect.arrayContaining([active._id, ended._id, future._id]));
  });

  it('a caller cannot widen the window with filters', async () => {
    const res = await api(`/api/ads?filters[_id]=x&filters[title][$eq]=${encodeURIComponent(ended.title)}`);
    expect([200, 400]).toContain(res.status);
    const ok = await api(`/api/ads?filters[title][$eq]=${encodeURIComponent(ended.title)}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual([]);
  });

  it('GET /api/ads/{id}: active ads for everyone, others for the SuperAdmin only; 404 unknown', async () => {
    expect((await api(`/api/ads/${active._id}`)).body._id).toBe(active._id);
    const hidden = await api(`/api/ads/${ended._id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('الإعلان غير موجود');
    expect((await as('superAdmin', `/api/ads/${ended._id}`)).status).toBe(200);
    expect((await as('superAdmin', '/api/ads/nope404')).status).toBe(404);
  });

  it('a visitor raises currentShows by one; +5, a title change or two counters are refused', async () => {
    const target = await create();
    const up = await api(`/api/ads/${target._id}`, { method: 'PUT', body: { currentShows: 1, sessionId: session() } });
    expect(up.status).toBe(200);
    expect(up.body.currentShows).toBe(1);
    const jump = await api(`/api/ads/${target._id}`, {
      method: 'PUT',
      body: { currentShows: 6, sessionId: session() },
    });
    expect(jump.status).toBe(400);
    const title = await api(`/api/ads/${target._id}`, { method: 'PUT', body: { title: 'مختطف' } });
    expect(title.status).toBeOneOf([400, 403]);
    const sneaky = await as('admin', `/api/ads/${target._id}`, {
      method: 'PUT',
      body: { currentShows: 2, priority: 9 },
    });
    expect(sneaky.status).toBeOneOf([400, 403]);
    expect(
      (await api(`/api/ads/${target._id}`, { method: 'PUT', body: { currentShows: 2, currentClicks: 1 } })).status,
    ).toBe(400);
    const clicks = await as('student', `/api/ads/${target._id}`, {
      method: 'PUT',
      body: { currentClicks: 1, sessionId: session() },
    });
    expect(clicks.status).toBe(200);
    const now = (await as('superAdmin', `/api/ads/${target._id}`)).body;
    expect(now).toMatchObject({ currentShows: 1, currentClicks: 1, title: target.title, priority: 0 });
  });

  it('concurrent visitors each count once (no lost increments); the outside of the window cannot be bumped', async () => {
    const target = await create();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api(`/api/ads/${target._id}`, { method: 'PUT', body: { currentShows: 1, sessionId: session() } }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await as('superAdmin', `/api/ads/${target._id}`)).body.currentShows).toBe(8);
    expect(
      (await api(`/api/ads/${ended._id}`, { method: 'PUT', body: { currentShows: 1, sessionId: session() } })).status,
    ).toBe(404);
  });

  it('PUT /api/ads/{id} by the SuperAdmin changes any field, validated', async () => {
    const target = await create();
    const res = await as('superAdmin', `/api/ads/${target._id}`, {
      method: 'PUT',
      body: { title: 'عنوان جديد', currentShows: 40, features: ['أ'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'عنوان جديد', currentShows: 40, features: ['أ'] });
    expect(
      (await as('superAdmin', `/api/ads/${target._id}`, { method: 'PUT', body: { endDate: iso(-30) } })).status,
    ).toBe(400);
    expect((await as('superAdmin', '/api/ads/nope404', { method: 'PUT', body: { title: 'x' } })).status).toBe(404);
  });

  it('DELETE /api/ads/{id}: SuperAdmin only', async () => {
    const target = await create();
    for (const c of ['visitor', 'student', 'admin'] as const)
      expect((await as(c, `/api/ads/${target._id}`, { method: 'DELETE' })).status).toBeOneOf([401, 403]);
    expect((await as('superAdmin', `/api/ads/${target._id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await as('superAdmin', `/api/ads/${target._id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('role matrix of reads', async () => {
    await expectRoles(CALLERS, (c) => as(c, '/api/ads'));
    await expectRoles(CALLERS, (c) => as(c, `/api/ads/${active._id}`));
  });
});

describe('ad analytics', () => {
  const event = (patch: Record<string, unknown> = {}) => ({
    adId: active._id,
    action: 'show',
    page: '/News',
    sessionId: `s-${unique()}`,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
    timeOnPage: 5200,
    ipAddress: '6.6.6.6',
    isLoggedIn: true,
    userId: 'someone-else',
    ...patch,
  });

  it('POST /api/adAnalytics (visitor): 201; address, user and time come from the server; device derived', async () => {
    const res = await api('/api/adAnalytics', { method: 'POST', body: event() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      adId: active._id,
      action: 'show',
      page: '/News',
      deviceType: 'mobile',
      os: 'iOS',
      browser: 'Safari',
      isLoggedIn: false,
      userId: null,
      timeOnPage: expect.anything(),
    });
    expect(res.body.ipAddress).not.toBe('6.6.6.6');
    expect(new Date(res.body.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each(['1999-01-01T00:00:00.000Z', '2099-12-31T23:59:59.000Z'])(
    'a client timestamp (%s) is ignored: the stored event carries the server time',
    async (timestamp) => {
      const sessionId = `t-${unique()}`;
      const started = Date.now();
      const res = await api('/api/adAnalytics', { method: 'POST', body: event({ sessionId, timestamp }) });
      expect(res.status).toBe(201);
      const stored = await as('superAdmin', `/api/adAnalytics?filters[sessionId][$eq]=${sessionId}`);
      expect(stored.body).toHaveLength(1);
      for (const answer of [res.body, stored.body[0]]) {
        const time = Date.parse(answer.timestamp);
        expect(time).toBeGreaterThanOrEqual(started - 5_000);
        expect(time).toBeLessThanOrEqual(Date.now() + 5_000);
      }
    },
  );

  it('a signed-in caller is recorded as such', async () => {
    const res = await as('student', '/api/adAnalytics', { method: 'POST', body: event({ action: 'click' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isLoggedIn: true, action: 'click' });
    expect(res.body.userId).not.toBe('someone-else');
  });

  it.each([
    [{ adId: 'nope404' }, 'الإعلان غير موجود'],
    [{ adId: undefined }, 'معرف الإعلان مطلوب'],
    [{ action: 'hover' }, 'نوع الحدث يجب أن يكون show أو click'],
    [{ deviceType: 'tablet' }, 'نوع الجهاز يجب أن يكون desktop أو mobile'],
  ])('%o → 400', async (patch, msg) => {
    const res = await api('/api/adAnalytics', { method: 'POST', body: event(patch) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(msg);
  });

  it('GET /api/adAnalytics (SuperAdmin) filters by ad and by field; GET and DELETE by id', async () => {
    const sessionId = `f-${unique()}`;
    const created = await api('/api/adAnalytics', { method: 'POST', body: event({ sessionId }) });
    const byAd = await as('superAdmin', `/api/adAnalytics?adId=${active._id}`);
    expect(byAd.status).toBe(200);
    expect(byAd.body.every((e: { adId: string }) => e.adId === active._id)).toBe(true);
    const bySession = await as('superAdmin', `/api/adAnalytics?filters[sessionId][$eq]=${sessionId}`);
    expect(bySession.body.map((e: { _id: string }) => e._id)).toEqual([created.body._id]);
    expect((await as('superAdmin', `/api/adAnalytics/${created.body._id}`)).body).toMatchObject({
      _id: created.body._id,
      adTitle: active.title,
    });
    await expectRoles(['superAdmin'], (c) => as(c, '/api/adAnalytics'));
    await expectRoles(['superAdmin'], (c) => as(c, `/api/adAnalytics/${created.body._id}`));
    for (const c of ['visitor', 'student', 'admin'] as const) {
      expect((await as(c, `/api/adAnalytics/${created.body._id}`, { method: 'DELETE' })).status).toBeOneOf([401, 403]);
    }
    expect((await as('superAdmin', `/api/adAnalytics/${created.body._id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await as('superAdmin', `/api/adAnalytics/${created.body._id}`)).status).toBe(404);
  });

  it('every caller may record an event', async () => {
    await expectRoles(CALLERS, (c) => as(c, '/api/adAnalytics', { method: 'POST', body: event() }));
  });
});
