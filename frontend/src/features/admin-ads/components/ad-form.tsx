import type { ReactNode } from 'react';
import { AD_AUDIENCE_VALUES, adFormErrors, adFormToBody, type AdFormValues } from '../model/ad-form';
import { useDomainForm } from '@/components/use-domain-form';
import { SelectField, TextAreaField, TextField } from '@/components/fields';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import { TEXTS } from '../texts';

/** A hint naming a path: the path and the scheme are isolated left to right inside the Arabic sentence. */
const pathHint = ([before, path, middle, scheme]: readonly string[]) => (
  <>
    {before} <bdi dir="ltr">{path}</bdi> {middle} <bdi dir="ltr">{scheme}</bdi>
  </>
);

/**
 * The state of the add and edit forms: the kit's form hook (`useDomainForm`) bound to the ad's
 * rules (`adFormErrors`, the same validateAd as the CMS). `send` gets the API body and rejects
 * with the server's error; it may answer the values the form starts again with (an empty form
 * after an add). A refusal is said in a toast; a stale one by the alert, keeping what was typed.
 */
export function useAdForm(
  initial: AdFormValues,
  send: (body: Record<string, unknown>, values: AdFormValues) => Promise<AdFormValues | void>,
) {
  const { show } = useToasts();
  return useDomainForm({
    initial,
    check: adFormErrors,
    send: (values) => send(adFormToBody(values), values),
    clears: { noEndDate: ['endDate'] },
    onInvalid: () => show('error', TEXTS.fixErrors, TOAST_MS.staff),
    onFailure: (e) => {
      show('error', TEXTS.saveError(e instanceof ApiError ? e.message : TEXTS.serverError), TOAST_MS.staff);
      return null;
    },
  });
}

export type AdFormState = ReturnType<typeof useAdForm>;

/** The fields of spec 3 §5: required title, image path, button link and text, priority, audience, start and end. */
export function AdFormFields({ form, id, children }: { form: AdFormState; id: string; children?: ReactNode }) {
  const { values, set, errors, busy } = form;
  return (
    <form id={id} className="admin-form ad-form" onSubmit={form.onSubmit} noValidate aria-label={TEXTS.formLabel}>
      <fieldset className="ad-form__fields" disabled={busy}>
        <TextField
          label={TEXTS.fields.title}
          required
          maxLength={300}
          value={values.title}
          error={errors.title}
          onChange={(e) => set('title', e.target.value)}
          className="ad-form__wide"
        />
        <TextAreaField
          label={TEXTS.fields.description}
          rows={3}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          className="ad-form__wide"
        />
        <TextField
          label={TEXTS.fields.features}
          hint={TEXTS.fields.featuresHint}
          value={values.features}
          error={errors.features}
          onChange={(e) => set('features', e.target.value)}
          className="ad-form__wide"
        />
        <TextField
          label={TEXTS.fields.image_path}
          hint={pathHint(TEXTS.fields.image_pathHint)}
          required
          dir="ltr"
          maxLength={1000}
          value={values.image_path}
          error={errors.image_path}
          onChange={(e) => set('image_path', e.target.value)}
        />
        <TextField
          label={TEXTS.fields.ctalink}
          hint={pathHint(TEXTS.fields.ctalinkHint)}
          required
          dir="ltr"
          maxLength={2000}
          value={values.ctalink}
          error={errors.ctalink}
          onChange={(e) => set('ctalink', e.target.value)}
        />
        <TextField
          label={TEXTS.fields.ctaText}
          required
          maxLength={100}
          value={values.ctaText}
          error={errors.ctaText}
          onChange={(e) => set('ctaText', e.target.value)}
        />
        <TextField
          label={TEXTS.fields.priority}
          hint={TEXTS.fields.priorityHint}
          required
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          dir="ltr"
          value={values.priority}
          error={errors.priority}
          onChange={(e) => set('priority', e.target.value)}
        />
        <SelectField
          label={TEXTS.fields.targetAudience}
          required
          value={values.targetAudience}
          error={errors.targetAudience}
          onChange={(e) => set('targetAudience', e.target.value)}
          options={AD_AUDIENCE_VALUES.map((a) => ({ value: a, label: TEXTS.audiences[a] }))}
        />
        <TextField
          label={TEXTS.fields.startDate}
          required
          type="datetime-local"
          dir="ltr"
          value={values.startDate}
          error={errors.startDate}
          onChange={(e) => set('startDate', e.target.value)}
        />
        <div className="ad-form__end">
          <TextField
            label={TEXTS.fields.endDate}
            required={!values.noEndDate}
            type="datetime-local"
            dir="ltr"
            value={values.noEndDate ? '' : values.endDate}
            disabled={values.noEndDate}
            error={errors.endDate}
            onChange={(e) => set('endDate', e.target.value)}
          />
          <label className="ad-form__check">
            <input type="checkbox" checked={values.noEndDate} onChange={(e) => set('noEndDate', e.target.checked)} />
            <span>{TEXTS.fields.noEndDate}</span>
          </label>
        </div>
        {form.formError && (
          <p className="form__error ad-form__wide" role="alert">
            {form.formError}
          </p>
        )}
      </fieldset>
      {children}
    </form>
  );
}
