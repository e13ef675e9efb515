/**
 * What the /admin/ads screen needs of the server (issue 13): ads without an end date, the events'
 * search and pages for the detail modal, and shows and clicks per day for the chart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, visitorIp } from './helpers';
import { as, expectRoles, unique } from './community-helpers';

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const ad = (patch: Record<string, unknown> = {}) => ({
  title: `إعلان ${unique()}`,
  image_path: '/images/ads/a.png',
  ctalink: 'https://example.com',
  ctaText: 'اعرف أكثر',
  startDate: iso(-1),
  endDate: iso(1),
  priority: 0,
  ...patch,
});
const create = async (patch: Record<string, unknown> = {}) => {
  const res = await as('superAdmin', '/api/ads', { method: 'POST', body: ad(patch) });
  expect(res.status).toBe(201);
  return res.body as Record<string, any>;
};
/** A visitor's event, from its own address (the per-address limit is not what is tested here). */
const send = (adId: string, action: 'show' | 'click', page: string, sessionId: string) =>
  api('/api/adAnalytics', {
    method: 'POST',
    body: { adId, action, page, sessionId, timeOnPage: 5000 },
    ip: visitorIp(),
  });

describe('an ad without an end date (spec 3 §9 "no end date")', () => {
  it('is created with endDate null, shown to visitors and counted', async () => {
    const open = await create({ endDate: null });
    expect(open.endDate).toBeNull();
    const list = await api('/api/ads');
    expect(list.body.map((a: { _id: string }) => a._id)).toContain(open._id);
    expect((await api(`/api/ads/${open._id}`)).status).toBe(200);
    const bump = await api(`/api/ads/${open._id}`, {
      method: 'PUT',
      body: { currentShows: 1, sessionId: `s-${unique()}` },
    });
    expect(bump.status).toBe(200);
    expect(bump.body.currentShows).toBe(1);
    expect((await send(open._id, 'show', '/News', `s-${unique()}`)).status).toBe(201);
  });

  it('is not shown before its start', async () => {
    const later = await create({ startDate: iso(2), endDate: null });
    expect((await api('/api/ads')).body.map((a: { _id: string }) => a._id)).not.toContain(later._id);
    expect((await api(`/api/ads/${later._id}`)).status).toBe(404);
  });

  it('the end date stays required as a choice: leaving it out is refused', async () => {
    const res = await as('superAdmin', '/api/ads', { method: 'POST', body: ad({ endDate: undefined }) });
    expect(res.status).toBe(400);
    expect(res.body.missingFields).toEqual(['endDate']);
  });

  it('an ended ad edited to have no end date is shown again; giving it an end date hides it', async () => {
    const ended = await create({ startDate: iso(-10), endDate: iso(-2) });
    expect((await api(`/api/ads/${ended._id}`)).status).toBe(404);
    const open = await as('superAdmin', `/api/ads/${ended._id}`, { method: 'PUT', body: { endDate: null } });
    expect(open.status).toBe(200);
    expect(open.body.endDate).toBeNull();
    expect((await api(`/api/ads/${ended._id}`)).status).toBe(200);
    await as('superAdmin', `/api/ads/${ended._id}`, { method: 'PUT', body: { endDate: iso(-1) } });
    expect((await api(`/api/ads/${ended._id}`)).status).toBe(404);
  });
});

describe('GET /api/adAnalytics: search and pages for the detail modal', () => {
  let target: Record<string, any>;
  let other: Record<string, any>;
  const page = `/News-${unique()}`;
  const sessions = [`a-${unique()}`, `b-${unique()}`, `c-${unique()}`];

  beforeAll(async () => {
    target = await create();
    other = await create();
    expect((await send(target._id, 'show', page, sessions[0])).status).toBe(201);
    expect((await send(target._id, 'show', '/Scholarships', sessions[1])).status).toBe(201);
    expect((await send(target._id, 'click', page, sessions[0])).status).toBe(201);
    expect((await send(other._id, 'show', page, sessions[2])).status).toBe(201);
  });

  it('?page&limit answers one page, newest first, with the total', async () => {
    const first = await as('superAdmin', `/api/adAnalytics?adId=${target._id}&page=1&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toMatchObject({ adId: target._id, adTitle: target.title, action: 'click' });
    const second = await as('superAdmin', `/api/adAnalytics?adId=${target._id}&page=2&limit=2`);
    expect(second.body.data).toHaveLength(1);
    const ids = [...first.body.data, ...second.body.data].map((e: { _id: string }) => e._id);
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    ['the page', () => page, () => [target._id, target._id, other._id]],
    ['a session id', () => sessions[1].toUpperCase(), () => [target._id]],
    ['the ad title', () => target.title, () => [target._id, target._id, target._id]],
  ])('?q= searches %s (case-insensitive)', async (_, q, adIds) => {
    const res = await as('superAdmin', `/api/adAnalytics?q=${encodeURIComponent(q())}&page=1&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { adId: string }) => e.adId).sort()).toEqual(adIds().sort());
  });

  it('?q= names an action in Arabic or by its code, within one ad', async () => {
    const clicks = await as('superAdmin', `/api/adAnalytics?adId=${target._id}&q=${encodeURIComponent('نقرة')}`);
    expect(clicks.body.map((e: { action: string }) => e.action)).toEqual(['click']);
    const shows = await as('superAdmin', `/api/adAnalytics?adId=${target._id}&q=show&limit=10`);
    expect(shows.body.pagination.total).toBe(2);
  });

  it('refuses a bad page; the array answer without page or limit is kept', async () => {
    expect((await as('superAdmin', '/api/adAnalytics?page=0')).status).toBe(400);
    expect((await as('superAdmin', '/api/adAnalytics?limit=500')).status).toBe(400);
    const plain = await as('superAdmin', `/api/adAnalytics?adId=${other._id}`);
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.body).toHaveLength(1);
  });

  it('only the SuperAdmin reads them', async () => {
    await expectRoles(['superAdmin'], (c) => as(c, `/api/adAnalytics?q=x&page=1&limit=5`));
  });
});

describe('GET /api/adAnalytics/daily: shows and clicks per day for the chart', () => {
  it('counts today’s events of one ad, every day of the window present', async () => {
    const target = await create();
    for (const s of ['x', 'y', 'z']) await send(target._id, 'show', '/News', `${s}-${unique()}`);
    await send(target._id, 'click', '/News', `c-${unique()}`);
    const res = await as('superAdmin', `/api/adAnalytics/daily?adId=${target._id}&days=7`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body[6]).toEqual({ day: today, shows: 3, clicks: 1 });
    expect(res.body.slice(0, 6).every((d: { shows: number; clicks: number }) => !d.shows && !d.clicks)).toBe(true);
    const all = await as('superAdmin', '/api/adAnalytics/daily');
    expect(all.body).toHaveLength(30);
    expect(all.body[29].shows).toBeGreaterThanOrEqual(3);
  });

  it.each(['0', '367', 'abc'])('?days=%s is a 400', async (days) => {
    const res = await as('superAdmin', `/api/adAnalytics/daily?days=${days}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('عدد الأيام يجب أن يكون من 1 إلى 366');
  });

  it('only the SuperAdmin reads it', async () => {
    await expectRoles(['superAdmin'], (c) => as(c, '/api/adAnalytics/daily'));
  });
});
