/**
 * The ads screen's calls (spec 3 §7): GET/POST /api/ads, PUT/DELETE /api/ads/{id} (the SuperAdmin
 * sees every ad), GET /api/adAnalytics with `adId`, `q`, `page`, `limit` (one page of events with
 * its total), and GET /api/adAnalytics/daily (shows and clicks per UTC day) — see
 * cms/src/api/community/README.md.
 */
import type { DailyActivity } from '@dalil/domain/rules';
import type { AdEventRecord, AdRecord } from '@dalil/domain/contract';
import { apiFetch, buildUrl } from '@/lib/api-client';
import { useStaffResource } from '@/lib/api/staff-resource';

export type { AdEventRecord, AdRecord } from '@dalil/domain/contract';

export interface EventsPage {
  data: AdEventRecord[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

export const adsKey = '/api/ads';
export const getAds = () => apiFetch<AdRecord[]>(adsKey);

export function useAdminAds() {
  return useStaffResource(adsKey, getAds, { revalidateOnFocus: false });
}

export const createAd = (body: Record<string, unknown>) => apiFetch<AdRecord>(adsKey, { method: 'POST', body });

export const updateAd = (id: string, body: Record<string, unknown>) =>
  apiFetch<AdRecord>(`${adsKey}/${encodeURIComponent(id)}`, { method: 'PUT', body });

export const deleteAd = (id: string) =>
  apiFetch<{ _id: string; message: string; restoreUntil: string }>(`${adsKey}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** Undoes a delete within its window (POST /api/ads/{id}/restore). */
export const restoreAd = (id: string) =>
  apiFetch<AdRecord>(`${adsKey}/${encodeURIComponent(id)}/restore`, { method: 'POST' });

/** The events page size of the detail modal. */
export const EVENTS_PAGE_SIZE = 10;

/** The key (and URL) of one page of events: one ad's or every ad's, with the search text. */
export const adEventsKey = (query: { adId?: string | null; q?: string; page: number }) =>
  buildUrl('/api/adAnalytics', {
    adId: query.adId || undefined,
    q: query.q?.trim() || undefined,
    page: query.page,
    limit: EVENTS_PAGE_SIZE,
  });

export function useAdEvents(query: { adId?: string | null; q?: string; page: number }) {
  const url = adEventsKey(query);
  return useStaffResource(url, () => apiFetch<EventsPage>(url), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

export const adDailyKey = (days: number) => buildUrl('/api/adAnalytics/daily', { days });

export function useAdDaily(days: number) {
  const url = adDailyKey(days);
  return useStaffResource(url, () => apiFetch<DailyActivity[]>(url), { revalidateOnFocus: false });
}
