/**
 * Whether a swipe starts inside something of the slide that is wider than its box and scrolls
 * sideways (a score table in its card, issue 24): the finger scrolls that, not the carousel.
 */
function startsInSidewaysScroller(event: { target: EventTarget | null; currentTarget: EventTarget | null }): boolean {
  const stop = event.currentTarget as Element | null;
  for (let el = event.target as Element | null; el && el !== stop; el = el.parentElement) {
    if (el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX)) return true;
  }
  return false;
}

/**
 * The one carousel hook of the site (home articles, reviews and guide teaser; the guide page's
 * faculty cards; the assistant's faculty page): the current slide, auto-advance with wraparound,
 * dots (goTo) and swipe (spec 1 §2, §9; spec 2 §2.5). Layout is the caller's business: it passes
 * how many slides (or groups) there are.
 *
 *   const carousel = useCarousel({ count: groups.length });
 *   <div {...carousel.swipeHandlers} {...carousel.pauseHandlers}> … groups[carousel.index] … </div>
 *
 * A swipe is a finger (touch events); with `pointerSwipe` a mouse or pen drag counts too (a touch
 * pointer is left to the touch events, so one gesture never moves twice). `resetKey` sends the
 * carousel back to the first slide whenever it changes (a new tab, a new list).
 *
 * Auto-advance pauses while the pointer is over the carousel or focus is inside it, so a reader
 * (or a keyboard user) is not interrupted (WCAG 2.2.2), and resumes when they leave.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';
import { CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX, swipeStep, wrapIndex } from '@/lib/carousel';

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
  /** Back to the first slide whenever this value changes. */
  resetKey?: unknown;
  /** A mouse or pen drag swipes too (touch always does). */
  pointerSwipe?: boolean;
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
    onPointerDown?: (event: PointerEvent) => void;
    onPointerUp?: (event: PointerEvent) => void;
    onPointerCancel?: () => void;
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
  resetKey,
  pointerSwipe = false,
}: CarouselOptions): Carousel {
  const [rawIndex, setRawIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const pointerStart = useRef<{ x: number; y: number } | null>(null);
  // The count can shrink (resize from desktop groups to mobile cards): keep the index in range.
  const index = wrapIndex(rawIndex, count);
  const paused = hovered || focused;

  const goTo = useCallback((target: number) => setRawIndex(wrapIndex(target, count)), [count]);
  const next = useCallback(() => setRawIndex((i) => wrapIndex(wrapIndex(i, count) + 1, count)), [count]);
  const prev = useCallback(() => setRawIndex((i) => wrapIndex(wrapIndex(i, count) - 1, count)), [count]);

  const firstReset = useRef(true);
  useEffect(() => {
    if (firstReset.current) {
      firstReset.current = false;
      return;
    }
    setRawIndex(0);
  }, [resetKey]);

  // The timer restarts after every change of slide, so a dot click gets a full interval too.
  useEffect(() => {
    if (!autoPlay || paused || count < 2 || intervalMs <= 0) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoPlay, paused, count, intervalMs, next, index]);

  const onTouchStart = useCallback((event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch && !startsInSidewaysScroller(event) ? { x: touch.clientX, y: touch.clientY } : null;
  }, []);
  const move = useCallback(
    (start: { x: number; y: number } | null, end: { clientX: number; clientY: number } | undefined) => {
      if (!start || !end) return;
      const step = swipeStep(end.clientX - start.x, end.clientY - start.y, { threshold: swipeThreshold, rtl });
      if (step === 1) next();
      else if (step === -1) prev();
    },
    [next, prev, rtl, swipeThreshold],
  );
  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const start = touchStart.current;
      touchStart.current = null;
      move(start, event.changedTouches[0]);
    },
    [move],
  );
  const onPointerDown = useCallback((event: PointerEvent) => {
    pointerStart.current =
      event.pointerType === 'touch' || startsInSidewaysScroller(event) ? null : { x: event.clientX, y: event.clientY };
  }, []);
  const onPointerUp = useCallback(
    (event: PointerEvent) => {
      const start = pointerStart.current;
      pointerStart.current = null;
      move(start, event);
    },
    [move],
  );
  const onPointerCancel = useCallback(() => {
    pointerStart.current = null;
  }, []);

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
    swipeHandlers: pointerSwipe
      ? { onTouchStart, onTouchEnd, onPointerDown, onPointerUp, onPointerCancel }
      : { onTouchStart, onTouchEnd },
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur,
    },
  };
}
