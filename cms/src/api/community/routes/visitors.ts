/** The footer's visitor counter (spec 1 §1/§7). Roles: ../permissions.ts. */
export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/visitors', handler: 'visitors.count', config: { policies: [], middlewares: [] } }],
};
