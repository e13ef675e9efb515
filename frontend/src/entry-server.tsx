/**
 * Server rendering of the public pages (issue 14), built by `vite build --ssr` into
 * dist-server/ and called by server/ssr.mjs for each request it does not have cached.
 *
 * react-router's own static handler matches the route and loads its lazy module; the page is
 * rendered with react-dom/server. Data comes through the pages' own SWR hooks: a first render
 * collects the keys they ask for, the server fetches them from the CMS, and the page is
 * rendered again with that data in SWR's cache (repeated while a render asks for new keys,
 * e.g. a list that depends on another). The same data goes to the browser for hydration.
 */
import { PUBLIC_SITE_PATHS } from '@dalil/domain/rules';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { matchRoutes } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { AppShell } from './app/app';
import { routerFuture, routes } from './app/router';
import { buildPageMeta, pageMetaHtml, PageMetaCollector, type PageMetaInput } from './lib/page-meta';
import { paths } from './lib/paths';
import { statusTab } from './lib/api/universities';
import { directoryTab } from './features/guide/api/directory';
import { jsonForScript, SSR_DATA_ID, type SsrPayload } from './lib/ssr';

export interface RenderOptions {
  /** Where '/api/…' is fetched from (the CMS). */
  apiOrigin: string;
  /** The site's own address, for canonical links. */
  siteOrigin: string;
  /** Longest wait for one data read; a page whose data does not come renders its loading state. */
  fetchTimeoutMs?: number;
}

export interface RenderResult {
  status: number;
  /** Tags for <head>: title, description, social tags, canonical, structured data. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** `<script type="application/json" id="ssr-data">` for hydration. */
  data: string;
  /** False when some data could not be read: the page then shows a loading state there. */
  complete: boolean;
}

/** The routes rendered here: spec 1's public pages (and /Home, the home page's alias). */
export const SSR_PATHS: string[] = [...PUBLIC_SITE_PATHS, paths.homeAlias];

/**
 * The query parameters each server-rendered page reads, with the function the page reads it with
 * (the value it normalises to). The renderer (server/ssr.mjs) keys its cache by these only and
 * renders with them only: any other parameter, or another spelling of a value, is the same page
 * and costs no rendering. A page not listed reads none. A page that starts reading a parameter
 * must be listed here.
 */
export const SSR_QUERY: Record<string, Record<string, (value: string | null) => string>> = {
  [paths.guide]: { type: directoryTab },
  [paths.status]: { type: statusTab },
};

/**
 * Whether a path is a page of the site: any route but the not-found one (`*`). The renderer
 * (server/ssr.mjs) answers any other path 404 with the not-found page (issue 24).
 */
export function isAppPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return Boolean(matches?.length) && matches!.at(-1)!.route.path !== paths.notFound;
}

const MAX_PASSES = 3;
const handler = createStaticHandler(routes, { future: routerFuture });

/**
 * The pages' fetchers call fetch('/api/…') as the browser does; on the server such a path goes
 * to the CMS, with a time limit. Installed once: this process renders only the site.
 */
let serverFetchOptions: { apiOrigin: string; timeoutMs: number } | null = null;
function sendApiCallsTo(apiOrigin: string, timeoutMs: number) {
  if (!serverFetchOptions) {
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const { apiOrigin: origin, timeoutMs: limit } = serverFetchOptions!;
      const url = typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input;
      return original(url, { ...init, signal: init?.signal ?? AbortSignal.timeout(limit) });
    };
  }
  serverFetchOptions = { apiOrigin, timeoutMs };
}

export async function render(url: string, options: RenderOptions): Promise<RenderResult | null> {
  const request = new Request(new URL(url, options.siteOrigin));
  const context = await handler.query(request);
  // A redirect, or a route that failed to load: the browser renders the page as before.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const fetched: Record<string, unknown> = {};
  const failed = new Set<string>();
  const wanted = new Map<string, () => Promise<unknown>>();
  const collect: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const resolved = typeof key === 'function' ? (key as () => unknown)() : key;
    if (resolved && fetcher) {
      const id = unstable_serialize(resolved);
      if (!(id in fetched) && !failed.has(id) && !wanted.has(id))
        wanted.set(id, () => (fetcher as (k: unknown) => Promise<unknown>)(resolved));
    }
    return useSWRNext(key, fetcher, config);
  };

  let meta: PageMetaInput | null = null;
  const renderOnce = () => {
    meta = null;
    return renderToString(
      <PageMetaCollector.Provider value={(input) => (meta = input)}>
        {/* A cache of its own for each rendering: nothing is shared between requests. */}
        <SWRConfig value={{ provider: () => new Map(), use: [collect] }}>
          <AppShell seed={{ ...fetched }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppShell>
        </SWRConfig>
      </PageMetaCollector.Provider>,
    );
  };

  sendApiCallsTo(options.apiOrigin, options.fetchTimeoutMs ?? 5000);
  let html = '';
  for (let pass = 0; ; pass += 1) {
    wanted.clear();
    html = renderOnce();
    if (!wanted.size || pass === MAX_PASSES) break;
    await Promise.all(
      [...wanted].map(async ([id, load]) => {
        try {
          fetched[id] = await load();
        } catch {
          failed.add(id); // left to the browser: the page shows its loading state, then the data
        }
      }),
    );
  }

  const payload: SsrPayload = {
    swr: fetched,
    hydration: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  const pageMeta = meta as PageMetaInput | null;
  const notFound = context.matches.at(-1)?.route.path === paths.notFound;
  return {
    status: notFound ? 404 : context.statusCode,
    head: pageMeta ? pageMetaHtml(buildPageMeta(pageMeta, options.siteOrigin)) : '',
    html,
    complete: failed.size === 0,
    data: `<script type="application/json" id="${SSR_DATA_ID}">${jsonForScript(payload)}</script>`,
  };
}
