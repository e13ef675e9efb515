import type { ReactNode } from 'react';
import { contactStatus, formatStaffDateTime } from '@dalil/domain';
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
    <article className={`card record-card message-card--${status}`}>
      <div className="record-card__head">
        {selectBox}
        <h2 className="record-card__title">{name}</h2>
        <span className={`badge ${TONES[status]}`}>{STATUS_LABELS[status]}</span>
      </div>
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
      <div className="record-card__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onOpen}
          aria-label={`${TEXTS.open}: ${name}`}
        >
          {TEXTS.open}
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={onReply}
          aria-label={`${TEXTS.reply}: ${name}`}
        >
          {TEXTS.reply}
        </button>
        <button
          type="button"
          className="button button--danger button--small"
          onClick={onDelete}
          aria-label={`${TEXTS.delete}: ${name}`}
        >
          {TEXTS.delete}
        </button>
      </div>
    </article>
  );
}
