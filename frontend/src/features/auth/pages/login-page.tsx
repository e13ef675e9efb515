import '../auth.css';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signUpFinalCheck, signUpPayload, type SignUpForm as SignUpValues } from '@dalil/domain/rules';
import { DEFAULT_USER_LOGO } from '@dalil/domain/validation';
import { PasswordRecoveryDialog } from '@/components/password-recovery-dialog';
import { useToasts } from '@/components/toasts';
import type { LoginLocationState } from '@/lib/guard';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { getSession, isAdmin, isExpired, saveSession, takeRedirectTarget } from '@/lib/session';
import { signUp, type SignInAnswer } from '../api/auth';
import { EmailConfirmDialog, LoadingDialog, VerificationDialog } from '../components/auth-dialogs';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { TEXTS } from '../texts';

/** Spec 1 §9: the sign-up spinner shows at least 400 ms. */
export const MIN_SPINNER_MS = 400;

type DialogState =
  | { kind: 'none' }
  | { kind: 'confirm'; values: SignUpValues }
  | { kind: 'loading' }
  | { kind: 'verify'; email: string }
  | { kind: 'forgot'; email: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [signUpKey, setSignUpKey] = useState(0);
  // Read before the guard's effect clears an expired session from storage (spec 1 §4).
  const [sessionExpired, setSessionExpired] = useState(
    () => Boolean((location.state as LoginLocationState | null)?.sessionExpired) || isExpired(getSession()),
  );
  const { show } = useToasts();
  const headingRef = useRef<HTMLHeadingElement>(null);

  usePageMeta({
    title: mode === 'signin' ? 'تسجيل الدخول' : 'إنشاء حساب',
    description: 'سجّل الدخول إلى دليل أو أنشئ حساباً مجانياً للوصول إلى أدلة الجامعات والمساعد الذكي.',
    path: paths.login,
  });

  /** Stores the session and leaves for the saved target, /admin for staff, else /account. */
  const finishSignIn = (answer: SignInAnswer, rememberMe: boolean) => {
    if (!answer.token) return;
    saveSession({
      token: answer.token,
      userId: answer._id,
      name: answer.name ?? '',
      user_type: answer.user_type,
      rememberMe,
    });
    const target = takeRedirectTarget();
    navigate(target ?? (isAdmin(answer.user_type) ? paths.admin : paths.account), { replace: true });
  };

  const switchMode = (next: 'signin' | 'signup') => {
    setMode(next);
    setSessionExpired(false);
    headingRef.current?.focus();
  };

  const register = async (values: SignUpValues) => {
    const final = signUpFinalCheck(values);
    if (final) {
      setDialog({ kind: 'none' });
      show('error', final);
      return;
    }
    setDialog({ kind: 'loading' });
    const payload = signUpPayload(values, DEFAULT_USER_LOGO);
    const [result] = await Promise.allSettled([signUp(payload), wait(MIN_SPINNER_MS)]);
    if (result.status === 'fulfilled') {
      show('success', TEXTS.registered);
      setSignUpKey((k) => k + 1);
      setDialog({ kind: 'verify', email: payload.email });
    } else {
      setDialog({ kind: 'none' });
      show('error', TEXTS.registerFailed);
    }
  };

  return (
    <div className="container page auth-page">
      <section className="auth-card card-surface" aria-labelledby="auth-title">
        <h1 id="auth-title" ref={headingRef} tabIndex={-1}>
          {mode === 'signin' ? 'تسجيل الدخول' : 'إنشاء حساب جديد'}
        </h1>
        <p className="auth-card__lead">
          {mode === 'signin' ? 'مرحباً بعودتك إلى دليل' : 'أنشئ حسابك المجاني في دليل خلال دقيقة'}
        </p>
        {sessionExpired && (
          <p className="note note--warning" role="alert">
            {TEXTS.sessionExpired}
          </p>
        )}
        <div className="auth-tabs" role="group" aria-label="اختر الوضع">
          <button
            type="button"
            className="auth-tab"
            aria-pressed={mode === 'signin'}
            onClick={() => switchMode('signin')}
          >
            تسجيل الدخول
          </button>
          <button
            type="button"
            className="auth-tab"
            aria-pressed={mode === 'signup'}
            onClick={() => switchMode('signup')}
          >
            حساب جديد
          </button>
        </div>
        {mode === 'signin' ? (
          <SignInForm
            notify={show}
            onSwitch={() => switchMode('signup')}
            onForgot={(email) => setDialog({ kind: 'forgot', email })}
            onUnverified={(email) => setDialog({ kind: 'verify', email })}
            onSignedIn={({ answer, rememberMe }) => {
              show('success', TEXTS.signedIn);
              finishSignIn(answer, rememberMe);
            }}
          />
        ) : (
          <SignUpForm
            key={signUpKey}
            onSwitch={() => switchMode('signin')}
            onValid={(values) => setDialog({ kind: 'confirm', values })}
          />
        )}
      </section>

      {dialog.kind === 'confirm' && (
        <EmailConfirmDialog
          email={dialog.values.email.trim().toLowerCase()}
          onEdit={() => {
            setDialog({ kind: 'none' });
            document.getElementById('signup-email')?.focus();
          }}
          onConfirm={() => void register(dialog.values)}
        />
      )}
      {dialog.kind === 'loading' && <LoadingDialog text="جارٍ إنشاء الحساب…" />}
      {dialog.kind === 'verify' && (
        <VerificationDialog
          email={dialog.email}
          notify={show}
          onClose={() => setDialog({ kind: 'none' })}
          onVerified={(answer) => {
            setMode('signin');
            setDialog({ kind: 'none' });
            show('success', TEXTS.verified);
            // verify-code signs the person in with a 24-hour token (spec 1 §4).
            finishSignIn(answer, false);
          }}
        />
      )}
      {dialog.kind === 'forgot' && (
        <PasswordRecoveryDialog
          place="signIn"
          initialEmail={dialog.email}
          onClose={() => setDialog({ kind: 'none' })}
          onDone={() => {
            setDialog({ kind: 'none' });
            switchMode('signin');
          }}
        />
      )}
    </div>
  );
}
