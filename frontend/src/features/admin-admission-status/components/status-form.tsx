import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  CATEGORY_TYPE_LABELS,
  ADMISSION_SECTION_TITLES,
  ADMISSION_STATUS_VALUES,
  ADMISSION_STEP_HINTS,
  ADMISSION_STEP_LABELS,
  SOURCE_KINDS,
  SOURCE_KIND_LABELS,
  STUDY_YEARS,
  rebaseEdit,
  yearLabelsOf,
  yearRowLabel,
  type UniversityCategory,
} from '@dalil/domain/rules';
import { errorAt, type ErrorItem } from '@dalil/domain/validation';
import {
  DEADLINE_TYPES,
  STATUS_OTHER,
  DEADLINE_SPECIFIED,
  admissionFieldLabel,
  checkAdmissionForm,
  chooseDeadlineType,
  chooseStatus,
  type AdmissionForm,
  type DeadlineType,
} from '../model/admission-form';
import { DateField, SelectField, TextAreaField, TextField } from '@/components/fields';
import { SubmitButton } from '@/components/submit-button';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { findUniversityByCode, type FoundUniversity } from '../api/status-admin';
import { TEXTS } from '../texts';

export interface StatusFormSubmit {
  code: string;
  category: UniversityCategory;
  status: Record<string, string>;
  deadline: Record<string, unknown>;
}

export interface StatusFormProps {
  mode: 'add' | 'edit';
  initial: AdmissionForm;
  /** Edit: the university whose records are edited (its code is fixed). */
  university?: FoundUniversity;
  /** Resolves true when saved (the form then resets, or the screen leaves it). */
  onSubmit: (values: StatusFormSubmit) => Promise<boolean>;
  /**
   * Edit: the records' version. When it changes (the records were reloaded after a refused
   * save), the form moves onto `initial` keeping the fields the person changed (`rebaseEdit`).
   */
  version?: string;
}

const ROWS: { title: string; fields: { status: string; year?: (typeof STUDY_YEARS)[number] }[] }[] = [
  { title: ADMISSION_SECTION_TITLES.transfer, fields: [{ status: 'transfer_status' }] },
  ...(['thanwyaa', 'azhar', 'Arabenglish'] as const).map((track) => ({
    title: ADMISSION_SECTION_TITLES[track],
    fields: STUDY_YEARS.map((year) => ({ status: `${track}_${year}Year_status`, year })),
  })),
  { title: ADMISSION_SECTION_TITLES.wafdeen, fields: [{ status: 'wafdeen_status' }] },
];

const deadlineOf = (statusField: string) => statusField.replace(/_status$/, '_deadline');

/**
 * The add / edit form of spec 3 §3–§5: the code (add: looked up across the four types, filling
 * the Arabic name and type read-only), then for each of the 17 fields a status (one of four; 'اخري'
 * with its text) and a deadline ('محدد' with a date, or 'لم يحدد'). The check before sending is the
 * domain's (`checkAdmissionForm`), with the server's messages.
 */
export function StatusForm({ mode, initial, university, onSubmit, version }: StatusFormProps) {
  const [form, setForm] = useState<AdmissionForm>(initial);
  const [openedVersion, setOpenedVersion] = useState(version);
  const [code, setCode] = useState(university?.link.university_code ?? '');
  const [found, setFound] = useState<FoundUniversity | null>(university ?? null);
  const [lookingUp, setLookingUp] = useState(false);
  // Messages appear after the first submit and then follow every change.
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [baseline, setBaseline] = useState({ form: initial, code: university?.link.university_code ?? '' });
  const formRef = useRef<HTMLFormElement>(null);

  // Add: a typed code is looked up (after a short pause); not found clears the name and type
  // (an emptied code clears them at once, in onChange below).
  useEffect(() => {
    if (mode !== 'add') return undefined;
    const trimmed = code.trim();
    if (!trimmed) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLookingUp(true);
      findUniversityByCode(trimmed, controller.signal)
        .then((result) => setFound(result))
        .catch(() => setFound(null))
        .finally(() => {
          if (!controller.signal.aborted) setLookingUp(false);
        });
    }, 350);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [code, mode]);

  const collectProblems = (): ErrorItem[] => {
    const all = [...checkAdmissionForm(code, form).errors];
    if (!all.some((p) => p.path[0] === 'university') && !found && !lookingUp)
      all.unshift(errorAt('university', TEXTS.notFound));
    return all;
  };
  const problems = attempted ? collectProblems() : [];
  // Reloaded records (a newer version): rebase during render, as React's derived-state pattern does.
  if (version !== openedVersion) {
    setOpenedVersion(version);
    setForm(rebaseEdit(baseline.form, form, initial));
    setBaseline({ form: initial, code: baseline.code });
  }

  const dirty = code !== baseline.code || JSON.stringify(form) !== JSON.stringify(baseline.form);
  const errorOf = (field: string) => problems.find((p) => p.path.join('.') === field)?.message ?? null;
  const yearLabels = useMemo(() => yearLabelsOf(found?.link), [found]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAdmissionForm(code, form);
    const all = collectProblems();
    setAttempted(true);
    if (all.length || !found) {
      window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setBusy(true);
    const ok = await onSubmit({
      code: found.link.university_code,
      category: found.category,
      status: checked.status,
      deadline: checked.deadline,
    });
    setBusy(false);
    if (ok && mode === 'add') {
      // Spec 3 §8: after an add the form is reset.
      setForm(initial);
      setCode('');
      setFound(null);
      setAttempted(false);
      setBaseline({ form: initial, code: '' });
    } else if (ok) {
      setBaseline({ form, code });
    }
  };

  const hidden = (text: string) => <span className="visually-hidden"> ({text})</span>;

  return (
    <form ref={formRef} className="status-form" onSubmit={submit} noValidate>
      <UnsavedChangesPrompt when={dirty && !busy} />
      {problems.length > 0 && (
        <p className="status-form__summary" role="alert">
          {TEXTS.fixErrors}
        </p>
      )}
      <div className="status-form__identity">
        <TextField
          label={TEXTS.code}
          required
          value={code}
          readOnly={mode === 'edit'}
          dir="ltr"
          autoComplete="off"
          hint={
            mode === 'add'
              ? lookingUp
                ? TEXTS.lookingUp
                : code.trim() && !found && !errorOf('university')
                  ? TEXTS.notFound
                  : TEXTS.codeHint
              : undefined
          }
          error={errorOf('university')}
          onChange={(e) => {
            setCode(e.target.value);
            if (mode === 'add' && !e.target.value.trim()) setFound(null);
          }}
        />
        <TextField label={TEXTS.arabicName} value={found?.link.university_Arabic_Name ?? ''} readOnly />
        <TextField label={TEXTS.type} value={found ? CATEGORY_TYPE_LABELS[found.category] : ''} readOnly />
      </div>

      {ROWS.map((section) => (
        <fieldset key={section.title} className="status-form__section">
          <legend>{section.title}</legend>
          {section.fields.map(({ status, year }) => {
            const deadline = deadlineOf(status);
            const label = year ? yearRowLabel(yearLabels, year) : section.title;
            const full = admissionFieldLabel(status);
            return (
              <div key={status} className="status-form__row">
                {/* Transfer and wafdeen are one row each: the legend names them already. */}
                {year ? (
                  <p className="status-form__row-label">{label}</p>
                ) : (
                  <span className="status-form__row-label" aria-hidden="true" />
                )}
                <SelectField
                  label={<>الحالة{hidden(full)}</>}
                  required
                  placeholder={TEXTS.chooseStatus}
                  options={ADMISSION_STATUS_VALUES.map((v) => ({ value: v, label: v }))}
                  value={form[status] ?? ''}
                  error={errorOf(status)}
                  onChange={(e) => setForm((f) => chooseStatus(f, status, e.target.value, mode))}
                />
                {form[status] === STATUS_OTHER && (
                  <TextField
                    label={
                      <>
                        {TEXTS.customStatus}
                        {hidden(full)}
                      </>
                    }
                    required
                    value={form[`${status}_custom`] ?? ''}
                    error={errorOf(`${status}_custom`)}
                    onChange={(e) => setForm((f) => ({ ...f, [`${status}_custom`]: e.target.value }))}
                  />
                )}
                <SelectField
                  label={
                    <>
                      {TEXTS.deadlineType}
                      {hidden(full)}
                    </>
                  }
                  options={DEADLINE_TYPES.map((v) => ({ value: v, label: v }))}
                  value={form[`${deadline}_type`]}
                  onChange={(e) => setForm((f) => chooseDeadlineType(f, deadline, e.target.value as DeadlineType))}
                />
                {form[`${deadline}_type`] === DEADLINE_SPECIFIED && (
                  <DateField
                    label={
                      <>
                        {TEXTS.deadlineDate}
                        {hidden(full)}
                      </>
                    }
                    required
                    value={form[deadline] ?? ''}
                    error={errorOf(deadline)}
                    onChange={(e) => setForm((f) => ({ ...f, [deadline]: e.target.value }))}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      ))}

      <fieldset className="status-form__section status-form__steps">
        <legend>{TEXTS.stepsTitle}</legend>
        <p className="field__hint">{TEXTS.stepsHint}</p>
        <DateField
          label={ADMISSION_STEP_LABELS.opening_date}
          hint={TEXTS.openingHint}
          value={form.opening_date ?? ''}
          error={errorOf('opening_date')}
          onChange={(e) => setForm((f) => ({ ...f, opening_date: e.target.value }))}
        />
        {(['required_documents', 'required_tests'] as const).map((field) => (
          <TextAreaField
            key={field}
            label={ADMISSION_STEP_LABELS[field]}
            hint={ADMISSION_STEP_HINTS[field]}
            rows={4}
            value={form[field] ?? ''}
            error={errorOf(field)}
            onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
          />
        ))}
        <div className="status-form__source">
          <TextField
            label={`${ADMISSION_STEP_LABELS.steps_source}: ${TEXTS.sourceUrl}`}
            dir="ltr"
            inputMode="url"
            value={form['steps_source.url'] ?? ''}
            error={errorOf('steps_source.url')}
            onChange={(e) => setForm((f) => ({ ...f, 'steps_source.url': e.target.value }))}
          />
          <SelectField
            label={TEXTS.sourceKind}
            options={SOURCE_KINDS.map((k) => ({ value: k, label: SOURCE_KIND_LABELS[k] }))}
            value={form['steps_source.kind'] || 'staff'}
            error={errorOf('steps_source.kind')}
            onChange={(e) => setForm((f) => ({ ...f, 'steps_source.kind': e.target.value }))}
          />
          <TextField
            label={TEXTS.academicYear}
            dir="ltr"
            placeholder="2025/2026"
            value={form['steps_source.academic_year'] ?? ''}
            error={errorOf('steps_source.academic_year')}
            onChange={(e) => setForm((f) => ({ ...f, 'steps_source.academic_year': e.target.value }))}
          />
        </div>
      </fieldset>

      <div className="status-form__actions">
        <SubmitButton busy={busy} busyLabel={mode === 'add' ? TEXTS.adding : TEXTS.saving}>
          {mode === 'add' ? TEXTS.add : TEXTS.save}
        </SubmitButton>
      </div>
    </form>
  );
}
