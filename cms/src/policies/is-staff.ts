import { errors } from '@strapi/utils';
import { isStaff, type Caller } from '../lib/caller';

/**
 * `global::is-staff` — a route for the site's staff (Admin or SuperAdmin) only, answered in
 * Arabic (`config.message`) rather than with users-permissions' bare 403.
 */
export default (policyContext: { state?: { user?: Caller | null } }, config: { message?: string } = {}) => {
  if (isStaff(policyContext)) return true;
  throw new errors.PolicyError(config.message ?? 'هذه العملية متاحة لفريق الإدارة فقط');
};
