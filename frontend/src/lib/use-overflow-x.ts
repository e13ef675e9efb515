import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is wider inside than its box (a table clipped by its card, issue 24), kept
 * current as the window or the content changes size. False before the first measure (the server's
 * render) and where ResizeObserver is missing.
 */
export function useOverflowX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
