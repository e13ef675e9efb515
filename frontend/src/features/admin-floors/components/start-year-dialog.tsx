import { validateStartYear } from '@dalil/domain/rules';
import { errorsOf, valueOf } from '@dalil/domain/validation';
import { Dialog } from '@/components/dialog';
import { SelectField, TextField } from '@/components/fields';
import { SubmitButton } from '@/components/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorItemsFrom } from '@/lib/field-errors';
import { useDomainForm } from '@/components/use-domain-form';
import { startFloorYear } from '../api/floors-admin';
import { FLOOR_TEXTS as T } from '../texts';

/**
 * «بدء جدول عام جديد»: the new academic year and the year whose cells it copies (the newest by
 * default). The copied cells have no percent and no source (README: a new year's table).
 */
export function StartYearDialog({
  years,
  suggested,
  onClose,
  onStarted,
}: {
  years: string[];
  suggested: string;
  onClose: () => void;
  onStarted: (year: string, cells: number) => Promise<void>;
}) {
  const { values, set, errors, formError, busy, onSubmit } = useDomainForm({
    initial: { academic_year: suggested, from: years[0] ?? '' },
    check: (v) => errorsOf(validateStartYear(v, years)),
    send: async (v) => {
      // The cleaned year and the year copied from (the newest by default), as checked.
      const { academic_year, from } = valueOf(validateStartYear(v, years));
      const started = await startFloorYear(academic_year, from);
      await onStarted(started.academic_year, started.cells);
    },
    // A refusal naming no field is said above the fields.
    onFailure: (e) => (errorItemsFrom(e).length ? null : e instanceof ApiError ? e.message : T.saveFailed),
  });

  return (
    <Dialog title={T.startYearTitle} onClose={busy ? undefined : onClose} size="small">
      <form className="floor-form" onSubmit={onSubmit} noValidate>
        <p className="floors-hint">{T.startYearHint}</p>
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <TextField
          label={T.newYear}
          required
          dir="ltr"
          value={values.academic_year}
          error={errors.academic_year}
          onChange={(e) => set('academic_year', e.target.value)}
        />
        <SelectField
          label={T.fromYear}
          value={values.from}
          error={errors.from}
          options={years.map((y) => ({ value: y, label: y }))}
          onChange={(e) => set('from', e.target.value)}
        />
        <div className="button-row">
          <SubmitButton busy={busy} busyLabel={T.starting}>
            {T.start}
          </SubmitButton>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {T.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
