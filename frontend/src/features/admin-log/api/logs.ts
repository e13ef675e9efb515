/**
 * The operations log's calls (cms/src/api/community/controllers/admin-logs.ts, SuperAdmin only):
 * GET /api/admin-logs?page=&limit=&action=&adminType=&target=&from=&to= (newest first, paged) with
 * Strapi's `filters[adminName][$containsi]=` for the staff member's name, and
 * DELETE /api/admin-logs?before= (always with a date here: without one the server clears everything).
 */
import type { LogEntryRecord, LogPage } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { useStaffResource } from '@/lib/api/staff-resource';

export type LogRecord = LogEntryRecord;
export type { LogPage };

export type LogFilters = {
  page: number;
  action: string;
  adminType: string;
  name: string;
  target: string;
  from: string;
  to: string;
};

export const LOG_PAGE_SIZE = 20;

/** The query of one page: empty filters are left out (the server ignores them anyway). */
export function logQuery(f: LogFilters): Record<string, unknown> {
  const q: Record<string, unknown> = { page: f.page, limit: LOG_PAGE_SIZE };
  if (f.action) q.action = f.action;
  if (f.adminType) q.adminType = f.adminType;
  if (f.target.trim()) q.target = f.target.trim();
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (f.name.trim()) q.filters = { adminName: { $containsi: f.name.trim() } };
  return q;
}

export function useAdminLogs(f: LogFilters) {
  const query = logQuery(f);
  return useStaffResource('/api/admin-logs', () => apiFetch<LogPage>('/api/admin-logs', { query }), {
    key: JSON.stringify(query),
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** Clears the entries older than `before` (yyyy-mm-dd, the start of that day); answers how many. */
export const clearLogsBefore = (before: string) =>
  apiFetch<{ deleted: number; message?: string }>('/api/admin-logs', { method: 'DELETE', query: { before } });
