import { useState } from 'react';
import placeholderLogo from '../assets/university-placeholder.svg';

/** A university logo; a missing or broken image falls back to the default (spec 1 §8). */
export function UniversityLogo({
  src, name, className, eager = false,
}: { src: string | null | undefined; name: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const url = !failed && src ? src : placeholderLogo;
  return (
    <img
      className={className}
      src={url}
      alt={`شعار ${name}`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
