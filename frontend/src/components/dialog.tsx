import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order (hidden ones skipped). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export interface DialogProps {
  /** The visible title; it also labels the dialog. */
  title: ReactNode;
  /** Escape, the close button and (unless `closeOnOverlay` is false) a click on the overlay call it. Absent: the dialog cannot be dismissed (a progress dialog). */
  onClose?: () => void;
  children: ReactNode;
  /** Optional footer (actions), laid out at the end of the box. */
  footer?: ReactNode;
  /** Id of an element that describes the dialog (aria-describedby). */
  describedBy?: string;
  size?: 'small' | 'medium' | 'large';
  closeOnOverlay?: boolean;
  /** Extra class on the box (for a feature's own layout inside). */
  className?: string;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the visible title (it still labels the dialog for assistive technology). */
  hideTitle?: boolean;
  /** Accessible name of the close button ('إغلاق' by default; 'إغلاق الإعلان' for the ad, say). */
  closeLabel?: string;
  /** Shown before the head, edge to edge (an ad's picture, say). */
  media?: ReactNode;
  /**
   * Where focus goes on open: 'field' (default) the first field or button; 'title' the title, for
   * a dialog that is read from the top and whose first control sits at its end (issue 21 item 9).
   */
  initialFocus?: 'field' | 'title';
}

/**
 * The one modal dialog of the site: rendered in a portal on `document.body` with `dir="rtl"`,
 * `aria-modal` and a labelled title; focus moves in on open (to `[data-autofocus]` — the title with
 * `initialFocus="title"` — else the first field or button), Tab and Shift+Tab stay inside, Escape and the overlay close it, and focus goes
 * back to where it was on close. The page behind is made `inert` while it is open.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  describedBy,
  size = 'medium',
  closeOnOverlay = true,
  className = '',
  role = 'dialog',
  hideTitle = false,
  closeLabel = 'إغلاق',
  media,
  initialFocus = 'field',
}: DialogProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  // The latest onClose, for the listeners below that are attached once.
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = boxRef.current;
    if (!box) return undefined;
    const first =
      box.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(box).find((el) => !el.classList.contains('dialog__close')) ??
      box;
    first.focus();

    // Everything outside the portal is inert while the dialog is open (a nested dialog keeps its parent's portal).
    const portal = box.closest<HTMLElement>('.dialog-portal');
    const siblings = Array.from(document.body.children).filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement &&
        el !== portal &&
        !el.hasAttribute('inert') &&
        !el.classList.contains('toast-region'),
    );
    siblings.forEach((el) => el.setAttribute('inert', ''));

    const onKeyDown = (event: KeyboardEvent) => {
      // Only the top-most dialog reacts.
      const portals = document.querySelectorAll('.dialog-portal');
      if (portals[portals.length - 1] !== portal) return;
      if (event.key === 'Escape') {
        if (closeRef.current) {
          event.stopPropagation();
          event.preventDefault();
          closeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(box);
      if (!items.length) {
        event.preventDefault();
        box.focus();
        return;
      }
      const head = items[0];
      const tail = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === head || !box.contains(active))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !box.contains(active))) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      siblings.forEach((el) => el.removeAttribute('inert'));
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  return createPortal(
    <div className="dialog-portal" dir="rtl" lang="ar">
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a mouse-only extra: Escape (the document listener above) closes it from the keyboard */}
      <div
        className="dialog__overlay"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget && closeOnOverlay && closeRef.current) closeRef.current();
        }}
      >
        <div
          ref={boxRef}
          className={`dialog dialog--${size} ${className}`.trim()}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
        >
          {media && <div className="dialog__media">{media}</div>}
          <div className="dialog__head">
            <h2
              id={titleId}
              className={hideTitle ? 'visually-hidden' : 'dialog__title'}
              tabIndex={initialFocus === 'title' ? -1 : undefined}
              data-autofocus={initialFocus === 'title' ? '' : undefined}
            >
              {title}
            </h2>
            {onClose && (
              <button
                type="button"
                className="dialog__close"
                aria-label={closeLabel}
                onClick={() => closeRef.current?.()}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </div>
      </div>
    </div>,
    document.body,
  );
}
