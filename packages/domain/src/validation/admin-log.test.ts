import { describe, expect, it } from 'vitest';
import { parseAdminLogQuery, validateAdminLogEntry } from './admin-log';
import { messagesOf, missingOf } from './result';

describe('admin log', () => {
  it('a log entry needs one of the four actions (spec 3 §9) and a target', () => {
    expect(validateAdminLogEntry({ action: 'view', target: 'فتح صفحة المستخدمين' }).ok).toBe(true);
    expect(missingOf(validateAdminLogEntry({ action: 'export', target: '' }))).toEqual(['target']);
    expect(messagesOf(validateAdminLogEntry({ action: 'export', target: 'x' }))).toEqual([
      'نوع العملية يجب أن يكون view أو add أو edit أو delete',
    ]);
  });

  it('log query: page 1 and limit 10 by default (spec 3 §9), filters checked', () => {
    expect(parseAdminLogQuery({})).toEqual({ ok: true, value: { page: 1, limit: 10 } });
    expect(parseAdminLogQuery({ page: '2', limit: '50', action: 'delete', to: '2026-01-31' })).toEqual({
      ok: true,
      value: { page: 2, limit: 50, action: 'delete', to: '2026-01-31T23:59:59.999Z' },
    });
    expect(parseAdminLogQuery({ limit: '1000' }).ok).toBe(false);
    expect(parseAdminLogQuery({ action: 'drop' }).ok).toBe(false);
    expect(parseAdminLogQuery({ from: 'last week' }).ok).toBe(false);
  });
});
