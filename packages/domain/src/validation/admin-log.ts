/** The operations log (spec 3 §9): entries the staff screens write, and the log screen's query. */
import { LIMIT_MESSAGES, LOG_LIMITS, jsonBytes } from './limits';
import { formResult, text, toDate } from './form-rules';
import { errorAt, invalid, valid, type Result } from './result';

export const ADMIN_LOG_ACTIONS = ['view', 'add', 'edit', 'delete'] as const;

export const ADMIN_LOG_MESSAGES = {
  action: 'نوع العملية يجب أن يكون view أو add أو edit أو delete',
  target: 'وصف العملية مطلوب',
  tooLong: 'وصف العملية أطول من المسموح (500 حرف)',
  timestamp: 'وقت العملية غير صحيح',
  date: 'التاريخ غير صحيح',
  page: 'رقم الصفحة أو عدد العناصر غير صحيح',
} as const;

export type AdminLogInput = { action: string; target: string; beforeEdit: unknown; afterEdit: unknown };

/**
 * A log entry the admin screens write themselves (the server fills who wrote it and when: a
 * client's `timestamp` is ignored, so no entry can be back-dated). The before/after snapshots
 * are JSON objects of at most LOG_LIMITS.snapshotBytes each.
 */
export function validateAdminLogEntry(input: Record<string, unknown>): Result<AdminLogInput> {
  const errors: string[] = [];
  const missingFields: string[] = [];
  const action = text(input.action);
  if (!(ADMIN_LOG_ACTIONS as readonly string[]).includes(action)) {
    errors.push(ADMIN_LOG_MESSAGES.action);
    if (!action) missingFields.push('action');
  }
  const target = text(input.target);
  if (!target) {
    errors.push(ADMIN_LOG_MESSAGES.target);
    missingFields.push('target');
  } else if (target.length > LOG_LIMITS.text) errors.push(ADMIN_LOG_MESSAGES.tooLong);
  const json = (v: unknown) => (v && typeof v === 'object' ? v : null);
  const [beforeEdit, afterEdit] = [json(input.beforeEdit), json(input.afterEdit)];
  if (jsonBytes(beforeEdit) > LOG_LIMITS.snapshotBytes || jsonBytes(afterEdit) > LOG_LIMITS.snapshotBytes)
    errors.push(LIMIT_MESSAGES.snapshot);
  return formResult({ action, target, beforeEdit, afterEdit }, errors, missingFields);
}

export type AdminLogQuery = {
  page: number;
  limit: number;
  action?: string;
  adminId?: string;
  adminType?: string;
  target?: string;
  from?: string;
  to?: string;
};

/**
 * The log screen's query: page (from 1, default 1), limit (1-100, default 10, spec 3 §9), and
 * filters action, adminId, adminType, target (contains) and from/to (ISO dates, inclusive).
 */
export function parseAdminLogQuery(q: Record<string, unknown>): Result<AdminLogQuery> {
  const int = (v: unknown, dflt: number) => (v === undefined || v === '' ? dflt : Number(v));
  const page = int(q.page, 1);
  const limit = int(q.limit, 10);
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000 || !Number.isInteger(limit) || limit < 1 || limit > 100) {
    return invalid([errorAt(undefined, ADMIN_LOG_MESSAGES.page)]);
  }
  const query: AdminLogQuery = { page, limit };
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const action = str(q.action);
  if (action !== undefined) {
    if (!(ADMIN_LOG_ACTIONS as readonly string[]).includes(action))
      return invalid([errorAt('action', ADMIN_LOG_MESSAGES.action)]);
    query.action = action;
  }
  for (const k of ['adminId', 'adminType', 'target'] as const) {
    const v = str(q[k]);
    if (v !== undefined) query[k] = v.slice(0, 500);
  }
  for (const k of ['from', 'to'] as const) {
    const v = str(q[k]);
    if (v === undefined) continue;
    const d = toDate(v);
    if (!d) return invalid([errorAt(k, ADMIN_LOG_MESSAGES.date)]);
    // A bare date as 'to' covers the whole day.
    query[k] =
      k === 'to' && /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? new Date(d.getTime() + 86_400_000 - 1).toISOString()
        : d.toISOString();
  }
  return valid(query);
}
