import { actions, type AreaPermissions } from '../../lib/area-permissions';

/** robots.txt and the sitemap: everyone (they list only what visitors may reach). */
const permissions: AreaPermissions = {
  public: actions('seo', 'seo', ['robots', 'sitemap']),
};

export default permissions;
