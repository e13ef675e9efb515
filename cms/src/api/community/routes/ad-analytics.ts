/** Ad analytics events (spec 1 §3, spec 3 §7). Roles: ../permissions.ts. */
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/adAnalytics', handler: 'ad-analytics.create', config: { policies: [], middlewares: [] } },
    { method: 'GET', path: '/adAnalytics', handler: 'ad-analytics.find', config: { policies: [], middlewares: [] } },
    // Before /adAnalytics/:id, which would otherwise read 'daily' as an id.
    {
      method: 'GET',
      path: '/adAnalytics/daily',
      handler: 'ad-analytics.daily',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'GET',
      path: '/adAnalytics/:id',
      handler: 'ad-analytics.findOne',
      config: { policies: [], middlewares: [] },
    },
    {
      method: 'DELETE',
      path: '/adAnalytics/:id',
      handler: 'ad-analytics.delete',
      config: { policies: [], middlewares: [] },
    },
  ],
};
