import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/**
 * Floating smart-assistant button (spec 1 §2). Fixed to the bottom-left corner: in a
 * right-to-left page that is the end of the reading line, away from where text starts.
 * Double-click toggles an icon-only mode, kept in component state only (not persisted).
 */
export function FloatingAssistantButton() {
  const [iconOnly, setIconOnly] = useState(false);

  return (
    <Link
      to={`${paths.smartAssistant}/`}
      className={`assistant-fab${iconOnly ? ' assistant-fab--icon-only' : ''}`}
      aria-label="المساعد الذكي"
      title="المساعد الذكي (انقر مرتين لتصغير الزر)"
      onDoubleClick={() => setIconOnly((value) => !value)}
    >
      <svg
        className="assistant-fab__icon"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 3c-4.97 0-9 3.58-9 8 0 2.1.92 4.01 2.42 5.44L4.5 20.5l4.37-1.82c.98.28 2.03.42 3.13.42 4.97 0 9-3.58 9-8s-4.03-8-9-8z"
          fill="currentColor"
        />
        <circle cx="8.5" cy="11" r="1.3" fill="var(--color-primary)" />
        <circle cx="12" cy="11" r="1.3" fill="var(--color-primary)" />
        <circle cx="15.5" cy="11" r="1.3" fill="var(--color-primary)" />
      </svg>
      {!iconOnly && <span className="assistant-fab__label">المساعد الذكي</span>}
    </Link>
  );
}
