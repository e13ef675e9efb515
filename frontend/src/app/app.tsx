import { useEffect, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { setHydrating } from '@/lib/ssr';
import { AppProvider } from './provider';
import { AppRouter, type createAppRouter } from './router';

/**
 * Puts the data a server-rendered page was rendered with into SWR's cache before any page reads
 * it (issue 14): the page's hooks then hold loaded data, as they did on the server, rather than
 * a fallback (which SWR still reports as loading). Server data wins over anything cached before.
 */
function SeedSwrCache({ data }: { data: Record<string, unknown> }) {
  const { cache } = useSWRConfig();
  useState(() => {
    for (const [key, value] of Object.entries(data))
      cache.set(key, { data: value, error: undefined, isValidating: false, isLoading: false });
    return null;
  });
  return null;
}

/** The providers around a router; `seed`: the data a server-rendered page was rendered with. */
export function AppShell({ seed, children }: { seed?: Record<string, unknown>; children: ReactNode }) {
  // Runs after every effect below it, once the first (hydrated) tree is committed: from then on
  // state follows the browser (lib/ssr.ts).
  useEffect(() => setHydrating(false), []);
  return (
    <AppProvider>
      {seed && <SeedSwrCache data={seed} />}
      {children}
    </AppProvider>
  );
}

export function App({ router, seed }: { router: ReturnType<typeof createAppRouter>; seed?: Record<string, unknown> }) {
  return (
    <AppShell seed={seed}>
      <AppRouter router={router} />
    </AppShell>
  );
}
