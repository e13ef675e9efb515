import { expect } from 'vitest';
import { integrationDb } from './database';
import { api, tokenFor, type Caller } from './helpers';

export const CALLERS: Caller[] = ['visitor', 'student', 'admin', 'superAdmin'];

/** A suffix no other test file (or earlier run on the same database) uses. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The roles allowed to call an endpoint; everyone else gets 401 (no token) or 403. */
export async function expectRoles(
  allowed: Caller[],
  call: (caller: Caller) => Promise<{ status: number }>,
  okStatus: number[] = [200, 201],
) {
  for (const caller of CALLERS) {
    const { status } = await call(caller);
    if (allowed.includes(caller)) expect(okStatus, `${caller} should be allowed`).toContain(status);
    else
      expect(caller === 'visitor' ? [401, 403] : [403], `${caller} should be refused, got ${status}`).toContain(status);
  }
}

/** A multipart form request, as the smart-assistant screen sends faculties (scanned for leaks by `api`). */
export async function form(caller: Caller, url: string, method: string, fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return api(url, { method, token: await tokenFor(caller), raw: { data: body } });
}

/** Activity-log entries whose target mentions `text`, read straight from the test database. */
export function logEntries(text: string) {
  return integrationDb().query<{ action: string; admin_type: string; target: string }>(
    // In the order they were written: without ORDER BY, PostgreSQL may return rows in any order.
    'SELECT action, admin_type, target FROM admin_log_entries WHERE target LIKE ? ORDER BY id',
    [`%${text}%`],
  );
}

export { tokenFor };

export async function as(caller: Caller, path: string, options: { method?: string; body?: unknown } = {}) {
  return api(path, { ...options, token: await tokenFor(caller) });
}
