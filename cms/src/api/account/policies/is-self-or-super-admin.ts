import { errors } from '@strapi/utils';

/**
 * The account routes that name a user (`:id`, or `userId` in the body) are open to that user
 * and to a SuperAdmin only. Who the caller is comes from the users-permissions token.
 */
type PolicyContext = {
  state: { user?: { documentId?: string; role?: { type?: string } } };
  params: Record<string, string>;
  request: { body?: Record<string, unknown> };
};

export const NOT_YOURS_MESSAGE = 'ليس لديك صلاحية على هذا الحساب';

export default (policyContext: PolicyContext) => {
  const user = policyContext.state.user;
  if (!user) throw new errors.UnauthorizedError('جلسة غير مصرح بها');
  if (user.role?.type === 'superadmin') return true;
  const target = policyContext.params.id ?? policyContext.request.body?.userId;
  if (typeof target === 'string' && target === user.documentId) return true;
  // A PolicyError keeps its message through Strapi's authorize step (a ForbiddenError would not).
  throw new errors.PolicyError(NOT_YOURS_MESSAGE);
};
