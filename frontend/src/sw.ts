/// <reference lib="webworker" />
/**
 * The site's service worker (issue 25 item 4), built by vite-plugin-pwa's injectManifest into
 * dist/sw.js with Workbox bundled in (no CDN, no importScripts).
 *
 * - The app shell (the built index.html, scripts, styles, fonts, icons) is precached; a new
 *   deployment's worker installs its own copy, takes over at once (skipWaiting, clientsClaim) and
 *   drops the old one.
 * - Navigations go to the network first: online, the server answers as before (a server-rendered
 *   page, a 404 for a path that is no page); only when the network fails does a page of the site
 *   get the precached index.html, which the router renders. Never the CMS's paths, the staff
 *   screens, the sitemap or robots (fallsBackToAppShell of @dalil/domain).
 * - The public reads the guide, the finder and the comparison make (isOfflineData: GET, no
 *   Authorization, caller-independent paths) are NetworkFirst: fresh data wins online, the last
 *   copy answers offline, and the page is told (OFFLINE_MESSAGE) so it can show the banner.
 *   Nothing else is cached.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_DATA_CACHE, OFFLINE_MESSAGE, fallsBackToAppShell, isOfflineData } from '@dalil/domain/rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Only the files themselves: '/' is a navigation like any other (the server first, which may
// render the page), not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && fallsBackToAppShell(url.pathname),
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
  }),
);

/** Tells the page that asked (or every page of the site) that a read came from the cache. */
async function tellPage(clientId: string | undefined, savedAt: string | null) {
  const message = { type: OFFLINE_MESSAGE, savedAt };
  const client = clientId ? await self.clients.get(clientId) : undefined;
  if (client) client.postMessage(message);
  else for (const c of await self.clients.matchAll({ type: 'window' })) c.postMessage(message);
}

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    isOfflineData({
      method: request.method,
      pathname: url.pathname,
      hasAuthorization: request.headers.has('Authorization'),
    }),
  new NetworkFirst({
    cacheName: OFFLINE_DATA_CACHE,
    // A weak connection: after this long the last copy is shown, and the answer, when it comes,
    // still refreshes the cache for the next read.
    networkTimeoutSeconds: 10,
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
      {
        cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
          if (cachedResponse) {
            const clientId = event instanceof FetchEvent ? event.clientId || event.resultingClientId : undefined;
            await tellPage(clientId, cachedResponse.headers.get('date'));
          }
          return cachedResponse;
        },
      },
    ],
  }),
);
