import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { endSession } from '@/lib/session';
import { useLoginStatus } from '@/lib/use-login-status';
import { LogoMark } from './logo-mark';

interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly (the home link would otherwise be active everywhere). */
  end?: boolean;
}

/**
 * Links to the public pages that exist in this build. Each feature adds its entry here when its
 * page is registered in the router (no links to pages that are not there yet).
 */
// The public pages, in one line on desktop; the home page's own sections (about, FAQ) are reached
// from its hero buttons, the PDF viewers and the assistant from the footer.
const NAV_ITEMS: NavItem[] = [
  { to: paths.home, label: 'الرئيسية', end: true },
  { to: paths.guide, label: 'دليل الجامعات' },
  { to: paths.status, label: 'حالة التقديم' },
  { to: paths.scholarships, label: 'المنح' },
  { to: paths.news, label: 'الأخبار' },
  { to: paths.contact, label: 'تواصل معنا' },
  { to: paths.articles, label: 'المقالات' },
  { to: paths.joinUs, label: 'انضم إلينا' },
];

function AccountMenu({ name, isAdmin }: { name: string | null; isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const logout = () => {
    setOpen(false);
    endSession();
    navigate(paths.login);
  };

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        type="button"
        className="account-menu__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {(name ?? '؟').trim().charAt(0) || '؟'}
        </span>
        <span className="account-menu__name">{name || 'حسابي'}</span>
        <span className="account-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <ul className="account-menu__list" id={menuId}>
          <li>
            <Link to={isAdmin ? paths.admin : paths.account} onClick={() => setOpen(false)}>
              حسابي
            </Link>
          </li>
          <li>
            <Link to={paths.desires} onClick={() => setOpen(false)}>
              قائمة رغباتي
            </Link>
          </li>
          <li>
            <button type="button" onClick={logout}>
              تسجيل الخروج
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

export function Header() {
  const { loggedIn, isAdmin, name } = useLoginStatus();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The mobile menu closes whenever the page changes (adjusted during render, before it is drawn).
  const page = `${location.pathname}${location.hash}`;
  const [menuPage, setMenuPage] = useState(page);
  if (menuPage !== page) {
    setMenuPage(page);
    setMenuOpen(false);
  }

  // The open menu takes focus (its links come before the toggle in the page), Escape closes it
  // and gives focus back to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    navRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // It closes as soon as focus leaves it (Tab past the last link, Shift+Tab before the first), so
  // focus never moves behind an open menu.
  const onNavBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (menuOpen && next && !navRef.current?.contains(next) && next !== toggleRef.current) setMenuOpen(false);
  };

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home} className="brand" aria-label="دليل - الصفحة الرئيسية">
          <LogoMark />
          <span className="brand__name">دليل</span>
        </Link>

        <nav
          ref={navRef}
          onBlur={onNavBlur}
          id={navId}
          className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}
          aria-label="القائمة الرئيسية"
        >
          <ul className="site-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          {loggedIn ? (
            <AccountMenu name={name} isAdmin={isAdmin} />
          ) : (
            <Link to={paths.login} className="button button--primary button--small">
              تسجيل الدخول
            </Link>
          )}
          <button
            ref={toggleRef}
            onBlur={onNavBlur}
            type="button"
            className="hamburger"
            aria-controls={navId}
            aria-expanded={menuOpen}
            aria-label={menuOpen ? 'إغلاق القائمة' : 'فتح القائمة'}
            onClick={() => setMenuOpen((value) => !value)}
          >
            <span className="hamburger__bar" aria-hidden="true" />
            <span className="hamburger__bar" aria-hidden="true" />
            <span className="hamburger__bar" aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
