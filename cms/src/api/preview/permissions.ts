import { actions, type AreaPermissions } from '../../lib/area-permissions';

/** The preview read: everyone; the signed token decides what is shown (src/lib/preview.ts). */
const permissions: AreaPermissions = {
  public: actions('preview', 'preview', ['find']),
};

export default permissions;
