import { useEffect, useState } from 'react';
import { isHydrating } from './ssr';

/** Spec 1 §9: the mobile layout applies at a width of 768 px or less. */
export const MOBILE_QUERY = '(max-width: 768px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a CSS media query matches now; follows changes (rotation, resizing, OS settings). */
export function useMediaQuery(query: string): boolean {
  // The server knows no screen: a server-rendered page hydrates as it rendered (no match), then follows the browser.
  const [isMatch, setIsMatch] = useState(() => !isHydrating() && matches(query));
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setIsMatch(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return isMatch;
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
