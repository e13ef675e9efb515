import { actions, type AreaPermissions } from '../../bootstrap/permissions';

/** Visitors read the guide; Admin adds and edits; only the SuperAdmin deletes (spec 3 §6). */
const permissions: AreaPermissions = {
  public: actions('guide', 'guide', ['listLinks', 'findLink', 'listParts', 'findPart', 'listRecords']),
  admin: actions('guide', 'guide', ['addLink', 'updateLink', 'addParts', 'updatePart', 'addRecord', 'updateRecord']),
  superadmin: actions('guide', 'guide', ['deleteUniversity', 'deletePart', 'deleteRecord']),
};

export default permissions;
