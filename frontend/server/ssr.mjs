/**
 * Public pages rendered on request (issue 14), for `vite preview` (vite.config.ts) and for the
 * production server (server/index.mjs behind nginx). A connect-style middleware: GET or HEAD of
 * a public route answers the built index.html with the page's markup, head tags and data in it;
 * anything else goes on (`next()`), so static files, /api and the login-only pages are served as
 * before (the browser renders those, and their guards keep them login-only).
 *
 * Each rendering is kept SSR_CACHE_SECONDS (30 by default, at most 60): a content edit reaches
 * the served HTML within that time, and a burst of visitors costs one rendering. When rendering
 * fails (the CMS is down, a page throws), the plain index.html is served: the browser renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MAX_ENTRIES = 500;

/**
 * `{ distDir, serverEntry, apiOrigin, siteOrigin?, headers?, cacheSeconds?, log? }` →
 * middleware(req, res, next). `headers`: sent with each rendered page (the site's security headers).
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
  let publicPaths = null; // lower case: react-router matches paths without regard to case
  const cache = new Map(); // url → { at, status, body } | pending promise

  async function renderPage(url, origin) {
    template ??= fs.readFileSync(templatePath, 'utf8');
    const result = await entry.render(url, { apiOrigin, siteOrigin: origin });
    if (!result) return null;
    let body = template.replace('<div id="root"></div>', `<div id="root">${result.html}</div>${result.data}`);
    if (result.head)
      body = body
        .replace(/<title>[\s\S]*?<\/title>\s*/, '')
        .replace(/<meta name="description"[^>]*>\s*/, '')
        .replace('</head>', `  ${result.head}\n  </head>`);
    return { status: result.status, body, complete: result.complete };
  }

  const loading = import(pathToFileURL(serverEntry).href).then((module) => {
    entry = module;
    publicPaths = new Set(module.SSR_PATHS.map((p) => p.toLowerCase()));
  });
  loading.catch((error) => log(`ssr: cannot load ${serverEntry}: ${error}`));

  return async function ssr(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      await loading;
    } catch {
      return next();
    }
    const url = new URL(req.url, 'http://site.invalid');
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    if (!publicPaths.has(pathname.toLowerCase())) return next();
    const origin = (siteOrigin || `http://${req.headers.host}`).replace(/\/+$/, '');
    const key = `${origin}${pathname}${url.search}`;
    const now = Date.now();
    let hit = cache.get(key);
    if (!hit || (!hit.then && now - hit.at > ttlMs)) {
      hit = renderPage(`${pathname}${url.search}`, origin).then(
        (page) => {
          const value = page ? { ...page, at: Date.now() } : null;
          // A page whose data did not all come (the CMS was slow or down) is not kept.
          if (value && value.complete && ttlMs > 0) {
            cache.set(key, value);
            if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value);
          } else cache.delete(key);
          return value;
        },
        (error) => {
          cache.delete(key);
          log(`ssr: ${pathname}: ${error?.stack ?? error}`);
          return null;
        },
      );
      cache.set(key, hit);
    }
    Promise.resolve(hit).then((page) => {
      if (!page) return next();
      res.statusCode = page.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end(req.method === 'HEAD' ? undefined : page.body);
    });
  };
}
