/**
 * Limits on public writes (issue 10, finding 3): beyond the limit one address (or one browser
 * session) gets 429 with the Arabic message and nothing is stored, while another address still
 * works; an ad's show and click count once per session and ad. The figures are the server's
 * (`src/api/community/limits.ts`, same environment as the server under test).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readPublicLimits } from '../src/api/community/limits';
import { RATE_LIMIT_MESSAGE } from '../src/lib/rate-limit';
import { api, as, visitorIp } from './helpers';

const limits = readPublicLimits(process.env);
const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function expectLimited(res: { status: number; body: any }) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body.message).toBe(RATE_LIMIT_MESSAGE);
}

/** `n` calls one after another; every answer must have one of `statuses`. */
async function repeat(n: number, call: (i: number) => Promise<{ status: number; body: any }>, statuses: number[]) {
  for (let i = 0; i < n; i += 1) {
    const res = await call(i);
    expect(statuses, `call ${i + 1} of ${n}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toContain(
      res.status,
    );
  }
}

let adId: string;
beforeAll(async () => {
  const res = await as('superAdmin', '/api/ads', {
    method: 'POST',
    body: {
      title: `إعلان الحدود ${stamp()}`,
      image_path: '/images/ads/a.png',
      ctalink: '/assistant',
      ctaText: 'اعرف أكثر',
      startDate: iso(-1),
      endDate: iso(5),
      priority: 0,
      targetAudience: 'all',
    },
  });
  expect(res.status).toBe(201);
  adId = res.body._id;
});

const currentShows = async (id = adId) => (await as('superAdmin', `/api/ads/${id}`)).body.currentShows as number;

describe('POST /api/contact/add', () => {
  it(`${limits.contact.perIp} messages per address per window; the next is 429 and not stored; another address still sends`, async () => {
    const ip = visitorIp();
    const email = `limit-${stamp()}@example.com`;
    const message = (name: string) => ({ name, email, phone: '+201001234567', message: 'رسالة اختبار الحد' });
    await repeat(
      limits.contact.perIp,
      () => api('/api/contact/add', { method: 'POST', body: message('زائر'), ip }),
      [201],
    );
    expectLimited(await api('/api/contact/add', { method: 'POST', body: message('الأخيرة'), ip }));
    const stored = await as(
      'superAdmin',
      `/api/contact?filters[email][$eq]=${encodeURIComponent(email)}&pagination[pageSize]=1000`,
    );
    expect(stored.body).toHaveLength(limits.contact.perIp);
    expect((await api('/api/contact/add', { method: 'POST', body: message('آخر'), ip: visitorIp() })).status).toBe(201);
  });
});

describe('POST /api/join-us/add', () => {
  const application = () => {
    const s = stamp();
    return {
      firstName: 'سارة',
      lastName: 'محمد',
      email: `join-${s}@example.com`,
      whatsapp_with_country_code: `+2010${String(Date.now()).slice(-8)}`,
      committee: 'الفعاليات',
      isStudent: false,
      howDidYouKnow: 'من صديق',
      knowUs: false,
      admissionInfo: false,
      hasExperience: false,
    };
  };

  it(`${limits['join-us'].perIp} calls per address, valid or not; the next is 429 even when valid, and not stored`, async () => {
    const ip = visitorIp();
    await repeat(
      limits['join-us'].perIp,
      () => api('/api/join-us/add', { method: 'POST', body: { firstName: 'x' }, ip }),
      [400],
    );
    const body = application();
    expectLimited(await api('/api/join-us/add', { method: 'POST', body, ip }));
    const check = await api(
      `/api/join-us/check-duplicates/${encodeURIComponent(body.email)}/${encodeURIComponent(body.whatsapp_with_country_code)}`,
    );
    expect(check.body.exists).toBe(false);
    expect((await api('/api/join-us/add', { method: 'POST', body, ip: visitorIp() })).status).toBe(201);
  });
});

describe('GET /api/visitors', () => {
  it(`${limits.visitors.perIp} new sessions per address; the next is 429 and not counted; known sessions and other addresses still work`, async () => {
    const ip = visitorIp();
    const first = `rl-${stamp()}`;
    await repeat(
      limits.visitors.perIp,
      (i) => api(`/api/visitors?sessionId=${i === 0 ? first : `rl-${stamp()}-${i}`}`, { ip }),
      [200],
    );
    const before = (await api('/api/visitors')).body.count;
    expectLimited(await api(`/api/visitors?sessionId=rl-${stamp()}-over`, { ip }));
    expect((await api('/api/visitors')).body.count).toBe(before);
    // A session already counted only reads: a returning visitor behind the same address keeps the counter.
    const known = await api(`/api/visitors?sessionId=${first}`, { ip });
    expect(known.status).toBe(200);
    expect(known.body.count).toBe(before);
    expect((await api('/api/visitors', { ip })).status).toBe(200);
    const other = await api(`/api/visitors?sessionId=rl-${stamp()}-other`, { ip: visitorIp() });
    expect(other.status).toBe(200);
    expect(other.body.count).toBe(before + 1);
  });
});

describe('PUT /api/ads/{id} (a visitor bumps a counter)', () => {
  it('a show counts once per session and ad; a click too', async () => {
    const sessionId = `once-${stamp()}`;
    const start = await currentShows();
    const ip = visitorIp();
    const first = await api(`/api/ads/${adId}`, { method: 'PUT', body: { currentShows: start + 1, sessionId }, ip });
    expect(first.status).toBe(200);
    expect(first.body.currentShows).toBe(start + 1);
    const again = await api(`/api/ads/${adId}`, { method: 'PUT', body: { currentShows: start + 2, sessionId }, ip });
    expect(again.status).toBe(200);
    const twice = await Promise.all(
      [1, 2, 3].map(() =>
        api(`/api/ads/${adId}`, { method: 'PUT', body: { currentShows: start + 2, sessionId }, ip: visitorIp() }),
      ),
    );
    expect(twice.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await currentShows()).toBe(start + 1);

    const clicks = (await as('superAdmin', `/api/ads/${adId}`)).body.currentClicks as number;
    for (let i = 0; i < 2; i += 1)
      await api(`/api/ads/${adId}`, { method: 'PUT', body: { currentClicks: clicks + 1, sessionId }, ip });
    expect((await as('superAdmin', `/api/ads/${adId}`)).body.currentClicks).toBe(clicks + 1);

    // Another session counts.
    const other = await api(`/api/ads/${adId}`, {
      method: 'PUT',
      body: { currentShows: start + 2, sessionId: `once-${stamp()}` },
      ip,
    });
    expect(other.body.currentShows).toBe(start + 2);
  });

  it('a bump without a valid session id is a 400 and counts nothing', async () => {
    const start = await currentShows();
    const res = await api(`/api/ads/${adId}`, { method: 'PUT', body: { currentShows: start + 1 }, ip: visitorIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('معرف الجلسة غير صحيح');
    expect(await currentShows()).toBe(start);
  });

  it(`${limits['ad-counter'].perIp} bumps per address; the next is 429 and counts nothing; another address still counts`, async () => {
    const ip = visitorIp();
    let shows = await currentShows();
    await repeat(
      limits['ad-counter'].perIp,
      async (i) => {
        const res = await api(`/api/ads/${adId}`, {
          method: 'PUT',
          body: { currentShows: shows + 1, sessionId: `bump-${stamp()}-${i}` },
          ip,
        });
        if (res.status === 200) shows = res.body.currentShows;
        return res;
      },
      [200],
    );
    const before = await currentShows();
    expectLimited(
      await api(`/api/ads/${adId}`, {
        method: 'PUT',
        body: { currentShows: before + 1, sessionId: `bump-${stamp()}-over` },
        ip,
      }),
    );
    expect(await currentShows()).toBe(before);
    const other = await api(`/api/ads/${adId}`, {
      method: 'PUT',
      body: { currentShows: before + 1, sessionId: `bump-${stamp()}-b` },
      ip: visitorIp(),
    });
    expect(other.status).toBe(200);
    expect(other.body.currentShows).toBe(before + 1);
  });
});

describe('POST /api/adAnalytics', () => {
  const event = (sessionId: string, action = 'show') => ({ adId, action, page: '/News', sessionId, timeOnPage: 5000 });
  const eventsOf = async (sessionId: string) =>
    (await as('superAdmin', `/api/adAnalytics?filters[sessionId][$eq]=${sessionId}`)).body as {
      _id: string;
      action: string;
    }[];

  it('a show (and a click) is stored once per session and ad; a repeat answers the first event', async () => {
    const sessionId = `ev-${stamp()}`;
    const first = await api('/api/adAnalytics', { method: 'POST', body: event(sessionId), ip: visitorIp() });
    expect(first.status).toBe(201);
    const again = await api('/api/adAnalytics', { method: 'POST', body: event(sessionId), ip: visitorIp() });
    expect(again.status).toBe(200);
    expect(again.body._id).toBe(first.body._id);
    await Promise.all(
      [1, 2, 3].map(() => api('/api/adAnalytics', { method: 'POST', body: event(sessionId), ip: visitorIp() })),
    );
    await api('/api/adAnalytics', { method: 'POST', body: event(sessionId, 'click'), ip: visitorIp() });
    await api('/api/adAnalytics', { method: 'POST', body: event(sessionId, 'click'), ip: visitorIp() });
    expect((await eventsOf(sessionId)).map((e) => e.action).sort()).toEqual(['click', 'show']);
  });

  it(`${limits['ad-event'].perIp} events per address; the next is 429 and not stored; another address still records`, async () => {
    const ip = visitorIp();
    const prefix = `evip-${stamp()}`;
    await repeat(
      limits['ad-event'].perIp,
      (i) => api('/api/adAnalytics', { method: 'POST', body: event(`${prefix}-${i}`), ip }),
      [201],
    );
    expectLimited(await api('/api/adAnalytics', { method: 'POST', body: event(`${prefix}-over`), ip }));
    expect(await eventsOf(`${prefix}-over`)).toEqual([]);
    expect(
      (await api('/api/adAnalytics', { method: 'POST', body: event(`${prefix}-b`), ip: visitorIp() })).status,
    ).toBe(201);
  });

  it(`${limits['ad-event'].perSession} events per session, from any address; the next is 429`, async () => {
    const sessionId = `evs-${stamp()}`;
    await repeat(
      limits['ad-event'].perSession,
      (i) =>
        api('/api/adAnalytics', { method: 'POST', body: event(sessionId, i % 2 ? 'click' : 'show'), ip: visitorIp() }),
      [200, 201],
    );
    expectLimited(await api('/api/adAnalytics', { method: 'POST', body: event(sessionId), ip: visitorIp() }));
    expect(
      (await api('/api/adAnalytics', { method: 'POST', body: event(`evs-${stamp()}`), ip: visitorIp() })).status,
    ).toBe(201);
  });
});
