import { useId, type FormEvent } from 'react';
import {
  type YearLabels,
  FINDER_CERTIFICATE_LABELS,
  FINDER_CERTIFICATES,
  FINDER_SECTION_LABELS,
  FINDER_YEAR_LABELS,
  FINDER_YEARS,
  SECTIONS_BY_CERTIFICATE,
  SCORE_MODES,
  SCORE_MODE_LABELS,
  certificateMaxima,
  certificateYearLabel,
  needsYear,
  sanitizePercentageInput,
  finderScoreLabel,
  typesMaximum,
  type FinderCertificate,
  type FinderSection,
  type FinderYear,
  type ScoreFinderErrors,
  type ScoreFinderForm,
  type ScoreMode,
} from '@dalil/domain/rules';

export interface ScoreFormProps {
  form: ScoreFinderForm;
  errors: ScoreFinderErrors;
  /** Which fields show their message (touched, or after a search from the URL). */
  shown: Partial<Record<keyof ScoreFinderForm, boolean>>;
  loading: boolean;
  onCertificate: (value: FinderCertificate | '') => void;
  onYear: (value: FinderYear | '') => void;
  onSection: (value: FinderSection | '') => void;
  onPercentage: (value: string) => void;
  /** Percentage or raw marks (offered where the certificate's maximum is known). */
  onMode: (value: ScoreMode) => void;
  onMarks: (value: string) => void;
  onMaximum: (value: string) => void;
  onBlur: (field: keyof ScoreFinderForm) => void;
  onSubmit: () => void;
  /** The academic year each column stands for (`useAcademicYearLabels`); the ordinals without it. */
  yearLabels?: YearLabels;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="assistant-field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** Spec 2 §2.3 and §5: the fields appear in turn; the button is disabled while invalid or loading. */
export function ScoreForm({
  form,
  errors,
  shown,
  loading,
  onCertificate,
  onYear,
  onSection,
  onPercentage,
  onMode,
  onMarks,
  onMaximum,
  onBlur,
  onSubmit,
  yearLabels,
}: ScoreFormProps) {
  const id = useId();
  const invalid = Object.keys(errors).length > 0;
  const errorOf = (field: keyof ScoreFinderForm) => (shown[field] ? errors[field] : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && !loading) onSubmit();
  };
  const showYear = needsYear(form.certificate);
  const sections = form.certificate ? SECTIONS_BY_CERTIFICATE[form.certificate] : [];
  const maxima = certificateMaxima(form.certificate);
  // Thanaweya's maxima are listed; any other certificate's maximum is typed from the certificate.
  const typed = typesMaximum(form.certificate);
  const marksOffered = maxima.length > 0 || typed;
  const mode: ScoreMode = marksOffered && form.mode === 'marks' ? 'marks' : 'percent';

  return (
    <form
      className="assistant-form card-surface assistant-form--score"
      onSubmit={submit}
      noValidate
      aria-label="بيانات البحث"
    >
      <div className="field field--frame assistant-field">
        <label htmlFor={`${id}-cert`}>نوع الشهادة</label>
        <select
          id={`${id}-cert`}
          value={form.certificate}
          onChange={(e) => onCertificate(e.target.value as FinderCertificate | '')}
          onBlur={() => onBlur('certificate')}
          aria-invalid={Boolean(errorOf('certificate'))}
          aria-describedby={errorOf('certificate') ? `${id}-cert-error` : undefined}
        >
          <option value="">اختر نوع الشهادة</option>
          {FINDER_CERTIFICATES.map((c) => (
            <option key={c} value={c}>
              {FINDER_CERTIFICATE_LABELS[c]}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-cert-error`} message={errorOf('certificate')} />
      </div>

      {showYear && (
        <div className="field field--frame assistant-field">
          <label htmlFor={`${id}-year`}>سنة الشهادة</label>
          <select
            id={`${id}-year`}
            value={form.year}
            onChange={(e) => onYear(e.target.value as FinderYear | '')}
            onBlur={() => onBlur('year')}
            aria-invalid={Boolean(errorOf('year'))}
            aria-describedby={errorOf('year') ? `${id}-year-error` : undefined}
          >
            <option value="">اختر سنة شهادتك</option>
            {FINDER_YEARS.map((y) => (
              <option key={y} value={y}>
                {certificateYearLabel(yearLabels?.[y] ?? FINDER_YEAR_LABELS[y])}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-year-error`} message={errorOf('year')} />
        </div>
      )}

      {showYear && form.year && (
        <div className="field field--frame assistant-field">
          <label htmlFor={`${id}-section`}>الشعبة</label>
          <select
            id={`${id}-section`}
            value={form.section}
            onChange={(e) => onSection(e.target.value as FinderSection | '')}
            onBlur={() => onBlur('section')}
            aria-invalid={Boolean(errorOf('section'))}
            aria-describedby={errorOf('section') ? `${id}-section-error` : undefined}
          >
            <option value="">اختر الشعبة</option>
            {sections.map((s) => (
              <option key={s} value={s}>
                {FINDER_SECTION_LABELS[s]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-section-error`} message={errorOf('section')} />
        </div>
      )}

      {marksOffered && (
        <fieldset className="assistant-mode">
          <legend>طريقة إدخال المجموع</legend>
          {SCORE_MODES.map((m) => (
            <label key={m} className="assistant-mode__option">
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => onMode(m)} />
              {SCORE_MODE_LABELS[m]}
            </label>
          ))}
        </fieldset>
      )}

      {mode === 'percent' ? (
        <div className="field field--frame assistant-field">
          <label htmlFor={`${id}-score`}>{finderScoreLabel(form.certificate)}</label>
          <div className="assistant-field__suffix">
            <input
              id={`${id}-score`}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              placeholder="85.75"
              value={form.percentage}
              onChange={(e) => onPercentage(sanitizePercentageInput(e.target.value))}
              onBlur={() => onBlur('percentage')}
              aria-invalid={Boolean(errorOf('percentage'))}
              aria-describedby={errorOf('percentage') ? `${id}-score-error` : `${id}-score-hint`}
            />
            <span aria-hidden="true">%</span>
          </div>
          <p id={`${id}-score-hint`} className="assistant-hint">
            من 0 إلى 100، بخانتين عشريتين على الأكثر
          </p>
          <FieldError id={`${id}-score-error`} message={errorOf('percentage')} />
        </div>
      ) : (
        <div className="assistant-form__pair">
          <div className="field field--frame assistant-field">
            <label htmlFor={`${id}-marks`}>مجموع درجاتك</label>
            <input
              id={`${id}-marks`}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              placeholder="390.5"
              value={form.marks ?? ''}
              onChange={(e) => onMarks(sanitizePercentageInput(e.target.value))}
              onBlur={() => onBlur('marks')}
              aria-invalid={Boolean(errorOf('marks'))}
              aria-describedby={errorOf('marks') ? `${id}-marks-error` : undefined}
            />
            <FieldError id={`${id}-marks-error`} message={errorOf('marks')} />
          </div>
          <div className="field field--frame assistant-field">
            <label htmlFor={`${id}-maximum`}>الدرجة النهائية</label>
            {typed ? (
              <>
                <input
                  id={`${id}-maximum`}
                  inputMode="decimal"
                  autoComplete="off"
                  dir="ltr"
                  placeholder="500"
                  value={form.maximum ?? ''}
                  onChange={(e) => onMaximum(sanitizePercentageInput(e.target.value))}
                  onBlur={() => onBlur('maximum')}
                  aria-invalid={Boolean(errorOf('maximum'))}
                  aria-describedby={`${id}-maximum-hint${errorOf('maximum') ? ` ${id}-maximum-error` : ''}`}
                />
                <p id={`${id}-maximum-hint`} className="assistant-hint">
                  لا يذكر مصدر لدى الدليل الدرجة النهائية لهذه الشهادة: اكتبها كما هي في شهادتك.
                </p>
              </>
            ) : (
              <select
                id={`${id}-maximum`}
                value={form.maximum ?? ''}
                onChange={(e) => onMaximum(e.target.value)}
                onBlur={() => onBlur('maximum')}
                aria-invalid={Boolean(errorOf('maximum'))}
                aria-describedby={errorOf('maximum') ? `${id}-maximum-error` : undefined}
              >
                <option value="">اختر الدرجة النهائية</option>
                {maxima.map((m) => (
                  <option key={m.maximum} value={m.maximum}>
                    {m.label}
                  </option>
                ))}
              </select>
            )}
            <FieldError id={`${id}-maximum-error`} message={errorOf('maximum')} />
          </div>
        </div>
      )}

      <button type="submit" className="button button--primary" disabled={invalid || loading}>
        {loading ? 'جارٍ البحث...' : 'ابحث عن الكليات'}
      </button>
    </form>
  );
}
