import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { endSession } from '@/lib/session';

export interface AdminFrameProps {
  /** The page heading (h1); also the document title. */
  title: string;
  subtitle?: string;
  /** Path of the screen (for the canonical link). */
  path: string;
  /** Where the back button goes: a path, or 'history' for one step back (spec 3 §2 differs per screen). */
  back?: string | 'history';
  backLabel?: string;
  /** Extra actions in the header (a refresh button, say). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every staff screen: heading and subtitle, a back button, logout (clears the
 * stored session and goes to /Login, spec 3 §2), and the page meta with `noindex`.
 */
export function AdminFrame({
  title,
  subtitle,
  path,
  back = paths.admin,
  backLabel = 'رجوع',
  actions,
  children,
}: AdminFrameProps) {
  const navigate = useNavigate();
  usePageMeta({ title, description: subtitle ?? title, path, noindex: true });
  const logout = () => {
    endSession();
    navigate(paths.login, { replace: true });
  };
  return (
    <div className="admin-frame container">
      <header className="admin-frame__head">
        <div className="admin-frame__titles">
          <h1 className="admin-frame__title">{title}</h1>
          {subtitle && <p className="admin-frame__subtitle">{subtitle}</p>}
        </div>
        <div className="admin-frame__actions">
          {actions}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => (back === 'history' ? navigate(-1) : navigate(back))}
          >
            <span aria-hidden="true">→ </span>
            {backLabel}
          </button>
          <button type="button" className="button button--ghost" onClick={logout}>
            تسجيل الخروج
          </button>
        </div>
      </header>
      {children}
    </div>
  );
}
