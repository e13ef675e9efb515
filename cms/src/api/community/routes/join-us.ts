/** Join requests (spec 2 §3/§5/§7, spec 3 §7). Roles: ../permissions.ts. */
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/join-us/add', handler: 'join-us.add', config: { policies: [], middlewares: [] } },
    { method: 'GET', path: '/join-us', handler: 'join-us.find', config: { policies: [], middlewares: [] } },
    {
      method: 'GET',
      path: '/join-us/check-duplicates/:email/:phone',
      handler: 'join-us.checkDuplicates',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'DELETE',
      path: '/join-us/delete/:id',
      handler: 'join-us.delete',
      config: { policies: [], middlewares: [] },
    },
    // Undo of a delete within its window (cms/src/lib/soft-delete.ts).
    {
      method: 'POST',
      path: '/join-us/restore/:id',
      handler: 'join-us.restore',
      config: { policies: [], middlewares: [] },
    },
    // Strapi routes cannot name OPTIONS; 'ALL' after the DELETE route reaches the handler for
    // OPTIONS (and answers 405 to any other method on this path). DELETE matches first.
    {
      method: 'ALL',
      path: '/join-us/delete/:id',
      handler: 'join-us.options',
      config: { policies: [], middlewares: [] },
    },
  ],
};
