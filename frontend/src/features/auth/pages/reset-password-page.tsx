import '../auth.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_MESSAGES, passwordError } from '@dalil/domain/validation';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { resetPassword, verifyResetCode } from '@/lib/api/password-recovery';
import { Spinner } from '../components/auth-dialogs';
import { Field } from '../components/field';
import { PasswordInput } from '@/components/fields';
import { TEXTS } from '../texts';

type State = 'checking' | 'invalid-missing' | 'invalid-expired' | 'ready' | 'saving' | 'done';

/**
 * /reset-password?email&code (spec 1 §2, §5, §8): the link is checked on load (both values and
 * verify-reset-code), then two password fields with show/hide.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = (params.get('email') ?? '').trim().toLowerCase();
  const code = (params.get('code') ?? '').trim();
  const [state, setState] = useState<State>(email && code ? 'checking' : 'invalid-missing');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  usePageMeta({
    title: 'إعادة تعيين كلمة المرور',
    description: 'اختر كلمة مرور جديدة لحسابك في دليل.',
    path: paths.resetPassword,
  });

  // Another link in the address bar starts over (adjusted during render; the effect below checks it).
  const link = `${email}\n${code}`;
  const [shownLink, setShownLink] = useState(link);
  if (shownLink !== link) {
    setShownLink(link);
    setState(email && code ? 'checking' : 'invalid-missing');
  }

  useEffect(() => {
    if (!email || !code) return;
    let live = true;
    verifyResetCode(email, code).then(
      () => live && setState('ready'),
      () => live && setState('invalid-expired'),
    );
    return () => {
      live = false;
    };
  }, [email, code]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !code) return setError(TEXTS.resetLinkMissing);
    if (!password || !confirm) return setError(TEXTS.resetBothRequired);
    if (password !== confirm) return setError(ACCOUNT_MESSAGES.passwordsDiffer);
    const weak = passwordError(password, ACCOUNT_MESSAGES.newPasswordRequired);
    if (weak) return setError(weak);
    setError(null);
    setState('saving');
    try {
      await resetPassword(email, code, password);
      setState('done');
    } catch {
      setState('ready');
      setError(TEXTS.resetPageFailed);
    }
  };

  return (
    <div className="container page auth-page">
      <section className="auth-card card-surface auth-card--status" aria-labelledby="reset-title">
        <h1 id="reset-title">إعادة تعيين كلمة المرور</h1>
        {state === 'checking' && (
          <div className="auth-loading">
            <Spinner label="جارٍ التحقق" />
            <p>جارٍ التحقق من الرابط…</p>
          </div>
        )}
        {(state === 'invalid-missing' || state === 'invalid-expired') && (
          <>
            <p className="note note--error" role="alert">
              {state === 'invalid-missing' ? TEXTS.resetLinkMissing : TEXTS.resetLinkExpired}
            </p>
            <Link to={paths.login} className="button button--ghost">
              العودة إلى تسجيل الدخول
            </Link>
          </>
        )}
        {state === 'done' && (
          <>
            <p className="note note--success" role="status">
              {TEXTS.resetPageDone}
            </p>
            <Link to={paths.login} className="button button--primary">
              تسجيل الدخول
            </Link>
          </>
        )}
        {(state === 'ready' || state === 'saving') && (
          <form className="auth-form" onSubmit={submit} noValidate>
            <p>
              الحساب: <bdi dir="ltr">{email}</bdi>
            </p>
            <Field id="reset-page-password" label="كلمة المرور الجديدة">
              <PasswordInput
                id="reset-page-password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Field id="reset-page-confirm" label="تأكيد كلمة المرور">
              <PasswordInput
                id="reset-page-confirm"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </Field>
            {error && (
              <p className="note note--error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button button--primary auth-form__submit" disabled={state === 'saving'}>
              {state === 'saving' ? 'جارٍ الحفظ…' : 'تغيير كلمة المرور'}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
