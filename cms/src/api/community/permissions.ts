import { actions, type AreaPermissions } from '../../lib/area-permissions';

const A = 'community';

/**
 * Visitors send contact messages, join requests and ad events, read active ads, bump an ad's
 * counters by one and count their visit; staff write client-side log entries; SuperAdmin alone
 * reads and manages messages, join requests, ads, analytics and the log.
 */
const permissions: AreaPermissions = {
  public: [
    ...actions(A, 'contact', ['add']),
    ...actions(A, 'join-us', ['add', 'checkDuplicates', 'options']),
    ...actions(A, 'ads', ['find', 'findOne', 'update']),
    ...actions(A, 'ad-analytics', ['create']),
    ...actions(A, 'visitors', ['count']),
  ],
  admin: [...actions(A, 'admin-logs', ['create'])],
  superadmin: [
    ...actions(A, 'contact', ['find', 'update', 'delete', 'restore', 'sendReply']),
    ...actions(A, 'join-us', ['find', 'delete', 'restore']),
    ...actions(A, 'ads', ['create', 'delete', 'restore']),
    ...actions(A, 'ad-analytics', ['find', 'findOne', 'daily', 'delete']),
    ...actions(A, 'admin-logs', ['find', 'clear']),
  ],
};

export default permissions;
