import { useState, type FormEvent } from 'react';
import {
  AS_GRADE_POINTS,
  A_LEVEL_GRADE_POINTS,
  IGCSE_GRADE_POINTS,
  IGCSE_SUBJECT_RANGES,
  igcseTotalPoints,
  type IgcseGrades,
} from '@dalil/domain/rules';

type Level = keyof IgcseGrades;
const LEVELS: Array<{ key: Level; label: string; table: Record<string, number>; range: readonly [number, number] }> = [
  { key: 'igcse', label: 'IGCSE', table: IGCSE_GRADE_POINTS, range: IGCSE_SUBJECT_RANGES.igcse },
  { key: 'as', label: 'AS Level', table: AS_GRADE_POINTS, range: IGCSE_SUBJECT_RANGES.as },
  { key: 'aLevel', label: 'A Level', table: A_LEVEL_GRADE_POINTS, range: IGCSE_SUBJECT_RANGES.aLevel },
];
const GRADE_ORDER: Record<Level, string[]> = {
  igcse: ['A*', 'A', 'B', 'C', '9', '8', '7', '6', '5', '4'],
  as: ['A', 'B', 'C', 'D'],
  aLevel: ['A', 'B', 'C', 'D'],
};

const resize = (list: string[], n: number) => Array.from({ length: n }, (_, i) => list[i] ?? '');

/**
 * Spec 2 §9 point tables. The spec does not say how the points make a total; Dalil adds the
 * points of every subject (the rule is written on the page).
 */
export function IgcseCalculator() {
  const [grades, setGrades] = useState<IgcseGrades>({ igcse: [''], as: [''], aLevel: [''] });
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const sum = igcseTotalPoints(grades);
    setTotal(sum);
    setError(sum === null ? 'يرجى اختيار تقدير كل مادة' : null);
  };

  return (
    <form className="assistant-form card-surface" onSubmit={calculate} noValidate aria-label="IGCSE">
      {LEVELS.map((level) => (
        <fieldset key={level.key} className="assistant-fieldset">
          <legend>{level.label}</legend>
          <div className="field field--frame assistant-field">
            <label htmlFor={`ig-${level.key}-count`}>عدد المواد</label>
            <select
              id={`ig-${level.key}-count`}
              value={grades[level.key].length}
              onChange={(e) => setGrades((g) => ({ ...g, [level.key]: resize(g[level.key], Number(e.target.value)) }))}
            >
              {Array.from({ length: level.range[1] - level.range[0] + 1 }, (_, i) => level.range[0] + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="assistant-form__grid">
            {grades[level.key].map((grade, i) => (
              <div key={i} className="field field--frame assistant-field">
                <label htmlFor={`ig-${level.key}-${i}`}>المادة {i + 1}</label>
                <select
                  id={`ig-${level.key}-${i}`}
                  value={grade}
                  required
                  onChange={(e) =>
                    setGrades((g) => ({
                      ...g,
                      [level.key]: g[level.key].map((x, j) => (j === i ? e.target.value : x)),
                    }))
                  }
                >
                  <option value="">التقدير</option>
                  {GRADE_ORDER[level.key].map((g) => (
                    <option key={g} value={g}>
                      {g} ({level.table[g]} نقاط)
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      {error && (
        <p className="assistant-field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary">
        احسب
      </button>
      <div className="field field--frame assistant-field">
        <label htmlFor="ig-total">مجموع النقاط</label>
        <input id="ig-total" readOnly dir="ltr" value={total === null ? '' : String(total)} />
      </div>
      <p className="assistant-hint">
        طريقة الحساب: المجموع = مجموع نقاط كل المواد (IGCSE وAS وA Level). نقاط IGCSE: ‎A* و A = 8، B = 7، C = 6،
        والدرجات الرقمية 9 إلى 4 بقيمتها. نقاط AS وA Level: A = 5، B = 4، C = 3، D = 2.
      </p>
    </form>
  );
}
