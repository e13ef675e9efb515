/**
 * The page's side of the offline site (issue 25 item 4; the worker is src/sw.ts, the rules
 * @dalil/domain `offline`):
 *
 * - registerServiceWorker(): registers /sw.js after the page has loaded, in a production build
 *   only (the dev server has no worker). The worker takes over as soon as a new deployment's copy
 *   is installed; the page is not reloaded under the reader (a form being filled stays), and
 *   since navigations go to the network first, the next visit runs the new deployment.
 * - clearUserCaches(): sign-out's call; deletes the runtime cache of the public reads made on this
 *   browser (SIGN_OUT_CACHES), so the next person does not find what the last one looked at.
 * - useOfflineState(): whether the banner shows (the browser says it is offline, or a read was
 *   answered from the worker's cache since the page last came back online) and the saved date of
 *   the oldest copy shown.
 */
import { useEffect, useState } from 'react';
import { OFFLINE_MESSAGE, SIGN_OUT_CACHES } from '@dalil/domain/rules';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // No worker (a private mode, a refused registration): the site works online as before.
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Deletes the caches that belong to the person signing out; resolves when they are gone. */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all(SIGN_OUT_CACHES.map((name) => caches.delete(name)));
  } catch {
    // A storage the browser refuses (private modes): there is nothing to delete.
  }
}

export interface OfflineState {
  offline: boolean;
  /** When the oldest copy shown was fetched (its HTTP Date), or null. */
  savedAt: string | null;
}

const older = (a: string | null, b: string | null) => {
  if (!a || Number.isNaN(Date.parse(a))) return b;
  if (!b || Number.isNaN(Date.parse(b))) return a;
  return Date.parse(b) < Date.parse(a) ? b : a;
};

export function useOfflineState(): OfflineState {
  const [browserOffline, setBrowserOffline] = useState(false);
  const [fallback, setFallback] = useState<{ savedAt: string | null } | null>(null);

  useEffect(() => {
    const update = () => {
      setBrowserOffline(!navigator.onLine);
      // Back online: the next reads come from the network again.
      if (navigator.onLine) setFallback(null);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; savedAt?: unknown } | null;
      if (data?.type !== OFFLINE_MESSAGE) return;
      const savedAt = typeof data.savedAt === 'string' ? data.savedAt : null;
      setFallback((current) => ({ savedAt: current ? older(current.savedAt, savedAt) : savedAt }));
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);

  return { offline: browserOffline || fallback !== null, savedAt: fallback?.savedAt ?? null };
}
