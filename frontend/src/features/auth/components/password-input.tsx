import { useState, type InputHTMLAttributes } from 'react';

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="auth-password">
      <input {...props} type={shown ? 'text' : 'password'} dir="ltr" />
      <button
        type="button"
        className="auth-password__toggle"
        aria-label={shown ? 'إخفاء كلمة المرور' : 'إظهار كلمة المرور'}
        aria-pressed={shown}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? 'إخفاء' : 'إظهار'}
      </button>
    </div>
  );
}
