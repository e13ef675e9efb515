import { useState } from 'react';
import { DEFAULT_ARTICLE_IMAGE } from '../api/articles';

/** The article logo; a missing or broken image falls back to the default article image once. */
export function ArticleImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={!src || failed ? DEFAULT_ARTICLE_IMAGE : src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
