import { actions, type AreaPermissions } from '../../lib/area-permissions';

/**
 * Everyone reads the councils' floors (the guide, the score finder and the comparison show them).
 * Staff write them; the delete is granted at the admin level so that the route's `is-super-admin`
 * policy answers an Admin with its Arabic refusal (visitors and users still get 401/403 here).
 */
const permissions: AreaPermissions = {
  public: actions('admission-floor', 'admission-floor', ['list']),
  admin: actions('admission-floor', 'admission-floor', ['create', 'update', 'delete', 'startYear']),
};

export default permissions;
