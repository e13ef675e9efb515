import type { Core } from '@strapi/strapi';
import { publicCacheMiddleware } from '../lib/public-cache';

/** Public reads from memory, never stale: see src/lib/public-cache.ts. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  publicCacheMiddleware(strapi, {
    maxBytes: Number(process.env.PUBLIC_CACHE_MAX_MB || 64) * 1024 * 1024,
  });
