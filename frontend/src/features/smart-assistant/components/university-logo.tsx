import { useState } from 'react';

/** A 150-pixel placeholder drawn inline (no network image), used when a logo fails (spec 2 §2.6). */
export const PLACEHOLDER_LOGO =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150"><rect width="150" height="150" rx="16" fill="#e3f1f2"/><path d="M75 38 32 60l43 22 43-22zM48 72v22c0 8 12 16 27 16s27-8 27-16V72l-27 14z" fill="#0f4c5c" opacity=".55"/></svg>',
  );

export function UniversityLogo({ src, alt, size = 56 }: { src: string | null | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? PLACEHOLDER_LOGO : src;
  return (
    <img
      className="assistant-logo"
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
