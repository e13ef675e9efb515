/** Contact messages (spec 1 §5, spec 3 §7). Roles: ../permissions.ts. */
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/contact/add', handler: 'contact.add', config: { policies: [], middlewares: [] } },
    { method: 'GET', path: '/contact', handler: 'contact.find', config: { policies: [], middlewares: [] } },
    { method: 'PUT', path: '/contact/:id', handler: 'contact.update', config: { policies: [], middlewares: [] } },
    { method: 'DELETE', path: '/contact/:id', handler: 'contact.delete', config: { policies: [], middlewares: [] } },
    // Undo of a delete within its window (cms/src/lib/soft-delete.ts).
    {
      method: 'POST',
      path: '/contact/:id/restore',
      handler: 'contact.restore',
      config: { policies: [], middlewares: [] },
    },
    { method: 'POST', path: '/send-reply', handler: 'contact.sendReply', config: { policies: [], middlewares: [] } },
  ],
};
