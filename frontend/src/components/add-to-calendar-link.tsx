import { universityCalendarPath } from '@dalil/domain/rules';

/**
 * «أضف إلى التقويم»: the university's admission dates as an .ics file (all-day events; a phone or
 * Google Calendar imports it). `href` overrides the address (a person's whole feed).
 */
export function AddToCalendarLink({
  code,
  href,
  label = 'أضف إلى التقويم',
  className = '',
}: {
  code?: string;
  href?: string;
  label?: string;
  className?: string;
}) {
  const target = href ?? (code ? universityCalendarPath(code) : null);
  if (!target) return null;
  return (
    <a className={`button button--ghost button--small ${className}`} href={target} download>
      {label}
    </a>
  );
}
