#!/usr/bin/env node
/**
 * The production renderer of the public pages (issue 14): nginx sends the public routes here
 * (deploy/nginx.conf), and any path that is not a file (issue 24). A public route is rendered;
 * another page of the site (login-only, rendered by the browser) gets the plain index.html; a
 * path that is no page of the site gets 404 with the rendered not-found page. nginx falls back
 * to index.html when this server is down.
 *
 * Environment: PORT (3000), HOST (0.0.0.0), CMS_URL (http://cms:1337), SITE_URL (the public
 * address for canonical links; else the Host header nginx passes), SSR_CACHE_SECONDS (30, ≤ 60).
 * A request target that is not a path, or a bad Host header, is answered 400 (server/ssr.mjs);
 * the middleware never rejects, so no request can stop the process (issue 20).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSsrMiddleware } from './ssr.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssr = createSsrMiddleware({
  distDir: path.join(root, 'dist'),
  serverEntry: path.join(root, 'dist-server', 'entry-server.js'),
  apiOrigin: (process.env.CMS_URL || 'http://cms:1337').replace(/\/+$/, ''),
  siteOrigin: process.env.SITE_URL || undefined,
});

const indexHtml = path.join(root, 'dist', 'index.html');
const server = http.createServer((req, res) =>
  ssr(req, res, () =>
    ssr.notFound(req, res, () => {
      // A page of the site the browser renders (its guard keeps a login-only page login-only).
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(indexHtml));
    }),
  ),
);
const port = Number(process.env.PORT || 3000);
server.listen(port, process.env.HOST || '0.0.0.0', () => console.log(`ssr: listening on ${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
