/**
 * Navigation guards of spec 1 §2, applied in this order (the order matters: an expired token
 * on a login-required page must clear the session first, not save the page as a target):
 *
 * 1. A stored token whose expiry has passed → clear the session and its post-login target, go
 *    to /Login. On /Login itself the target stays: the page that sent the visitor there saved it.
 * 2. /Login while logged in → the saved post-login target (taken), else /admin for
 *    Admin/SuperAdmin, else /account.
 * 3. A login-required route without a token → save the full path as the target, go to /Login.
 * 4. An admin-only route for a non-admin → /.
 * 5. A SuperAdmin-only route for a non-SuperAdmin → /admin.
 *
 * Rule 6 of the spec (blocking right-click and the devtools keys) is not a navigation decision
 * and is not handled here.
 */
import { paths } from './paths';
import { isAdmin, isExpired, isSuperAdmin, type Session } from './session';

export interface GuardedRoute {
  /** The full path being visited: pathname plus search, e.g. '/Guide/private/AUC?tab=fees'. */
  path: string;
  requiresLogin?: boolean;
  adminOnly?: boolean;
  superAdminOnly?: boolean;
  isLoginPage?: boolean;
  /**
   * Rule 4's target for this route when spec 3's route table names another than '/'
   * (/scores: "others go to /admin"; /admin then sends a non-admin on to '/').
   */
  nonAdminRedirect?: string;
}

/** What the guards read from browser storage. */
export interface GuardSessionState extends Pick<Session, 'token' | 'tokenExpiration' | 'userType'> {
  redirectAfterLogin: string | null;
}

export type NavigationDecision =
  | { allow: true; clear?: true }
  | {
      redirect: string;
      /** Clear the stored session first (rule 1). */
      clear?: true;
      /** Remove the stored post-login target too (rule 1 away from /Login: an expired session's target). */
      dropTarget?: true;
      /** Store this as the post-login target (rule 3). */
      saveTarget?: string;
      /** Remove the stored post-login target, it is being used now (rule 2). */
      takeTarget?: true;
    };

export type GuardFlags = Omit<GuardedRoute, 'path'>;

export function resolveNavigation(route: GuardedRoute, session: GuardSessionState, now: number): NavigationDecision {
  // Rule 1. On /Login itself there is nowhere to send the visitor: clear and show the page.
  if (isExpired({ ...session, userId: null, name: null }, now)) {
    return route.isLoginPage ? { allow: true, clear: true } : { redirect: paths.login, clear: true, dropTarget: true };
  }

  // After rule 1 any stored token is a valid one.
  const loggedIn = Boolean(session.token);

  // Rule 2.
  if (route.isLoginPage && loggedIn) {
    if (session.redirectAfterLogin) return { redirect: session.redirectAfterLogin, takeTarget: true };
    return { redirect: isAdmin(session.userType) ? paths.admin : paths.account };
  }

  // Rule 3.
  if (route.requiresLogin && !loggedIn) {
    return { redirect: paths.login, saveTarget: route.path };
  }

  // Rule 4.
  if (route.adminOnly && !isAdmin(session.userType)) {
    return { redirect: route.nonAdminRedirect ?? paths.home };
  }

  // Rule 5.
  if (route.superAdminOnly && !isSuperAdmin(session.userType)) {
    return { redirect: paths.admin };
  }

  return { allow: true };
}
