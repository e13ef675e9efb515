import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  AMERICAN_INPUT_MAXIMA,
  SAT_STEP,
  americanActResult,
  americanSatResult,
  equivalencyFinderSearch,
  formatEquivalency,
} from '@dalil/domain/rules';
import { paths } from '@/lib/paths';

/**
 * A result handed to the score finder (issue 24): a link with the percentage prefilled, or why it
 * cannot be (over 100 %: the finder never searches with it).
 */
function ToFinder({ name, value }: { name: string; value: number }) {
  const handoff = equivalencyFinderSearch(value);
  return handoff.ok ? (
    <Link className="button button--ghost button--small" to={`${paths.assistantScore}${handoff.search}`}>
      ابحث عن الكليات بمجموع {name} <bdi dir="ltr">{handoff.percent}%</bdi>
    </Link>
  ) : (
    <p className="assistant-field__error" role="status">
      {name}: {handoff.message}
    </p>
  );
}

const FIELDS = [
  { key: 'sat1', label: 'SAT 1', max: AMERICAN_INPUT_MAXIMA.sat1, step: SAT_STEP },
  { key: 'sat2', label: 'SAT 2', max: AMERICAN_INPUT_MAXIMA.sat2, step: SAT_STEP },
  { key: 'gpa', label: 'GPA', max: AMERICAN_INPUT_MAXIMA.gpa, step: 'any' },
  { key: 'actEnglish', label: 'ACT English', max: AMERICAN_INPUT_MAXIMA.actEnglish, step: 1 },
  { key: 'actReading', label: 'ACT Reading', max: AMERICAN_INPUT_MAXIMA.actReading, step: 1 },
  { key: 'actMath', label: 'ACT Math', max: AMERICAN_INPUT_MAXIMA.actMath, step: 1 },
] as const;
type Key = (typeof FIELDS)[number]['key'];

export const REQUIRED_MESSAGE = 'يرجى إدخال جميع الحقول بأرقام صحيحة';

/**
 * Spec 2 §2.2, §9: all six inputs are required; the maxima are input attributes only (the
 * formulas do not clamp). Both results are shown with 2 decimals in read-only fields.
 */
export function AmericanCalculator() {
  const [values, setValues] = useState<Record<Key, string>>({
    sat1: '',
    sat2: '',
    gpa: '',
    actEnglish: '',
    actReading: '',
    actMath: '',
  });
  const [result, setResult] = useState<{ sat: number; act: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const n = Object.fromEntries(
      FIELDS.map((f) => [f.key, values[f.key].trim() === '' ? NaN : Number(values[f.key])]),
    ) as Record<Key, number>;
    if (Object.values(n).some((v) => !Number.isFinite(v) || v < 0)) {
      setError(REQUIRED_MESSAGE);
      setResult(null);
      return;
    }
    setError(null);
    setResult({
      sat: americanSatResult(n.sat1, n.sat2, n.gpa),
      act: americanActResult(n.actEnglish, n.actReading, n.actMath),
    });
  };

  return (
    <form className="assistant-form card-surface" onSubmit={calculate} noValidate aria-label="الدبلومة الأمريكية">
      <div className="assistant-form__grid">
        {FIELDS.map((f) => (
          <div key={f.key} className="field field--frame assistant-field">
            <label htmlFor={`am-${f.key}`}>
              {f.label} <small>(حد أقصى {f.max})</small>
            </label>
            <input
              id={`am-${f.key}`}
              type="number"
              inputMode="decimal"
              dir="ltr"
              min={0}
              max={f.max}
              step={f.step}
              required
              value={values[f.key]}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      {error && (
        <p className="assistant-field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary">
        احسب
      </button>
      <div className="assistant-form__grid">
        <div className="field field--frame assistant-field">
          <label htmlFor="am-sat-total">المجموع بنظام SAT</label>
          <input id="am-sat-total" readOnly dir="ltr" value={result ? `${formatEquivalency(result.sat)}%` : ''} />
        </div>
        <div className="field field--frame assistant-field">
          <label htmlFor="am-act-total">المجموع بنظام ACT</label>
          <input id="am-act-total" readOnly dir="ltr" value={result ? `${formatEquivalency(result.act)}%` : ''} />
        </div>
      </div>
      {result && (
        <div className="assistant-handoff">
          <ToFinder name="SAT" value={result.sat} />
          <ToFinder name="ACT" value={result.act} />
        </div>
      )}
      <p className="assistant-hint">
        SAT = (SAT 1 + SAT 2) ÷ 3200 × 100 + GPA ÷ 40 × 100 — ACT = (English + Reading + Math) ÷ 108 × 100
      </p>
    </form>
  );
}
