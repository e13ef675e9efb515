import { useEffect, useState } from 'react';
import { isHydrating } from './ssr';
import { SESSION_CHANGED_EVENT, SESSION_KEYS, SESSION_RECHECK_MS, getSession, isAdmin, isLoggedIn } from './session';

export interface LoginStatus {
  loggedIn: boolean;
  isAdmin: boolean;
  name: string | null;
}

export function readLoginStatus(now: number = Date.now()): LoginStatus {
  const session = getSession();
  const loggedIn = isLoggedIn(session, now);
  return { loggedIn, isAdmin: loggedIn && isAdmin(session.userType), name: loggedIn ? session.name : null };
}

const LOGGED_OUT: LoginStatus = { loggedIn: false, isAdmin: false, name: null };

function sameStatus(a: LoginStatus, b: LoginStatus): boolean {
  return a.loggedIn === b.loggedIn && a.isAdmin === b.isAdmin && a.name === b.name;
}

/**
 * Login status for the header (spec 1 §2): re-checked every 60 s, so a token that expires while
 * the page is open stops counting as logged in; also right after this tab signs in or out, and
 * when another tab changes the stored session.
 */
export function useLoginStatus(): LoginStatus {
  // A server-rendered page was rendered for a visitor: hydrate as one, then read the session.
  const [status, setStatus] = useState<LoginStatus>(() => (isHydrating() ? LOGGED_OUT : readLoginStatus()));

  useEffect(() => {
    const recheck = () => {
      const next = readLoginStatus();
      setStatus((current) => (sameStatus(current, next) ? current : next));
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) recheck();
    };
    const timer = window.setInterval(recheck, SESSION_RECHECK_MS);
    window.addEventListener(SESSION_CHANGED_EVENT, recheck);
    window.addEventListener('storage', onStorage);
    recheck();
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(SESSION_CHANGED_EVENT, recheck);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return status;
}
