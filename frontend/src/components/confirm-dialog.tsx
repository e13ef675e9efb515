import { useId, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** The question and any warnings, one paragraph each. */
  messages: ReactNode[];
  /** Shown above the messages: a logo and a name, say. */
  media?: ReactNode;
  confirmLabel: string;
  /** Label while `onConfirm` runs (e.g. 'جارٍ الحذف...'). */
  busyLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (the default). */
  tone?: 'danger' | 'primary';
  /** May return a promise: the buttons stay disabled until it settles; the caller closes the dialog. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/**
 * "Are you sure?" before anything destructive. Focus starts on cancel (the safe choice);
 * Escape and the overlay cancel unless the action is running.
 */
export function ConfirmDialog({
  title,
  messages,
  media,
  confirmLabel,
  busyLabel,
  cancelLabel = 'إلغاء',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const descriptionId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={title}
      role="alertdialog"
      size="small"
      describedBy={descriptionId}
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`button ${tone === 'danger' ? 'button--danger' : 'button--primary'}`}
            onClick={confirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {media && <div className="confirm__media">{media}</div>}
      <div id={descriptionId}>
        {messages.map((message, i) => (
          <p key={i} className={i === 0 ? 'confirm__question' : 'confirm__warning'}>
            {message}
          </p>
        ))}
      </div>
    </Dialog>
  );
}
