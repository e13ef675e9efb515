import { useState, type FormEvent } from 'react';
import { rebaseEdit } from '@dalil/domain/rules';
import {
  FORM_ERROR,
  formErrorsOf,
  isFormDirty,
  liveErrors,
  type ErrorItem,
  type FieldEvent,
  type FormErrors,
  type ValidateOn,
} from '@dalil/domain/validation';
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
  /**
   * Fields a change of one also mends: their message goes with its (`{ noEndDate: ['endDate'] }`),
   * or, checked live, is checked again (`{ password: ['confirmPassword'] }`).
   */
  clears?: Partial<Record<keyof V & string, readonly string[]>>;
  /** When fields are checked while the person works (domain `liveErrors`; default 'submit'). */
  validateOn?: ValidateOn;
  /** How a change of one field moves the others (dependent answers emptied); default: that field alone. */
  change?: <K extends keyof V>(values: V, key: K, value: V[K]) => V;
  /**
   * Messages from outside the form (the page's own refusal of the sent values), by field and
   * `FORM_ERROR`: shown when they change and after each refused send, until the field changes.
   */
  errors?: FormErrors;
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
 * - `values` and `set` (a change clears that field's message, or with `validateOn` 'blur' or
 *   'change' checks it live: domain `liveErrors`; `blur` for the inputs' `onBlur`);
 * - `errors` by field from the check on submit, and from a server 400's `details.errors` beside
 *   each field; `errors[FORM_ERROR]` is the whole form's message (`formError`); or, with the
 *   `errors` option, the messages of the caller that sends (a page that owns the save);
 * - `busy` while sending; `dirty` when the values differ from those saved, for the
 *   unsaved-changes prompt (components/unsaved-changes.tsx);
 * - after a successful save the form stands on what was saved (or the values `send` answers);
 * - a stale write (409, components/admin/stale-write.tsx) sets `stale` and keeps what was typed;
 *   `rebase` (or a new `version`) brings the typed changes onto the record as it is now.
 */
export function useDomainForm<V extends object>(options: DomainFormOptions<V>) {
  const { initial, check, send, labels, clears, onInvalid, onFailure, validateOn = 'submit' } = options;
  const fields = options.fields ?? Object.keys(initial);
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(options.errors ?? {});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
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
  const outside = options.errors ? JSON.stringify(options.errors) : null;
  const [shownOutside, setShownOutside] = useState(outside);
  if (outside !== shownOutside) {
    setShownOutside(outside);
    if (options.errors) setErrors(options.errors);
  }

  /** The messages after `event` on `names` (the field first) with the values `next`. */
  const live = (next: V, names: readonly string[], event: FieldEvent, changed: ReadonlySet<string>) => {
    const found = validateOn === 'submit' ? {} : formErrorsOf(check(next), fields, labels);
    setErrors((e) => liveErrors(e, found, names, event, validateOn, changed));
  };

  /**
   * One field's new value; `paths` the places it mends when they are not the key itself
   * (`sources[0].url`, `<faculty>.<score>`).
   */
  const set = <K extends keyof V>(key: K, value: V[K], paths?: readonly string[]) => {
    const apply = (v: V): V => (options.change ? options.change(v, key, value) : { ...v, [key]: value });
    setValues(apply);
    const next = apply(values);
    const name = String(key);
    const names = [...(paths ?? [name]), ...(clears?.[name as keyof V & string] ?? [])];
    const changed = new Set(touched).add(names[0]);
    setTouched(changed);
    live(next, names, 'change', changed);
  };

  /** The person left a field (`onBlur`): checked when the form checks on leaving. */
  const blur = (name: string) => live(values, [name], 'blur', touched);

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return false;
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
      else if (outside !== null)
        setShownOutside(null); // the caller's own refusal shows at the next render
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
    setTouched(new Set());
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
    blur,
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
