import { useState, type ReactNode } from 'react';
import {
  FLOOR_CERTIFICATE_GROUPS,
  FLOOR_CERTIFICATE_LABELS,
  FLOOR_GROUPS,
  FLOOR_GROUP_LABELS,
  FLOOR_TIERS,
  MAX_FLOOR_SOURCES,
  SOURCE_KINDS,
  SOURCE_KIND_LABELS,
  newFloorSource,
  validateFloorCell,
  type FloorCertificateGroup,
  type FloorFormValues,
} from '@dalil/domain/rules';
import { FORM_ERROR, errorsOf } from '@dalil/domain/validation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog } from '@/components/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/fields';
import { SubmitButton } from '@/components/submit-button';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { useDomainForm } from '@/components/use-domain-form';
import { FLOOR_TEXTS as T } from '../texts';

export interface FloorCellFormProps {
  initial: FloorFormValues;
  mode: 'add' | 'edit';
  /** Edit: the cell's `updatedAt`; when it changes (reloaded after a 409) the typed fields are kept. */
  version?: string;
  /** Sends the cell; rejects on failure (the form stays filled). */
  onSubmit: (values: FloorFormValues) => Promise<void>;
  onCancel: () => void;
  /** The server's refusal by field path (`percent`, `sources[0].url`, …), shown beside the field. */
  serverErrors?: Record<string, string>;
  /** The server's message when it is not about one field (a duplicate cell, say). */
  serverMessage?: string | null;
  /** Above the fields: the "saved by someone else" alert. */
  alert?: ReactNode;
  /** A delete button (SuperAdmin, edit only). */
  onDelete?: () => void;
}

const SOURCE_FIELDS = ['url', 'kind', 'academic_year'] as const;
/** The places the form shows a message at: its fields, and each source's three. */
const PLACES = [
  'academic_year',
  'certificate_group',
  'tier',
  'faculty_group',
  'percent',
  'only_universities',
  'sources',
  'note',
  ...Array.from({ length: MAX_FLOOR_SOURCES }, (_, i) => SOURCE_FIELDS.map((f) => `sources[${i}].${f}`)).flat(),
];

/**
 * One cell of the councils' table, in a dialog: year, certificate group, tier, faculty group, percent, the
 * universities it is limited to, its sources (address, who says so, academic year) and a note.
 * Checked by the domain's `validateFloorCell` before sending, the server's own rule; a refusal of
 * the server is shown beside the field it names.
 */
export function FloorCellForm({
  initial,
  mode,
  version,
  onSubmit,
  onCancel,
  serverErrors = {},
  serverMessage,
  alert,
  onDelete,
}: FloorCellFormProps) {
  const {
    values,
    set,
    errors,
    formError,
    busy,
    dirty,
    onSubmit: submit,
  } = useDomainForm<FloorFormValues>({
    initial,
    version,
    fields: PLACES,
    check: (v) => errorsOf(validateFloorCell(v)),
    send: onSubmit,
    // The page's refusal (it sends): beside the field it names until that field changes, the rest above.
    errors: serverMessage ? { ...serverErrors, [FORM_ERROR]: serverMessage } : serverErrors,
    onFailure: () => null,
  });
  const [confirmClose, setConfirmClose] = useState(false);
  const setSource = (index: number, field: (typeof SOURCE_FIELDS)[number], value: string) =>
    set(
      'sources',
      values.sources.map((s, i) => (i === index ? { ...s, [field]: value } : s)),
      [`sources[${index}].${field}`],
    );

  const cancel = () => (dirty ? setConfirmClose(true) : onCancel());
  const certificate = values.certificate_group as FloorCertificateGroup;
  const tiers = FLOOR_TIERS[certificate] ?? [];

  return (
    <Dialog
      title={mode === 'add' ? T.formTitleAdd : T.formTitleEdit}
      onClose={busy ? undefined : cancel}
      closeOnOverlay={false}
      size="large"
    >
      <form className="floor-form" onSubmit={submit} noValidate>
        <UnsavedChangesPrompt when={dirty && !busy} />
        {alert}
        {formError && (
          <p className="form__error floor-form__message" role="alert">
            {formError}
          </p>
        )}
        <div className="floor-form__grid">
          <TextField
            label={T.yearLabel}
            required
            dir="ltr"
            inputMode="numeric"
            placeholder="2025/2026"
            value={values.academic_year}
            error={errors.academic_year}
            onChange={(e) => set('academic_year', e.target.value)}
          />
          <SelectField
            label={T.certificate}
            required
            value={values.certificate_group}
            error={errors.certificate_group}
            options={FLOOR_CERTIFICATE_GROUPS.map((g) => ({ value: g, label: FLOOR_CERTIFICATE_LABELS[g] }))}
            onChange={(e) => set('certificate_group', e.target.value)}
          />
          <SelectField
            label={T.tierField}
            required
            value={values.tier}
            placeholder={T.choose}
            error={errors.tier}
            options={tiers.map((t) => ({ value: t, label: T.tier(t) }))}
            onChange={(e) => set('tier', e.target.value)}
          />
          <SelectField
            label={T.group}
            required
            value={values.faculty_group}
            placeholder={T.choose}
            error={errors.faculty_group}
            options={FLOOR_GROUPS.map((g) => ({ value: g, label: FLOOR_GROUP_LABELS[g] }))}
            onChange={(e) => set('faculty_group', e.target.value)}
          />
          <TextField
            label={T.percent}
            hint={T.percentHint}
            dir="ltr"
            inputMode="decimal"
            value={values.percent}
            error={errors.percent}
            onChange={(e) => set('percent', e.target.value)}
          />
          <TextField
            label={T.onlyUniversities}
            hint={T.onlyHint}
            dir="ltr"
            value={values.only_universities}
            error={errors.only_universities}
            onChange={(e) => set('only_universities', e.target.value)}
          />
        </div>

        <fieldset className="floor-form__sources">
          <legend>{T.sources}</legend>
          {values.sources.map((source, i) => (
            <div key={i} className="floor-form__source" role="group" aria-label={T.source(i + 1)}>
              <TextField
                label={`${T.sourceUrl} (${T.source(i + 1)})`}
                required
                dir="ltr"
                type="url"
                value={source.url}
                error={errors[`sources[${i}].url`]}
                onChange={(e) => setSource(i, 'url', e.target.value)}
              />
              <SelectField
                label={T.sourceKind}
                value={source.kind}
                error={errors[`sources[${i}].kind`]}
                options={SOURCE_KINDS.map((k) => ({ value: k, label: SOURCE_KIND_LABELS[k] }))}
                onChange={(e) => setSource(i, 'kind', e.target.value)}
              />
              <TextField
                label={T.sourceYear}
                required
                dir="ltr"
                placeholder="2025/2026"
                value={source.academic_year}
                error={errors[`sources[${i}].academic_year`]}
                onChange={(e) => setSource(i, 'academic_year', e.target.value)}
              />
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() =>
                  set(
                    'sources',
                    values.sources.filter((_, j) => j !== i),
                    ['sources'],
                  )
                }
              >
                {T.removeSource}
              </button>
            </div>
          ))}
          {errors.sources && (
            <p className="field__error" role="alert">
              {errors.sources}
            </p>
          )}
          {values.sources.length < MAX_FLOOR_SOURCES && (
            <button
              type="button"
              className="button button--small"
              onClick={() => set('sources', [...values.sources, newFloorSource(values.academic_year)], ['sources'])}
            >
              {T.addSource}
            </button>
          )}
        </fieldset>

        <TextAreaField
          label={T.note}
          rows={2}
          value={values.note}
          error={errors.note}
          onChange={(e) => set('note', e.target.value)}
        />

        <div className="button-row">
          <SubmitButton busy={busy} busyLabel={T.saving}>
            {T.save}
          </SubmitButton>
          <button type="button" className="button button--ghost" onClick={cancel} disabled={busy}>
            {T.cancel}
          </button>
          {onDelete && (
            <button
              type="button"
              className="button button--danger floor-form__delete"
              onClick={onDelete}
              disabled={busy}
            >
              {T.delete}
            </button>
          )}
        </div>
        {confirmClose && (
          <ConfirmDialog
            title={T.discardTitle}
            messages={[T.discardQuestion]}
            confirmLabel={T.discard}
            cancelLabel={T.keepEditing}
            onConfirm={() => {
              setConfirmClose(false);
              onCancel();
            }}
            onCancel={() => setConfirmClose(false)}
          />
        )}
      </form>
    </Dialog>
  );
}
