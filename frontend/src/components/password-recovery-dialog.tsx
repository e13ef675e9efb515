import { useState, type FormEvent } from 'react';
import { sanitizeCode } from '@dalil/domain/rules';
import { ACCOUNT_MESSAGES, codeError, emailError, passwordError } from '@dalil/domain/validation';
import { ApiError } from '@/lib/api-client';
import { resetPassword, sendResetPasswordLink } from '@/lib/api/password-recovery';
import { Dialog } from './dialog';
import { PasswordField, TextField } from './fields';
import { SubmitButton } from './submit-button';
import { useToasts } from './toasts';

/**
 * The words of each place the recovery is offered from. `/Login` (spec 1 §2, §4) confirms that the
 * link was sent, then opens the code step under its own title; the account page (spec 2 §2.7) goes
 * straight from the e-mail to the code and the new password.
 */
const TEXTS = {
  signIn: {
    intro: 'أدخل بريدك الإلكتروني وسنرسل إليك رابط ورمز استعادة كلمة المرور.',
    send: 'إرسال رابط الاستعادة',
    sendFailed: 'تعذر إرسال رابط الاستعادة. تحقق من البريد الإلكتروني.',
    sentToast: null,
    confirmStep: true,
    resetTitle: 'إعادة تعيين كلمة المرور',
    codeLabel: 'رمز الاستعادة',
    confirmLabel: 'تأكيد كلمة المرور الجديدة',
    resetIntro: null,
    reset: 'تغيير كلمة المرور',
    resetFailed: 'تعذر تغيير كلمة المرور. تحقق من الرمز أو أعد المحاولة.',
    resetDone: 'تم تغيير كلمة المرور بنجاح، يمكنك الآن تسجيل الدخول',
    back: null,
  },
  account: {
    intro: 'سنرسل رمز تحقق من 6 أرقام إلى بريدك الإلكتروني.',
    send: 'إرسال الرمز',
    sendFailed: 'حدث خطأ أثناء إرسال رمز التحقق',
    sentToast: 'تم إرسال رمز التحقق إلى بريدك الإلكتروني',
    confirmStep: false,
    resetTitle: 'نسيت كلمة المرور',
    codeLabel: 'رمز التحقق',
    confirmLabel: 'تأكيد كلمة المرور',
    resetIntro: '(صالح لمدة ساعة، وقد يصل إلى مجلد الرسائل غير المرغوب فيها).',
    reset: 'إعادة تعيين كلمة المرور',
    resetFailed: 'حدث خطأ أثناء إعادة تعيين كلمة المرور',
    resetDone: 'تم إعادة تعيين كلمة المرور بنجاح',
    back: 'رجوع',
  },
} as const;

export type PasswordRecoveryPlace = keyof typeof TEXTS;

type Step = 'email' | 'sent' | 'reset';
type Errors = Partial<Record<'email' | 'code' | 'password' | 'confirm' | 'form', string | null>>;

/** A server message when it sent one, else the place's own words. */
const messageOf = (err: unknown, fallback: string, preferServer: boolean) =>
  preferServer && err instanceof ApiError && err.message ? err.message : fallback;

export interface PasswordRecoveryDialogProps {
  /** Where it is opened from: the words and steps differ slightly (see TEXTS). */
  place: PasswordRecoveryPlace;
  initialEmail: string;
  onClose: () => void;
  /**
   * After the new password is saved (the dialog has shown its toast), with the address and the
   * new password (the account page signs in again with them: a reset ends every earlier token).
   * Defaults to `onClose`.
   */
  onDone?: (reset: { email: string; password: string }) => void | Promise<void>;
}

/**
 * The one password-recovery flow: the e-mail, the mailed code and the new password twice, in one
 * dialog (focus moves to the first field of each step). Toasts say what happened.
 */
export function PasswordRecoveryDialog({
  place,
  initialEmail,
  onClose,
  onDone = onClose,
}: PasswordRecoveryDialogProps) {
  const t = TEXTS[place];
  const toasts = useToasts();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const address = email.trim().toLowerCase();
  const fromAccount = place === 'account';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setErrors({ email: problem });
    if (problem) return;
    setBusy(true);
    try {
      await sendResetPasswordLink(address);
      if (t.sentToast) toasts.show('info', t.sentToast);
      setStep(t.confirmStep ? 'sent' : 'reset');
    } catch (err) {
      const text = messageOf(err, t.sendFailed, fromAccount);
      setErrors({ email: text });
      if (!fromAccount) toasts.show('error', text);
    } finally {
      setBusy(false);
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      code: codeError(code),
      password: passwordError(password, ACCOUNT_MESSAGES.newPasswordRequired),
      confirm: !confirm
        ? ACCOUNT_MESSAGES.confirmRequired
        : confirm !== password
          ? ACCOUNT_MESSAGES.passwordsDiffer
          : null,
    };
    setErrors(next);
    if (next.code || next.password || next.confirm) return;
    setBusy(true);
    try {
      await resetPassword(address, code, password);
      toasts.show('success', t.resetDone);
      await onDone({ email: address, password });
    } catch (err) {
      const text = messageOf(err, t.resetFailed, fromAccount);
      setErrors({ form: text });
      if (!fromAccount) toasts.show('error', text);
    } finally {
      setBusy(false);
    }
  };

  const cancel = (
    <button type="button" className="button button--ghost" onClick={onClose}>
      إلغاء
    </button>
  );

  if (step === 'email') {
    return (
      <Dialog title="نسيت كلمة المرور" onClose={onClose} size="small">
        <form onSubmit={send} noValidate>
          <p className="field__hint">{t.intro}</p>
          <TextField
            label="البريد الإلكتروني"
            type="email"
            dir="ltr"
            autoComplete="email"
            data-autofocus
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <div className="button-row">
            <SubmitButton busy={busy} busyLabel="جارٍ الإرسال…">
              {t.send}
            </SubmitButton>
            {cancel}
          </div>
        </form>
      </Dialog>
    );
  }

  if (step === 'sent') {
    return (
      <Dialog title="نسيت كلمة المرور" onClose={onClose} size="small">
        <p className="note note--success" role="status">
          تم إرسال رابط استعادة كلمة المرور إلى <bdi dir="ltr">{address}</bdi>. يرجى التحقق من بريدك الإلكتروني (وصندوق
          الرسائل غير المرغوب فيها)، وإن لم تصلك الرسالة فأعد المحاولة بعد ساعة.
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog moves focus in only when it opens; a new step brings focus to its first control
            autoFocus
            onClick={() => setStep('reset')}
          >
            لدي رمز الاستعادة
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            إغلاق
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t.resetTitle} onClose={onClose} size="small">
      <form onSubmit={reset} noValidate>
        <p className="field__hint">
          {fromAccount ? 'أدخل الرمز الذي وصلك على ' : 'أدخل الرمز المرسل إلى '}
          <bdi dir="ltr">{address}</bdi> {t.resetIntro ?? 'وكلمة المرور الجديدة.'}
        </p>
        <TextField
          label={t.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          data-autofocus
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog moves focus in only when it opens; a new step brings focus to its first field
          autoFocus
          value={code}
          error={errors.code}
          onChange={(e) => setCode(sanitizeCode(e.target.value))}
        />
        <PasswordField
          label="كلمة المرور الجديدة"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={t.confirmLabel}
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="button-row">
          <SubmitButton busy={busy} busyLabel="جارٍ الحفظ…">
            {t.reset}
          </SubmitButton>
          {t.back ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setStep('email');
                setErrors({});
              }}
            >
              {t.back}
            </button>
          ) : (
            cancel
          )}
        </div>
      </form>
    </Dialog>
  );
}
