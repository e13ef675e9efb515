/**
 * The one answer of every validator in this package: the cleaned value, or why not.
 *
 *   { ok: true, value }                                  — the value that may be stored
 *   { ok: false, message, errors, missingFields }        — the failed rules
 *
 * `errors` holds every failed rule in order, each with its Arabic message and where it applies
 * (`path`, the field's path in the body; empty for a rule of the whole form). `message` is the
 * one-line summary a client shows (the first rule, or the rules joined, as each family's spec
 * says) and `missingFields` the required fields that were left out. The CMS turns a failure
 * into a 400 with exactly these (`orBadRequest` in cms/src/lib/request.ts); the site's forms
 * show the same messages before sending.
 *
 * The one error item of every validator, every 400 and every form is `ErrorItem`: the rule's
 * Arabic `message` and its `path` (the field, then the parts below it: `['faculties', '2', 'fee']`;
 * `[]` for a rule of the whole form). It is the wire's shape of `error.details.errors` too; only
 * the account routes name the field as one string there (`pathsByName` of cms/src/lib/request.ts).
 */
export type ErrorItem = { path: string[]; message: string };
export type Invalid = { ok: false; message: string; errors: ErrorItem[]; missingFields: string[] };
export type Result<T> = { ok: true; value: T } | Invalid;

export const valid = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** A failure; its message is the first rule's unless one is given. */
export function invalid(
  errors: ErrorItem[],
  missingFields: string[] = [],
  message: string = errors[0]?.message ?? '',
): Invalid {
  return { ok: false, message, errors, missingFields };
}

/**
 * A form's messages by field: the first failed rule of each top-level field (`path[0]`), for the
 * field's `aria-invalid` and its message beside it. Rules of the whole form are left out.
 */
export function fieldMessages(result: Result<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  if (result.ok) return out;
  for (const e of result.errors) {
    const field = e.path?.[0];
    if (field && !(field in out)) out[field] = e.message;
  }
  return out;
}

/** `value` when no rule failed, else the failure. */
export function resultOf<T>(value: T, errors: ErrorItem[], missingFields: string[] = [], message?: string): Result<T> {
  return errors.length ? invalid(errors, missingFields, message) : valid(value);
}

/** The error of one field (or of the whole form, with no field). */
export const errorAt = (field: string | undefined, message: string): ErrorItem => ({
  message,
  path: field === undefined ? [] : [field],
});

/** The failed rules, in order (none for a valid result). */
export const errorsOf = (result: Result<unknown>): ErrorItem[] => (result.ok === false ? result.errors : []);

/** The failed rules' messages, in order (none for a valid result). */
export const messagesOf = (result: Result<unknown>): string[] =>
  result.ok === false ? result.errors.map((e) => e.message) : [];

/** The required fields left out (none for a valid result). */
export const missingOf = (result: Result<unknown>): string[] => (result.ok === false ? result.missingFields : []);

/** The value of a result that must be valid (tests, seed data); throws its summary otherwise. */
export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`invalid: ${result.message}`);
  return result.value;
}
