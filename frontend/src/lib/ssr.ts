/**
 * Server rendering of the public pages (issue 14): what the server hands the browser, and the
 * one flag that tells state initialisers to start from what the server saw.
 *
 * The server (src/entry-server.tsx) renders a public route with the data it fetched and puts
 * that data, as JSON, in `<script type="application/json" id="ssr-data">` (data, not code: the
 * CSP allows no inline script). The browser (src/main.tsx) reads it back, gives SWR the same
 * data and hydrates the same markup.
 */
import { useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

/** react-router's hydration state (its type is not exported by react-router-dom 6). */
export type HydrationState = NonNullable<NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']>;

export const SSR_DATA_ID = 'ssr-data';

export interface SsrPayload {
  /** SWR cache entries: serialised key → data, as the server fetched it. */
  swr: Record<string, unknown>;
  /** react-router's state after the server's match (no loaders: errors only). */
  hydration: HydrationState;
}

let hydrating = false;

/**
 * True during the first render of a page the server rendered. State that the server cannot
 * know (the stored session, the screen width) starts from the server's value while it is true,
 * and is read for real in an effect, so hydration finds the markup it expects.
 */
export const isHydrating = () => hydrating;
export const setHydrating = (value: boolean) => {
  hydrating = value;
};

/** JSON for an HTML `<script>` element: `<` is escaped so that no text can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true afterwards (and in a page the browser renders
 * alone): for what only the browser draws, such as a portal into document.body.
 */
export const useIsClient = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
