/**
 * A generic carousel: the current slide, auto-advance with wraparound, dots (goTo) and touch
 * swipe. Layout is the caller's business: it passes how many slides (or groups) there are.
 *
 *   const carousel = useCarousel({ count: groups.length });
 *   <div {...carousel.swipeHandlers} {...carousel.pauseHandlers}> … groups[carousel.index] … </div>
 *
 * Auto-advance pauses while the pointer is over the carousel or focus is inside it, so a reader
 * (or a keyboard user) is not interrupted (WCAG 2.2.2), and resumes when they leave.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX, swipeStep, wrapIndex } from './carousel';

export interface CarouselOptions {
  /** Number of slides (or groups of cards). */
  count: number;
  /** Auto-advance period; spec 1 §9: 4 s. */
  intervalMs?: number;
  /** Set false to stop auto-advance (e.g. nothing loaded yet). */
  autoPlay?: boolean;
  swipeThreshold?: number;
  /** Reading direction of the page; the site is right to left. */
  rtl?: boolean;
}

export interface Carousel {
  index: number;
  count: number;
  goTo: (index: number) => void;
  next: () => void;
  prev: () => void;
  paused: boolean;
  swipeHandlers: {
    onTouchStart: (event: TouchEvent) => void;
    onTouchEnd: (event: TouchEvent) => void;
  };
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent) => void;
  };
}

export function useCarousel({
  count,
  intervalMs = CAROUSEL_INTERVAL_MS,
  autoPlay = true,
  swipeThreshold = SWIPE_THRESHOLD_PX,
  rtl = true,
}: CarouselOptions): Carousel {
  const [rawIndex, setRawIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // The count can shrink (resize from desktop groups to mobile cards): keep the index in range.
  const index = wrapIndex(rawIndex, count);
  const paused = hovered || focused;

  const goTo = useCallback((target: number) => setRawIndex(wrapIndex(target, count)), [count]);
  const next = useCallback(() => setRawIndex((i) => wrapIndex(wrapIndex(i, count) + 1, count)), [count]);
  const prev = useCallback(() => setRawIndex((i) => wrapIndex(wrapIndex(i, count) - 1, count)), [count]);

  // The timer restarts after every change of slide, so a dot click gets a full interval too.
  useEffect(() => {
    if (!autoPlay || paused || count < 2 || intervalMs <= 0) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoPlay, paused, count, intervalMs, next, index]);

  const onTouchStart = useCallback((event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }, []);
  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y, { threshold: swipeThreshold, rtl });
      if (step === 1) next();
      else if (step === -1) prev();
    },
    [next, prev, rtl, swipeThreshold],
  );

  const onBlur = useCallback((event: FocusEvent) => {
    const container = event.currentTarget as HTMLElement;
    if (!container.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  return {
    index,
    count,
    goTo,
    next,
    prev,
    paused,
    swipeHandlers: { onTouchStart, onTouchEnd },
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur,
    },
  };
}
