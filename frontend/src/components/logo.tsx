import { useState } from 'react';

/** The one default logo (spec 1 §8, spec 2 §2.6): drawn inline, so it can never fail to load itself. */
export const PLACEHOLDER_LOGO =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#e3f1f2"/><path d="M48 20 18 34l30 14 30-14-30-14Z" fill="#0f4c5c"/><path d="M28 42v16c0 6 9 12 20 12s20-6 20-12V42L48 51 28 42Z" fill="#1a7470"/><path d="M76 35v18" stroke="#0f4c5c" stroke-width="3" stroke-linecap="round"/><circle cx="76" cy="56" r="3.5" fill="#f2a93b"/></svg>',
  );

export interface LogoProps {
  src: string | null | undefined;
  /** 'شعار …' where the logo says something; '' where the name is written beside it. */
  alt: string;
  className?: string;
  /** Width and height in pixels (the box keeps its size while loading). */
  size?: number;
  /** Load at once (the logo at the top of a page) rather than lazily. */
  eager?: boolean;
  /** A type's own default image (a faculty's, a reviewer's), tried when `src` is missing or fails. */
  defaultSrc?: string;
  /**
   * The last fallback: the initial of this text in a tinted circle (spec 1 §8). Without it, the
   * drawn placeholder logo.
   */
  fallbackText?: string;
}

/**
 * The one logo of the site (universities, faculties, news, articles, reviewers): the image, then
 * the type's default image, then the drawn fallback — so a missing or broken address never shows a
 * broken image. A new `src` gets its own try.
 */
export function Logo({
  src,
  alt,
  className = 'university-logo',
  size,
  eager = false,
  defaultSrc,
  fallbackText,
}: LogoProps) {
  // The addresses that failed to load.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const address = [src, defaultSrc].find((a): a is string => Boolean(a) && !failed.includes(a as string));

  if (!address && fallbackText !== undefined) {
    const initial = (fallbackText || alt).trim().charAt(0) || '؟';
    return (
      <span
        className={`image-fallback ${className}`.trim()}
        role="img"
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {initial}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={address ?? PLACEHOLDER_LOGO}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => address && setFailed((list) => [...list, address])}
    />
  );
}
