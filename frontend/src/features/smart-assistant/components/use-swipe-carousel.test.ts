import { describe, expect, it } from 'vitest';
import { slideAfterSwipe } from './use-swipe-carousel';

describe('carousel swipe (spec 2 §2.5: over 50 px, wraparound)', () => {
  it.each([
    [0, 3, 60, 1],
    [2, 3, 60, 0], // wraps to the first
    [0, 3, -60, 2], // wraps to the last
    [1, 3, 50, 1], // 50 px is not over the threshold
    [1, 3, -50, 1],
    [1, 3, 10, 1],
    [0, 0, 80, 0],
  ])('slide %s of %s, swipe %s px → %s', (i, n, dx, out) => expect(slideAfterSwipe(i, n, dx)).toBe(out));
});
