/**
 * Who is calling, for the reads whose answer depends on it (published articles and approved
 * reviews for everyone, the full lists for staff). The role comes from users-permissions,
 * which has already checked the route's permission and loaded the user with its role.
 */
export type CallerLevel = 'visitor' | 'user' | 'admin' | 'superadmin';

type StateUser = { user_type?: string; role?: { type?: string } } | undefined;

export function callerLevel(ctx: { state?: { user?: StateUser } }): CallerLevel {
  const user = ctx.state?.user;
  if (!user) return 'visitor';
  const role = user.role?.type;
  if (role === 'superadmin') return 'superadmin';
  if (role === 'admin') return 'admin';
  return 'user';
}

export const isStaff = (ctx: Parameters<typeof callerLevel>[0]) => ['admin', 'superadmin'].includes(callerLevel(ctx));
