import { useState } from 'react';
import { STALE_WRITE_MESSAGE, STALE_WRITE_RELOAD } from '@dalil/domain';
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
