import { actions, type AreaPermissions } from '../../lib/area-permissions';

/**
 * Visitors sign up, sign in and use the code flows; every signed-in role reads and changes
 * its own account (the is-self-or-super-admin policy narrows update, delete and
 * change-password; the controller narrows GET /api/users/get to the caller unless SuperAdmin).
 */
const permissions: AreaPermissions = {
  public: [
    ...actions('account', 'users', ['signin', 'signup']),
    ...actions('account', 'auth', [
      'sendVerificationCode',
      'verifyCode',
      'sendResetPasswordLink',
      'verifyResetCode',
      'resetPassword',
    ]),
  ],
  authenticated: actions('account', 'users', ['get', 'update', 'changePassword', 'delete']),
  // Account-completion mails to other users: SuperAdmin alone (spec 3 §6).
  superadmin: actions('account', 'users', ['sendCompletionMails']),
};

export default permissions;
