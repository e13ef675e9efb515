import { actions, type AreaPermissions } from '../../lib/area-permissions';

/**
 * Content area (news, scholarships, articles, reviews, assistant faculties, score criteria).
 * Levels are cumulative. The news, scholarship and article deletes (and their restores) are granted at the admin
 * level so that the routes' `is-super-admin` policy, not a bare 403, tells an Admin in Arabic
 * that only the SuperAdmin deletes; visitors and users still get 401/403 from the permission.
 */
const permissions: AreaPermissions = {
  public: [
    ...actions('content', 'news', ['find']),
    ...actions('content', 'scholarships', ['find']),
    ...actions('content', 'articles', ['find', 'findOne']),
    ...actions('content', 'reviews', ['find']),
    ...actions('content', 'faculties', ['find', 'search']),
  ],
  admin: [
    ...actions('content', 'news', ['create', 'update', 'delete', 'restore']),
    ...actions('content', 'scholarships', ['create', 'update', 'delete', 'restore']),
    ...actions('content', 'articles', ['create', 'update', 'delete', 'restore']),
  ],
  superadmin: [
    ...actions('content', 'reviews', ['create', 'update', 'delete', 'restore']),
    ...actions('content', 'faculties', ['create', 'update', 'delete', 'restore']),
    ...actions('content', 'score-matching', ['find', 'update']),
  ],
};

export default permissions;
