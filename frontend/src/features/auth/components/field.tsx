import type { ReactNode } from 'react';

/** Label, control and its message; the control gets aria-describedby via `errorId`. */
export function Field({ id, label, error, children, hint }: { id: string; label: string; error?: string | null; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}`}>
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      {children}
      {hint && <p className="auth-field__hint">{hint}</p>}
      {error && (
        <p className="auth-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
