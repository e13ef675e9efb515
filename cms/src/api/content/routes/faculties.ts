/**
 * Assistant faculties (spec 2 §7, spec 3 §7). Strapi's router matches paths without regard to
 * case, so /api/Faculties is served by the same GET route. /faculties/search comes before
 * /faculties/:id (only PUT and DELETE take an id, but the order keeps it safe if a GET /:id is added).
 */
export default {
  routes: [
    { method: 'GET', path: '/faculties', handler: 'faculties.find', config: { policies: [], middlewares: [] } },
    {
      method: 'GET',
      path: '/faculties/search',
      handler: 'faculties.search',
      config: { policies: [], middlewares: [] },
    },
    { method: 'POST', path: '/faculties', handler: 'faculties.create', config: { policies: [], middlewares: [] } },
    { method: 'PUT', path: '/faculties/:id', handler: 'faculties.update', config: { policies: [], middlewares: [] } },
    {
      method: 'DELETE',
      path: '/faculties/:id',
      handler: 'faculties.delete',
      config: { policies: [], middlewares: [] },
    },
    // Undo of a delete within its window (cms/src/lib/soft-delete.ts).
    {
      method: 'POST',
      path: '/faculties/:id/restore',
      handler: 'faculties.restore',
      config: { policies: [], middlewares: [] },
    },
  ],
};
