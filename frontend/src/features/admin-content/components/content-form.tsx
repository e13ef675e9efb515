import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { parseArticleMarkup, rebaseEdit } from '@dalil/domain/rules';
import { FORM_ERROR, formErrorsOf, type ErrorItem } from '@dalil/domain/validation';
import {
  changedContentFields,
  contentFormDefaults,
  contentFormValues,
  type ContentFormValues,
} from '../model/content-forms';
import { isStaleWrite, StaleWriteAlert } from '@/components/admin/stale-write';
import { DateField, SelectField, TextAreaField, TextField } from '@/components/fields';
import { ImageUploadField, type UploadedImage } from '@/components/image-upload-field';
import { MarkupText } from '@/components/markup-text';
import { SubmitButton } from '@/components/submit-button';
import { useToasts } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { ApiError, errorMessageFrom } from '@/lib/api-client';
import { errorItemsFrom } from '@/lib/field-errors';
import { contentListKey, createContent, updateContent, type ContentRecord } from '../api/content';
import type { ContentKindConfig, FieldSpec } from '../kinds';
import { ARTICLE_TEXTS, COMMON } from '../texts';

type Logo = { changed: false } | { changed: true; image: UploadedImage | null };

/** The server's own message when it sent one, else the screen's default (spec 3 §8). */
export function failureMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.status > 0 && errorMessageFrom(error.body)) || fallback;
}

export interface ContentFormProps {
  config: ContentKindConfig;
  /** The record being edited; none for the add form. */
  record?: ContentRecord;
  /** After a saved edit (the form is clean by then, so leaving does not prompt). */
  onSaved?: () => void;
}

/**
 * The add and edit form of a news item, scholarship or article: the kind's fields, the logo
 * upload, the domain validator before sending (its Arabic messages, the same as the server's),
 * submit disabled and relabelled while sending, toasts, and the unsaved-changes prompt.
 * After an add the form is emptied; an emptied article form defaults to draft (spec 3 §4).
 */
export function ContentForm({ config, record, onSaved }: ContentFormProps) {
  const { texts, kind } = config;
  const editing = Boolean(record);
  const initial = () => (record ? contentFormValues(kind, { ...record }) : contentFormDefaults(kind));
  const [baseline, setBaseline] = useState<ContentFormValues>(initial);
  const [values, setValues] = useState<ContentFormValues>(initial);
  const [logo, setLogo] = useState<Logo>({ changed: false });
  const [logoKey, setLogoKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  /** The `updatedAt` the edit is based on (sent with the save; lib/concurrency on the server). */
  const [version, setVersion] = useState(record?.updatedAt);
  const [stale, setStale] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { show } = useToasts();
  const { mutate } = useSWRConfig();

  const dirty = changedContentFields(baseline, values).length > 0 || logo.changed;

  // Leave only once the saved state has rendered: the prompt then sees a clean form.
  useEffect(() => {
    if (saved && !dirty) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot hand-off: the flag is cleared once the saved (clean) state has rendered, then the parent leaves
      setSaved(false);
      onSaved?.();
    }
  }, [saved, dirty, onSaved]);

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (!errors[name]) return;
    const { [name]: _gone, ...rest } = errors;
    setErrors(rest);
    // The summary of the marked fields goes with the last of them (issue 21 item 6).
    if (Object.keys(rest).length === 0) setSummary(null);
  };

  /** Each field's first message (the whole form's rules are said by the summary). */
  const fieldMessagesOf = (items: readonly ErrorItem[]) => {
    const { [FORM_ERROR]: _whole, ...fields } = formErrorsOf(
      items,
      config.fields.map((f) => f.name),
    );
    return fields;
  };

  const focusFirstInvalid = (fields: Record<string, string>) => {
    const first = config.fields.find((f) => fields[f.name]);
    if (first)
      window.setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus(), 0);
  };

  const reset = (afterReset: boolean) => {
    const empty = contentFormDefaults(kind, { afterReset });
    setValues(empty);
    setBaseline(empty);
    setLogo({ changed: false });
    setLogoKey((k) => k + 1);
    setErrors({});
    setSummary(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: Record<string, unknown> = { ...values, ...(logo.changed ? { logo: logo.image?.id ?? null } : {}) };
    const checked = config.validate(body, editing ? 'update' : 'create');
    if (!checked.ok) {
      const fields = fieldMessagesOf(checked.errors);
      setErrors(fields);
      setSummary(checked.message);
      focusFirstInvalid(fields);
      return;
    }
    setErrors({});
    setSummary(null);
    setBusy(true);
    try {
      if (record) {
        const updated = await updateContent(config.endpoints, record._id, { ...body, updatedAt: version });
        setVersion(updated?.updatedAt);
        setStale(false);
      } else await createContent(config.endpoints, body);
      await mutate(contentListKey(config.endpoints));
      show('success', editing ? texts.updated : texts.added, config.toastMs);
      if (editing) {
        setBaseline(values);
        setLogo({ changed: false });
        setSaved(true);
      } else {
        reset(true);
      }
    } catch (error) {
      // Someone saved the record after it was opened: say so, keep what was typed (no reset).
      if (isStaleWrite(error)) {
        setStale(true);
        return;
      }
      const message = failureMessage(error, editing ? texts.updateFailed : texts.addFailed);
      show('error', message, config.toastMs);
      if (error instanceof ApiError) {
        const fields = fieldMessagesOf(errorItemsFrom(error));
        setErrors(fields);
        setSummary(message);
        focusFirstInvalid(fields);
      }
    } finally {
      setBusy(false);
    }
  }

  /** «إعادة التحميل»: the record as stored now, with the fields the person changed kept as typed. */
  async function reload() {
    const list = (await mutate(contentListKey(config.endpoints))) as ContentRecord[] | undefined;
    const fresh = list?.find((r) => r._id === record?._id);
    if (!fresh) return;
    const freshValues = contentFormValues(kind, { ...fresh });
    setValues((typed) => rebaseEdit(baseline, typed, freshValues));
    setBaseline(freshValues);
    setVersion(fresh.updatedAt);
    setStale(false);
  }

  const control = (field: FieldSpec) => {
    const common = {
      name: field.name,
      label: field.label,
      required: field.required,
      hint: field.hint,
      error: errors[field.name],
      value: values[field.name] ?? '',
    };
    const ltr = field.ltr ? { dir: 'ltr' as const } : {};
    switch (field.control) {
      case 'select':
        return (
          <SelectField
            key={field.name}
            {...common}
            options={field.options ?? []}
            placeholder={field.placeholder}
            onChange={(e) => set(field.name, e.target.value)}
          />
        );
      case 'date':
        return <DateField key={field.name} {...common} onChange={(e) => set(field.name, e.target.value)} />;
      case 'textarea':
        return (
          <TextAreaField key={field.name} {...common} rows={5} onChange={(e) => set(field.name, e.target.value)} />
        );
      case 'markup':
        return (
          <div key={field.name} className="content-editor">
            <TextAreaField
              {...common}
              rows={14}
              className="content-editor__input"
              onChange={(e) => set(field.name, e.target.value)}
            />
            <section className="content-editor__preview card" aria-label={ARTICLE_TEXTS.preview}>
              <h3 className="content-editor__preview-title">{ARTICLE_TEXTS.preview}</h3>
              {values[field.name]?.trim() ? (
                <div className="content-editor__preview-body">
                  <MarkupText tokens={parseArticleMarkup(values[field.name])} />
                </div>
              ) : (
                <p className="field__hint">{ARTICLE_TEXTS.previewEmpty}</p>
              )}
            </section>
          </div>
        );
      default:
        return (
          <TextField
            key={field.name}
            {...common}
            {...ltr}
            type={field.control === 'url' ? 'url' : 'text'}
            placeholder={field.placeholder}
            onChange={(e) => set(field.name, e.target.value)}
          />
        );
    }
  };

  return (
    <form ref={formRef} className="content-form" onSubmit={submit} noValidate>
      <UnsavedChangesPrompt when={dirty && !busy} />
      {stale && <StaleWriteAlert onReload={reload} />}
      {summary && (
        <p className="content-form__summary" role="alert">
          {summary}
        </p>
      )}
      <div className="content-form__fields">{config.fields.map(control)}</div>
      <ImageUploadField
        key={logoKey}
        label={COMMON.logo}
        currentUrl={record?.logo_url ?? null}
        fallbackText={values.title || values.name || config.texts.title}
        onChange={(image) => setLogo({ changed: true, image })}
        disabled={busy}
      />
      <div className="button-row content-form__actions">
        <SubmitButton busy={busy} busyLabel={editing ? COMMON.saving : COMMON.adding}>
          {editing ? COMMON.save : texts.add}
        </SubmitButton>
        {!editing && (
          <button type="button" className="button button--ghost" onClick={() => reset(true)} disabled={busy}>
            {COMMON.reset}
          </button>
        )}
      </div>
    </form>
  );
}
