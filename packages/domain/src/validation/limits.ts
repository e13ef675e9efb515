/**
 * Bounds on what a write may carry, shared by every validator and by the CMS's body guard:
 * batch sizes, text types and lengths per field, NUL characters, nesting depth, prototype keys
 * and the size of the JSON an activity-log entry keeps. Pure: the CMS answers 400 with these
 * Arabic messages and stores nothing.
 */

/** At most this many records in one batch write (e.g. `POST /api/{Type}/faculty/add` with an array). */
import { FIELD_LABELS } from '../rules/field-names';
import { errorAt, type ErrorItem } from './result';

export const MAX_BATCH_ITEMS = 200;

/** JSON bodies nest at most this deep (the deepest documented body is 4 levels). */
export const MAX_BODY_DEPTH = 32;

/** An activity-log entry: before/after snapshots at most 20 KB of JSON each, text fields at most 500 characters. */
export const LOG_LIMITS = { snapshotBytes: 20_000, text: 500 } as const;

/** Common text lengths, in characters. */
export const TEXT_LIMITS = { code: 32, short: 100, name: 300, link: 2000, bio: 10_000, longText: 50_000 } as const;

export const LIMIT_MESSAGES = {
  nul: 'البيانات تحتوي على محرف غير مسموح به (NUL)',
  tooDeep: 'البيانات المرسلة متداخلة أكثر من المسموح',
  protoKey: 'البيانات تحتوي على مفتاح غير مسموح به',
  batch: `لا يمكن إرسال أكثر من ${MAX_BATCH_ITEMS} عنصر في طلب واحد`,
  notText: (field: string) => `قيمة ${field} يجب أن تكون نصًا`,
  tooLong: (field: string, max: number) => `قيمة ${field} أطول من المسموح (${max} حرف)`,
  snapshot: `بيانات السجل قبل التعديل وبعده يجب ألا تزيد على ${LOG_LIMITS.snapshotBytes / 1000} كيلوبايت`,
} as const;

/**
 * Keys that name what every object inherits (`__proto__`, `constructor`, `toString`, `valueOf`,
 * `hasOwnProperty`…) or `prototype`: merged naively they reach a prototype, and a `toString`
 * that is not a function makes `String(value)` throw. No documented body uses them.
 */
const isProtoKey = (key: string) => key === 'prototype' || key in Object.prototype;

/**
 * The first thing wrong with the shape of a parsed body, whatever the route: a NUL character in
 * any string or key, nesting deeper than `maxDepth`, or a key of the object prototype (isProtoKey). Iterative, so a body
 * nested 100,000 levels deep is answered without exhausting the stack.
 */
export function bodyShapeProblem(body: unknown, maxDepth: number = MAX_BODY_DEPTH): string | null {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return LIMIT_MESSAGES.nul;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= maxDepth) return LIMIT_MESSAGES.tooDeep;
    for (const key of Object.keys(value)) {
      if (key.includes('\u0000')) return LIMIT_MESSAGES.nul;
      if (isProtoKey(key)) return LIMIT_MESSAGES.protoKey;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}

/**
 * Type and length of text fields: each field of `limits` that is present (not undefined/null)
 * must be a string or a finite number (a number is read as its digits), at most `max`
 * characters after trimming, without NUL. Fields named in `lists` may also be arrays of such
 * values (their joined length counts). Anything else — an object, a boolean, a nested array —
 * is a problem instead of becoming "[object Object]".
 */
export function textFieldProblems(
  input: Record<string, unknown>,
  limits: Readonly<Record<string, number>>,
  lists: readonly string[] = [],
): ErrorItem[] {
  const problems: ErrorItem[] = [];
  for (const [field, max] of Object.entries(limits)) {
    const raw = input[field];
    if (raw === undefined || raw === null) continue;
    const parts = lists.includes(field) && Array.isArray(raw) ? raw : [raw];
    if (!parts.every((p) => typeof p === 'string' || (typeof p === 'number' && Number.isFinite(p)))) {
      problems.push(errorAt(field, LIMIT_MESSAGES.notText(FIELD_LABELS[field] ?? field)));
      continue;
    }
    const joined = parts.map((p) => String(p).trim()).join('، ');
    if (joined.includes('\u0000')) problems.push(errorAt(field, LIMIT_MESSAGES.nul));
    else if (joined.length > max)
      problems.push(errorAt(field, LIMIT_MESSAGES.tooLong(FIELD_LABELS[field] ?? field, max)));
  }
  return problems;
}

/**
 * A field as text without trusting its type: strings, numbers and booleans as themselves,
 * anything else (an object, an array) as ''. `String(value)` would give "[object Object]", or
 * throw for `{ "toString": "x" }`; the type itself is reported by textFieldProblems.
 */
export function asText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
}

/** True when a batch has more items than one request may carry. */
export const batchTooLarge = (items: readonly unknown[]): boolean => items.length > MAX_BATCH_ITEMS;

/** The size in bytes of a value as JSON (UTF-8); 0 for undefined. */
export function jsonBytes(value: unknown): number {
  const json = JSON.stringify(value);
  return json === undefined ? 0 : new TextEncoder().encode(json).length;
}
