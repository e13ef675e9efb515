import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Strapi 5 reads `proxy.koa`: trust X-Forwarded-For (client address, rate limits) behind nginx.
  // Only the last PROXY_HOPS addresses are believed (those our own proxies appended): a client
  // cannot dodge the per-address limits by sending its own X-Forwarded-For.
  proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: env.int('PROXY_HOPS', 1) },
  // Uploaded files live here; tests point it at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS'),
  },
});
