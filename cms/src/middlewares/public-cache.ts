import type { Core } from '@strapi/strapi';
import { publicCacheMiddleware } from '../lib/public-cache';

/** Public reads from memory, never stale: see src/lib/public-cache.ts. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const middleware = publicCacheMiddleware(strapi, {
    maxBytes: Number(process.env.PUBLIC_CACHE_MAX_MB || 64) * 1024 * 1024,
  });
  // Hits are answered at the HTTP server, before Koa (see answerHitsFirst).
  middleware.answerHitsFirst(strapi.server.httpServer);
  return middleware;
};
