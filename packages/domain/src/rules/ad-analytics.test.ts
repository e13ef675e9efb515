import { describe, expect, it } from 'vitest';
import {
  adActionsMatching,
  adEventSearchFilter,
  adFigures,
  adSchedule,
  clickRate,
  dailyAdActivity,
  formatClickRate,
  isAdNotEnded,
  parseAdEventQuery,
  parseDailyDays,
  summarizeAds,
} from './ad-analytics';

const now = new Date('2026-06-15T12:00:00Z');
const ad = (id: string, shows: unknown, clicks: unknown, endDate: string | null | undefined = null) => ({
  _id: id,
  title: `ad ${id}`,
  startDate: '2026-01-01T00:00:00Z',
  endDate,
  currentShows: shows as number,
  currentClicks: clicks as number,
});

describe('clickRate (spec 3 §9: clicks / shows × 100, two decimals)', () => {
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [4, 1, 25],
    [3, 1, 33.33],
    [3, 2, 66.67],
    [7, 7, 100],
    [2, 3, 150],
  ])('%i shows, %i clicks → %d', (shows, clicks, rate) => {
    expect(clickRate(shows, clicks)).toBe(rate);
  });

  it.each([
    [0, '0.00%'],
    [33.33, '33.33%'],
    [25, '25.00%'],
  ])('formatClickRate(%d) = %s', (rate, text) => expect(formatClickRate(rate)).toBe(text));
});

describe('isAdNotEnded (spec 3 §9: no end date or an end date not before now)', () => {
  it.each([
    ['no end date (null)', null, true],
    ['no end date (missing)', undefined, true],
    ['no end date (blank)', '', true],
    ['ends later', '2026-06-16T00:00:00Z', true],
    ['ends now exactly', '2026-06-15T12:00:00Z', true],
    ['ended a second ago', '2026-06-15T11:59:59Z', false],
    ['an unreadable end', 'soon', false],
  ])('%s → %s', (_, endDate, active) => {
    expect(isAdNotEnded({ endDate }, now)).toBe(active);
  });
});

describe("adSchedule (the table's status)", () => {
  it.each([
    ['inside its window', '2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z', 'running'],
    ['started, no end date', '2026-06-01T00:00:00Z', null, 'running'],
    ['not started, no end date', '2026-06-20T00:00:00Z', null, 'scheduled'],
    ['not started', '2026-06-20T00:00:00Z', '2026-07-01T00:00:00Z', 'scheduled'],
    ['ended', '2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z', 'ended'],
  ])('%s → %s', (_, startDate, endDate, status) => {
    expect(adSchedule({ startDate, endDate }, now)).toBe(status);
  });
});

describe('adFigures', () => {
  it.each([
    ['counters as numbers', ad('a', 10, 3), { shows: 10, clicks: 3, clickRate: 30, active: true }],
    ['counters as text', ad('b', '8', '2'), { shows: 8, clicks: 2, clickRate: 25, active: true }],
    ['missing or bad counters read as 0', ad('c', null, 'x'), { shows: 0, clicks: 0, clickRate: 0, active: true }],
    ['negative counters read as 0', ad('d', -4, -1), { shows: 0, clicks: 0, clickRate: 0, active: true }],
    ['an ended ad', ad('e', 5, 1, '2026-01-31T00:00:00Z'), { shows: 5, clicks: 1, clickRate: 20, active: false }],
  ])('%s', (_, input, expected) => {
    expect(adFigures(input, now)).toMatchObject({ id: input._id, title: input.title, ...expected });
  });
});

describe('summarizeAds', () => {
  it.each([
    ['no ads', [], { ads: 0, activeAds: 0, shows: 0, clicks: 0, clickRate: 0, averageShows: 0, best: null }],
    [
      'ads never shown: no best ad',
      [ad('a', 0, 0), ad('b', 0, 0, '2026-01-01T00:00:00Z')],
      { ads: 2, activeAds: 1, shows: 0, clicks: 0, clickRate: 0, averageShows: 0, best: null },
    ],
    [
      'totals, the rounded average and the best click rate',
      [ad('a', 10, 1), ad('b', 4, 2), ad('c', 1, 0, '2026-06-01T00:00:00Z')],
      { ads: 3, activeAds: 2, shows: 15, clicks: 3, clickRate: 20, averageShows: 5, best: 'b' },
    ],
    [
      'the average rounds half up (7 / 2 = 3.5 → 4)',
      [ad('a', 3, 0), ad('b', 4, 0)],
      { ads: 2, activeAds: 2, shows: 7, clicks: 0, clickRate: 0, averageShows: 4, best: 'b' },
    ],
    [
      'equal rates: the ad shown more wins',
      [ad('a', 2, 1), ad('b', 10, 5), ad('c', 4, 2)],
      { ads: 3, activeAds: 3, shows: 16, clicks: 8, clickRate: 50, averageShows: 5, best: 'b' },
    ],
  ])('%s', (_, ads, expected) => {
    const s = summarizeAds(ads, now);
    const { best, ...rest } = expected;
    expect({ ...s, best: s.best?.id ?? null }).toEqual({ ...rest, best });
  });
});

describe('dailyAdActivity (UTC days, every day present, oldest first)', () => {
  it('counts shows and clicks per day, leaves out what is outside the window or unreadable', () => {
    const events = [
      { action: 'show', timestamp: '2026-06-15T00:00:00Z' },
      { action: 'show', timestamp: '2026-06-15T11:59:00Z' },
      { action: 'click', timestamp: '2026-06-15T11:00:00Z' },
      { action: 'show', timestamp: Date.parse('2026-06-13T23:59:59Z') },
      { action: 'click', timestamp: new Date('2026-06-14T08:00:00Z') },
      { action: 'show', timestamp: '2026-06-12T23:59:59Z' },
      { action: 'hover', timestamp: '2026-06-14T10:00:00Z' },
      { action: 'show', timestamp: 'yesterday' },
      { action: 'show', timestamp: '2026-06-16T00:00:00Z' },
    ];
    expect(dailyAdActivity(events, 3, now)).toEqual([
      { day: '2026-06-13', shows: 1, clicks: 0 },
      { day: '2026-06-14', shows: 0, clicks: 1 },
      { day: '2026-06-15', shows: 2, clicks: 1 },
    ]);
  });

  it('one day is today alone', () => {
    expect(dailyAdActivity([], 1, now)).toEqual([{ day: '2026-06-15', shows: 0, clicks: 0 }]);
  });
});

describe('parseDailyDays', () => {
  it.each([
    [undefined, 30],
    ['', 30],
    ['7', 7],
    ['366', 366],
    ['0', null],
    ['367', null],
    ['1.5', null],
    [['7'], null],
  ])('%o → %o', (v, expected) => expect(parseDailyDays(v)).toBe(expected));
});

describe('parseAdEventQuery (GET /api/adAnalytics)', () => {
  it.each([
    [{}, { ok: true, query: {} }],
    [
      { adId: ' abc ', q: '  /News ' },
      { ok: true, query: { adId: 'abc', q: '/News' } },
    ],
    [{ q: '   ' }, { ok: true, query: {} }],
    [{ page: '2' }, { ok: true, query: { page: 2, limit: 10 } }],
    [{ limit: '25' }, { ok: true, query: { page: 1, limit: 25 } }],
    [{ page: '0' }, { ok: false, message: 'رقم الصفحة أو عدد النتائج غير صحيح' }],
    [{ limit: '101' }, { ok: false, message: 'رقم الصفحة أو عدد النتائج غير صحيح' }],
    [{ page: 'x' }, { ok: false, message: 'رقم الصفحة أو عدد النتائج غير صحيح' }],
    [{ q: ['a', 'b'] }, { ok: false, message: 'رقم الصفحة أو عدد النتائج غير صحيح' }],
    [{ adId: ['a'] }, { ok: false, message: 'معرف الإعلان غير صحيح' }],
  ])('%o', (input, expected) => expect(parseAdEventQuery(input)).toEqual(expected));
});

describe('the events search (spec 3 §5: ad title, action, page, user id, session id)', () => {
  it.each([
    ['show', ['show']],
    ['SHO', ['show']],
    ['ظهور', ['show']],
    ['نقر', ['click']],
    ['c', ['click']],
    ['/News', []],
    ['  ', []],
  ])('adActionsMatching(%s)', (text, actions) => expect(adActionsMatching(text)).toEqual(actions));

  it('searches the title, page, user and session, and the actions named', () => {
    expect(adEventSearchFilter(' نقرة ')).toEqual({
      $or: [
        { ad: { title: { $containsi: 'نقرة' } } },
        { page: { $containsi: 'نقرة' } },
        { userId: { $containsi: 'نقرة' } },
        { sessionId: { $containsi: 'نقرة' } },
        { action: { $in: ['click'] } },
      ],
    });
    expect(adEventSearchFilter('/News').$or).toHaveLength(4);
  });
});
