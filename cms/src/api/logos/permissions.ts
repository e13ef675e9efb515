import { actions, type AreaPermissions } from '../../lib/area-permissions';

/** Logo uploads: Admin and SuperAdmin (the levels are cumulative); visitors and users get 401/403. */
const permissions: AreaPermissions = {
  admin: actions('logos', 'logos', ['create']),
};

export default permissions;
