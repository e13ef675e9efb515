import { useState, type ImgHTMLAttributes } from 'react';

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Shown instead when `src` is missing or fails: the initial of this text in a tinted circle. */
  fallbackText?: string;
}

/**
 * Spec 1 §8: image errors fall back to default images. The default is drawn here (a letter in
 * a circle) rather than fetched, so it can never fail itself.
 */
export function ImageWithFallback({ src, alt, fallbackText, className, ...rest }: ImageWithFallbackProps) {
  // The address that failed to load: a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = Boolean(src) && failedSrc === src;

  if (!src || failed) {
    const initial = (fallbackText ?? alt).trim().charAt(0) || '؟';
    return (
      <span
        className={`image-fallback ${className ?? ''}`.trim()}
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
      src={src}
      alt={alt}
      className={className}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
      {...rest}
    />
  );
}
