import { useEffect, useRef, useState } from 'react';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import { sendCompletionMails } from '../api/users';
import { TEXTS } from '../texts';

/** Spec 3 §9: the verification button is enabled again 1.5 s after a success. */
export const COMPLETION_BUTTON_COOLDOWN_MS = 1500;

type Props = {
  request: { userIds: string[] } | { allUnverified: true };
  label: string;
  disabled?: boolean;
  className?: string;
  onSent?: () => void;
};

/**
 * Sends account-completion mails and reports 'sent to N users, failed for M' (and the skipped) in a
 * toast. Disabled while sending and for 1.5 s after a success; the server's message on refusal.
 */
export function CompletionMailButton({
  request,
  label,
  disabled,
  className = 'button button--ghost button--small',
  onSent,
}: Props) {
  const { show } = useToasts();
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = async () => {
    setState('sending');
    try {
      const result = await sendCompletionMails(request);
      show(result.failed ? 'warning' : 'success', TEXTS.report(result), TOAST_MS.staff);
      setState('done');
      timer.current = window.setTimeout(() => setState('idle'), COMPLETION_BUTTON_COOLDOWN_MS);
      onSent?.();
    } catch (error) {
      show('error', error instanceof ApiError ? error.message : TEXTS.sendError, TOAST_MS.staff);
      setState('idle');
    }
  };

  return (
    <button
      type="button"
      className={className}
      onClick={send}
      disabled={disabled || state !== 'idle'}
      aria-busy={state === 'sending' || undefined}
    >
      {state === 'sending' ? TEXTS.sending : state === 'done' ? TEXTS.sent : label}
    </button>
  );
}
