import { signInErrors } from '@dalil/domain/rules';
import { useDomainForm } from '@/components/use-domain-form';
import { signIn, sendVerificationCode, type SignInAnswer } from '../api/auth';
import { signInErrorMessage, TEXTS } from '../texts';
import { Field } from './field';
import { PasswordInput } from '@/components/fields';

export interface SignInResult {
  answer: SignInAnswer;
  rememberMe: boolean;
}

/** Sign-in mode (spec 1 §2, §4, §5, §8); a field is checked when left and again as it is mended. */
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
  const { values, set, blur, errors, formError, busy, onSubmit } = useDomainForm({
    initial: { email: '', password: '', rememberMe: false },
    fields: ['email', 'password'],
    check: signInErrors,
    validateOn: 'blur',
    send: async ({ email, password, rememberMe }) => {
      const normalized = email.trim().toLowerCase();
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
    },
    onFailure: (error) => {
      const text = signInErrorMessage(error);
      notify('error', text);
      return text;
    },
  });
  const aria = (field: 'email' | 'password') => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `signin-${field}-error` : undefined,
    onBlur: () => blur(field),
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="تسجيل الدخول">
      <Field id="signin-email" label="البريد الإلكتروني" error={errors.email}>
        <input
          id="signin-email"
          type="email"
          dir="ltr"
          autoComplete="email"
          value={values.email}
          {...aria('email')}
          onChange={(e) => set('email', e.target.value)}
        />
      </Field>
      <Field id="signin-password" label="كلمة المرور" error={errors.password}>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          value={values.password}
          {...aria('password')}
          onChange={(e) => set('password', e.target.value)}
        />
      </Field>
      <div className="auth-form__row">
        <label className="auth-check">
          <input type="checkbox" checked={values.rememberMe} onChange={(e) => set('rememberMe', e.target.checked)} />
          <span>تذكرني</span>
        </label>
        <button type="button" className="auth-link" onClick={() => onForgot(values.email.trim())}>
          نسيت كلمة المرور؟
        </button>
      </div>
      {formError && (
        <p className="note note--error" role="alert">
          {formError}
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
