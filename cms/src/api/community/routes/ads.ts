/** Popup ads (spec 1 §4, spec 3 §7). Roles: ../permissions.ts. */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/ads', handler: 'ads.find', config: { policies: [], middlewares: [] } },
    { method: 'GET', path: '/ads/:id', handler: 'ads.findOne', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/ads', handler: 'ads.create', config: { policies: [], middlewares: [] } },
    { method: 'PUT', path: '/ads/:id', handler: 'ads.update', config: { policies: [], middlewares: [] } },
    { method: 'DELETE', path: '/ads/:id', handler: 'ads.delete', config: { policies: [], middlewares: [] } },
    // Undo of a delete within its window (cms/src/lib/soft-delete.ts).
    { method: 'POST', path: '/ads/:id/restore', handler: 'ads.restore', config: { policies: [], middlewares: [] } },
  ],
};
