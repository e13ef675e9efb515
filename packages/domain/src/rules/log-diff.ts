/**
 * The operations log's before/after (spec 3, issue 13 "Operations log"): only the fields an edit
 * changed, as readable lines. Nested objects are walked and named by dotted path ('logo.url').
 * Lists show only their changed rows (issue 21 item 10: a score-criteria edit kept 30 rows each
 * side): rows that carry an identifying key (`facultyId`, `code`, `_id`…) are matched by it and
 * named `scores[MED]`, a changed row walked field by field (`scores[MED].private`), an added or
 * removed row shown whole; lists of plain values are compared place by place (`order[3]`); other
 * lists are compared whole. A key present on one side
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

/** Keys that identify a row of a list, in the order they are tried. */
const ROW_KEYS = ['facultyId', 'code', 'university_code', 'faculty_code', '_id', 'documentId', 'id'];

const isPrimitive = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The key every row of both lists carries (a string or number, unique within each list), or null. */
function rowKey(before: unknown[], after: unknown[]): string | null {
  const rows = [...before, ...after];
  if (!rows.length || !rows.every(isPlain)) return null;
  return (
    ROW_KEYS.find((key) =>
      [before, after].every((list) => {
        const values = (list as Record<string, unknown>[]).map((row) => row[key]);
        return (
          values.every((v) => typeof v === 'string' || typeof v === 'number') && new Set(values).size === values.length
        );
      }),
    ) ?? null
  );
}

function walkRows(before: unknown[], after: unknown[], path: string, out: LogChange[]) {
  const key = rowKey(before, after);
  if (key) {
    const index = (list: unknown[]) =>
      new Map((list as Record<string, unknown>[]).map((row) => [String(row[key]), row]));
    const [b, a] = [index(before), index(after)];
    for (const id of new Set([...b.keys(), ...a.keys()])) {
      const rowPath = `${path}[${id}]`;
      const [was, is] = [b.get(id), a.get(id)];
      if (!was) out.push({ path: rowPath, kind: 'added', before: '', after: logValueText(is) });
      else if (!is) out.push({ path: rowPath, kind: 'removed', before: logValueText(was), after: '' });
      else walk(was, is, rowPath, out);
    }
    return;
  }
  if (before.every(isPrimitive) && after.every(isPrimitive)) {
    for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
      const rowPath = `${path}[${i + 1}]`;
      if (i >= before.length) out.push({ path: rowPath, kind: 'added', before: '', after: logValueText(after[i]) });
      else if (i >= after.length)
        out.push({ path: rowPath, kind: 'removed', before: logValueText(before[i]), after: '' });
      else if (before[i] !== after[i])
        out.push({ path: rowPath, kind: 'changed', before: logValueText(before[i]), after: logValueText(after[i]) });
    }
    return;
  }
  if (!same(before, after))
    out.push({ path, kind: 'changed', before: logValueText(before), after: logValueText(after) });
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
    else if (Array.isArray(b) && Array.isArray(a)) walkRows(b, a, path, out);
    else if (!same(b, a)) out.push({ path, kind: 'changed', before: logValueText(b), after: logValueText(a) });
  }
}

/** The changed fields of an edit, in the order of the record's keys; [] when nothing comparable. */
export function logDiff(before: unknown, after: unknown): LogChange[] {
  const out: LogChange[] = [];
  walk(isPlain(before) ? before : {}, isPlain(after) ? after : {}, '', out);
  return out;
}

/**
 * Whether a before/after value reads left to right (shown in a `<code dir="ltr">`, so the
 * right-to-left page does not scramble it): JSON (a row, a list) and text without Arabic letters
 * (codes, numbers, addresses, dates). Arabic text is shown as text.
 */
export function isLtrLogValue(text: string): boolean {
  const t = text.trim();
  return t !== '' && (t.startsWith('{') || t.startsWith('[') || !/[\u0600-\u06FF]/.test(t));
}
