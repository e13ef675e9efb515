import { actions, type AreaPermissions } from '../../lib/area-permissions';

/**
 * Every signed-in role reads and saves its own desire list (the controller takes the owner from
 * the session, never from the request). Visitors keep theirs in the browser; staff get no access
 * to anyone else's: the type is hidden from the panel and has no other route.
 */
const permissions: AreaPermissions = {
  authenticated: actions('desire-list', 'desire-list', ['find', 'save']),
};

export default permissions;
