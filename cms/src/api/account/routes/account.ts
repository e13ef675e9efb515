/**
 * The documented account and auth endpoints (spec 1 §7, spec 3 §7). Strapi registers the API
 * routes before the plugins' routes in the one content-API router, so `/api/users/get` and the
 * other fixed paths below are matched before users-permissions' `/api/users/:id`
 * (tests/account.test.ts proves it). The same order makes POST /api/auth/reset-password ours
 * on purpose: the plugin's route of that path (its own reset flow) is left unreachable.
 */
const limited = (scope: string, emailCounter: 'all' | 'failures' = 'all') => ({
  policies: [],
  middlewares: [{ name: 'api::account.rate-limit', config: { scope, emailCounter } }],
});
// A fresh object per route: Strapi writes each route's permission scope into its config, so one
// object shared by three routes checked all three against the first one's action.
const selfOrSuperAdmin = () => ({ policies: ['global::is-self-or-super-admin'], middlewares: [] });

export default {
  routes: [
    { method: 'POST', path: '/users/signin', handler: 'users.signin', config: limited('signin', 'failures') },
    { method: 'POST', path: '/users/signup', handler: 'users.signup', config: limited('signup') },
    { method: 'GET', path: '/users/get', handler: 'users.get', config: { policies: [], middlewares: [] } },
    {
      method: 'POST',
      path: '/users/send-completion-mails',
      handler: 'users.sendCompletionMails',
      config: { policies: [], middlewares: [] },
    },
    { method: 'PUT', path: '/users/change-password', handler: 'users.changePassword', config: selfOrSuperAdmin() },
    { method: 'PUT', path: '/users/update/:id', handler: 'users.update', config: selfOrSuperAdmin() },
    { method: 'DELETE', path: '/users/delete/:id', handler: 'users.delete', config: selfOrSuperAdmin() },

    {
      method: 'POST',
      path: '/auth/send-verification-code',
      handler: 'auth.sendVerificationCode',
      config: limited('code-send'),
    },
    { method: 'POST', path: '/auth/verify-code', handler: 'auth.verifyCode', config: limited('code-check') },
    {
      method: 'POST',
      path: '/auth/send-reset-password-link',
      handler: 'auth.sendResetPasswordLink',
      config: limited('code-send'),
    },
    { method: 'POST', path: '/auth/verify-reset-code', handler: 'auth.verifyResetCode', config: limited('code-check') },
    { method: 'POST', path: '/auth/reset-password', handler: 'auth.resetPassword', config: limited('code-check') },
  ],
};
