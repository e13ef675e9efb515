import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { uploadsHeaders } from '@dalil/domain/validation';
import { optionsFromEnv, publicBase } from '@dalil/upload-s3/env';
import type { ProxyOptions } from 'vite';
import { readSecurityHeaders } from './security-headers';

// One origin, as behind nginx in production: the site proxies /api and /uploads to the CMS,
// so the browser never needs CORS and the api client can use relative paths.
const cmsUrl = process.env.CMS_URL || 'http://127.0.0.1:1337';

/**
 * Where /uploads/<key> comes from: the bucket when uploads are on S3 (UPLOAD_S3_BUCKET, as the CMS
 * reads it; `<publicBase>/<key>`, without the query string), the CMS's own folder otherwise — as
 * deploy/nginx.conf does in production (deploy/uploads-s3.conf or deploy/uploads-cms.conf).
 */
const s3 = optionsFromEnv(process.env);
const bucket = s3 ? new URL(`${publicBase(s3)}/`) : null;

/**
 * Uploaded files are served on the site's origin, so whatever the CMS or the bucket sends, their
 * answers carry the /uploads headers (issue 20): a sandboxing CSP, nosniff, and an attachment for
 * anything but a PNG, JPEG or WebP image — as deploy/nginx.conf does in production.
 */
const uploads: ProxyOptions = {
  target: bucket ? bucket.origin : cmsUrl,
  changeOrigin: true,
  ...(bucket
    ? {
        // One object only: no query string, and /uploads/ alone (a listing of the bucket) goes nowhere.
        rewrite: (url: string) => {
          const key = url.replace(/\?.*$/, '').slice('/uploads/'.length);
          return key ? `${bucket.pathname}${key}` : '/-/no-listing';
        },
      }
    : {}),
  configure: (proxy) =>
    proxy.on('proxyRes', (res) => {
      const headers = uploadsHeaders(String(res.headers['content-type'] ?? ''));
      delete res.headers['content-disposition'];
      for (const [name, value] of Object.entries(headers)) res.headers[name.toLowerCase()] = value;
    }),
};

const proxy = {
  '/api': { target: cmsUrl, changeOrigin: true },
  '/uploads': uploads,
  // robots.txt and sitemap.xml are built by the CMS from its records (issue 14); the Host header
  // is kept so that, without SITE_URL, they name the site's own address.
  '/robots.txt': { target: cmsUrl, rewrite: () => '/api/seo/robots.txt' },
  '/sitemap.xml': { target: cmsUrl, rewrite: () => '/api/seo/sitemap.xml' },
};

const securityHeaders = readSecurityHeaders(fileURLToPath(new URL('../deploy/security-headers.conf', import.meta.url)));

/**
 * `vite preview` renders the public pages on request (server/ssr.mjs, issue 14), as the
 * production server behind nginx does; without a server build (dist-server/) it serves the
 * plain index.html, which the browser renders.
 */
function ssrPreview(): Plugin {
  return {
    name: 'dalil-ssr-preview',
    async configurePreviewServer(server) {
      const { createSsrMiddleware, guardRequests } = await import('./server/ssr.mjs');
      // A request target that is not a path (`//a:99999/`, `http://[::1/News`) is answered 400
      // before connect parses it (it would throw and stop the server; issue 20).
      if (server.httpServer) guardRequests(server.httpServer as import('node:http').Server);
      const distDir = path.resolve(server.config.root, server.config.build.outDir);
      // Built beside the site's build (`vite build --ssr … --outDir dist-server`).
      const serverEntry = path.join(path.dirname(distDir), 'dist-server', 'entry-server.js');
      if (!fs.existsSync(serverEntry)) return;
      const ssr = createSsrMiddleware({
        distDir,
        serverEntry,
        apiOrigin: cmsUrl,
        headers: securityHeaders,
      });
      // SSR_OPT_IN=1 (the browser-test stack of scripts/test.mjs): only requests that send
      // `X-Dalil-SSR: 1` are rendered on the server — the specs of server rendering
      // (e2e/seo.spec.ts) — while the other specs drive the client-rendered site, without racing
      // a server-rendered page's hydration with their first click.
      const optIn = process.env.SSR_OPT_IN === '1';
      server.middlewares.use(
        optIn ? (req, res, next) => (req.headers['x-dalil-ssr'] === '1' ? ssr(req, res, next) : next()) : ssr,
      );
      // After the static files and the SPA fallback: a path that is no page of the site answers
      // 404 with the rendered not-found page (issue 24), with or without SSR_OPT_IN.
      return () => server.middlewares.use(ssr.notFound);
    },
  };
}

/**
 * Preloads the Arabic web font's regular and bold faces (issue 14): a page rendered on the server
 * paints its text at once, and a face arriving late would reflow it (a layout shift).
 */
function preloadFonts(): Plugin {
  return {
    name: 'dalil-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => /cairo-arabic-(400|700)-normal-[^/]*\.woff2$/.test(f));
      return fonts.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
        injectTo: 'head' as const,
      }));
    },
  };
}

/**
 * Staff-only code (the screens under /admin: src/features/admin-*, src/components/admin) is
 * named `staff-…` in the build, so that the service worker's precache leaves it out: a student's
 * first visit does not download the back office, and the staff screens are not offered offline.
 */
const STAFF_CHUNK_PREFIX = 'staff-';
const SITE_SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
const STAFF_SOURCE = /^(features[\\/]admin-[^\\/]+|components[\\/]admin)[\\/]/;
/** A chunk is staff-only when every module of the site's own source in it is a staff module. */
function chunkFileNames(chunk: { moduleIds: readonly string[] }): string {
  const own = chunk.moduleIds.filter((id) => id.startsWith(SITE_SOURCE)).map((id) => id.slice(SITE_SOURCE.length));
  const staff = own.length > 0 && own.every((id) => STAFF_SOURCE.test(id));
  return `assets/${staff ? STAFF_CHUNK_PREFIX : ''}[name]-[hash].js`;
}

/**
 * The installable site (issue 25 item 4): the web manifest and the service worker (src/sw.ts,
 * Workbox bundled into dist/sw.js by injectManifest: no CDN). The worker is registered by the
 * page itself (src/lib/offline.ts), so `injectRegister: false`. The precache is the app shell:
 * index.html, the scripts and styles, the Arabic font's Arabic and Latin faces, the icons — not
 * pdf.js (its worker is about 1 MB; the PDF pages need the network for their files anyway), the
 * sample images, nor the font's other subsets and formats.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  // The glob below takes the icons and the manifest already (once each).
  includeManifestIcons: false,
  manifest: {
    name: 'دليل — دليلك إلى الجامعات المصرية',
    short_name: 'دليل',
    description:
      'دليل عربي مجاني إلى الجامعات المصرية الخاصة والأهلية والجامعات ذات الطبيعة الخاصة وأفرع الجامعات الأجنبية.',
    lang: 'ar',
    dir: 'rtl',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // --color-primary and --color-bg of src/styles/global.css (the header and the page ground).
    theme_color: '#0f4c5c',
    background_color: '#f5f8f9',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    globIgnores: [
      'manifest.webmanifest',
      '**/pdf.worker*',
      '**/pdf-viewer-routes-*',
      `assets/${STAFF_CHUNK_PREFIX}*`,
      'images/**',
      '**/cairo-*-ext-*',
      '**/cairo-vietnamese-*',
    ],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
});

const server = { host: '127.0.0.1', port: 5173, strictPort: true, proxy };

export default defineConfig({
  plugins: [react(), ssrPreview(), preloadFonts(), pwa],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The dev server keeps no CSP: its hot reload injects inline scripts.
  server,
  // One stylesheet for the whole site (about 14 KB gzip), linked by index.html: a page rendered
  // on the server is styled before any route chunk loads, and no route's styles arrive late
  // and move its layout (issue 14).
  build: { cssCodeSplit: false, rollupOptions: { output: { chunkFileNames } } },
  // The server build (entry-server.tsx) is one self-contained file: the production renderer
  // needs no node_modules.
  ssr: { noExternal: true },
  // The built site is served with the production headers (deploy/security-headers.conf).
  preview: {
    ...server,
    headers: securityHeaders,
  },
});
