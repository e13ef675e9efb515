import { useState, type FormEvent } from 'react';
import { userFullName, userTypeOf, USER_TYPE_FILTERS } from '../model/admin-users';
import { isStaleWrite, StaleWriteAlert, useRebasedValues } from '@/components/admin/stale-write';
import { Dialog } from '@/components/dialog';
import { SelectField } from '@/components/fields';
import { SubmitButton } from '@/components/submit-button';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { ApiError } from '@/lib/api-client';
import { updateUserType, type AdminUser } from '../api/users';
import { TEXTS, TYPE_LABELS } from '../texts';

type Props = {
  user: AdminUser;
  isSelf: boolean;
  /** This user is the only SuperAdmin. */
  isLastSuperAdmin: boolean;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
  /** «إعادة التحميل» after a refused save: the user as stored now (the dialog then shows it). */
  onReload: () => Promise<unknown>;
};

const TYPE_OPTIONS = USER_TYPE_FILTERS.filter((t) => t !== 'all').map((t) => ({ value: t, label: TYPE_LABELS[t] }));

/**
 * Edit the user type (spec 3 §5: required; an unknown stored type is shown as other). The type is
 * locked for one's own account and for the last SuperAdmin (the server refuses both as well and
 * its message is shown if it does).
 */
export function UserEditDialog({ user, isSelf, isLastSuperAdmin, onClose, onSaved, onReload }: Props) {
  const { show } = useToasts();
  // Reloaded after a refused save (a newer `updatedAt`): the chosen type is kept when it was changed.
  const { values, setValues } = useRebasedValues({ type: userTypeOf(user.user_type) as string }, user.updatedAt);
  const { type } = values;
  const setType = (next: string) => setValues({ type: next });
  /** The save was refused: the user was saved by someone else since the dialog opened (409). */
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = isSelf || isLastSuperAdmin;
  const unknown =
    user.user_type && userTypeOf(user.user_type) === 'other' && user.user_type !== 'other' ? user.user_type : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type) {
      setError(TEXTS.typeRequired);
      return;
    }
    setBusy(true);
    try {
      const answer = await updateUserType(user, type);
      show('success', TEXTS.saved, TOAST_MS.staff);
      onSaved(answer.user);
    } catch (e) {
      if (isStaleWrite(e)) setStale(true);
      else show('error', e instanceof ApiError ? e.message : TEXTS.saveError, TOAST_MS.staff);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={TEXTS.editTitle(userFullName(user) || user.email || '')}
      onClose={busy ? undefined : onClose}
      size="small"
    >
      <UnsavedChangesPrompt when={!busy && !locked && type !== user.user_type} blockSearchChanges={false} />
      <form onSubmit={submit} noValidate>
        {stale && (
          <StaleWriteAlert
            onReload={async () => {
              await onReload();
              setStale(false);
            }}
          />
        )}
        <SelectField
          label={TEXTS.userType}
          required
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setError(null);
          }}
          options={TYPE_OPTIONS}
          placeholder={TEXTS.chooseType}
          disabled={locked || busy}
          error={error}
          hint={
            isSelf
              ? TEXTS.ownTypeLocked
              : isLastSuperAdmin
                ? TEXTS.lastSuperAdminLocked
                : unknown
                  ? TEXTS.unknownType(unknown)
                  : undefined
          }
        />
        <div className="dialog__footer">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {TEXTS.cancel}
          </button>
          <SubmitButton busy={busy} busyLabel={TEXTS.saving} disabled={locked || type === user.user_type}>
            {TEXTS.save}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
