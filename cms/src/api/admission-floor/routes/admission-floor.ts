import { FLOOR_MESSAGES } from '@dalil/domain/rules';

/**
 * The councils' floors table: read by everyone; written by staff (Admin and SuperAdmin) in the
 * back office's /admin/admission-floors and by editors in the panel. Delete is granted at the
 * admin level and guarded by the `is-super-admin` policy, so an Admin reads the Arabic refusal.
 */
// A fresh config object per route: Strapi writes each route's auth scope into its config, so a
// shared object would give every route the scope of the last one registered (the public read).
const none = () => ({ policies: [], middlewares: [] });
export default {
  routes: [
    { method: 'GET', path: '/admission-floors', handler: 'admission-floor.list', config: none() },
    { method: 'POST', path: '/admission-floors', handler: 'admission-floor.create', config: none() },
    { method: 'POST', path: '/admission-floors/start-year', handler: 'admission-floor.startYear', config: none() },
    { method: 'PUT', path: '/admission-floors/:id', handler: 'admission-floor.update', config: none() },
    {
      method: 'DELETE',
      path: '/admission-floors/:id',
      handler: 'admission-floor.delete',
      config: {
        policies: [{ name: 'global::is-super-admin', config: { message: FLOOR_MESSAGES.deleteRefusal } }],
        middlewares: [],
      },
    },
  ],
};
