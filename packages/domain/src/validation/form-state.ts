/**
 * The pure rules of the site's one form hook (`useDomainForm`, frontend/src/components/
 * use-domain-form.ts): where each failed rule is shown, and whether a form holds unsaved changes.
 */
import type { ErrorItem } from './result';

/** The key of the whole form's message among a form's errors. */
export const FORM_ERROR = '';

/** A form's messages: one per field it shows, and the whole form's under `FORM_ERROR`. */
export type FormErrors = Readonly<Record<string, string>>;

/**
 * The messages a form shows for failed rules (its own validator's or a server 400's): each
 * rule's first message beside its field — the path joined with '.' when the form shows that
 * place (`fee_source.url`), else its first part (`email`) — and every other rule (of the whole
 * form, or of a field the form does not show) as the whole form's message, led by the field's
 * Arabic label when it has one. Only the first message of each place is kept.
 */
export function formErrorsOf(
  items: readonly ErrorItem[],
  fields: readonly string[],
  labels: Readonly<Record<string, string>> = {},
): FormErrors {
  const out: Record<string, string> = {};
  const shown = new Set(fields);
  for (const { path, message } of items) {
    const joined = path.join('.');
    const field = shown.has(joined) ? joined : shown.has(path[0] ?? '') ? path[0] : FORM_ERROR;
    const text = field === FORM_ERROR && labels[joined] ? `${labels[joined]}: ${message}` : message;
    if (!(field in out)) out[field] = text;
  }
  return out;
}

/** The errors without those of `fields` (what the person just changed). */
export function withoutErrors(errors: FormErrors, fields: readonly string[]): FormErrors {
  if (!fields.some((f) => f in errors)) return errors;
  const out = { ...errors };
  for (const f of fields) delete out[f];
  return out;
}

/** Whether the values differ from those last saved (or opened): the unsaved-changes prompt's question. */
export const isFormDirty = (values: unknown, saved: unknown): boolean =>
  JSON.stringify(values) !== JSON.stringify(saved);

/** When a form checks a field while the person works: only on submit, on leaving a field, or at every change. */
export type ValidateOn = 'submit' | 'blur' | 'change';

/** What the person just did to a field. */
export type FieldEvent = 'change' | 'blur';

/**
 * The messages after the person changed or left a field (the live check of `useDomainForm`).
 * `found`: the check's messages for the values now (`formErrorsOf`); `fields`: the field, then
 * the fields its change also mends (a password's confirmation); `touched`: the fields changed
 * since the form opened.
 * - 'submit': a change clears the fields' messages; leaving a field changes nothing.
 * - 'blur': leaving a field the person changed shows its message; a change refreshes only the
 *   messages already shown (a message goes once the field is mended; none appears mid-typing).
 * - 'change': a change or leaving shows the field's message at once, and refreshes the fields it
 *   mends that were changed or show a message; a change also ends the whole form's message.
 * Answers `errors` itself when nothing changed (no re-render).
 */
export function liveErrors(
  errors: FormErrors,
  found: FormErrors,
  fields: readonly string[],
  event: FieldEvent,
  mode: ValidateOn,
  touched: ReadonlySet<string>,
): FormErrors {
  const out: Record<string, string> = { ...errors };
  const refresh = (f: string) => {
    if (found[f]) out[f] = found[f];
    else delete out[f];
  };
  const [field, ...mended] = fields;
  if (mode === 'submit') {
    if (event === 'change') for (const f of fields) delete out[f];
  } else if (mode === 'blur') {
    if (event === 'change') for (const f of fields.filter((f) => f in errors)) refresh(f);
    else if (touched.has(field)) refresh(field);
  } else {
    if (event === 'change') delete out[FORM_ERROR];
    refresh(field);
    if (event === 'change') for (const f of mended.filter((f) => touched.has(f) || f in errors)) refresh(f);
  }
  return JSON.stringify(out) === JSON.stringify(errors) ? errors : out;
}
