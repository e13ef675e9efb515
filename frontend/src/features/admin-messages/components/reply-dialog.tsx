import { useState, type FormEvent } from 'react';
import { canSendReply } from '../model/admin-messages';
import { Dialog } from '@/components/dialog';
import { TextAreaField } from '@/components/fields';
import { SubmitButton } from '@/components/submit-button';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { ApiError } from '@/lib/api-client';
import { sendReply, type ContactMessageRecord } from '../api/messages';
import { TEXTS } from '../texts';

type Props = { message: ContactMessageRecord; onClose: () => void; onReplied: (updated: ContactMessageRecord) => void };

/**
 * The reply (spec 3 §5: send disabled while blank). The server mails it and marks the message
 * replied only when the mail was accepted; a refusal leaves the dialog open with the text, the
 * server's message in a toast and the note that the message stays unanswered.
 */
export function ReplyDialog({ message, onClose, onReplied }: Props) {
  const { show } = useToasts();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSendReply(text)) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await sendReply(message, text.trim());
      show('success', TEXTS.replied, TOAST_MS.staff);
      onReplied(answer.data ?? { ...message, status: 'replied', response: text.trim() });
    } catch (e) {
      show('error', e instanceof ApiError ? e.message : TEXTS.replyError, TOAST_MS.staff);
      setFailure(TEXTS.replyNotSaved);
      setBusy(false);
    }
  };

  return (
    <Dialog title={TEXTS.replyTitle(message.name || message.email || '')} onClose={busy ? undefined : onClose}>
      <UnsavedChangesPrompt when={!busy && canSendReply(text)} blockSearchChanges={false} />
      <form onSubmit={submit} noValidate>
        <p className="reply-dialog__to">
          {TEXTS.replyTo}: <span dir="ltr">{message.email}</span>
        </p>
        <blockquote className="reply-dialog__quote">{message.message}</blockquote>
        <TextAreaField
          label={TEXTS.replyLabel}
          hint={TEXTS.replyHint}
          required
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={busy}
          data-autofocus
        />
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        <div className="dialog__footer">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {TEXTS.cancel}
          </button>
          <SubmitButton busy={busy} busyLabel={TEXTS.sending} disabled={!canSendReply(text)}>
            {TEXTS.send}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
