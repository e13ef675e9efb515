import { actions, type AreaPermissions } from '../../lib/area-permissions';

/** The bulk score import is the SuperAdmin's alone (spec 3 §2, §6: update-scores). */
const permissions: AreaPermissions = {
  superadmin: actions('score-import', 'score-import', ['preview', 'apply', 'export']),
};

export default permissions;
