import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export interface FieldBase {
  label: ReactNode;
  /** Help under the field, read after the label (aria-describedby). */
  hint?: ReactNode;
  /** The validation message; sets aria-invalid and is read with the field. */
  error?: string | null;
  /** Shows the required mark and sets aria-required. */
  required?: boolean;
  className?: string;
}

/** Ids for a field and its hint and error, and the aria attributes that tie them together. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | null | undefined) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    hintId,
    errorId,
    aria: { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined },
  };
}

/** Inside, field messages are not announced themselves: an `ErrorSummary` reads them all once. */
const Summarised = createContext(false);

/** Fields whose messages an `ErrorSummary` of the same form lists and announces. */
export function SummarisedFields({ children }: { children: ReactNode }) {
  return <Summarised.Provider value={true}>{children}</Summarised.Provider>;
}

/**
 * Every message of a form in one list, the one alert read out, for a spec whose messages
 * accumulate (the contact form): each also stands beside its field (the error-summary pattern).
 */
export function ErrorSummary({ messages, className }: { messages: readonly string[]; className?: string }) {
  if (!messages.length) return null;
  return (
    <ul className={className} role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

export function FieldShell({
  label,
  hint,
  error,
  required,
  className,
  inputId,
  hintId,
  errorId,
  children,
  as = 'label',
}: FieldBase & {
  inputId: string;
  hintId: string;
  errorId: string;
  children: ReactNode;
  as?: 'label' | 'legend';
}) {
  const summarised = useContext(Summarised);
  const mark = required ? (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
  const content = (
    <>
      {as === 'label' ? (
        <label className="field__label" htmlFor={inputId}>
          {label}
          {mark}
        </label>
      ) : (
        <legend className="field__label">
          {label}
          {mark}
        </legend>
      )}
      {children}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role={summarised ? undefined : 'alert'}>
          {error}
        </p>
      )}
    </>
  );
  return as === 'label' ? (
    <div className={`field${error ? ' field--invalid' : ''} ${className ?? ''}`.trim()}>{content}</div>
  ) : (
    <fieldset className={`field field--group${error ? ' field--invalid' : ''} ${className ?? ''}`.trim()}>
      {content}
    </fieldset>
  );
}

/**
 * Label, hint and error around a control the caller builds (a phone row, a password with its
 * toggle, a select filled by hand). The control takes `id`, and `aria-describedby` with
 * `${id}-hint` / `${id}-error` when they are shown; bare inputs, selects and text areas inside
 * get the kit's control style.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldBase & { id: string; children: ReactNode }) {
  return (
    <FieldShell
      {...{ label, hint, error, required }}
      className={`field--frame ${className ?? ''}`.trim()}
      inputId={id}
      hintId={`${id}-hint`}
      errorId={`${id}-error`}
    >
      {children}
    </FieldShell>
  );
}

export type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled text input (any text-like `type`: text, email, url, number, tel, password, search). */
export function TextField({ label, hint, error, required, className, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, required, className }} {...ids}>
      <input
        id={ids.inputId}
        className="field__control"
        aria-required={required || undefined}
        {...ids.aria}
        {...input}
      />
    </FieldShell>
  );
}

/** A password input (left to right) with a show/hide toggle beside it; for FieldFrame rows. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'dir'>) {
  const [shown, setShown] = useState(false);
  return (
    <span className="field__with-button">
      <input {...props} type={shown ? 'text' : 'password'} dir="ltr" />
      <button
        type="button"
        className="field__toggle"
        aria-pressed={shown}
        aria-label={shown ? 'إخفاء كلمة المرور' : 'إظهار كلمة المرور'}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? 'إخفاء' : 'إظهار'}
      </button>
    </span>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'dir'>;

/** A labelled password field with the show/hide toggle. */
export function PasswordField({ label, hint, error, required, className, id, ...input }: PasswordFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, required, className }} {...ids}>
      <PasswordInput
        id={ids.inputId}
        className="field__control"
        aria-required={required || undefined}
        {...ids.aria}
        {...input}
      />
    </FieldShell>
  );
}

export type TextAreaFieldProps = FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({ label, hint, error, required, className, id, rows = 4, ...input }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, required, className }} {...ids}>
      <textarea
        id={ids.inputId}
        className="field__control"
        rows={rows}
        aria-required={required || undefined}
        {...ids.aria}
        {...input}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    /** The choices; `children` (option elements) may add more after them. */
    options?: SelectOption[];
    /** A first, empty choice ('اختر...'), for fields without a default. */
    placeholder?: string;
  };

export function SelectField({
  label,
  hint,
  error,
  required,
  className,
  id,
  options = [],
  placeholder,
  children,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, required, className }} {...ids}>
      <select
        id={ids.inputId}
        className="field__control"
        aria-required={required || undefined}
        {...ids.aria}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}

/** A native date input (yyyy-mm-dd value); convert with the domain's date helpers at the edges. */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="date" dir="ltr" />;
}

export type CheckboxGroupProps = FieldBase & {
  name: string;
  options: SelectOption[];
  values: string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
};

/** Several choices under one legend; `values` keeps the order of `options`. */
export function CheckboxGroup({
  label,
  hint,
  error,
  required,
  className,
  name,
  options,
  values,
  onChange,
  disabled,
}: CheckboxGroupProps) {
  const ids = useFieldIds(undefined, hint, error);
  const toggle = (value: string, checked: boolean) => {
    const set = new Set(values);
    if (checked) set.add(value);
    else set.delete(value);
    onChange(options.map((o) => o.value).filter((v) => set.has(v)));
  };
  return (
    <FieldShell {...{ label, hint, error, required, className }} {...ids} as="legend">
      <div className="field__choices" {...ids.aria}>
        {options.map((o) => (
          <label key={o.value} className="field__choice">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={values.includes(o.value)}
              disabled={disabled || o.disabled}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

export type StarRatingInputProps = FieldBase & {
  value: number;
  onChange: (value: number) => void;
  max?: number;
};

/**
 * A 1–max star rating as a radio group: click a star, or arrow keys / Home / End on the focused
 * star (right to left: ArrowLeft raises). Sends a number.
 */
export function StarRatingInput({
  label,
  hint,
  error,
  required,
  className,
  value,
  onChange,
  max = 5,
}: StarRatingInputProps) {
  const ids = useFieldIds(undefined, hint, error);
  const groupRef = useRef<HTMLDivElement>(null);
  const set = (next: number) => {
    const clamped = Math.min(max, Math.max(1, next));
    onChange(clamped);
    groupRef.current?.querySelector<HTMLElement>(`[data-star="${clamped}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: 1, ArrowUp: 1, ArrowRight: -1, ArrowDown: -1 };
    if (event.key in moves) set((value || 0) + moves[event.key]);
    else if (event.key === 'Home') set(1);
    else if (event.key === 'End') set(max);
    else return;
    event.preventDefault();
  };
  return (
    <FieldShell {...{ label, hint, error, required, className }} {...ids} as="legend">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: the checked radio inside takes focus, not the group */}
      <div ref={groupRef} className="star-input" role="radiogroup" onKeyDown={onKeyDown} {...ids.aria}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            data-star={n}
            aria-checked={value === n}
            aria-label={`${n} من ${max}`}
            tabIndex={value === n || (!value && n === 1) ? 0 : -1}
            className={`star-input__star${n <= value ? ' star-input__star--on' : ''}`}
            onClick={() => set(n)}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </div>
    </FieldShell>
  );
}
