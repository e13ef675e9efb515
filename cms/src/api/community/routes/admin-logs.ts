/** The operations log (spec 3 §3/§7): client-side entries, paged reads, clearing. Roles: ../permissions.ts. */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/admin-logs/create',
      handler: 'admin-logs.create',
      config: { policies: ['global::is-staff'], middlewares: [] },
    },
    { method: 'GET', path: '/admin-logs', handler: 'admin-logs.find', config: { policies: [], middlewares: [] } },
    { method: 'DELETE', path: '/admin-logs', handler: 'admin-logs.clear', config: { policies: [], middlewares: [] } },
  ],
};
