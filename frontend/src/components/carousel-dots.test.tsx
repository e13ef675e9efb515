import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarouselDots } from './carousel-dots';

afterEach(cleanup);

const label = (i: number) => `البطاقة ${i + 1} من 3`;

describe('CarouselDots', () => {
  it('gives one named button per slide and marks only the current one', () => {
    render(<CarouselDots count={3} index={1} onSelect={() => {}} label={label} className="guide-carousel__dots" />);
    const dots = screen.getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'البطاقة 1 من 3',
      'البطاقة 2 من 3',
      'البطاقة 3 من 3',
    ]);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(dots[0].parentElement?.className).toBe('carousel-dots guide-carousel__dots');
  });

  it('jumps to the slide of the dot pressed', () => {
    const onSelect = vi.fn();
    render(<CarouselDots count={3} index={0} onSelect={onSelect} label={label} />);
    fireEvent.click(screen.getByRole('button', { name: 'البطاقة 3 من 3' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('shows no dots for a single slide', () => {
    render(<CarouselDots count={1} index={0} onSelect={() => {}} label={label} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
