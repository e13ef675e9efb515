import type { InputHTMLAttributes } from 'react';
import { CountryCodeSelect } from './country-code-select';
import { FieldShell, useFieldIds, type FieldBase } from './fields';

export type PhoneFieldProps = FieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'dir'> & {
    /** The dial code ('+20') and its change. */
    code: string;
    onCodeChange: (code: string) => void;
    /** The dial code is wrong (its message is the field's `error`). */
    codeInvalid?: boolean;
    /** Locks the dial code with the number (a form being sent). */
    codeDisabled?: boolean;
    /** The picker's narrow form and its search box's name (CountryCodeSelect). */
    compact?: boolean;
    searchLabel?: string;
    /** The kit's framed field (FieldFrame's look). */
    frame?: boolean;
  };

/**
 * A phone number with its country's dial code (spec 1 §2, §9; spec 2 §2.10): the label, the
 * searchable dial-code picker and the number left to right in one row, the hint and the error
 * under them. Every form that asks for a phone (contact, join us, sign-up) uses this one.
 */
export function PhoneField({
  label,
  hint,
  error,
  required,
  className,
  id,
  code,
  onCodeChange,
  codeInvalid,
  codeDisabled,
  compact,
  searchLabel,
  frame,
  ...input
}: PhoneFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell
      {...{ label, hint, error, required }}
      className={[frame ? 'field--frame' : '', className ?? ''].join(' ').trim() || undefined}
      {...ids}
    >
      <div className="phone-field" dir="ltr">
        <CountryCodeSelect
          value={code}
          onChange={onCodeChange}
          disabled={codeDisabled}
          invalid={codeInvalid}
          compact={compact}
          searchLabel={searchLabel}
        />
        <input
          id={ids.inputId}
          className="field__control"
          type="tel"
          dir="ltr"
          aria-required={required || undefined}
          {...ids.aria}
          {...input}
        />
      </div>
    </FieldShell>
  );
}
