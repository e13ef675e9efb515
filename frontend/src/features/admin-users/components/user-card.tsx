import { formatStaffDateTime } from '@dalil/domain/rules';
import { userFullName, userTypeOf } from '../model/admin-users';
import { RecordCard } from '@/components/record-card';
import type { AdminUser } from '../api/users';
import { TEXTS, TYPE_LABELS } from '../texts';
import { CompletionMailButton } from './completion-mail-button';

type Props = {
  user: AdminUser;
  isSelf: boolean;
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onMailSent: () => void;
};

/** The name a card, a dialog and the list's selection call a user by. */
export const userCardName = (user: AdminUser) => userFullName(user) || user.email || user._id;

/** One user: name, e-mail, phone, type and verification, registration time, and the actions. */
export function UserCard({ user, isSelf, onDetails, onEdit, onDelete, onMailSent }: Props) {
  const name = userCardName(user);
  const type = userTypeOf(user.user_type);
  return (
    <RecordCard
      name={name}
      title={
        <>
          {name}
          {isSelf && <span className="badge badge--info user-card__self">{TEXTS.you}</span>}
        </>
      }
      badges={
        <div className="user-card__badges">
          <span className="badge">{TYPE_LABELS[type]}</span>
          <span className={`badge ${user.isEmailVerified ? 'badge--good' : 'badge--warning'}`}>
            {user.isEmailVerified ? TEXTS.verified : TEXTS.unverified}
          </span>
        </div>
      }
      actions={[
        { label: TEXTS.details, onClick: onDetails },
        { label: TEXTS.edit, onClick: onEdit },
        {
          label: TEXTS.delete,
          onClick: onDelete,
          tone: 'danger',
          disabled: isSelf,
          title: isSelf ? TEXTS.ownDeleteLocked : undefined,
        },
      ]}
      extraActions={
        !user.isEmailVerified && (
          <CompletionMailButton request={{ userIds: [user._id] }} label={TEXTS.sendOne} onSent={onMailSent} />
        )
      }
    >
      <p className="record-card__line" dir="ltr">
        {user.email}
      </p>
      {user.phone_with_country_code && (
        <p className="record-card__line" dir="ltr">
          {user.phone_with_country_code}
        </p>
      )}
      <p className="record-card__meta">
        {TEXTS.createdAt}: {formatStaffDateTime(user.createdAt) || TEXTS.notAvailable}
      </p>
    </RecordCard>
  );
}
