import type { Core } from '@strapi/strapi';
import { getService } from '../../../lib/services';

type Ctx = { request: { origin: string }; type: string; body: unknown; set: (k: string, v: string) => void };

/**
 * GET /api/seo/robots.txt and /api/seo/sitemap.xml: the site serves them at /robots.txt and
 * /sitemap.xml through its proxy (vite preview in tests, nginx in production).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async robots(ctx: Ctx) {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = getService(strapi, 'api::seo.seo').robots(ctx.request.origin);
  },

  async sitemap(ctx: Ctx) {
    ctx.type = 'application/xml; charset=utf-8';
    // Short: a new article or university reaches the sitemap within a minute.
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = await getService(strapi, 'api::seo.seo').sitemap(ctx.request.origin);
  },
});
