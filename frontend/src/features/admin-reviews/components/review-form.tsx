import { REVIEW_AFFILIATIONS, errorsOf, validateReview } from '@dalil/domain/validation';
import { reviewLogoUrl, type ReviewFormValues } from '../model/reviews';
import { useDomainForm } from '@/components/use-domain-form';
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

/**
 * The add and edit form (spec 3 §5): name, affiliation, logo name and text required; the logo
 * path is derived from the logo name and shown read-only; the rating is chosen with stars.
 * The checks are the server's own (`validateReview`), so the form and the server agree.
 */
export function ReviewForm({ initial, mode, onSubmit, onCancel, version }: ReviewFormProps) {
  const logoUrlOf = (v: ReviewFormValues) => reviewLogoUrl(v.logo_name);
  const {
    values,
    set,
    errors,
    busy,
    dirty,
    onSubmit: submit,
  } = useDomainForm({
    initial,
    version,
    check: (v) => errorsOf(validateReview(v, 'create')),
    send: (v) =>
      onSubmit({
        name: v.name.trim(),
        affiliation: v.affiliation,
        logo_url: logoUrlOf(v),
        rating: v.rating,
        review: v.review.trim(),
      }),
    // The page shows the server's message as a toast; the form keeps what was typed.
    onFailure: () => null,
  });
  const logoUrl = logoUrlOf(values);

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
