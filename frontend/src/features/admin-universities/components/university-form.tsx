import { useMemo, useState, type FormEvent } from 'react';
import {
  CATEGORY_LABELS,
  FORMULA_NAME_MESSAGE,
  SUBTYPES_BY_CATEGORY,
  SUBTYPE_LABELS,
  UNIVERSITY_LINK_FIELDS,
  UNIVERSITY_YEAR_FIELDS,
  isFacultyItemValid,
  isPlaceItemValid,
  newUniversityForm,
  yearOptions,
  type UniversityFormValues,
} from '@dalil/domain/rules';
import {
  GUIDE_MESSAGES,
  UNIVERSITY_TEXT_FIELDS,
  missingOf,
  errorsOf,
  validateOffering,
  validatePlace,
  validateUniversity,
} from '@dalil/domain/validation';
import { UNIVERSITY_RESOURCE } from '@dalil/domain/resources';
import { SelectField, TextAreaField, TextField } from '@/components/fields';
import { ImageUploadField } from '@/components/image-upload-field';
import { SubmitButton } from '@/components/submit-button';
import { useToasts } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { CATEGORIES, type Category } from '@/lib/api/universities';
import { fieldErrorsFrom } from '@/lib/field-errors';
import {
  addFaculty,
  addPlace,
  cancelItem,
  changeFaculty,
  changeItem,
  facultySourceErrors,
  formSignature,
  moveFacultyItem,
  rebaseFormState,
  openItem,
  removeFaculty,
  removePlace,
  saveItem,
  type PlaceKind,
  type UniversityFormState,
} from '../form-state';
import { TEXTS } from '../texts';
import { UNIVERSITY_TOAST_MS } from '../toast';
import { FacultyItems } from './faculty-items';
import { PlaceItems } from './place-items';

type Props = {
  mode: 'add' | 'edit';
  initial: UniversityFormState;
  /** Sends the form; resolves when saved (the caller shows the toast), rejects with the error. */
  onSubmit: (state: UniversityFormState) => Promise<void>;
  /** Edit only: back to the card grid. */
  onBack?: () => void;
  /**
   * Edit: the university's version (`updatedAt`). When it changes under the open form (reloaded
   * after a refused save), the form moves onto `initial` keeping what the person changed.
   */
  version?: string;
};

const CONTACT_FIELDS = ['website', 'phone', 'email', 'facebook', 'instagram', 'youtube', 'linkedin'] as const;
const SERVICE_LINKS = UNIVERSITY_LINK_FIELDS.filter((f) => !['location', ...CONTACT_FIELDS].includes(f));
const LTR_FIELDS = new Set<string>(['university_code', 'phone', 'email', ...UNIVERSITY_LINK_FIELDS]);

/**
 * The university form (spec 3 §3–§5): every field of the link record, links defaulting to '#',
 * year selects 2021–2025, the required fields of add or edit (spec 3 §5), and the nested
 * faculty, dorm and transport items. Submitting disables the button and relabels it; leaving
 * with changes asks first.
 */
export function UniversityForm({ mode, initial, onSubmit, onBack, version }: Props) {
  const [state, setState] = useState(initial);
  const [baseline, setBaseline] = useState(() => formSignature(initial));
  const [opened, setOpened] = useState(initial);
  const [openedVersion, setOpenedVersion] = useState(version);
  const [restored, setRestored] = useState<string[]>([]);
  // Reloaded after a refused save: rebase during render (React's derived-state pattern), the
  // fields and parts the person changed kept over the university as stored now.
  if (version !== openedVersion) {
    const rebased = rebaseFormState(opened, state, initial);
    setOpenedVersion(version);
    setOpened(initial);
    setState(rebased.state);
    setRestored(rebased.restored);
    setBaseline(formSignature(initial));
  }
  const [busy, setBusy] = useState(false);
  const [showMissing, setShowMissing] = useState<string[]>([]);
  const [codeError, setCodeError] = useState<string | null>(null);
  /** A refused save's source errors by faculty item (issue 22), shown beside the source's fields. */
  const [sourceErrors, setSourceErrors] = useState<Record<string, Record<string, string>>>({});
  const { show } = useToasts();
  const { category, values } = state;
  const dirty = formSignature(state) !== baseline;

  // The required fields of this mode: what an empty record misses (spec 3 §5, from the domain).
  const required = useMemo(() => new Set(missingOf(validateUniversity({}, mode, category))), [mode, category]);

  const setValue = (field: keyof UniversityFormValues, value: string) => {
    setState((s) => ({ ...s, values: { ...s.values, [field]: value } }));
    if (showMissing.includes(field) && value.trim()) setShowMissing((m) => m.filter((f) => f !== field));
    if (field === 'university_code') setCodeError(null);
  };
  const setCategory = (next: Category) =>
    setState((s) => ({ ...s, category: next, values: { ...s.values, type: newUniversityForm(next).type } }));

  const hintOf = (field: string) => (UNIVERSITY_RESOURCE.fields as Record<string, { hint?: string }>)[field]?.hint;
  const error = (field: string) =>
    showMissing.includes(field) ? TEXTS.requiredField : field === 'university_code' ? codeError : null;
  const text = (field: keyof UniversityFormValues, extra: { type?: string; hint?: string } = {}) => (
    <TextField
      id={`uni-${field}`}
      label={TEXTS.fields[field]}
      required={required.has(field)}
      error={error(field)}
      dir={LTR_FIELDS.has(field) ? 'ltr' : undefined}
      value={values[field]}
      onChange={(e) => setValue(field, e.target.value)}
      {...extra}
    />
  );

  const placeHandlers = (kind: PlaceKind) => ({
    onAdd: () => setState((s) => ({ ...s, [kind]: addPlace(s[kind]) })),
    onChange: (key: string, patch: object) => setState((s) => ({ ...s, [kind]: changeItem(s[kind], key, patch) })),
    onSave: (key: string) => setState((s) => ({ ...s, [kind]: saveItem(s[kind], key) })),
    onOpen: (key: string) => setState((s) => ({ ...s, [kind]: openItem(s[kind], key) })),
    onCancel: (key: string) => setState((s) => ({ ...s, [kind]: cancelItem(s[kind], key) })),
    onRemove: (key: string) => setState((s) => ({ ...s, [kind]: removePlace(s[kind], key) })),
  });

  /** Spec 3 §5: the required fields first, then the open items (each must be complete). */
  const problem = (): { message: string; focus?: string } | null => {
    const checked = validateUniversity(values, mode, category);
    const missing = missingOf(checked);
    if (missing.length) {
      setShowMissing(missing);
      return { message: GUIDE_MESSAGES.requiredUniversity, focus: `uni-${missing[0]}` };
    }
    const other = errorsOf(checked)[0];
    if (other) {
      const field = other.path.join('.');
      if (field === 'university_code') setCodeError(other.message);
      return { message: other.message, focus: `uni-${field}` };
    }
    // A name a spreadsheet would run as a formula (issue 20): said as such, not as a missing field.
    const formulaName = (result: Parameters<typeof errorsOf>[0]) =>
      errorsOf(result).some((p) => p.message === FORMULA_NAME_MESSAGE);
    if (
      state.faculties.some((f) => f.open && formulaName(validateOffering(f))) ||
      state.dorms.some((d) => d.open && formulaName(validatePlace(d, 'dorm'))) ||
      state.transportation.some((t) => t.open && formulaName(validatePlace(t, 'transport')))
    )
      return { message: FORMULA_NAME_MESSAGE };
    if (state.faculties.some((f) => f.open && !isFacultyItemValid(f)))
      return { message: GUIDE_MESSAGES.requiredFaculty };
    if (state.dorms.some((d) => d.open && !isPlaceItemValid(d, 'dorm'))) return { message: GUIDE_MESSAGES.dormType };
    if (state.transportation.some((t) => t.open && !isPlaceItemValid(t, 'transport')))
      return { message: GUIDE_MESSAGES.transportType };
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problem();
    if (found) {
      show('error', found.message, UNIVERSITY_TOAST_MS);
      if (found.focus) document.getElementById(found.focus)?.focus();
      return;
    }
    setBusy(true);
    setSourceErrors({});
    try {
      await onSubmit(state);
      // Saved: what is on screen is now the stored state (no prompt when leaving).
      setBaseline(formSignature(state));
    } catch (refusal) {
      // A figure's source refused by the server: the items open, the message beside each field
      // (`sourceRefusalIn` tells the caller not to toast it). Otherwise the caller showed the
      // server's message. The form keeps what was typed.
      const byItem = facultySourceErrors(state.faculties, fieldErrorsFrom(refusal));
      const keys = Object.keys(byItem);
      if (keys.length) {
        setSourceErrors(byItem);
        setState((s) => ({ ...s, faculties: keys.reduce((list, key) => openItem(list, key), s.faculties) }));
        const [key] = keys;
        const [field] = Object.keys(byItem[key]);
        requestAnimationFrame(() => document.getElementById(`${key}-${field.replace('.', '-')}`)?.focus());
      }
    } finally {
      setBusy(false);
    }
  };

  const years = UNIVERSITY_YEAR_FIELDS;
  return (
    <form className="uni-form" onSubmit={submit} noValidate aria-labelledby="uni-form-title">
      <UnsavedChangesPrompt when={dirty && !busy} />
      <div className="uni-form__head">
        <h2 id="uni-form-title" className="uni-form__title">
          {mode === 'add' ? TEXTS.addHeading : TEXTS.editHeading(initial.values.university_Arabic_Name)}
        </h2>
        {onBack && (
          <button type="button" className="button button--ghost" onClick={onBack}>
            <span aria-hidden="true">→ </span>
            {TEXTS.backToList}
          </button>
        )}
      </div>

      {restored.length > 0 && (
        <p className="uni-form__note" role="status">
          {TEXTS.restoredParts(restored)}
        </p>
      )}

      <section className="uni-form__section" aria-labelledby="uni-basics">
        <h3 id="uni-basics" className="uni-form__section-title">
          {TEXTS.sections.basics}
        </h3>
        <div className="uni-form__row">
          {text('university_code', { hint: TEXTS.fields.university_code_hint })}
          {text('university_Arabic_Name')}
          {mode === 'add' ? (
            <SelectField
              id="uni-category"
              label={TEXTS.fields.category}
              required
              options={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
              value={category}
              onChange={(e) => setCategory(e.target.value as Category)}
            />
          ) : (
            <TextField id="uni-category" label={TEXTS.fields.category} value={CATEGORY_LABELS[category]} readOnly />
          )}
          <SelectField
            id="uni-type"
            label={TEXTS.fields.type}
            required={required.has('type')}
            error={error('type')}
            options={SUBTYPES_BY_CATEGORY[category].map((s) => ({ value: s, label: SUBTYPE_LABELS[s] }))}
            value={values.type}
            onChange={(e) => setValue('type', e.target.value)}
          />
        </div>
        <ImageUploadField
          id="uni-logo"
          label={TEXTS.fields.logo}
          currentUrl={initial.logoUrl}
          fallbackText={values.university_Arabic_Name}
          onChange={(image) =>
            setState((s) => ({ ...s, logo: image ? image.id : null, logoUrl: image ? image.url : null }))
          }
        />
        <p className="field__hint">{TEXTS.fields.logoHint}</p>
        <TextAreaField
          id="uni-Uni_Bio"
          label={TEXTS.fields.Uni_Bio}
          required={required.has('Uni_Bio')}
          error={error('Uni_Bio')}
          rows={4}
          value={values.Uni_Bio}
          onChange={(e) => setValue('Uni_Bio', e.target.value)}
        />
        {/* The description's optional one-line texts (the city, …): each with its label and hint. */}
        {UNIVERSITY_TEXT_FIELDS.map((field) => (
          <div key={field}>{text(field, { hint: hintOf(field) })}</div>
        ))}
        {text('location', { hint: TEXTS.linkHint })}
      </section>

      <section className="uni-form__section" aria-labelledby="uni-years">
        <h3 id="uni-years" className="uni-form__section-title">
          {TEXTS.sections.years}
        </h3>
        <div className="uni-form__row uni-form__row--dense">
          {years.map((field) => (
            <SelectField
              key={field}
              id={`uni-${field}`}
              label={TEXTS.fields[field]}
              required={required.has(field)}
              error={error(field)}
              placeholder={TEXTS.faculty.choose}
              options={yearOptions(values[field]).map((y) => ({ value: y, label: y }))}
              value={values[field]}
              onChange={(e) => setValue(field, e.target.value)}
            />
          ))}
        </div>
      </section>

      <section className="uni-form__section" aria-labelledby="uni-contact">
        <h3 id="uni-contact" className="uni-form__section-title">
          {TEXTS.sections.contact}
        </h3>
        <div className="uni-form__row">
          {CONTACT_FIELDS.map((field) => (
            <div key={field}>
              {text(
                field,
                field === 'email' ? { type: 'email' } : field === 'phone' ? { type: 'tel' } : { hint: TEXTS.linkHint },
              )}
            </div>
          ))}
        </div>
      </section>

      <section className="uni-form__section" aria-labelledby="uni-links">
        <h3 id="uni-links" className="uni-form__section-title">
          {TEXTS.sections.admission}
        </h3>
        <div className="uni-form__row">
          {SERVICE_LINKS.map((field) => (
            <div key={field}>{text(field)}</div>
          ))}
        </div>
        <p className="field__hint">{TEXTS.linkHint}</p>
      </section>

      <section className="uni-form__section" aria-labelledby="uni-faculties">
        <h3 id="uni-faculties" className="uni-form__section-title">
          {TEXTS.sections.faculties}
        </h3>
        <FacultyItems
          items={state.faculties}
          onAdd={(group) => setState((s) => ({ ...s, faculties: addFaculty(s.faculties, group) }))}
          serverMessages={sourceErrors}
          onChange={(key, patch) => {
            setState((s) => ({ ...s, faculties: changeFaculty(s.faculties, key, patch) }));
            if (sourceErrors[key]) setSourceErrors(({ [key]: _changed, ...rest }) => rest);
          }}
          onSave={(key) => setState((s) => ({ ...s, faculties: saveItem(s.faculties, key) }))}
          onOpen={(key) => setState((s) => ({ ...s, faculties: openItem(s.faculties, key) }))}
          onCancel={(key) => setState((s) => ({ ...s, faculties: cancelItem(s.faculties, key) }))}
          onRemove={(key) => setState((s) => ({ ...s, faculties: removeFaculty(s.faculties, key) }))}
          onMove={(key, step) => setState((s) => ({ ...s, faculties: moveFacultyItem(s.faculties, key, step) }))}
        />
      </section>

      <div className="uni-form__section">
        <PlaceItems kind="dorms" items={state.dorms} {...placeHandlers('dorms')} />
      </div>
      <div className="uni-form__section">
        <PlaceItems kind="transportation" items={state.transportation} {...placeHandlers('transportation')} />
      </div>
      {mode === 'edit' && <p className="field__hint">{TEXTS.removedNote}</p>}

      <div className="uni-form__submit">
        <SubmitButton busy={busy} busyLabel={mode === 'add' ? TEXTS.adding : TEXTS.saving}>
          {mode === 'add' ? TEXTS.addSubmit : TEXTS.editSubmit}
        </SubmitButton>
      </div>
    </form>
  );
}
