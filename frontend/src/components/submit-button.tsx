import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** While true the button is disabled and shows `busyLabel` (spec 3 §4: 'جارٍ الحفظ...'). */
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
  tone?: 'primary' | 'danger';
};

/** A form's submit button: disabled and relabelled while the form is being sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  tone = 'primary',
  className = '',
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button button--${tone} ${className}`.trim()}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
