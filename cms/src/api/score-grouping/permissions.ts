import { actions, type AreaPermissions } from '../../lib/area-permissions';

/** Every staff member reads the groupings of the /scores table; only the SuperAdmin changes them. */
const permissions: AreaPermissions = {
  admin: actions('score-grouping', 'score-grouping', ['find']),
  superadmin: actions('score-grouping', 'score-grouping', ['update']),
};

export default permissions;
