import { useState, type FormEvent } from 'react';
import {
  FORM_ERROR,
  formErrorsOf,
  isFormDirty,
  rebaseEdit,
  withoutErrors,
  type ErrorItem,
  type FormErrors,
} from '@dalil/domain';
import { isStaleWrite } from '@/components/admin/stale-write';
import { errorItemsFrom } from '@/lib/field-errors';

export interface DomainFormOptions<V extends object> {
  /** The values the form opens with (an empty form, or the record being edited). */
  initial: V;
  /** The domain's rules on the values, as the one error item (an empty list: it may be sent). */
  check: (values: V) => readonly ErrorItem[];
  /**
   * Sends the values; rejects with the server's error. It may answer the values the form starts
   * again with (an empty form after an add); otherwise the sent values become the saved ones.
   */
  send: (values: V) => Promise<V | void>;
  /** The fields shown beside their inputs (default: every key of `initial`). Other rules go to the whole form. */
  fields?: readonly string[];
  /** Arabic labels of fields, leading a whole-form message that names a field the form does not show. */
  labels?: Readonly<Record<string, string>>;
  /**
   * Edit: the record's version. When it changes under the open form (reloaded after a refused
   * save), the values move onto the new `initial`, keeping each field the person changed.
   */
  version?: string | null;
  /** Fields whose message also goes when a field changes (`{ noEndDate: ['endDate'] }`). */
  clears?: Partial<Record<keyof V & string, readonly string[]>>;
  /** Called when the check refused the values (a toast, focus on the first field). */
  onInvalid?: (errors: FormErrors) => void;
  /**
   * A refusal that is neither a stale write nor a 400 naming fields: its whole-form message
   * (default: the error's own message). Answer null to show none (e.g. the caller shows a toast).
   */
  onFailure?: (error: unknown) => string | null;
}

/**
 * The site's one form state (issue 23 step 3), bound to a domain validator:
 * - `values` and `set` (a change clears that field's message);
 * - `errors` by field from the check on submit, and from a server 400's `details.errors` beside
 *   each field; `errors[FORM_ERROR]` is the whole form's message (`formError`);
 * - `busy` while sending; `dirty` when the values differ from those saved, for the
 *   unsaved-changes prompt (components/unsaved-changes.tsx);
 * - after a successful save the form stands on what was saved (or the values `send` answers);
 * - a stale write (409, components/admin/stale-write.tsx) sets `stale` and keeps what was typed;
 *   `rebase` (or a new `version`) brings the typed changes onto the record as it is now.
 */
export function useDomainForm<V extends object>(options: DomainFormOptions<V>) {
  const { initial, check, send, labels, clears, onInvalid, onFailure } = options;
  const fields = options.fields ?? Object.keys(initial);
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [seen, setSeen] = useState(options.version);
  if (options.version !== seen) {
    // Rebased during render, as React's derived-state pattern does (components/admin/stale-write.tsx).
    setSeen(options.version);
    setValues(rebaseEdit(saved, values, initial));
    setSaved(initial);
    setStale(false);
  }

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const name = String(key);
    setErrors((e) => withoutErrors(e, [name, ...(clears?.[name as keyof V & string] ?? [])]));
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = formErrorsOf(check(values), fields, labels);
    setErrors(found);
    if (Object.keys(found).length) {
      onInvalid?.(found);
      return false;
    }
    setBusy(true);
    try {
      const next = await send(values);
      setStale(false);
      if (next) setValues(next);
      setSaved(next || values);
      return true;
    } catch (e) {
      // Refused as stale: the alert with «إعادة التحميل» says it; what was typed stays.
      if (isStaleWrite(e)) setStale(true);
      else {
        const named = errorItemsFrom(e);
        const shown = formErrorsOf(named, fields, labels);
        const message = onFailure ? onFailure(e) : e instanceof Error ? e.message : null;
        setErrors(message && !shown[FORM_ERROR] ? { ...shown, [FORM_ERROR]: message } : shown);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** The form onto `next` (a new record, or empty after an add), with nothing to save. */
  const reset = (next: V = initial) => {
    setValues(next);
    setSaved(next);
    setErrors({});
    setStale(false);
  };

  /** The form onto the record as it is now: typed changes kept over `fresh` (domain `rebaseEdit`). */
  const rebase = (opened: V, fresh: V) => {
    setValues((typed) => rebaseEdit(opened, typed, fresh));
    setSaved(fresh);
    setStale(false);
  };

  return {
    values,
    setValues,
    set,
    errors,
    formError: errors[FORM_ERROR] ?? null,
    setErrors,
    busy,
    dirty: isFormDirty(values, saved),
    stale,
    onSubmit,
    reset,
    rebase,
  };
}

export type DomainFormState<V extends object> = ReturnType<typeof useDomainForm<V>>;
