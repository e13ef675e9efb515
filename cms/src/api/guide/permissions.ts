import { actions, type AreaPermissions } from '../../lib/area-permissions';

/**
 * Visitors read the guide; Admin adds, edits and orders — an edit of a university may remove its
 * offerings, dorms and transport (issue 12) —; only the SuperAdmin deletes (spec 3 §6).
 */
const permissions: AreaPermissions = {
  public: actions('guide', 'guide', ['listLinks', 'findLink', 'listParts', 'findPart', 'listRecords']),
  admin: [
    ...actions('guide', 'guide', [
      'addLink',
      'updateLink',
      'addParts',
      'updatePart',
      'addRecord',
      'updateRecord',
      'updateRecordWithDeadline',
    ]),
    ...actions('guide', 'university-parts', ['saveWithParts', 'saveOrder']),
  ],
  superadmin: actions('guide', 'guide', ['deleteUniversity', 'deletePart', 'deleteRecord']),
};

export default permissions;
