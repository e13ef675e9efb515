import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '@/lib/ssr';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Spec 1 §9 / spec 2 §9: public notices last 5 s. Spec 3 §9: staff toasts 3 s, except universities and scholarships (5 s). */
export const TOAST_MS = { public: 5000, staff: 3000 } as const;

/** A button inside the toast (an undo): clicking it runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
}

export interface ToastApi {
  /** Shows a toast for `durationMs` (default: the provider's, 5 s), with an optional action, and returns its id. */
  show: (kind: ToastKind, text: string, durationMs?: number, action?: ToastAction) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS: Record<ToastKind, ReactNode> = {
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  error: <path d="M6 6l12 12M18 6L6 18" />,
  warning: <path d="M12 4l9 16H3L12 4zm0 6v4m0 3v.5" />,
  info: <path d="M12 8v.5M12 11v6M12 3a9 9 0 100 18 9 9 0 000-18z" />,
};

const KIND_LABEL: Record<ToastKind, string> = { success: 'تم', error: 'خطأ', warning: 'تنبيه', info: 'معلومة' };

/**
 * The one toast system: a provider at the app root, `useToasts()` anywhere below. Toasts sit in a
 * corner region outside any dialog (still reachable while one is open), each with an icon by type,
 * a close button, `role="alert"` for errors and `role="status"` otherwise.
 */
export function ToastProvider({
  children,
  defaultDurationMs = TOAST_MS.public,
}: {
  children: ReactNode;
  defaultDurationMs?: number;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) window.clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (kind: ToastKind, text: string, durationMs = defaultDurationMs, action?: ToastAction) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, text, action }]);
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), durationMs),
      );
      return id;
    },
    [defaultDurationMs, dismiss],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => window.clearTimeout(t));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  // The region is a portal into document.body: drawn once the page is the browser's (a page
  // rendered on the server has none to hydrate).
  const isClient = useIsClient();
  return (
    <ToastContext.Provider value={api}>
      {children}
      {isClient &&
        createPortal(
          <div className="toast-region" dir="rtl" lang="ar" aria-live="polite">
            {toasts.map((t) => (
              <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
                <svg
                  className="toast__icon"
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  {ICONS[t.kind]}
                </svg>
                <span className="visually-hidden">{KIND_LABEL[t.kind]}: </span>
                <span className="toast__text">{t.text}</span>
                {t.action && (
                  <button
                    type="button"
                    className="toast__action"
                    onClick={() => {
                      dismiss(t.id);
                      t.action?.onClick();
                    }}
                  >
                    {t.action.label}
                  </button>
                )}
                <button type="button" className="toast__close" aria-label="إغلاق الإشعار" onClick={() => dismiss(t.id)}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            ))}
          </div>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

/** The toasts of the nearest ToastProvider (the app root has one). */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a <ToastProvider> above it');
  return api;
}
