import { useSyncExternalStore } from 'react';

/** Spec 1 §9: the mobile breakpoint is a width of 768 px or less. */
export const GUIDE_MOBILE_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(GUIDE_MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(GUIDE_MOBILE_QUERY).matches : false);

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
