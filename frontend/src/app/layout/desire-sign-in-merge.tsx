import { useDesireSignInMerge } from '@/lib/api/desires';

/**
 * Merges a visitor's desire list into the account on sign-in (issue 25). A component of its own:
 * the hook follows the login status, and were it in the layout, signing in would render the
 * layout's guard again on /Login before the post-login navigation lands, and the guard's «signed
 * in on /Login» rule would send the person to /admin or /account instead of the page they asked for.
 */
export function DesireSignInMerge() {
  useDesireSignInMerge();
  return null;
}
