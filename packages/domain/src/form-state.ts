/**
 * The pure rules of the site's one form hook (`useDomainForm`, frontend/src/components/
 * use-domain-form.ts): where each failed rule is shown, and whether a form holds unsaved changes.
 */
import type { ErrorItem } from './validation/result';

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
