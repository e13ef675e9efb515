import { useCallback, useEffect, useRef, useState } from 'react';

export type NoticeKind = 'success' | 'error' | 'info';
export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

/** Spec 2 §2.7 and §9: notifications on the account page vanish after 5 s. */
export const NOTICE_LIFETIME_MS = 5000;

export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    setNotices((list) => list.filter((n) => n.id !== id));
    const timer = timers.current.get(id);
    if (timer) window.clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const notify = useCallback(
    (kind: NoticeKind, text: string) => {
      const id = next.current++;
      setNotices((list) => [...list, { id, kind, text }]);
      timers.current.set(id, window.setTimeout(() => dismiss(id), NOTICE_LIFETIME_MS));
    },
    [dismiss],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return { notices, notify, dismiss };
}

export function NoticeList({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice--${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <span>{n.text}</span>
          <button type="button" className="notice__close" aria-label="إغلاق" onClick={() => onDismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
