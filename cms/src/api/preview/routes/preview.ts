/**
 * GET /api/preview?token=… (issue 21): the record a preview token from the panel names, draft
 * or not, for the site's /preview page. Public: the signed token is the only key.
 */
export default {
  routes: [{ method: 'GET', path: '/preview', handler: 'preview.find', config: { policies: [], middlewares: [] } }],
};
