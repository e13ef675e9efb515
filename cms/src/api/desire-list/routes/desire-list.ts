/**
 * «قائمة رغباتي» (issue 25 item 1): the caller's own list, read and saved whole. The routes name
 * no owner: the owner is always the signed-in caller (`ctx.state.user`), so no request can reach
 * another person's list. Visitors have no permission (403). Roles: ../permissions.ts.
 */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/desires', handler: 'desire-list.find', config: { policies: [], middlewares: [] } },
    { method: 'PUT', path: '/desires', handler: 'desire-list.save', config: { policies: [], middlewares: [] } },
  ],
};
