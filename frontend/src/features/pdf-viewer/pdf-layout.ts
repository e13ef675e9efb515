/**
 * Rendering limits of spec 1 §9: device pixel ratio capped at 2; on screens wider than 768 px a
 * page is drawn at most 1.5 times its natural size; pages render when they come within 50 px of
 * the viewport (threshold 0.1); loading gives up after 30 s.
 */
export const PDF_LOAD_TIMEOUT_MS = 30000;
export const PDF_TIMEOUT_MESSAGE = 'PDF loading timeout';
export const LAZY_ROOT_MARGIN = '50px';
export const LAZY_THRESHOLD = 0.1;
export const MOBILE_BREAKPOINT = 768;
export const MAX_PIXEL_RATIO = 2;
export const MAX_DESKTOP_SCALE = 1.5;

export function cappedPixelRatio(ratio: number | undefined): number {
  return Math.min(MAX_PIXEL_RATIO, ratio && ratio > 0 ? ratio : 1);
}

/**
 * The CSS width of a page: the container's width, but above 768 px no more than 1.5 × the page's
 * natural width (at scale 1).
 */
export function pageWidth(containerWidth: number, naturalWidth: number | null, viewportWidth: number): number {
  const available = Math.max(0, Math.floor(containerWidth));
  if (viewportWidth > MOBILE_BREAKPOINT && naturalWidth && naturalWidth > 0) {
    return Math.min(available, Math.floor(naturalWidth * MAX_DESKTOP_SCALE));
  }
  return available;
}
