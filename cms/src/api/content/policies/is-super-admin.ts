import { forbidden } from '../../../lib/http';
import { callerLevel } from '../lib/access';

/**
 * Deletes of news, scholarships and articles: the permission is granted to both staff roles so
 * that this policy, not the generic 403 of users-permissions, answers an Admin with the spec's
 * Arabic refusal (spec 3 §6, e.g. 'فقط السوبر أدمن يمكنه حذف المقالات').
 */
export default (policyContext: { state?: { user?: any } }, config: { message?: string } = {}) => {
  if (callerLevel(policyContext) === 'superadmin') return true;
  throw forbidden(config.message ?? 'فقط السوبر أدمن يمكنه حذف البيانات');
};
