import { actions, type AreaPermissions } from '../../lib/area-permissions';

/** Everyone reads the councils' floors (the guide, the score finder and the comparison show them). */
const permissions: AreaPermissions = {
  public: actions('admission-floor', 'admission-floor', ['list']),
};

export default permissions;
