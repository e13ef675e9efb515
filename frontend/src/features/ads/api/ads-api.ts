/**
 * The popup ad's calls (spec 1 §4, §7): GET /api/ads, PUT /api/ads/{id} with the incremented
 * counter, POST /api/adAnalytics. Every failure is silent: callers ignore the returned promise's
 * rejection through `silently`.
 */
import { classifyUserAgent } from '@dalil/domain/validation';
import { apiFetch } from '@/lib/api-client';
import { getSession, getSessionId, isLoggedIn } from '@/lib/session';
import type { Ad } from '../ad-selection';

export const adsKey = '/api/ads';
export const getAds = () => apiFetch<Ad[]>(adsKey);

export type AdAction = 'show' | 'click';

export interface AdEventInput {
  adId: string;
  action: AdAction;
  page: string;
  timeOnPage: number;
}

/**
 * The event of spec 1 §3. The server also records the address (no public IP lookup from the
 * browser) and trusts the token rather than isLoggedIn/userId; they are sent as the spec lists them.
 */
export function buildAdEvent(input: AdEventInput, userAgent: string = navigator.userAgent, now: Date = new Date()) {
  const session = getSession();
  const { deviceType, browser, os } = classifyUserAgent(userAgent);
  return {
    adId: input.adId,
    isLoggedIn: isLoggedIn(session),
    userId: session.userId,
    sessionId: getSessionId(),
    action: input.action,
    page: input.page,
    userAgent,
    deviceType,
    browser,
    os,
    timeOnPage: Math.max(0, Math.round(input.timeOnPage)),
    timestamp: now.toISOString(),
  };
}

export const createAdEvent = (input: AdEventInput) =>
  apiFetch<unknown>('/api/adAnalytics', { method: 'POST', body: buildAdEvent(input) });

/** The session id lets the server count a show or a click once per session and ad. */
export const bumpAdCounter = (ad: Ad, field: 'currentShows' | 'currentClicks') =>
  apiFetch<unknown>(`/api/ads/${encodeURIComponent(ad._id)}`, {
    method: 'PUT',
    body: { [field]: Number(ad[field] ?? 0) + 1, sessionId: getSessionId() },
  });

/** Spec 1 §8: ad and analytics failures are ignored. */
export function silently(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}
