/**
 * Pure carousel rules shared by every carousel of the site (spec 1 §9: interval 4 s, swipe
 * threshold 50 px). The React side is `use-carousel.ts`.
 */

export const CAROUSEL_INTERVAL_MS = 4000;
export const SWIPE_THRESHOLD_PX = 50;

/** `index` wrapped into 0…count-1 (so -1 is the last slide); 0 when there is nothing to show. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/**
 * The step a horizontal swipe asks for: +1 (next), -1 (previous) or 0 (too short: spec 1 §2 asks
 * for more than 50 px). In a right-to-left page the next slide comes from the left, so a finger
 * moving right (positive dx) asks for the next one; in a left-to-right page it is the reverse.
 * A mostly vertical move is a scroll, not a swipe.
 */
export function swipeStep(
  dx: number,
  dy: number = 0,
  { threshold = SWIPE_THRESHOLD_PX, rtl = true }: { threshold?: number; rtl?: boolean } = {},
): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0;
  if (Math.abs(dx) <= threshold || Math.abs(dy) > Math.abs(dx)) return 0;
  const towardsNext = rtl ? dx > 0 : dx < 0;
  return towardsNext ? 1 : -1;
}

/** Consecutive groups of `size` (the last may be shorter): desktop review groups of 3. */
export function groupItems<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += step) groups.push(items.slice(i, i + step));
  return groups;
}
