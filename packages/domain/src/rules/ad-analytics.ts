/**
 * The ads screen's analytics (spec 3 §2 "Ads screen", §5 searches, §9 "Ad analytics").
 *
 * One source for shows and clicks: the ad's counters (`currentShows`, `currentClicks`). Every
 * figure that divides clicks by shows (the click rate of an ad, of all ads, the best ad) reads
 * them; the events (one per session, ad and action, with page, session and time) are the detail
 * behind them and the only source of the per-day chart, which shows counts and never a rate.
 */
import { hasNoEndDate, isAdActive } from '../validation/ads';

/** The part of an ad the figures read. */
export interface AdCountersInput {
  _id: string;
  title?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  currentShows?: number | string | null;
  currentClicks?: number | string | null;
}

export interface AdFigures {
  id: string;
  title: string;
  shows: number;
  clicks: number;
  /** Percent, two decimals (spec 3 §9). 0 when the ad was never shown. */
  clickRate: number;
  /** Not ended: no end date, or an end date not before now (spec 3 §9). */
  active: boolean;
}

export interface AdsSummary {
  ads: number;
  activeAds: number;
  shows: number;
  clicks: number;
  /** All clicks over all shows, percent, two decimals. */
  clickRate: number;
  /** Shows per ad, rounded to a whole number (spec 3 §9). */
  averageShows: number;
  /** The ad with the highest click rate among ads shown at least once; ties go to more shows. */
  best: AdFigures | null;
}

const count = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** Spec 3 §9: clicks divided by shows times 100, two decimals; 0 without shows. */
export function clickRate(shows: number, clicks: number): number {
  if (!(shows > 0)) return 0;
  return Math.round((clicks / shows) * 10_000) / 100;
}

/** '12.50%' (Latin digits, two decimals). */
export const formatClickRate = (rate: number) => `${rate.toFixed(2)}%`;

/** Spec 3 §9: an ad is active when it has no end date or its end date is not before now. */
export function isAdNotEnded(ad: { endDate?: unknown }, now: Date = new Date()): boolean {
  if (hasNoEndDate(ad as Record<string, unknown>)) return true;
  const end = new Date(String(ad.endDate)).getTime();
  return Number.isFinite(end) && end >= now.getTime();
}

/** Where an ad stands for the table: inside its window, not started yet, or ended. */
export type AdSchedule = 'running' | 'scheduled' | 'ended';

export function adSchedule(ad: { startDate?: unknown; endDate?: unknown }, now: Date = new Date()): AdSchedule {
  if (!isAdNotEnded(ad, now)) return 'ended';
  return isAdActive(ad as Record<string, unknown>, now) ? 'running' : 'scheduled';
}

export function adFigures(ad: AdCountersInput, now: Date = new Date()): AdFigures {
  const shows = count(ad.currentShows);
  const clicks = count(ad.currentClicks);
  return {
    id: ad._id,
    title: ad.title ?? '',
    shows,
    clicks,
    clickRate: clickRate(shows, clicks),
    active: isAdNotEnded(ad, now),
  };
}

export function summarizeAds(ads: AdCountersInput[], now: Date = new Date()): AdsSummary {
  const figures = ads.map((ad) => adFigures(ad, now));
  const shows = figures.reduce((s, f) => s + f.shows, 0);
  const clicks = figures.reduce((s, f) => s + f.clicks, 0);
  let best: AdFigures | null = null;
  for (const f of figures) {
    if (f.shows === 0) continue;
    if (!best || f.clickRate > best.clickRate || (f.clickRate === best.clickRate && f.shows > best.shows)) best = f;
  }
  return {
    ads: figures.length,
    activeAds: figures.filter((f) => f.active).length,
    shows,
    clicks,
    clickRate: clickRate(shows, clicks),
    averageShows: figures.length ? Math.round(shows / figures.length) : 0,
    best,
  };
}

// ------------------------------------------------------------------ shows and clicks per day

export interface DailyActivity {
  /** The UTC day, yyyy-mm-dd (spec 3 §9: ad dates are in UTC). */
  day: string;
  shows: number;
  clicks: number;
}

/** The most days the chart covers; the server refuses more. */
export const AD_DAILY_MAX_DAYS = 366;
export const AD_DAILY_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The first instant of the window of `days` UTC days ending with today (for the server's query). */
export function dailyWindowStart(days: number, now: Date = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/**
 * Shows and clicks per UTC day for the `days` days ending today, every day present (0 when
 * nothing happened), oldest first. A time is an ISO text, a Date or milliseconds (as SQLite gives
 * it back); events outside the window or with an unreadable time are left out.
 */
export function dailyAdActivity(
  events: { action?: unknown; timestamp?: unknown }[],
  days: number,
  now: Date = new Date(),
): DailyActivity[] {
  const start = dailyWindowStart(days, now).getTime();
  const rows: DailyActivity[] = Array.from({ length: days }, (_, i) => ({
    day: utcDay(start + i * DAY_MS),
    shows: 0,
    clicks: 0,
  }));
  for (const e of events) {
    const t =
      typeof e.timestamp === 'number'
        ? e.timestamp
        : e.timestamp instanceof Date
          ? e.timestamp.getTime()
          : Date.parse(String(e.timestamp ?? ''));
    if (!Number.isFinite(t) || t < start) continue;
    const row = rows[Math.floor((t - start) / DAY_MS)];
    if (!row) continue;
    if (e.action === 'show') row.shows += 1;
    else if (e.action === 'click') row.clicks += 1;
  }
  return rows;
}

/** `?days=` of the daily endpoint: 1–366, default 30. */
export function parseDailyDays(v: unknown): number | null {
  if (v === undefined || v === '') return AD_DAILY_DEFAULT_DAYS;
  const n = typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= AD_DAILY_MAX_DAYS ? n : null;
}

// ------------------------------------------------------------------ the events' search and pages

export const AD_EVENT_QUERY_MESSAGES = {
  page: 'رقم الصفحة أو عدد النتائج غير صحيح',
  days: 'عدد الأيام يجب أن يكون من 1 إلى 366',
  adId: 'معرف الإعلان غير صحيح',
} as const;

/** Arabic words a SuperAdmin may type for an action, besides its code. */
export const AD_ACTION_WORDS = { show: ['show', 'ظهور'], click: ['click', 'نقرة', 'نقر'] } as const;

export interface AdEventQuery {
  adId?: string;
  /** The search text (spec 3 §5: ad title, action, page, user id or session id). */
  q?: string;
  /** Set when the caller asked for a page (`page` or `limit`): the answer is `{ data, pagination }`. */
  page?: number;
  limit?: number;
}

/** `?adId=&q=&page=&limit=` of GET /api/adAnalytics; page from 1, limit 1–100 (default 10). */
export function parseAdEventQuery(
  q: Record<string, unknown>,
): { ok: true; query: AdEventQuery } | { ok: false; message: string } {
  const query: AdEventQuery = {};
  if (q.adId !== undefined) {
    if (typeof q.adId !== 'string' || q.adId.length > 100) return { ok: false, message: AD_EVENT_QUERY_MESSAGES.adId };
    if (q.adId.trim()) query.adId = q.adId.trim();
  }
  if (q.q !== undefined) {
    if (typeof q.q !== 'string') return { ok: false, message: AD_EVENT_QUERY_MESSAGES.page };
    const text = q.q.trim().slice(0, 200);
    if (text) query.q = text;
  }
  if (q.page !== undefined || q.limit !== undefined) {
    const int = (v: unknown, dflt: number) => (v === undefined || v === '' ? dflt : Number(v));
    const page = int(q.page, 1);
    const limit = int(q.limit, 10);
    if (!Number.isInteger(page) || page < 1 || page > 1_000_000 || !Number.isInteger(limit) || limit < 1 || limit > 100)
      return { ok: false, message: AD_EVENT_QUERY_MESSAGES.page };
    query.page = page;
    query.limit = limit;
  }
  return { ok: true, query };
}

/** The actions whose code or Arabic word contains the text (case-insensitive). */
export function adActionsMatching(text: string): ('show' | 'click')[] {
  const t = text.trim().toLowerCase();
  if (!t) return [];
  return (Object.keys(AD_ACTION_WORDS) as ('show' | 'click')[]).filter((a) =>
    AD_ACTION_WORDS[a].some((w) => w.toLowerCase().includes(t)),
  );
}

/**
 * The document-service filter of the search: the text in the ad's title, the page, the user id
 * or the session id (case-insensitive), or an action named by the text.
 */
export function adEventSearchFilter(text: string): Record<string, unknown> {
  const t = text.trim();
  const actions = adActionsMatching(t);
  return {
    $or: [
      { ad: { title: { $containsi: t } } },
      { page: { $containsi: t } },
      { userId: { $containsi: t } },
      { sessionId: { $containsi: t } },
      ...(actions.length ? [{ action: { $in: actions } }] : []),
    ],
  };
}
