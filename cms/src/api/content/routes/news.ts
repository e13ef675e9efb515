/** News (spec 3 §7): reads are public; add and edit Admin+; delete SuperAdmin (policy answers the spec's refusal). */
export default {
  routes: [
    { method: 'GET', path: '/news', handler: 'news.find', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/news/add', handler: 'news.create', config: { policies: [], middlewares: [] } },
    { method: 'PUT', path: '/news/:id', handler: 'news.update', config: { policies: [], middlewares: [] } },
    {
      method: 'DELETE',
      path: '/news/:id',
      handler: 'news.delete',
      config: {
        policies: [{ name: 'global::is-super-admin', config: { message: 'فقط السوبر أدمن يمكنه حذف الأخبار' } }],
        middlewares: [],
      },
    },
    // Undo of a delete within its window (cms/src/lib/soft-delete.ts).
    {
      method: 'POST',
      path: '/news/:id/restore',
      handler: 'news.restore',
      config: {
        policies: [{ name: 'global::is-super-admin', config: { message: 'فقط السوبر أدمن يمكنه حذف الأخبار' } }],
        middlewares: [],
      },
    },
  ],
};
