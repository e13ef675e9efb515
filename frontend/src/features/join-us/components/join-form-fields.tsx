import { useId, type ReactNode } from 'react';
import { SelectField, TextAreaField, TextField as KitTextField } from '@/components/fields';

export type YesNo = '' | 'yes' | 'no';

/** A kit text field (or text area) that reports the new text; `ltr` for e-mail and numbers. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  ltr,
  readOnly,
  required,
  multiline,
  placeholder,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  ltr?: boolean;
  readOnly?: boolean;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
}) {
  const common = {
    label,
    name,
    value,
    required,
    placeholder,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return multiline ? (
    <TextAreaField {...common} rows={3} />
  ) : (
    <KitTextField
      {...common}
      type={type}
      dir={ltr ? 'ltr' : undefined}
      readOnly={readOnly}
      aria-readonly={readOnly || undefined}
    />
  );
}

/** A closed list with an 'other' option that opens a free-text field (spec 2 §2.10). */
export function ChoiceWithOther({
  label,
  name,
  value,
  other,
  onChange,
  onOtherChange,
  options,
  otherLabel,
  required,
  children,
}: {
  label: string;
  name: string;
  value: string;
  other: string;
  onChange: (v: string) => void;
  onOtherChange: (v: string) => void;
  options: [string, string][];
  otherLabel: string;
  required?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="field-group">
      <SelectField
        label={label}
        name={name}
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="اختر..."
      >
        {children ??
          options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        <option value="other">أخرى</option>
      </SelectField>
      {value === 'other' && (
        <TextField label={otherLabel} name={`${name}_other`} value={other} onChange={onOtherChange} />
      )}
    </div>
  );
}

export function YesNoField({
  legend,
  name,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  value: YesNo;
  onChange: (v: YesNo) => void;
}) {
  const id = useId();
  return (
    <fieldset className="field yes-no">
      <legend className="field__label">
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
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
