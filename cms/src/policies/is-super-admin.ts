import { errors } from '@strapi/utils';
import { isSuperAdmin, type Caller } from '../lib/caller';

/**
 * `global::is-super-admin` — a route a SuperAdmin alone may use, although its permission is
 * granted to both staff roles: this policy, not the generic 403 of users-permissions, then
 * answers an Admin with the spec's Arabic refusal (spec 3 §6), given as `config.message`
 * (e.g. 'فقط السوبر أدمن يمكنه حذف المقالات').
 */
export default (policyContext: { state?: { user?: Caller | null } }, config: { message?: string } = {}) => {
  if (isSuperAdmin(policyContext)) return true;
  // A PolicyError, not a ForbiddenError: Strapi's authorize step wraps the policies and the
  // controller and turns any other ForbiddenError into a bare 'Forbidden'.
  throw new errors.PolicyError(config.message ?? 'فقط السوبر أدمن يمكنه حذف البيانات');
};
