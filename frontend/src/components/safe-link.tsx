/**
 * The one way the site renders a link that comes from data (ads, news, scholarships, university
 * links, footer settings). The domain's rule (`linkTarget` of @dalil/domain) decides:
 *
 * - http(s), mailto: and tel: → an `<a href>`; http(s) opens in a new tab with
 *   rel="noopener noreferrer" unless `newTab` is false;
 * - a path of this site ('/x', never '//host') → a router `Link`;
 * - anything else — `javascript:`, `data:`, '#', empty, malformed — → the children as plain text in
 *   a `<span>` with no href (nothing when there are no children), so a stored script link can
 *   never run in the site's origin.
 */
import { linkTarget } from '@dalil/domain/rules';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface SafeLinkProps {
  href: string | null | undefined;
  children?: ReactNode;
  className?: string;
  /** For external links: open in a new tab (default true). Site paths always stay in the tab. */
  newTab?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  dir?: 'ltr' | 'rtl' | 'auto';
  'aria-label'?: string;
}

export function SafeLink({
  href,
  children,
  className,
  newTab = true,
  onClick,
  dir,
  'aria-label': ariaLabel,
}: SafeLinkProps) {
  const target = linkTarget(href);
  const common = { className, onClick, dir, 'aria-label': ariaLabel };
  if (target.kind === 'site') {
    return (
      <Link to={target.href} {...common}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external' || target.kind === 'contact') {
    const blank = target.kind === 'external' && newTab;
    return (
      <a href={target.href} target={blank ? '_blank' : undefined} rel="noopener noreferrer" {...common}>
        {children}
      </a>
    );
  }
  if (children === undefined || children === null || children === false) return null;
  return (
    <span className={className} dir={dir}>
      {children}
    </span>
  );
}

/** Whether `href` would be rendered as a link (for callers that hide a button without one). */
export const isFollowableLink = (href: string | null | undefined) => linkTarget(href).kind !== 'none';
