/** Reviews (spec 3 §7): approved reviews are public; every write is SuperAdmin's (permissions). */
export default {
  routes: [
    { method: 'GET', path: '/reviews', handler: 'reviews.find', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/reviews/add', handler: 'reviews.create', config: { policies: [], middlewares: [] } },
    { method: 'PUT', path: '/reviews/:id', handler: 'reviews.update', config: { policies: [], middlewares: [] } },
    { method: 'DELETE', path: '/reviews/:id', handler: 'reviews.delete', config: { policies: [], middlewares: [] } },
    // Undo of a delete within its window (cms/src/lib/soft-delete.ts).
    {
      method: 'POST',
      path: '/reviews/:id/restore',
      handler: 'reviews.restore',
      config: { policies: [], middlewares: [] },
    },
  ],
};
