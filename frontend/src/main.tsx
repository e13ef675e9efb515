import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
// The Arabic web font is bundled from npm (no font CDN): Arabic and Latin subsets, three weights.
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/cairo/latin-400.css';
import '@fontsource/cairo/latin-600.css';
import '@fontsource/cairo/latin-700.css';
import './styles/global.css';
import './components/components.css';
import { App } from './app/app';
import { createAppRouter, routes } from './app/router';
import { setHydrating, SSR_DATA_ID, type SsrPayload } from './lib/ssr';
import { registerServiceWorker } from './lib/offline';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/** The server's data for a server-rendered page (see lib/ssr.ts), or null. */
function readPayload(): SsrPayload | null {
  const text = document.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}

async function start(root: HTMLElement) {
  const payload = readPayload();
  if (!payload) {
    createRoot(root).render(<App router={createAppRouter()} />);
    return;
  }
  // The matched routes are lazy modules: load them first, so that the first render is the
  // page the server rendered rather than an empty outlet.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  setHydrating(true);
  // The tree must be the server's to the element (useId counts positions): AppShell ends the
  // hydration phase itself, in its effect.
  hydrateRoot(root, <App router={createAppRouter(payload.hydration)} seed={payload.swr} />);
}

void start(container);
registerServiceWorker();
