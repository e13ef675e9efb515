import { describe, expect, it } from 'vitest';
import { buildUrl } from '@/lib/api-client';
import { LOG_PAGE_SIZE, logQuery, type LogFilters } from './logs';

const none: LogFilters = { page: 1, action: '', adminType: '', name: '', target: '', from: '', to: '' };

describe('logQuery: the URL filters as the server query of GET /api/admin-logs', () => {
  it.each([
    { name: 'no filter: only the page', f: none, url: `/api/admin-logs?page=1&limit=${LOG_PAGE_SIZE}` },
    {
      name: 'action, type and page',
      f: { ...none, page: 3, action: 'edit', adminType: 'Admin' },
      url: `/api/admin-logs?page=3&limit=${LOG_PAGE_SIZE}&action=edit&adminType=Admin`,
    },
    {
      name: 'target and dates, trimmed',
      f: { ...none, target: '  خبر ', from: '2026-01-01', to: '2026-01-31' },
      url: `/api/admin-logs?page=1&limit=${LOG_PAGE_SIZE}&target=${encodeURIComponent('خبر')}&from=2026-01-01&to=2026-01-31`,
    },
    {
      name: 'staff name as a contains filter on adminName',
      f: { ...none, name: ' مشرف ' },
      url: `/api/admin-logs?page=1&limit=${LOG_PAGE_SIZE}&filters[adminName][$containsi]=${encodeURIComponent('مشرف')}`,
    },
    {
      name: 'blank texts are left out',
      f: { ...none, name: '  ', target: ' ' },
      url: `/api/admin-logs?page=1&limit=${LOG_PAGE_SIZE}`,
    },
  ])('$name', ({ f, url }) => {
    expect(decodeURI(buildUrl('/api/admin-logs', logQuery(f)))).toBe(decodeURI(url));
  });
});
