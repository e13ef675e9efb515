import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resolveNavigation, type GuardFlags, type GuardSessionState, type NavigationDecision } from './guards';
import {
  browserStorage,
  clearSession,
  getRedirectTarget,
  forgetSessionEnd,
  getSession,
  isSessionJustEnded,
  setRedirectTarget,
  takeRedirectTarget,
} from './session';

/** State handed to /Login when rule 1 cleared an expired session, so it can say so (spec 1 §4). */
export interface LoginLocationState {
  sessionExpired?: boolean;
}

export function readGuardState(storage: Storage = browserStorage()): GuardSessionState {
  const session = getSession(storage);
  return {
    token: session.token,
    tokenExpiration: session.tokenExpiration,
    userType: session.userType,
    redirectAfterLogin: getRedirectTarget(storage),
  };
}

/**
 * Applies the navigation guards to the current location. The decision is computed during
 * render (pure); its storage side effects and the redirect run in an effect, so a double
 * render in StrictMode cannot take the saved target twice.
 *
 * One redirect per location: the redirect's side effects change what the guards read (rule 2
 * takes the target, rule 1 clears the session), and the layout renders again at the same
 * location while the next route's code loads. Deciding again there sent a signed-in visitor
 * of /Login to /admin after the target had been taken (issue 21 item 8), and would save an
 * expired session's page as a target after all (rule 1 comes before 3).
 */
export function Guard({ route, children }: { route: GuardFlags; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fullPath = `${location.pathname}${location.search}`;
  // Whether the session has expired is decided now, at each render of a location: reading the clock here is the point.
  // eslint-disable-next-line react-hooks/purity -- see above; the effect below acts on the decision's content only
  const decision: NavigationDecision = resolveNavigation({ ...route, path: fullPath }, readGuardState(), Date.now());
  const decisionKey = JSON.stringify(decision);
  const redirectedFrom = useRef<string | null>(null);

  useEffect(() => {
    if (redirectedFrom.current === location.key) return;
    // The decision is read back from its key: the object itself is new on every render.
    const decision = JSON.parse(decisionKey) as NavigationDecision;
    const storage = browserStorage();
    if (decision.clear) clearSession(storage);
    if (route.isLoginPage) forgetSessionEnd();
    if ('redirect' in decision) {
      redirectedFrom.current = location.key;
      if (decision.dropTarget) takeRedirectTarget(storage);
      if (decision.saveTarget && !isSessionJustEnded()) setRedirectTarget(decision.saveTarget, storage);
      if (decision.takeTarget) takeRedirectTarget(storage);
      const state: LoginLocationState | undefined = decision.clear ? { sessionExpired: true } : undefined;
      navigate(decision.redirect, { replace: true, state });
    }
  }, [decisionKey, location.key, route.isLoginPage, navigate]);

  if ('redirect' in decision) return null;
  return <>{children}</>;
}
