import { errors } from '@strapi/utils';
import { callerLevel } from '../lib/access';

/**
 * Deletes of news, scholarships and articles: the permission is granted to both staff roles so
 * that this policy, not the generic 403 of users-permissions, answers an Admin with the spec's
 * Arabic refusal (spec 3 §6, e.g. 'فقط السوبر أدمن يمكنه حذف المقالات').
 */
export default (policyContext: { state?: { user?: any } }, config: { message?: string } = {}) => {
  if (callerLevel(policyContext) === 'superadmin') return true;
  // A PolicyError, not a ForbiddenError: Strapi's authorize step wraps the policies and the
  // controller and turns any other ForbiddenError into a bare 'Forbidden'.
  throw new errors.PolicyError(config.message ?? 'فقط السوبر أدمن يمكنه حذف البيانات');
};
