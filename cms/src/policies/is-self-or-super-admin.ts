import { errors } from '@strapi/utils';
import { callerOf, isSuperAdmin, type Caller } from '../lib/caller';

/**
 * `global::is-self-or-super-admin` — the account routes that name a user (`:id`, or `userId`
 * in the body) are open to that user and to a SuperAdmin only.
 */
type PolicyContext = {
  state: { user?: Caller | null };
  params: Record<string, string>;
  request: { body?: Record<string, unknown> };
};

export const NOT_YOURS_MESSAGE = 'ليس لديك صلاحية على هذا الحساب';

export default (policyContext: PolicyContext) => {
  const user = callerOf(policyContext);
  if (!user) throw new errors.UnauthorizedError('جلسة غير مصرح بها');
  if (isSuperAdmin(policyContext)) return true;
  const target = policyContext.params.id ?? policyContext.request.body?.userId;
  if (typeof target === 'string' && target === user.documentId) return true;
  // A PolicyError keeps its message through Strapi's authorize step (a ForbiddenError would not).
  throw new errors.PolicyError(NOT_YOURS_MESSAGE);
};
