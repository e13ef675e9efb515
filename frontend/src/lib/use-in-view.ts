import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element is at least `threshold` visible and stays true (a one-shot
 * trigger: the statistics count up once; PDF pages render once). Without IntersectionObserver
 * (old browsers, jsdom) the element counts as visible at once.
 */
export function useInViewOnce<T extends Element>(
  ref: RefObject<T | null>,
  { threshold = 0, rootMargin = '0px' }: { threshold?: number; rootMargin?: string } = {},
): boolean {
  // Without IntersectionObserver the element counts as seen from the start; on the server
  // (no window) it is not seen yet, as in the browser that hydrates the page.
  const [seen, setSeen] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  // (threshold * 0.99: browsers report a ratio such as 0.4999 at the crossing.)
  useEffect(() => {
    if (seen) return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold * 0.99)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold, rootMargin]);
  return seen;
}
