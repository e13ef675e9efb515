import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, emailError, passwordError } from '@dalil/domain';
import { signIn, sendVerificationCode, type SignInAnswer } from '../api/auth';
import { signInErrorMessage, TEXTS } from '../texts';
import { Field } from './field';
import { PasswordInput } from '@/components/fields';

export interface SignInResult {
  answer: SignInAnswer;
  rememberMe: boolean;
}

/** Sign-in mode (spec 1 §2, §4, §5, §8). */
export function SignInForm({
  onSignedIn,
  onUnverified,
  onForgot,
  onSwitch,
  notify,
}: {
  onSignedIn: (result: SignInResult) => void;
  onUnverified: (email: string) => void;
  onForgot: (email: string) => void;
  onSwitch: () => void;
  notify: (kind: 'success' | 'error' | 'warning', text: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null; form?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() && !password) {
      setErrors({ form: ACCOUNT_MESSAGES.credentialsEmpty });
      return;
    }
    const next = { email: emailError(email), password: passwordError(password) };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    const normalized = email.trim().toLowerCase();
    try {
      const answer = await signIn({ email: normalized, password, rememberMe });
      if (answer.isEmailVerified === false || !answer.token) {
        notify('warning', TEXTS.unverified);
        try {
          await sendVerificationCode(normalized);
        } catch {
          notify('error', TEXTS.verificationMailFailed);
        }
        onUnverified(normalized);
        return;
      }
      onSignedIn({ answer, rememberMe });
    } catch (error) {
      const text = signInErrorMessage(error);
      setErrors({ form: text });
      notify('error', text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="تسجيل الدخول">
      <Field id="signin-email" label="البريد الإلكتروني" error={errors.email}>
        <input
          id="signin-email"
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'signin-email-error' : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (errors.email) setErrors((x) => ({ ...x, email: emailError(e.target.value) }));
          }}
          onBlur={() => email && setErrors((x) => ({ ...x, email: emailError(email) }))}
        />
      </Field>
      <Field id="signin-password" label="كلمة المرور" error={errors.password}>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          value={password}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'signin-password-error' : undefined}
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.password) setErrors((x) => ({ ...x, password: passwordError(e.target.value) }));
          }}
        />
      </Field>
      <div className="auth-form__row">
        <label className="auth-check">
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          <span>تذكرني</span>
        </label>
        <button type="button" className="auth-link" onClick={() => onForgot(email.trim())}>
          نسيت كلمة المرور؟
        </button>
      </div>
      {errors.form && (
        <p className="note note--error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? 'جارٍ تسجيل الدخول…' : 'تسجيل الدخول'}
      </button>
      <p className="auth-form__switch">
        ليس لديك حساب؟{' '}
        <button type="button" className="auth-link" onClick={onSwitch}>
          إنشاء حساب جديد
        </button>
      </p>
    </form>
  );
}
