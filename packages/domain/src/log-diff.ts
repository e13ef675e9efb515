/**
 * The operations log's before/after (spec 3, issue 13 "Operations log"): only the fields an edit
 * changed, as readable lines. Nested objects are walked and named by dotted path ('logo.url');
 * arrays are compared whole (a changed list is one line, shown as text). A key present on one side
 * only is 'added' or 'removed'; `null` and a missing key are different (null → set is a change,
 * missing → null is 'added'). Bookkeeping fields (ids, timestamps of the record) are left out.
 */

export type LogChangeKind = 'changed' | 'added' | 'removed';
export type LogChange = { path: string; kind: LogChangeKind; before: string; after: string };

const IGNORED = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as a person reads it: text as is, null as 'null', the rest as compact JSON. */
export function logValueText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (k in a !== k in b || !same(a[k], b[k])) return false;
    return true;
  }
  return false;
}

function walk(before: Record<string, unknown>, after: Record<string, unknown>, prefix: string, out: LogChange[]) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    if (!prefix && IGNORED.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const inBefore = Object.prototype.hasOwnProperty.call(before, key) && before[key] !== undefined;
    const inAfter = Object.prototype.hasOwnProperty.call(after, key) && after[key] !== undefined;
    const [b, a] = [before[key], after[key]];
    if (!inBefore && !inAfter) continue;
    if (!inBefore) out.push({ path, kind: 'added', before: '', after: logValueText(a) });
    else if (!inAfter) out.push({ path, kind: 'removed', before: logValueText(b), after: '' });
    else if (isPlain(b) && isPlain(a)) walk(b, a, path, out);
    else if (!same(b, a)) out.push({ path, kind: 'changed', before: logValueText(b), after: logValueText(a) });
  }
}

/** The changed fields of an edit, in the order of the record's keys; [] when nothing comparable. */
export function logDiff(before: unknown, after: unknown): LogChange[] {
  const out: LogChange[] = [];
  walk(isPlain(before) ? before : {}, isPlain(after) ? after : {}, '', out);
  return out;
}
