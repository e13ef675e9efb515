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
 * The error item is `{ message, path: string[] }` everywhere but the account rules, whose
 * documented answers name the field as a plain string (`FieldError` of ./account).
 */
export type PathError = { message: string; path: string[] };
export type Invalid<E = PathError> = { ok: false; message: string; errors: E[]; missingFields: string[] };
export type Result<T, E = PathError> = { ok: true; value: T } | Invalid<E>;

export const valid = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** A failure; its message is the first rule's unless one is given. */
export function invalid<E extends { message: string }>(
  errors: E[],
  missingFields: string[] = [],
  message: string = errors[0]?.message ?? '',
): Invalid<E> {
  return { ok: false, message, errors, missingFields };
}

/**
 * A form's messages by field: the first failed rule of each top-level field (`path[0]`), for the
 * field's `aria-invalid` and its message beside it. Rules of the whole form are left out.
 */
export function fieldMessages(result: Result<unknown, PathError>): Record<string, string> {
  const out: Record<string, string> = {};
  if (result.ok) return out;
  for (const e of result.errors) {
    const field = e.path?.[0];
    if (field && !(field in out)) out[field] = e.message;
  }
  return out;
}

/** `value` when no rule failed, else the failure. */
export function resultOf<T, E extends { message: string }>(
  value: T,
  errors: E[],
  missingFields: string[] = [],
  message?: string,
): Result<T, E> {
  return errors.length ? invalid(errors, missingFields, message) : valid(value);
}

/** The error of one field (or of the whole form, with no field). */
export const errorAt = (field: string | undefined, message: string): PathError => ({
  message,
  path: field === undefined ? [] : [field],
});

/** The failed rules' messages, in order (none for a valid result). */
export const messagesOf = (result: Result<unknown, { message: string }>): string[] =>
  result.ok === false ? result.errors.map((e) => e.message) : [];

/** The required fields left out (none for a valid result). */
export const missingOf = (result: Result<unknown, { message: string }>): string[] =>
  result.ok === false ? result.missingFields : [];

/** The value of a result that must be valid (tests, seed data); throws its summary otherwise. */
export function valueOf<T>(result: Result<T, { message: string }>): T {
  if (!result.ok) throw new Error(`invalid: ${result.message}`);
  return result.value;
}
