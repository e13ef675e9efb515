/**
 * Following universities, admission alerts and the calendars (issue 25). Roles: ../permissions.ts.
 * No generated routes: the follows are private and reached only through these.
 */
// A fresh config per route: Strapi writes each route's permission scope into its config object
// (lodash defaultsDeep), so one shared object would give every route the first route's scope.
const open = () => ({ policies: [], middlewares: [] });

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/follows', handler: 'follows.find', config: open() },
    { method: 'POST', path: '/follows', handler: 'follows.create', config: open() },
    { method: 'DELETE', path: '/follows/:code', handler: 'follows.delete', config: open() },
    { method: 'GET', path: '/alerts/unsubscribe', handler: 'alerts.unsubscribe', config: open() },
    { method: 'POST', path: '/alerts/run', handler: 'alerts.run', config: open() },
    { method: 'GET', path: '/calendar/university/:file', handler: 'calendar.university', config: open() },
    { method: 'GET', path: '/calendar/user/:file', handler: 'calendar.user', config: open() },
  ],
};
