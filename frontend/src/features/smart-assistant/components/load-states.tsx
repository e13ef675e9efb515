import type { ReactNode } from 'react';

export function LoadingState({ label = 'جارٍ التحميل...' }: { label?: string }) {
  return (
    <div className="state" role="status" aria-live="polite">
      <span className="assistant-spinner" aria-hidden="true" /> {label}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button button--primary button--small" onClick={onRetry}>
          إعادة المحاولة
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="state">{children}</div>;
}
