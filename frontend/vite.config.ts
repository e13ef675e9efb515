import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// One origin, as behind nginx in production: the site proxies /api and /uploads to the CMS,
// so the browser never needs CORS and the api client can use relative paths.
const cmsUrl = process.env.CMS_URL || 'http://127.0.0.1:1337';

const proxy = {
  '/api': { target: cmsUrl, changeOrigin: true },
  '/uploads': { target: cmsUrl, changeOrigin: true },
};

const server = { host: '127.0.0.1', port: 5173, strictPort: true, proxy };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server,
  preview: server,
});
