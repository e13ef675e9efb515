import '../auth.css';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { verifyCode } from '../api/auth';
import { Spinner } from '../components/auth-dialogs';
import { serverMessageOr, TEXTS } from '../texts';

/** One call per link, also when StrictMode runs the effect twice (the code is single use). */
const checks = new Map<string, ReturnType<typeof verifyCode>>();

type State = { kind: 'loading' } | { kind: 'done' } | { kind: 'error'; text: string };

/** /verify?email&code (spec 1 §2, §5, §8): loading, then success with a login link, or an error. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const email = (params.get('email') ?? '').trim().toLowerCase();
  const code = (params.get('code') ?? '').trim();
  const [state, setState] = useState<State>(() =>
    email && code ? { kind: 'loading' } : { kind: 'error', text: TEXTS.verifyLinkInvalid },
  );

  usePageMeta({
    title: 'تأكيد البريد الإلكتروني',
    description: 'تأكيد البريد الإلكتروني لحسابك في دليل.',
    path: paths.verify,
  });

  // Another link in the address bar starts over (adjusted during render; the effect below checks it).
  const link = `${email}\n${code}`;
  const [shownLink, setShownLink] = useState(link);
  if (shownLink !== link) {
    setShownLink(link);
    setState(email && code ? { kind: 'loading' } : { kind: 'error', text: TEXTS.verifyLinkInvalid });
  }

  useEffect(() => {
    if (!email || !code) return;
    let live = true;
    // The page confirms the address only; it does not sign in (the login link does).
    const key = `${email}\n${code}`;
    if (!checks.has(key)) checks.set(key, verifyCode(email, code));
    (checks.get(key) as ReturnType<typeof verifyCode>).then(
      () => live && setState({ kind: 'done' }),
      (error) => live && setState({ kind: 'error', text: serverMessageOr(error, TEXTS.verifyPageFailed) }),
    );
    return () => {
      live = false;
    };
  }, [email, code]);

  return (
    <div className="container page auth-page">
      <section className="auth-card card-surface auth-card--status" aria-labelledby="verify-title" aria-live="polite">
        <h1 id="verify-title">تأكيد البريد الإلكتروني</h1>
        {state.kind === 'loading' && (
          <div className="auth-loading">
            <Spinner label="جارٍ التحقق" />
            <p>جارٍ التحقق من بريدك الإلكتروني…</p>
          </div>
        )}
        {state.kind === 'done' && (
          <>
            <p className="note note--success">{TEXTS.verifyPageDone}</p>
            <Link to={paths.login} className="button button--primary">
              تسجيل الدخول
            </Link>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <p className="note note--error" role="alert">
              {state.text}
            </p>
            <Link to={paths.login} className="button button--ghost">
              العودة إلى تسجيل الدخول
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
