/**
 * The faculty page's mobile carousel (spec 2 §2.5, §9): a horizontal swipe over 50 px moves to
 * the next or previous card with wraparound; the slide goes back to 0 when `resetKey` changes
 * (the type tab). A small local hook; a generic one may replace it later.
 *
 * Direction: the page is right-to-left, so the next card comes from the left — swiping the
 * finger to the right shows the next card, to the left the previous one.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

export const SWIPE_THRESHOLD_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;

/** Pure step: which slide a swipe of `deltaX` pixels leads to. */
export function slideAfterSwipe(index: number, count: number, deltaX: number, rtl = true): number {
  if (count <= 0) return 0;
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX) return index;
  const forward = rtl ? deltaX > 0 : deltaX < 0;
  return forward ? (index + 1) % count : (index - 1 + count) % count;
}

export function useSwipeCarousel(count: number, resetKey: unknown) {
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);

  useEffect(() => setIndex(0), [resetKey]);
  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [count, index]);

  const onPointerDown = useCallback((event: ReactPointerEvent) => {
    startX.current = event.clientX;
  }, []);
  const onPointerUp = useCallback(
    (event: ReactPointerEvent) => {
      if (startX.current === null) return;
      const deltaX = event.clientX - startX.current;
      startX.current = null;
      setIndex((i) => slideAfterSwipe(i, count, deltaX));
    },
    [count],
  );
  const onPointerCancel = useCallback(() => {
    startX.current = null;
  }, []);

  return { index, setIndex, handlers: { onPointerDown, onPointerUp, onPointerCancel } };
}

/** True at widths of 768 px or less. */
export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMobile(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return mobile;
}
