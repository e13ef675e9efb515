import { useId, type ReactNode } from 'react';

export type YesNo = '' | 'yes' | 'no';

export function TextField({ label, name, value, onChange, type = 'text', ltr, readOnly, required, multiline, placeholder }: {
  label: string; name: string; value: string; onChange: (v: string) => void; type?: string; ltr?: boolean; readOnly?: boolean; required?: boolean; multiline?: boolean; placeholder?: string;
}) {
  return (
    <label className="field">
      <span className="field__label">
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </span>
      {multiline ? (
        <textarea name={name} value={value} onChange={(e) => onChange(e.target.value)} rows={3} placeholder={placeholder} />
      ) : (
        <input name={name} type={type} value={value} onChange={(e) => onChange(e.target.value)} dir={ltr ? 'ltr' : undefined} readOnly={readOnly} aria-readonly={readOnly || undefined} placeholder={placeholder} />
      )}
    </label>
  );
}

/** A closed list with an 'other' option that opens a free-text field (spec 2 §2.10). */
export function ChoiceWithOther({ label, name, value, other, onChange, onOtherChange, options, otherLabel, required, children }: {
  label: string; name: string; value: string; other: string; onChange: (v: string) => void; onOtherChange: (v: string) => void;
  options: [string, string][]; otherLabel: string; required?: boolean; children?: ReactNode;
}) {
  return (
    <div className="field-group">
      <label className="field">
        <span className="field__label">
          {label}
          {required && <span className="field__required" aria-hidden="true"> *</span>}
        </span>
        <select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">اختر...</option>
          {children ?? options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
          <option value="other">أخرى</option>
        </select>
      </label>
      {value === 'other' && <TextField label={otherLabel} name={`${name}_other`} value={other} onChange={onOtherChange} />}
    </div>
  );
}

export function YesNoField({ legend, name, value, onChange }: { legend: string; name: string; value: YesNo; onChange: (v: YesNo) => void }) {
  const id = useId();
  return (
    <fieldset className="field yes-no">
      <legend className="field__label">
        {legend}
        <span className="field__required" aria-hidden="true"> *</span>
      </legend>
      <div className="yes-no__options">
        {(['yes', 'no'] as const).map((v) => (
          <label key={v} className="yes-no__option">
            <input type="radio" name={`${name}-${id}`} value={v} checked={value === v} onChange={() => onChange(v)} />
            <span>{v === 'yes' ? 'نعم' : 'لا'}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
