/** robots.txt and sitemap.xml for search engines (issue 14); public, read-only. */
export default {
  routes: [
    { method: 'GET', path: '/seo/robots.txt', handler: 'seo.robots', config: { policies: [], middlewares: [] } },
    { method: 'GET', path: '/seo/sitemap.xml', handler: 'seo.sitemap', config: { policies: [], middlewares: [] } },
  ],
};
