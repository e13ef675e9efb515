import { formatStaffDateTime } from '@dalil/domain/rules';
import { contactStatus } from '@dalil/domain/validation';
import { Dialog } from '@/components/dialog';
import type { ContactMessageRecord } from '../api/messages';
import { STATUS_LABELS, TEXTS } from '../texts';

/** The whole message (opening it marks it read: the page does that), and the stored reply. */
export function MessageDialog({
  message,
  onClose,
  onReply,
}: {
  message: ContactMessageRecord;
  onClose: () => void;
  onReply: () => void;
}) {
  const status = contactStatus(message.status);
  return (
    <Dialog
      title={TEXTS.messageTitle(message.name || message.email || '')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {TEXTS.close}
          </button>
          <button type="button" className="button button--primary" onClick={onReply}>
            {TEXTS.reply}
          </button>
        </>
      }
    >
      <dl className="detail-list">
        <div>
          <dt>{TEXTS.email}</dt>
          <dd dir="ltr">{message.email}</dd>
        </div>
        {message.phone && (
          <div>
            <dt>{TEXTS.phone}</dt>
            <dd dir="ltr">{message.phone}</dd>
          </div>
        )}
        <div>
          <dt>{TEXTS.receivedAt}</dt>
          <dd>{formatStaffDateTime(message.createdAt)}</dd>
        </div>
        <div>
          <dt>{TEXTS.message}</dt>
          <dd>{message.message}</dd>
        </div>
        {status === 'replied' && message.response && (
          <div>
            <dt>
              {TEXTS.response} ({STATUS_LABELS.replied})
            </dt>
            <dd>{message.response}</dd>
          </div>
        )}
      </dl>
    </Dialog>
  );
}
