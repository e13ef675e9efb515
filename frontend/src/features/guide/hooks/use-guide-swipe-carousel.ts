/**
 * The guide page's own swipe carousel (spec 1 §2, §9): a horizontal swipe over 50 px changes the
 * slide, the ends wrap around, dots jump to a slide. Kept inside the guide feature on purpose:
 * a generic lib/use-carousel.ts is being written in parallel, and this hook can be replaced by it
 * when both are merged (same shape: index, goTo, next, previous, swipe handlers).
 */
import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';

export const GUIDE_SWIPE_THRESHOLD_PX = 50;

/** Index after moving `step` slides from `current`, wrapping at both ends. */
export function wrapSlideIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/**
 * Which way a finished swipe moves: +1 (next), -1 (previous) or 0 (too short, or more vertical
 * than horizontal, which is a scroll). The page is right to left, so the next card lies to the
 * left: a finger moving right (dx > 0) pulls it in, as the natural reading direction.
 */
export function swipeStep(dx: number, dy = 0, threshold = GUIDE_SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx > 0 ? 1 : -1;
}

export interface GuideSwipeCarousel {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  swipeHandlers: {
    onTouchStart: (event: TouchEvent) => void;
    onTouchEnd: (event: TouchEvent) => void;
  };
}

export function useGuideSwipeCarousel(count: number): GuideSwipeCarousel {
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);

  // A list that shrinks (new data) never leaves the index past its end.
  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [count, index]);

  const goTo = useCallback((target: number) => setIndex(wrapSlideIndex(0, target, count)), [count]);
  const next = useCallback(() => setIndex((i) => wrapSlideIndex(i, 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapSlideIndex(i, -1, count)), [count]);

  const onTouchStart = useCallback((event: TouchEvent) => {
    const touch = event.touches[0];
    start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }, []);

  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const step = swipeStep(touch.clientX - from.x, touch.clientY - from.y);
      if (step !== 0) setIndex((i) => wrapSlideIndex(i, step, count));
    },
    [count],
  );

  return { index, goTo, next, previous, swipeHandlers: { onTouchStart, onTouchEnd } };
}
