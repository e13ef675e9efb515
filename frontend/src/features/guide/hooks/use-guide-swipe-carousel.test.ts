import { act, renderHook } from '@testing-library/react';
import type { TouchEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { swipeStep, useGuideSwipeCarousel, wrapSlideIndex } from './use-guide-swipe-carousel';

describe('wrapSlideIndex (wraparound)', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 5, 3, 2],
    [0, 1, 0, 0],
  ])('from %i by %i of %i → %i', (current, step, count, expected) => expect(wrapSlideIndex(current, step, count)).toBe(expected));
});

describe('swipeStep (threshold 50 px)', () => {
  it.each([
    [51, 0, 1],
    [-51, 0, -1],
    [50, 0, 0],
    [-50, 0, 0],
    [10, 0, 0],
    [80, 120, 0],
  ])('dx %i dy %i → %i', (dx, dy, step) => expect(swipeStep(dx, dy)).toBe(step));
});

const touch = (x: number, y = 100) => ({ clientX: x, clientY: y });
const start = (x: number) => ({ touches: [touch(x)], changedTouches: [touch(x)] }) as unknown as TouchEvent;
const end = (x: number) => ({ touches: [], changedTouches: [touch(x)] }) as unknown as TouchEvent;

describe('useGuideSwipeCarousel', () => {
  it('swipes, wraps and jumps', () => {
    const { result } = renderHook(() => useGuideSwipeCarousel(3));
    expect(result.current.index).toBe(0);

    act(() => result.current.swipeHandlers.onTouchStart(start(100)));
    act(() => result.current.swipeHandlers.onTouchEnd(end(200)));
    expect(result.current.index).toBe(1);

    act(() => result.current.swipeHandlers.onTouchStart(start(200)));
    act(() => result.current.swipeHandlers.onTouchEnd(end(170)));
    expect(result.current.index).toBe(1);

    act(() => result.current.swipeHandlers.onTouchStart(start(300)));
    act(() => result.current.swipeHandlers.onTouchEnd(end(100)));
    act(() => result.current.swipeHandlers.onTouchStart(start(300)));
    act(() => result.current.swipeHandlers.onTouchEnd(end(100)));
    expect(result.current.index).toBe(2);

    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.goTo(1));
    expect(result.current.index).toBe(1);
  });

  it('goes back to the first slide when the list shrinks', () => {
    const { result, rerender } = renderHook(({ n }) => useGuideSwipeCarousel(n), { initialProps: { n: 4 } });
    act(() => result.current.goTo(3));
    rerender({ n: 2 });
    expect(result.current.index).toBe(0);
  });
});
