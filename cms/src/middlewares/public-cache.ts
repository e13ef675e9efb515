import type { Core } from '@strapi/strapi';
import { PUBLIC_CACHE_MAX_BYTES, publicCacheMiddleware } from '../lib/public-cache';

/** Public reads from memory, never stale: see src/lib/public-cache.ts. PUBLIC_CACHE_MAX_MB bounds them (32 by default). */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const mb = Number(process.env.PUBLIC_CACHE_MAX_MB);
  const middleware = publicCacheMiddleware(strapi, {
    maxBytes: mb > 0 ? mb * 1024 * 1024 : PUBLIC_CACHE_MAX_BYTES,
  });
  // Hits are answered at the HTTP server, before Koa (see answerHitsFirst); PUBLIC_CACHE_FAST_PATH=off
  // leaves them to the middleware (the benchmark measures both: README "Performance").
  if (process.env.PUBLIC_CACHE_FAST_PATH !== 'off') middleware.answerHitsFirst(strapi.server.httpServer);
  return middleware;
};
