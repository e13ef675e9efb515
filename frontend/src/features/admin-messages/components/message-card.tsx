import type { ReactNode } from 'react';
import { formatStaffDateTime } from '@dalil/domain/rules';
import { contactStatus } from '@dalil/domain/validation';
import { RecordCard } from '@/components/record-card';
import type { ContactMessageRecord } from '../api/messages';
import { STATUS_LABELS, TEXTS } from '../texts';

const TONES = { pending: 'badge--warning', read: 'badge--info', replied: 'badge--good' } as const;

type Props = {
  message: ContactMessageRecord;
  /** The list's selection checkbox (ResourceList), in the card's head. */
  selectBox?: ReactNode;
  onOpen: () => void;
  onReply: () => void;
  onDelete: () => void;
};

/** One message: sender, status, time, the text, and open / reply / delete. */
export function MessageCard({ message, selectBox, onOpen, onReply, onDelete }: Props) {
  const status = contactStatus(message.status);
  const name = message.name || message.email || '';
  return (
    <RecordCard
      name={name}
      className={`message-card--${status}`}
      selectBox={selectBox}
      badges={<span className={`badge ${TONES[status]}`}>{STATUS_LABELS[status]}</span>}
      actions={[
        { label: TEXTS.open, onClick: onOpen },
        { label: TEXTS.reply, onClick: onReply, tone: 'primary' },
        { label: TEXTS.delete, onClick: onDelete, tone: 'danger' },
      ]}
    >
      <p className="record-card__line" dir="ltr">
        {message.email}
      </p>
      {message.phone && (
        <p className="record-card__line" dir="ltr">
          {message.phone}
        </p>
      )}
      <p className="record-card__meta">
        {TEXTS.receivedAt}: {formatStaffDateTime(message.createdAt)}
      </p>
      <p className="message-card__text">{message.message}</p>
      {status === 'replied' && message.response && (
        <p className="message-card__response">
          <strong>{TEXTS.response}: </strong>
          {message.response}
        </p>
      )}
    </RecordCard>
  );
}
