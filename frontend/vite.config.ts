import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readSecurityHeaders } from './security-headers';

// One origin, as behind nginx in production: the site proxies /api and /uploads to the CMS,
// so the browser never needs CORS and the api client can use relative paths.
const cmsUrl = process.env.CMS_URL || 'http://127.0.0.1:1337';

const proxy = {
  '/api': { target: cmsUrl, changeOrigin: true },
  '/uploads': { target: cmsUrl, changeOrigin: true },
  // robots.txt and sitemap.xml are built by the CMS from its records (issue 14); the Host header
  // is kept so that, without SITE_URL, they name the site's own address.
  '/robots.txt': { target: cmsUrl, rewrite: () => '/api/seo/robots.txt' },
  '/sitemap.xml': { target: cmsUrl, rewrite: () => '/api/seo/sitemap.xml' },
};

const server = { host: '127.0.0.1', port: 5173, strictPort: true, proxy };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The dev server keeps no CSP: its hot reload injects inline scripts.
  server,
  // The built site is served with the production headers (deploy/security-headers.conf).
  preview: {
    ...server,
    headers: readSecurityHeaders(fileURLToPath(new URL('../deploy/security-headers.conf', import.meta.url))),
  },
});
