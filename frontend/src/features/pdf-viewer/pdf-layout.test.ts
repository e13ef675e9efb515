import { describe, expect, it } from 'vitest';
import { cappedPixelRatio, pageWidth } from './pdf-layout';

describe('PDF rendering limits (spec 1 §9)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [undefined, 1],
  ])('pixel ratio %s → %s', (input, expected) => {
    expect(cappedPixelRatio(input)).toBe(expected);
  });

  it.each([
    // container, natural page width, viewport → CSS width
    [1100, 595, 1366, 892], // 1.5 × 595 = 892.5
    [600, 595, 1366, 600],
    [358, 595, 390, 358], // ≤ 768 px: the container's width, no cap
    [1100, null, 1366, 1100],
  ])('container %i, page %s, viewport %i → %i', (container, natural, viewport, expected) => {
    expect(pageWidth(container, natural, viewport)).toBe(expected);
  });
});
