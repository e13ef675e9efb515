import { useState } from 'react';
import { STALE_WRITE_MESSAGE, STALE_WRITE_RELOAD, rebaseEdit } from '@dalil/domain/rules';
import { ApiError, errorMessageFrom } from '@/lib/api-client';

/**
 * A staff save refused because someone saved the record after it was opened (409, domain
 * `concurrency.ts`). The form keeps what was typed; «إعادة التحميل» brings it onto the record as it
 * is now (`rebaseEdit`) so the person can look and save again.
 */
export const isStaleWrite = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && errorMessageFrom(error.body) === STALE_WRITE_MESSAGE;

export function StaleWriteAlert({ onReload }: { onReload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="stale-write" role="alert">
      <p className="stale-write__message">{STALE_WRITE_MESSAGE}</p>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onReload();
          } finally {
            setBusy(false);
          }
        }}
      >
        {STALE_WRITE_RELOAD}
      </button>
    </div>
  );
}

/**
 * A form's values that follow the record's version: while `version` stays, they are what the
 * person types; when it changes under the open form (the record reloaded after a refused save),
 * they move onto `initial` keeping each field the person changed (`rebaseEdit`). `opened` is
 * the record's values the form now stands on (for "has anything changed").
 */
export function useRebasedValues<T extends object>(initial: T, version: string | null | undefined) {
  const [values, setValues] = useState(initial);
  const [opened, setOpened] = useState(initial);
  const [seen, setSeen] = useState(version);
  if (version !== seen) {
    // Rebased during render, as React's derived-state pattern does.
    setSeen(version);
    setValues(rebaseEdit(opened, values, initial));
    setOpened(initial);
  }
  return { values, setValues, opened };
}
