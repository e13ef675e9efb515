import { useState, type FormEvent } from 'react';
import { validateStartYear } from '@dalil/domain';
import { Dialog } from '@/components/dialog';
import { SelectField, TextField } from '@/components/fields';
import { SubmitButton } from '@/components/submit-button';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom } from '@/lib/field-errors';
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
  const [year, setYear] = useState(suggested);
  const [from, setFrom] = useState(years[0] ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateStartYear({ academic_year: year, from }, years);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((e) => [e.path.join('.'), e.message])));
      return;
    }
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const started = await startFloorYear(checked.value.academic_year, checked.value.from);
      await onStarted(started.academic_year, started.cells);
    } catch (e) {
      const fields = fieldErrorsFrom(e);
      setErrors(fields);
      if (!Object.keys(fields).length) setMessage(e instanceof ApiError ? e.message : T.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={T.startYearTitle} onClose={busy ? undefined : onClose} size="small">
      <form className="floor-form" onSubmit={submit} noValidate>
        <p className="floors-hint">{T.startYearHint}</p>
        {message && (
          <p className="form__error" role="alert">
            {message}
          </p>
        )}
        <TextField
          label={T.newYear}
          required
          dir="ltr"
          value={year}
          error={errors.academic_year}
          onChange={(e) => setYear(e.target.value)}
        />
        <SelectField
          label={T.fromYear}
          value={from}
          error={errors.from}
          options={years.map((y) => ({ value: y, label: y }))}
          onChange={(e) => setFrom(e.target.value)}
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
