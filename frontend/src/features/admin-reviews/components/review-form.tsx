import { useState, type FormEvent } from 'react';
import { useRebasedValues } from '@/components/admin/stale-write';
import { REVIEW_AFFILIATIONS, reviewLogoUrl, validateReview, type ReviewFormValues } from '@dalil/domain';
import { SelectField, StarRatingInput, TextAreaField, TextField } from '@/components/fields';
import { SubmitButton } from '@/components/submit-button';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import type { ReviewBody } from '../api/reviews';
import { REVIEW_TEXTS as T } from '../texts';

export interface ReviewFormProps {
  initial: ReviewFormValues;
  mode: 'add' | 'edit';
  /** Sends the body; rejects with the server's message on failure (the form stays filled). */
  onSubmit: (body: ReviewBody) => Promise<void>;
  onCancel?: () => void;
  /** Edit: the review's version; reloaded after a refused save, the typed fields are kept. */
  version?: string;
}

type Errors = Partial<Record<keyof ReviewFormValues, string>>;

/**
 * The add and edit form (spec 3 §5): name, affiliation, logo name and text required; the logo
 * path is derived from the logo name and shown read-only; the rating is chosen with stars.
 * The checks are the server's own (`validateReview`), so the form and the server agree.
 */
export function ReviewForm({ initial, mode, onSubmit, onCancel, version }: ReviewFormProps) {
  const { values, setValues, opened } = useRebasedValues<ReviewFormValues>(initial, version);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const dirty = (Object.keys(initial) as (keyof ReviewFormValues)[]).some((k) => values[k] !== opened[k]);
  const logoUrl = reviewLogoUrl(values.logo_name);

  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateReview(values, 'create');
    if (!result.ok) {
      const next: Errors = {};
      for (const e of result.errors) next[e.path[0] as keyof ReviewFormValues] ??= e.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({
        name: values.name.trim(),
        affiliation: values.affiliation,
        logo_url: logoUrl,
        rating: values.rating,
        review: values.review.trim(),
      });
    } catch {
      // The page shows the server's message as a toast; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <UnsavedChangesPrompt when={dirty && !busy} />
      <TextField
        label={T.name}
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <SelectField
        label={T.affiliation}
        required
        value={values.affiliation}
        error={errors.affiliation}
        options={REVIEW_AFFILIATIONS.map((a) => ({ value: a, label: T.affiliationOptions[a] ?? a }))}
        onChange={(e) => set('affiliation', e.target.value)}
      />
      <TextField
        label={T.logoName}
        hint={T.logoNameHint}
        required
        dir="ltr"
        value={values.logo_name}
        error={errors.logo_name}
        onChange={(e) => set('logo_name', e.target.value)}
      />
      <TextField label={T.logoUrl} readOnly dir="ltr" value={logoUrl} />
      <StarRatingInput
        label={T.ratingLabel}
        required
        value={values.rating}
        error={errors.rating}
        onChange={(n) => set('rating', n)}
      />
      <TextAreaField
        label={T.reviewText}
        required
        rows={5}
        value={values.review}
        error={errors.review}
        onChange={(e) => set('review', e.target.value)}
      />
      <div className="button-row">
        <SubmitButton busy={busy} busyLabel={mode === 'add' ? T.adding : T.saving}>
          {mode === 'add' ? T.addSubmit : T.saveSubmit}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
