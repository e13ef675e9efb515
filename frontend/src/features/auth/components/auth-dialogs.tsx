import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, codeError, emailError, passwordError, sanitizeCode } from '@dalil/domain';
import { resetPassword, sendResetPasswordLink, sendVerificationCode, verifyCode, type VerifyAnswer } from '../api/auth';
import { serverMessageOr, TEXTS } from '../texts';
import { Dialog } from './dialog';
import { Field } from './field';
import { PasswordInput } from './password-input';

export function Spinner({ label }: { label: string }) {
  return (
    <span className="auth-spinner" role="status">
      <span className="auth-spinner__circle" aria-hidden="true" />
      <span className="auth-sr">{label}</span>
    </span>
  );
}

/** Sign-up e-mail confirmation (spec 1 §2): confirm or edit; the e-mail cannot change later. */
export function EmailConfirmDialog({ email, onConfirm, onEdit }: { email: string; onConfirm: () => void; onEdit: () => void }) {
  return (
    <Dialog title="تأكيد البريد الإلكتروني" onClose={onEdit}>
      <p>سيتم إنشاء حسابك بالبريد الإلكتروني التالي:</p>
      <p className="auth-dialog__email" dir="ltr">{email}</p>
      <p className="auth-note auth-note--warning">تنبيه: لا يمكن تغيير البريد الإلكتروني لاحقاً، تأكد من كتابته بشكل صحيح.</p>
      <div className="auth-dialog__actions">
        <button type="button" className="button button--primary" data-autofocus onClick={onConfirm}>
          تأكيد وإنشاء الحساب
        </button>
        <button type="button" className="button button--ghost" onClick={onEdit}>
          تعديل البريد
        </button>
      </div>
    </Dialog>
  );
}

export function LoadingDialog({ text }: { text: string }) {
  return (
    <Dialog title={text} className="auth-dialog--loading">
      <div className="auth-loading">
        <Spinner label="جارٍ التحميل" />
      </div>
    </Dialog>
  );
}

/** The 6-digit verification dialog (spec 1 §2, §4, §5). */
export function VerificationDialog({
  email,
  onVerified,
  onClose,
  notify,
}: {
  email: string;
  onVerified: (answer: VerifyAnswer) => void;
  onClose: () => void;
  notify: (kind: 'success' | 'error', text: string) => void;
}) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const problem = codeError(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setBusy('verify');
    setError(null);
    try {
      onVerified(await verifyCode(email, code));
    } catch (err) {
      const text = serverMessageOr(err, TEXTS.verifyFailed);
      setError(text);
      notify('error', text);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      await sendVerificationCode(email);
      notify('success', TEXTS.resent);
    } catch {
      notify('error', TEXTS.resendFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog title="تفعيل الحساب" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>
          أدخل رمز التحقق المكون من 6 أرقام الذي أرسلناه إلى <bdi dir="ltr">{email}</bdi>
        </p>
        <Field id="verify-code" label="رمز التحقق" error={touched ? problem ?? error : error}>
          <input
            id="verify-code"
            className="auth-code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            data-autofocus
            value={code}
            aria-invalid={touched && Boolean(problem)}
            onChange={(e) => {
              setCode(sanitizeCode(e.target.value));
              setTouched(true);
              setError(null);
            }}
          />
        </Field>
        <p className="auth-note">{TEXTS.spamHint}</p>
        <p className="auth-note">{TEXTS.hourHint}</p>
        <div className="auth-dialog__actions">
          <button type="submit" className="button button--primary" disabled={Boolean(problem) || busy !== null}>
            {busy === 'verify' ? 'جارٍ التحقق…' : 'تحقق'}
          </button>
          <button type="button" className="button button--ghost" onClick={resend} disabled={busy !== null}>
            {busy === 'resend' ? 'جارٍ الإرسال…' : 'إعادة إرسال الرمز'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Forgot password (spec 1 §2, §4): step 1 e-mail and send link, step 2 confirmation. */
export function ForgotPasswordDialog({
  initialEmail,
  onClose,
  onHaveCode,
  notify,
}: {
  initialEmail: string;
  onClose: () => void;
  onHaveCode: (email: string) => void;
  notify: (kind: 'success' | 'error', text: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [step, setStep] = useState<1 | 2>(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = email.trim() ? emailError(email) : ACCOUNT_MESSAGES.emailRequired;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await sendResetPasswordLink(email.trim().toLowerCase());
      setStep(2);
    } catch {
      setError(TEXTS.forgotFailed);
      notify('error', TEXTS.forgotFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="نسيت كلمة المرور" onClose={onClose}>
      {step === 1 ? (
        <form onSubmit={submit} noValidate>
          <p>أدخل بريدك الإلكتروني وسنرسل إليك رابط ورمز استعادة كلمة المرور.</p>
          <Field id="forgot-email" label="البريد الإلكتروني" error={error}>
            <input id="forgot-email" type="email" dir="ltr" autoComplete="email" data-autofocus value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <div className="auth-dialog__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'جارٍ الإرسال…' : 'إرسال رابط الاستعادة'}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              إلغاء
            </button>
          </div>
        </form>
      ) : (
        <div>
          <p className="auth-note auth-note--success" role="status">
            تم إرسال رابط استعادة كلمة المرور إلى <bdi dir="ltr">{email.trim()}</bdi>. يرجى التحقق من بريدك الإلكتروني
            (وصندوق الرسائل غير المرغوب فيها)، وإن لم تصلك الرسالة فأعد المحاولة بعد ساعة.
          </p>
          <div className="auth-dialog__actions">
            <button type="button" className="button button--primary" data-autofocus onClick={() => onHaveCode(email.trim().toLowerCase())}>
              لدي رمز الاستعادة
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              إغلاق
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** Reset dialog (spec 1 §2, §5): code, new password, confirmation; then back to sign-in. */
export function ResetPasswordDialog({
  email,
  onDone,
  onClose,
  notify,
}: {
  email: string;
  onDone: () => void;
  onClose: () => void;
  notify: (kind: 'success' | 'error', text: string) => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => setErrors({}), [email]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      code: codeError(code),
      password: passwordError(password, ACCOUNT_MESSAGES.newPasswordRequired),
      confirm: !confirm ? ACCOUNT_MESSAGES.confirmRequired : confirm !== password ? ACCOUNT_MESSAGES.passwordsDiffer : null,
    };
    setErrors(next);
    if (next.code || next.password || next.confirm) return;
    setBusy(true);
    try {
      await resetPassword(email, code, password);
      notify('success', TEXTS.resetDone);
      onDone();
    } catch {
      notify('error', TEXTS.resetFailed);
      setErrors({ form: TEXTS.resetFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="إعادة تعيين كلمة المرور" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>
          أدخل الرمز المرسل إلى <bdi dir="ltr">{email}</bdi> وكلمة المرور الجديدة.
        </p>
        <Field id="reset-code" label="رمز الاستعادة" error={errors.code}>
          <input id="reset-code" inputMode="numeric" dir="ltr" data-autofocus value={code} onChange={(e) => setCode(sanitizeCode(e.target.value))} />
        </Field>
        <Field id="reset-new" label="كلمة المرور الجديدة" error={errors.password}>
          <PasswordInput id="reset-new" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field id="reset-confirm" label="تأكيد كلمة المرور الجديدة" error={errors.confirm}>
          <PasswordInput id="reset-confirm" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
        {errors.form && <p className="auth-note auth-note--error">{errors.form}</p>}
        <div className="auth-dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'جارٍ الحفظ…' : 'تغيير كلمة المرور'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            إلغاء
          </button>
        </div>
      </form>
    </Dialog>
  );
}
