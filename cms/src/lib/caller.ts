/**
 * Who is calling a documented route: a visitor (no token), a signed-in user, an Admin or a
 * SuperAdmin. users-permissions has already checked the route's permission and put the user,
 * with its role, on `ctx.state.user`; the role (the one permissions are granted to) decides,
 * and `user_type` is kept in step with it by the users area. Policies (src/policies/) and the
 * reads whose answer depends on the caller (published articles for everyone, all for staff) ask here.
 */
export type Caller = {
  id: number;
  documentId?: string;
  user_type?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  role?: { type?: string };
};

export type CallerLevel = 'visitor' | 'user' | 'admin' | 'superadmin';

type WithUser = { state?: { user?: Caller | null } };

/** The signed-in user of the request, if any. */
export const callerOf = (ctx: WithUser): Caller | null => ctx.state?.user ?? null;

export function callerLevel(ctx: WithUser): CallerLevel {
  const user = callerOf(ctx);
  if (!user) return 'visitor';
  const role = user.role?.type;
  if (role === 'superadmin') return 'superadmin';
  if (role === 'admin') return 'admin';
  return 'user';
}

export const isSuperAdmin = (ctx: WithUser) => callerLevel(ctx) === 'superadmin';
export const isStaff = (ctx: WithUser) => ['admin', 'superadmin'].includes(callerLevel(ctx));
