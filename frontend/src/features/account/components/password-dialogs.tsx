import { useState, type FormEvent } from 'react';
import { ACCOUNT_PAGE_MESSAGES } from '@dalil/domain/rules';
import { passwordError } from '@dalil/domain/validation';
import { Dialog } from '@/components/dialog';
import { PasswordField } from '@/components/fields';
import { SubmitButton } from '@/components/submit-button';
import type { ToastKind } from '@/components/toasts';
import { replaceToken } from '@/lib/session';
import { changePassword } from '../api/account';

type Notify = (kind: ToastKind, text: string) => void;

/** New password and confirmation; they must match (spec 2 §5). */
function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return ACCOUNT_PAGE_MESSAGES.passwordsMismatch;
  return passwordError(password, 'يرجى إدخال كلمة المرور الجديدة');
}

export function ChangePasswordDialog({
  userId,
  onClose,
  notify,
}: {
  userId: string;
  onClose: () => void;
  notify: Notify;
}) {
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
    <Dialog title="تغيير كلمة المرور" onClose={onClose} size="small">
      <form className="form" onSubmit={submit} noValidate>
        <PasswordField
          label="كلمة المرور الجديدة"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="تأكيد كلمة المرور"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <SubmitButton busy={busy} busyLabel="جارٍ الحفظ...">
            تغيير كلمة المرور
          </SubmitButton>
          <button type="button" className="button button--ghost" onClick={onClose}>
            إلغاء
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteAccountDialog({
  onConfirm,
  onClose,
  busy,
}: {
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  return (
    <Dialog title="حذف الحساب" onClose={busy ? undefined : onClose} size="small">
      <p>هل أنت متأكد من أنك تريد حذف حسابك؟ لا يمكن التراجع عن هذا الإجراء.</p>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy} data-autofocus>
          إلغاء
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'جارٍ الحذف...' : 'نعم، احذف حسابي'}
        </button>
      </div>
    </Dialog>
  );
}
