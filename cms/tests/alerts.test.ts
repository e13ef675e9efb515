import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cairoToday } from '@dalil/domain/rules';
import { mailsTo, verifiedPerson } from './account-helpers';
import { unique } from './content-helpers';
import { integrationDb } from './database';
import { startCms } from './global-setup';
import { api, as, tokenFor } from './helpers';

/**
 * Following a university, the admission alerts and the calendars (issue 25 items 2 and 3), on the
 * booted CMS: mails are read from the catcher as a user reads them. The job is run through its
 * staff route (POST /api/alerts/run) instead of waiting for the clock; the two-process case starts
 * a second CMS on the same database and runs the job on both at once.
 */
const STATUS_FIELDS = ['transfer', 'wafdeen'].concat(
  ['thanwyaa', 'azhar', 'Arabenglish'].flatMap((t) =>
    ['first', 'second', 'third', 'fourth', 'fifth'].map((y) => `${t}_${y}Year`),
  ),
);

/** 'yyyy-mm-dd' of Cairo's today plus `days`, as the staff form stores a date ('d/m/yyyy'). */
function cairoDayPlus(days: number): { dmy: string; iso: string } {
  const [y, m, d] = cairoToday().split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return {
    dmy: `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`,
    iso: date.toISOString().slice(0, 10),
  };
}

async function createUniversity(tag: string) {
  const code = unique(tag)
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 20);
  const name = `جامعة التنبيهات ${code}`;
  const created = await as('admin', '/api/private/links/add', {
    method: 'POST',
    body: {
      university_code: code,
      university_Arabic_Name: name,
      type: 'Private',
      Uni_Bio: 'نبذة',
      location: '#',
      first_year: '2025',
      second_year: '2024',
      third_year: '2023',
      fourth_year: '2022',
      fifth_year: '2021',
      website: '#',
      phone: '1',
      email: 'alerts@test.local',
      facebook: '#',
      instagram: '#',
      youtube: '#',
      linkedin: '#',
    },
  });
  expect(created.status).toBe(201);
  const status = Object.fromEntries(STATUS_FIELDS.map((f) => [`${f}_status`, 'لم يبداء']));
  expect(
    (await as('admin', '/api/private/admission/add', { method: 'POST', body: { university: code, ...status } })).status,
  ).toBe(201);
  return { code, name };
}

const setStatus = async (code: string, value: string) =>
  expect(
    (
      await as('admin', `/api/private/admission/${code}`, {
        method: 'PUT',
        body: { thanwyaa_firstYear_status: value },
      })
    ).status,
  ).toBe(200);

const runJob = (url?: string) =>
  url
    ? fetch(`${url}/api/alerts/run`, { method: 'POST', headers: { authorization: `Bearer ${superToken}` } }).then(
        async (r) => ({ status: r.status, body: await r.json() }),
      )
    : as('superAdmin', '/api/alerts/run', { method: 'POST' });

/** Mails to an address after the catcher has had time to receive what was sent. */
async function settledMails(address: string) {
  await new Promise((r) => setTimeout(r, 400));
  return mailsTo(address);
}

let superToken = '';
let university: { code: string; name: string };
beforeAll(async () => {
  university = await createUniversity('ALRT');
  superToken = (await tokenFor('superAdmin')) ?? '';
}, 60_000);
afterAll(async () => {
  await as('superAdmin', `/api/private/${university.code}`, { method: 'DELETE' });
});

describe('following a university', () => {
  it('is private to its owner, one row per user × university, and needs a sign-in', async () => {
    const owner = await verifiedPerson('follow-owner');
    const other = await verifiedPerson('follow-other');
    const follow = (token: string, body: unknown) => api('/api/follows', { method: 'POST', token, body });

    expect((await follow(owner.token, { university: university.code })).status).toBe(201);
    // Following twice is the same row; the code in any case is the same university.
    expect((await follow(owner.token, { university: university.code.toLowerCase() })).status).toBe(200);
    const mine = await api('/api/follows', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.follows).toEqual([
      expect.objectContaining({
        university: university.code,
        university_Arabic_Name: university.name,
        mail_alerts: true,
      }),
    ]);

    // Another user sees none of it, cannot remove it, and their own follow is a row of their own.
    expect((await api('/api/follows', { token: other.token })).body.follows).toEqual([]);
    expect((await api(`/api/follows/${university.code}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await follow(other.token, { university: university.code })).status).toBe(201);
    expect((await api('/api/follows', { token: owner.token })).body.follows).toHaveLength(1);

    // Visitors: no list, no follow.
    expect([401, 403]).toContain((await api('/api/follows')).status);
    expect([401, 403]).toContain((await api('/api/follows', { method: 'POST', body: { university: 'X' } })).status);
    // Bad input: a clear 4xx.
    expect((await follow(owner.token, {})).status).toBe(400);
    expect((await follow(owner.token, { university: 'NO-SUCH-UNIVERSITY' })).status).toBe(404);

    expect((await api(`/api/follows/${university.code}`, { method: 'DELETE', token: other.token })).status).toBe(200);
    expect((await api('/api/follows', { token: other.token })).body.follows).toEqual([]);
    // Unfollowing leaves nothing behind (and no follow of this test is mailed by the next ones).
    expect((await api(`/api/follows/${university.code}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect((await api('/api/follows', { token: owner.token })).body.follows).toEqual([]);
    // Running the job is SuperAdmin's.
    expect([401, 403]).toContain((await api('/api/alerts/run', { method: 'POST', token: owner.token })).status);
  }, 60_000);
});

describe('admission alerts', () => {
  it('a status change mails once, even with two CMS processes running the job at once; the unsubscribe link stops it', async () => {
    const person = await verifiedPerson('alerts-status');
    expect(
      (await api('/api/follows', { method: 'POST', token: person.token, body: { university: university.code } }))
        .status,
    ).toBe(201);
    // Nothing changed since the follow: no mail.
    expect((await runJob()).status).toBe(200);
    expect(await settledMails(person.email)).toHaveLength(1); // the verification mail only

    await setStatus(university.code, 'متاح (كل الكليات)');
    const second = await startCms({
      ...integrationDb().env,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inject('smtpPort')),
    });
    try {
      const runs = await Promise.all([runJob(), runJob(second.url), runJob(), runJob(second.url)]);
      expect(runs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      // One run sent it (the person's is the only follow); the others found it claimed or already told.
      expect(runs.reduce((n, r) => n + Number(r.body.sent), 0)).toBe(1);
      let alerts = (await settledMails(person.email)).filter((m) => m.subject.includes(university.name));
      expect(alerts).toHaveLength(1);
      expect(alerts[0].subject).toBe(`تغيّرت حالة التقديم في ${university.name}`);
      expect(alerts[0].text).toContain('لم يبداء ← متاح (كل الكليات)');

      // Again later (as after a restart): the change was told, nothing more goes out.
      await runJob(second.url);
      await runJob();
      alerts = (await settledMails(person.email)).filter((m) => m.subject.includes(university.name));
      expect(alerts).toHaveLength(1);
    } finally {
      second.child.kill('SIGTERM');
    }

    // The unsubscribe link works without signing in…
    const mail = (await mailsTo(person.email)).find((m) => m.subject.includes(university.name))!;
    const link = /https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=\S+/.exec(mail.text)![0];
    const path = new URL(link).pathname + new URL(link).search;
    const page = await fetch(`${inject('cmsUrl')}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`تم إيقاف تنبيهات ${university.name}`);
    expect((await api('/api/follows', { token: person.token })).body.follows[0].mail_alerts).toBe(false);
    // …and a damaged one is refused.
    expect((await fetch(`${inject('cmsUrl')}${path.slice(0, -3)}xyz`)).status).toBe(400);

    // No mail after it, even on a new day's change (the claim is not what stops it).
    await setStatus(university.code, 'انتهي');
    await runJob();
    expect((await settledMails(person.email)).filter((m) => m.subject.includes(university.name))).toHaveLength(1);
  }, 150_000);

  it('a followed deadline seven days away mails one reminder', async () => {
    const person = await verifiedPerson('alerts-deadline');
    const soon = cairoDayPlus(7);
    const added = await as('admin', '/api/private/deadline/add', {
      method: 'POST',
      body: {
        university: university.code,
        thanwyaa_firstYear_deadline: soon.dmy,
        opening_date: cairoDayPlus(-3).dmy,
        // A date of the admission steps carries its source (issue 24).
        steps_source: { url: 'https://uni.example/admission', kind: 'university', academic_year: '2025/2026' },
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(
      (await api('/api/follows', { method: 'POST', token: person.token, body: { university: university.code } }))
        .status,
    ).toBe(201);
    await runJob();
    await runJob();
    const alerts = (await settledMails(person.email)).filter((m) => m.subject.includes(university.name));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toBe(`اقترب آخر موعد للتقديم في ${university.name}`);
    expect(alerts[0].text).toContain('آخر موعد للتقديم بعد 7 أيام');
    expect(alerts[0].html).toContain('dir="rtl"');
  }, 60_000);
});

/** The VEVENTs of an .ics text, parsed by ical.js: summary and start date ('yyyy-mm-dd'). */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((c) => {
    const event = new ICAL.Event(c);
    return { summary: event.summary, start: event.startDate.toString(), allDay: event.startDate.isDate };
  });
}

describe('the calendars', () => {
  it("a university's .ics and a user's feed parse and hold the deadlines, with Arabic titles", async () => {
    const deadline = cairoDayPlus(7);
    const res = await fetch(`${inject('cmsUrl')}/api/calendar/university/${university.code}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(await res.text());
    expect(events).toEqual(
      expect.arrayContaining([
        { summary: `آخر موعد للتقديم: ${university.name}`, start: deadline.iso, allDay: true },
        { summary: `بدء التقديم: ${university.name}`, start: cairoDayPlus(-3).iso, allDay: true },
      ]),
    );
    expect((await fetch(`${inject('cmsUrl')}/api/calendar/university/NO-SUCH.ics`)).status).toBe(404);

    const person = await verifiedPerson('calendar');
    await api('/api/follows', { method: 'POST', token: person.token, body: { university: university.code } });
    const feed = (await api('/api/follows', { token: person.token })).body.calendar as string;
    expect(feed).toMatch(/^\/api\/calendar\/user\/[\w-]+\.[\w-]+\.ics$/);
    // A calendar app subscribes without a token: the signed URL is the key.
    const own = await fetch(`${inject('cmsUrl')}${feed}`);
    expect(own.status).toBe(200);
    expect(eventsOf(await own.text())).toContainEqual({
      summary: `آخر موعد للتقديم: ${university.name}`,
      start: deadline.iso,
      allDay: true,
    });
    // A damaged signature, and the same signature spelled another way: the last base64url
    // character of a 32-byte MAC carries 2 unused bits, so flipping one gives the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const other = (c: string, bit: number) => alphabet[alphabet.indexOf(c) ^ bit];
    const damaged = feed.replace(/([\w-])([\w-])\.ics$/, (_m, c: string, last: string) => `${other(c, 1)}${last}.ics`);
    const respelled = feed.replace(/([\w-])\.ics$/, (_m, c: string) => `${other(c, 1)}.ics`);
    expect(damaged).not.toBe(feed);
    expect(respelled).not.toBe(feed);
    for (const forged of [damaged, respelled])
      expect((await fetch(`${inject('cmsUrl')}${forged}`)).status, forged).toBe(404);
  }, 60_000);
});
