import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_PAGE_MESSAGES, CODE_LENGTH, codeError, emailError, passwordError } from '@dalil/domain';
import { ApiError } from '@/lib/api-client';
import { getSession, isRememberedSession, replaceToken } from '@/lib/session';
import { changePassword, resetPassword, sendResetCode, signInAgain } from '../api/account';
import { Modal } from './modal';
import type { NoticeKind } from './notice';

type Notify = (kind: NoticeKind, text: string) => void;

function PasswordField({ label, value, onChange, autoComplete = 'new-password' }: { label: string; value: string; onChange: (v: string) => void; autoComplete?: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <span className="field__with-button">
        <input id={id} type={shown ? 'text' : 'password'} value={value} onChange={(e) => onChange(e.target.value)} autoComplete={autoComplete} dir="ltr" />
        <button type="button" className="field__toggle" onClick={() => setShown((s) => !s)} aria-pressed={shown} aria-label={shown ? 'إخفاء كلمة المرور' : 'إظهار كلمة المرور'}>
          {shown ? 'إخفاء' : 'إظهار'}
        </button>
      </span>
    </div>
  );
}

/** New password and confirmation; they must match (spec 2 §5). */
function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return ACCOUNT_PAGE_MESSAGES.passwordsMismatch;
  return passwordError(password, 'يرجى إدخال كلمة المرور الجديدة');
}

export function ChangePasswordDialog({ userId, onClose, notify }: { userId: string; onClose: () => void; notify: Notify }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(password, confirm);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const answer = await changePassword(userId, password);
      // The change ended the page's token; the answer carries the one that replaces it.
      if (answer?.token) replaceToken(answer.token);
      notify('success', ACCOUNT_PAGE_MESSAGES.passwordChanged);
      onClose();
    } catch {
      setError(ACCOUNT_PAGE_MESSAGES.passwordChangeFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="تغيير كلمة المرور" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <PasswordField label="كلمة المرور الجديدة" value={password} onChange={setPassword} />
        <PasswordField label="تأكيد كلمة المرور" value={confirm} onChange={setConfirm} />
        {error && <p className="form__error" role="alert">{error}</p>}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'جارٍ الحفظ...' : 'تغيير كلمة المرور'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            إلغاء
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Forgot password inside the account (spec 2 §2.7): step 1 sends a code to the e-mail, step 2
 * takes the code and the new password. The spec does not show these calls; the public recovery
 * endpoints are used. Closing the dialog starts again at step 1 (it unmounts).
 */
export function ForgotPasswordDialog({ initialEmail, onClose, notify }: { initialEmail: string; onClose: () => void; notify: Notify }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await sendResetCode(email.trim().toLowerCase());
      notify('info', 'تم إرسال رمز التحقق إلى بريدك الإلكتروني');
      setStep(2);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'حدث خطأ أثناء إرسال رمز التحقق');
    } finally {
      setBusy(false);
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeError(code) ?? checkNewPassword(password, confirm);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const address = email.trim().toLowerCase();
      const session = getSession();
      await resetPassword(address, code, password);
      // Resetting one's own password ends every token, this page's too: sign in again with it.
      if (address === initialEmail.trim().toLowerCase()) {
        const renewed = await signInAgain(address, password, isRememberedSession(session)).catch(() => null);
        if (renewed?.token) replaceToken(renewed.token);
      }
      notify('success', 'تم إعادة تعيين كلمة المرور بنجاح');
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'حدث خطأ أثناء إعادة تعيين كلمة المرور');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="نسيت كلمة المرور" onClose={onClose}>
      {step === 1 ? (
        <form className="form" onSubmit={send} noValidate>
          <p className="form__hint">سنرسل رمز تحقق من 6 أرقام إلى بريدك الإلكتروني.</p>
          <label className="field">
            <span className="field__label">البريد الإلكتروني</span>
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} dir="ltr" autoComplete="email" />
          </label>
          {error && <p className="form__error" role="alert">{error}</p>}
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'جارٍ الإرسال...' : 'إرسال الرمز'}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              إلغاء
            </button>
          </div>
        </form>
      ) : (
        <form className="form" onSubmit={reset} noValidate>
          <p className="form__hint">أدخل الرمز الذي وصلك على <bdi dir="ltr">{email}</bdi> (صالح لمدة ساعة، وقد يصل إلى مجلد الرسائل غير المرغوب فيها).</p>
          <label className="field">
            <span className="field__label">رمز التحقق</span>
            <input
              inputMode="numeric"
              maxLength={CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
              dir="ltr"
              autoComplete="one-time-code"
            />
          </label>
          <PasswordField label="كلمة المرور الجديدة" value={password} onChange={setPassword} />
          <PasswordField label="تأكيد كلمة المرور" value={confirm} onChange={setConfirm} />
          {error && <p className="form__error" role="alert">{error}</p>}
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'جارٍ الحفظ...' : 'إعادة تعيين كلمة المرور'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => { setStep(1); setError(null); }}>
              رجوع
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

export function DeleteAccountDialog({ onConfirm, onClose, busy }: { onConfirm: () => void; onClose: () => void; busy: boolean }) {
  return (
    <Modal title="حذف الحساب" onClose={onClose}>
      <p>هل أنت متأكد من أنك تريد حذف حسابك؟ لا يمكن التراجع عن هذا الإجراء.</p>
      <div className="button-row">
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'جارٍ الحذف...' : 'نعم، احذف حسابي'}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          إلغاء
        </button>
      </div>
    </Modal>
  );
}
