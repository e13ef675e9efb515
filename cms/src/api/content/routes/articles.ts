/**
 * Articles (spec 2 §7, spec 3 §7): reads are public (published only for non-staff); add and
 * update Admin+; delete SuperAdmin. GET /articles/:shortName is the article page's read; it
 * does not meet the write paths, which use other methods.
 */
export default {
  routes: [
    { method: 'GET', path: '/articles', handler: 'articles.find', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/articles/add', handler: 'articles.create', config: { policies: [], middlewares: [] } },
    {
      method: 'PUT',
      path: '/articles/update/:id',
      handler: 'articles.update',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'DELETE',
      path: '/articles/delete/:id',
      handler: 'articles.delete',
      config: {
        policies: [{ name: 'global::is-super-admin', config: { message: 'فقط السوبر أدمن يمكنه حذف المقالات' } }],
        middlewares: [],
      },
    },
    // Undo of a delete within its window (cms/src/lib/soft-delete.ts).
    {
      method: 'POST',
      path: '/articles/restore/:id',
      handler: 'articles.restore',
      config: {
        policies: [{ name: 'global::is-super-admin', config: { message: 'فقط السوبر أدمن يمكنه حذف المقالات' } }],
        middlewares: [],
      },
    },
    {
      method: 'GET',
      path: '/articles/:shortName',
      handler: 'articles.findOne',
      config: { policies: [], middlewares: [] },
    },
  ],
};
