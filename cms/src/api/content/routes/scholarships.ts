/** Scholarships (spec 3 §7): reads are public; add and edit Admin+; delete SuperAdmin. */
export default {
  routes: [
    { method: 'GET', path: '/scholarships', handler: 'scholarships.find', config: { policies: [], middlewares: [] } },
    {
      method: 'POST',
      path: '/scholarships/add',
      handler: 'scholarships.create',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'PUT',
      path: '/scholarships/:id',
      handler: 'scholarships.update',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'DELETE',
      path: '/scholarships/:id',
      handler: 'scholarships.delete',
      config: {
        policies: [{ name: 'global::is-super-admin', config: { message: 'فقط السوبر أدمن يمكنه حذف المنح' } }],
        middlewares: [],
      },
    },
    // Undo of a delete within its window (cms/src/lib/soft-delete.ts).
    {
      method: 'POST',
      path: '/scholarships/:id/restore',
      handler: 'scholarships.restore',
      config: {
        policies: [{ name: 'global::is-super-admin', config: { message: 'فقط السوبر أدمن يمكنه حذف المنح' } }],
        middlewares: [],
      },
    },
  ],
};
