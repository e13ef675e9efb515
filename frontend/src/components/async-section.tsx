import type { ReactNode } from 'react';

export interface AsyncSectionProps {
  isLoading: boolean;
  /** Any error: its text is not shown (the `errorText` is), it only selects the state. */
  error?: unknown;
  /** True when the data arrived and there is nothing to show. */
  isEmpty?: boolean;
  onRetry?: () => void;
  loadingText?: string;
  emptyText?: ReactNode;
  errorText?: ReactNode;
  retryLabel?: string;
  /** What the loading state shows instead of the spinner line (skeleton cards, say). */
  skeleton?: ReactNode;
  children: ReactNode;
}

/**
 * The four states of every list, in one place: loading (announced politely), error with a retry
 * button, empty, and the data. The error wins over stale data only when there is no data yet.
 */
export function AsyncSection({
  isLoading,
  error,
  isEmpty = false,
  onRetry,
  loadingText = 'جارٍ التحميل...',
  emptyText = 'لا توجد بيانات.',
  errorText = 'حدث خطأ أثناء تحميل البيانات.',
  retryLabel = 'إعادة المحاولة',
  skeleton,
  children,
}: AsyncSectionProps) {
  if (isLoading) {
    return (
      <div
        className={skeleton ? 'async-state--skeleton' : 'async-state async-state--loading'}
        role="status"
        aria-live="polite"
      >
        {skeleton ?? (
          <>
            <span className="spinner" aria-hidden="true" />
            <span>{loadingText}</span>
          </>
        )}
        {skeleton && <span className="visually-hidden">{loadingText}</span>}
      </div>
    );
  }
  if (error) {
    return (
      <div className="async-state async-state--error" role="alert">
        <p>{errorText}</p>
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {retryLabel}
          </button>
        )}
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className="async-state async-state--empty" role="status">
        <p>{emptyText}</p>
      </div>
    );
  }
  return <>{children}</>;
}
