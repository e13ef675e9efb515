/**
 * Public pages rendered on request (issue 14), for `vite preview` (vite.config.ts) and for the
 * production server (server/index.mjs behind nginx). A connect-style middleware: GET or HEAD of
 * a public route answers the built index.html with the page's markup, head tags and data in it;
 * anything else goes on (`next()`), so static files, /api and the login-only pages are served as
 * before (the browser renders those, and their guards keep them login-only).
 *
 * `ssr.notFound(req, res, next)` answers a path that is no page of the site (IS_APP_PATH of
 * src/entry-server.tsx says so) with 404 and the rendered not-found page (issue 24); a page of the
 * site goes on (`next()`). It reads `req.originalUrl` when set (connect, after the SPA fallback
 * rewrote `req.url`). The not-found page is rendered once per origin and cached like a page.
 *
 * Each rendering is kept SSR_CACHE_SECONDS (30 by default, at most 60): a content edit reaches
 * the served HTML within that time, and a burst of visitors costs one rendering. When rendering
 * fails (the CMS is down, a page throws), the plain index.html is served: the browser renders.
 *
 * What a visitor sends cannot stop the process or fill its memory (issue 20):
 *  - a request target that is not a path (`//a:99999/`, `http://[::1/News`, bad %-escapes) or a
 *    Host header that is not a host name is answered 400; the middleware never rejects;
 *  - the cache key is the site's origin, the route (as SSR_PATHS spells it: routes match without
 *    regard to case) and only the query parameters the page reads (SSR_QUERY of
 *    src/entry-server.tsx, normalised as the page reads them); any other parameter is ignored;
 *  - the cache holds at most CACHE_MAX_ENTRIES renderings and CACHE_MAX_BYTES of them (the
 *    oldest used goes first), and at most CACHE_MAX_ENTRIES renderings are under way at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CACHE_MAX_ENTRIES = 200;
export const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A path no route of the site matches: rendering it renders the not-found page. */
const NOT_FOUND_URL = '/404';
/** A host name or an IP literal, with an optional port: what a Host header may be. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The request target as a URL, or null when it is not one a browser sends for a page: the path
 * form (`/News?x=1`, one leading slash) with valid %-escapes, or the absolute form of an http(s) URL.
 */
export function parseTarget(target) {
  if (typeof target !== 'string' || target.length === 0) return null;
  try {
    let url;
    if (target.startsWith('/')) {
      if (target.startsWith('//')) return null; // a network-path reference, not a path
      url = new URL(`http://site.invalid${target}`);
    } else {
      url = new URL(target);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    }
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

function refuse(res, status, text) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/**
 * Guards a node:http server whose request handler may throw on a request target (connect, under
 * `vite preview`, parses it with url.parse before any middleware: `http://[::1/News` throws out
 * of the request event and stops the process): a target parseTarget refuses is answered 400
 * before the handler sees it, and a handler that throws all the same gets a 400 (or a closed
 * connection when it had begun answering) instead of stopping the process.
 */
export function guardRequests(server) {
  const handlers = server.listeners('request');
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    if (!parseTarget(req.url)) return refuse(res, 400, 'bad request target');
    try {
      for (const handler of handlers) handler.call(server, req, res);
    } catch (error) {
      console.error(`request ${JSON.stringify(req.url)}: ${error?.stack ?? error}`);
      if (res.headersSent) res.destroy();
      else refuse(res, 400, 'bad request');
    }
  });
}

/** `text` with the first `marker` replaced by `insert`, taken as it is (no `$` patterns). */
const insertAt = (text, marker, insert) => {
  const at = text.indexOf(marker);
  return at < 0 ? text : `${text.slice(0, at)}${insert}${text.slice(at + marker.length)}`;
};

/**
 * `{ distDir, serverEntry, apiOrigin, siteOrigin?, headers?, cacheSeconds?, log? }` →
 * middleware(req, res, next), with `cacheStats()` → `{ entries, bytes, pending }`.
 * `headers`: sent with each rendered page (the site's security headers).
 */
export function createSsrMiddleware({
  distDir,
  serverEntry,
  apiOrigin,
  siteOrigin,
  headers = {},
  cacheSeconds,
  log = console.error,
}) {
  const ttlMs = Math.min(60, Math.max(0, Number(cacheSeconds ?? process.env.SSR_CACHE_SECONDS ?? 30))) * 1000;
  const templatePath = path.join(distDir, 'index.html');
  let template = null;
  let entry = null;
  let routes = null; // lower-case path → the route as SSR_PATHS spells it (routes match without regard to case)
  let queries = {}; // route → { parameter: value → normalised value | null }
  let isAppPath = () => true; // pathname → is it a page of the site (any route but the not-found one)
  const cache = new Map(); // key → { at, status, body: Buffer, bytes }; oldest used first
  const pending = new Map(); // key → promise of a rendering under way
  let bytes = 0;

  async function renderPage(url, origin) {
    template ??= fs.readFileSync(templatePath, 'utf8');
    const result = await entry.render(url, { apiOrigin, siteOrigin: origin });
    if (!result) return null;
    // Inserted as text: a `$&` or `` $` `` in the content must not be read as a replacement pattern.
    let html = insertAt(template, '<div id="root"></div>', `<div id="root">${result.html}</div>${result.data}`);
    if (result.head)
      html = insertAt(
        html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, ''),
        '</head>',
        `  ${result.head}\n  </head>`,
      );
    return { status: result.status, body: Buffer.from(html), complete: result.complete };
  }

  function remember(key, page) {
    const size = page.body.length + key.length * 2 + 200;
    forget(key);
    if (size > CACHE_MAX_BYTES) return;
    cache.set(key, { at: Date.now(), status: page.status, body: page.body, bytes: size });
    bytes += size;
    for (const oldest of cache.keys()) {
      if (cache.size <= CACHE_MAX_ENTRIES && bytes <= CACHE_MAX_BYTES) break;
      forget(oldest);
    }
  }

  function forget(key) {
    const old = cache.get(key);
    if (!old) return;
    cache.delete(key);
    bytes -= old.bytes;
  }

  const loading = import(pathToFileURL(serverEntry).href).then((module) => {
    entry = module;
    routes = new Map(module.SSR_PATHS.map((p) => [p.toLowerCase(), p]));
    queries = module.SSR_QUERY ?? {};
    if (typeof module.isAppPath === 'function') isAppPath = module.isAppPath;
  });
  loading.catch((error) => log(`ssr: cannot load ${serverEntry}: ${error}`));

  /** The route and the query the page reads, or null when the path is not a server-rendered page. */
  function pageOf(url) {
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const route = routes.get(pathname.toLowerCase());
    if (!route) return null;
    const query = new URLSearchParams();
    for (const [name, normalise] of Object.entries(queries[route] ?? {})) {
      const value = normalise(url.searchParams.get(name));
      if (value !== null && value !== undefined) query.set(name, String(value));
    }
    const search = query.size ? `?${query}` : '';
    return { route, search };
  }

  /** The cached rendering of `key`, or a new one of `url`; null when it cannot be rendered now. */
  async function rendered(key, url, origin, label) {
    let hit = cache.get(key);
    if (hit && Date.now() - hit.at > ttlMs) {
      forget(key);
      hit = undefined;
    }
    if (hit) {
      // Used again: moves to the end, the last to go.
      cache.delete(key);
      cache.set(key, hit);
    } else {
      let rendering = pending.get(key);
      if (!rendering) {
        // Too many renderings under way (a flood of distinct hosts): the browser renders this one.
        if (pending.size >= CACHE_MAX_ENTRIES) return null;
        rendering = renderPage(url, origin)
          .then(
            (rendered) => {
              // A page whose data did not all come (the CMS was slow or down) is not kept.
              if (rendered && rendered.complete && ttlMs > 0) remember(key, rendered);
              return rendered;
            },
            (error) => {
              log(`ssr: ${label}: ${error?.stack ?? error}`);
              return null;
            },
          )
          .finally(() => pending.delete(key));
        pending.set(key, rendering);
      }
      hit = await rendering;
    }
    return hit ?? null;
  }

  async function handle(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = parseTarget(req.url);
    if (!url) return refuse(res, 400, 'bad request target');
    try {
      await loading;
    } catch {
      return next();
    }
    const page = pageOf(url);
    if (!page) return next();
    const origin = originOf(req);
    if (!origin) return refuse(res, 400, 'bad Host header');
    const key = `${origin}${page.route}${page.search}`;

    const hit = await rendered(key, `${page.route}${page.search}`, origin, page.route);
    if (!hit) return next();
    res.statusCode = hit.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(req.method === 'HEAD' ? undefined : hit.body);
  }

  /** The site's origin for canonical links: siteOrigin, else the Host header; null when that is not a host. */
  function originOf(req) {
    if (siteOrigin) return siteOrigin.replace(/\/+$/, '');
    const host = String(req.headers.host ?? '');
    return HOST.test(host) ? `http://${host}` : null;
  }

  async function handleNotFound(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = parseTarget(req.originalUrl ?? req.url);
    if (!url) return refuse(res, 400, 'bad request target');
    try {
      await loading;
    } catch {
      return next();
    }
    if (isAppPath(url.pathname)) return next();
    const origin = originOf(req);
    if (!origin) return refuse(res, 400, 'bad Host header');
    // One rendering per origin, whatever the path: a flood of unknown paths costs nothing more.
    const hit = await rendered(`${origin} not-found`, NOT_FOUND_URL, origin, 'not found');
    let body = hit?.body;
    if (!body) {
      try {
        template ??= fs.readFileSync(templatePath, 'utf8');
        body = Buffer.from(template); // the browser renders the not-found page
      } catch {
        body = Buffer.from('الصفحة غير موجودة');
      }
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** `handler` as a connect middleware that never rejects (under connect or node:http a rejection would stop the process). */
  const safely = (handler) => (req, res, next) => {
    let passed = false;
    const pass = () => {
      if (passed) return;
      passed = true;
      next();
    };
    handler(req, res, pass).catch((error) => {
      log(`ssr: ${req.url}: ${error?.stack ?? error}`);
      if (res.headersSent || passed) res.destroy();
      else pass();
    });
  };
  const ssr = safely(handle);
  ssr.notFound = safely(handleNotFound);
  ssr.cacheStats = () => ({ entries: cache.size, bytes, pending: pending.size });
  return ssr;
}
