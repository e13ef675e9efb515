import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel, type CarouselOptions } from './use-carousel';

function Probe(props: CarouselOptions) {
  const carousel = useCarousel(props);
  return (
    <div data-testid="carousel" {...carousel.swipeHandlers} {...carousel.pauseHandlers}>
      <span data-testid="index">{carousel.index}</span>
      <button type="button" onClick={() => carousel.goTo(2)}>
        dot
      </button>
      <div data-testid="table" style={{ overflowX: 'auto' }}>
        <table />
      </div>
    </div>
  );
}

const index = () => Number(screen.getByTestId('index').textContent);

function swipe(dx: number) {
  const element = screen.getByTestId('carousel');
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 200 + dx, clientY: 100 }] });
}

// jsdom has no PointerEvent: a MouseEvent that carries the pointer type stands in for it.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCarousel', () => {
  it('advances every 4 s and wraps around after the last slide', () => {
    render(<Probe count={3} />);
    expect(index()).toBe(0);
    act(() => void vi.advanceTimersByTime(3999));
    expect(index()).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(index()).toBe(1);
    act(() => void vi.advanceTimersByTime(4000));
    expect(index()).toBe(2);
    act(() => void vi.advanceTimersByTime(4000));
    expect(index()).toBe(0);
  });

  it('does not advance with a single slide or when auto-play is off', () => {
    const { rerender } = render(<Probe count={1} />);
    act(() => void vi.advanceTimersByTime(10000));
    expect(index()).toBe(0);
    rerender(<Probe count={3} autoPlay={false} />);
    act(() => void vi.advanceTimersByTime(10000));
    expect(index()).toBe(0);
  });

  it('changes slide on a swipe over 50 px only (right to left: a swipe to the right is next)', () => {
    render(<Probe count={3} autoPlay={false} />);
    swipe(40);
    expect(index()).toBe(0);
    swipe(60);
    expect(index()).toBe(1);
    swipe(-60);
    expect(index()).toBe(0);
    swipe(-60);
    expect(index()).toBe(2);
  });

  it('goes to a dot and restarts the interval from there', () => {
    render(<Probe count={4} />);
    act(() => void vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'dot' }));
    expect(index()).toBe(2);
    act(() => void vi.advanceTimersByTime(3000));
    expect(index()).toBe(2);
    act(() => void vi.advanceTimersByTime(1000));
    expect(index()).toBe(3);
  });

  it('pauses while hovered and resumes after', () => {
    render(<Probe count={3} />);
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    act(() => void vi.advanceTimersByTime(12000));
    expect(index()).toBe(0);
    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    act(() => void vi.advanceTimersByTime(4000));
    expect(index()).toBe(1);
  });

  it('keeps the index in range when the number of slides shrinks', () => {
    const { rerender } = render(<Probe count={7} autoPlay={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'dot' }));
    expect(index()).toBe(2);
    rerender(<Probe count={2} autoPlay={false} />);
    expect(index()).toBe(0);
  });

  it('goes back to the first slide when its reset key changes', () => {
    const { rerender } = render(<Probe count={4} autoPlay={false} resetKey="a" />);
    fireEvent.click(screen.getByRole('button', { name: 'dot' }));
    expect(index()).toBe(2);
    rerender(<Probe count={4} autoPlay={false} resetKey="a" />);
    expect(index()).toBe(2);
    rerender(<Probe count={4} autoPlay={false} resetKey="b" />);
    expect(index()).toBe(0);
  });

  it('with pointerSwipe, a mouse drag over 50 px swipes; a touch pointer is left to the touch events', () => {
    render(<Probe count={3} autoPlay={false} pointerSwipe />);
    const element = screen.getByTestId('carousel');
    const drag = (dx: number, pointerType = 'mouse') => {
      fireEvent.pointerDown(element, { clientX: 200, clientY: 100, pointerType });
      fireEvent.pointerUp(element, { clientX: 200 + dx, clientY: 100, pointerType });
    };
    drag(120);
    expect(index()).toBe(1);
    drag(30);
    expect(index()).toBe(1);
    drag(-120);
    drag(-120);
    expect(index()).toBe(2);
    drag(120, 'touch');
    expect(index()).toBe(2);
    swipe(60);
    expect(index()).toBe(0);
  });

  // Issue 24: a score table wider than its card scrolls sideways under the finger instead.
  it('a swipe that starts on a table that scrolls sideways scrolls it and leaves the slide', () => {
    render(<Probe count={3} autoPlay={false} pointerSwipe />);
    const table = screen.getByTestId('table');
    const swipeOn = (element: HTMLElement, dx: number) => {
      fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 100 }] });
      fireEvent.touchEnd(element, { changedTouches: [{ clientX: 200 + dx, clientY: 100 }] });
      fireEvent.pointerDown(element, { clientX: 200, clientY: 100, pointerType: 'mouse' });
      fireEvent.pointerUp(element, { clientX: 200 + dx, clientY: 100, pointerType: 'mouse' });
    };
    Object.defineProperty(table, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(table, 'scrollWidth', { configurable: true, value: 520 });
    swipeOn(table.querySelector('table')!, 120);
    expect(index()).toBe(0);
    // A table that fits its card is part of the slide: the swipe moves the carousel.
    Object.defineProperty(table, 'scrollWidth', { configurable: true, value: 300 });
    swipeOn(table, 120);
    expect(index()).toBe(2);
  });

  it('ignores mouse drags unless asked to', () => {
    render(<Probe count={3} autoPlay={false} />);
    const element = screen.getByTestId('carousel');
    fireEvent.pointerDown(element, { clientX: 200, clientY: 100, pointerType: 'mouse' });
    fireEvent.pointerUp(element, { clientX: 320, clientY: 100, pointerType: 'mouse' });
    expect(index()).toBe(0);
  });
});
