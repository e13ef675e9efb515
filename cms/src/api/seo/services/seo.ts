import type { Core } from '@strapi/strapi';
import { normaliseOrigin, robotsTxt, sitemapEntries, sitemapXml } from '@dalil/domain/rules';
import { ARTICLE_RESOURCE } from '@dalil/domain/resources';
import { storedName } from '@dalil/domain/cms';

const ARTICLE_UID = ARTICLE_RESOURCE.uid;

/**
 * robots.txt and sitemap.xml, built on each request from the records as they are now (a few
 * hundred rows, three narrow queries), so the sitemap is never stale and nothing is committed.
 * The site's address is SITE_URL (the address mailed links use) when set, else the address the
 * request came to (the site's proxy keeps the visitor's Host header).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  origin(requestOrigin: string): string {
    return normaliseOrigin(process.env.SITE_URL) ?? normaliseOrigin(requestOrigin) ?? '';
  },

  robots(requestOrigin: string): string {
    return robotsTxt(this.origin(requestOrigin));
  },

  async sitemap(requestOrigin: string): Promise<string> {
    const [universities, articles, news] = await Promise.all([
      strapi.db
        .query('api::university.university')
        .findMany({ select: ['university_code', 'category', 'updatedAt'], orderBy: { university_code: 'asc' } }),
      strapi.db.query(ARTICLE_UID).findMany({
        select: ['Short_name', 'updatedAt'],
        // A deleted article awaiting its undo (lib/soft-delete.ts) does not date the list page.
        where: { [storedName(ARTICLE_UID, 'status')]: 'published', deletedAt: null },
        orderBy: { id: 'asc' },
      }),
      strapi.db.query('api::news-item.news-item').findMany({ select: ['updatedAt'], where: { deletedAt: null } }),
    ]);
    const entries = sitemapEntries(this.origin(requestOrigin), {
      universities: universities.map((u) => ({
        code: u.university_code,
        category: u.category,
        updatedAt: u.updatedAt,
      })),
      articles: articles.map((a) => ({ shortName: a.Short_name, updatedAt: a.updatedAt })),
      news: news.map((n) => ({ updatedAt: n.updatedAt })),
    });
    return sitemapXml(entries);
  },
});
