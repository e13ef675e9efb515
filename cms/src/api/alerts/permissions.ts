import { actions, type AreaPermissions } from '../../lib/area-permissions';

const A = 'alerts';

/**
 * Visitors open a university's calendar, a user's calendar feed (its signed URL is the key) and
 * the unsubscribe link of a mail (its signed token is the key); a signed-in user reads and
 * changes their own follows; SuperAdmin runs the alerts job on demand (the cron runs it hourly).
 */
const permissions: AreaPermissions = {
  public: [...actions(A, 'calendar', ['university', 'user']), ...actions(A, 'alerts', ['unsubscribe'])],
  authenticated: actions(A, 'follows', ['find', 'create', 'delete']),
  superadmin: actions(A, 'alerts', ['run']),
};

export default permissions;
