import { useState, type FormEvent } from 'react';
import { sanitizeCode } from '@dalil/domain/rules';
import { codeError } from '@dalil/domain/validation';
import { Dialog } from '@/components/dialog';
import { sendVerificationCode, verifyCode, type VerifyAnswer } from '../api/auth';
import { serverMessageOr, TEXTS } from '../texts';
import { Field } from './field';

export function Spinner({ label }: { label: string }) {
  return (
    <span className="auth-spinner" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Sign-up e-mail confirmation (spec 1 §2): confirm or edit; the e-mail cannot change later. */
export function EmailConfirmDialog({
  email,
  onConfirm,
  onEdit,
}: {
  email: string;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  return (
    <Dialog title="تأكيد البريد الإلكتروني" onClose={onEdit}>
      <p>سيتم إنشاء حسابك بالبريد الإلكتروني التالي:</p>
      <p className="auth-dialog__email" dir="ltr">
        {email}
      </p>
      <p className="note note--warning">تنبيه: لا يمكن تغيير البريد الإلكتروني لاحقاً، تأكد من كتابته بشكل صحيح.</p>
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
        <Field id="verify-code" label="رمز التحقق" error={touched ? (problem ?? error) : error}>
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
        <p className="note">{TEXTS.spamHint}</p>
        <p className="note">{TEXTS.hourHint}</p>
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
