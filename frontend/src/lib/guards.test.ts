import { describe, expect, it } from 'vitest';
import { resolveNavigation, type GuardSessionState, type GuardedRoute, type NavigationDecision } from './guards';

const NOW = Date.UTC(2025, 6, 1, 12, 0, 0);
const LATER = NOW + 60 * 60 * 1000;
const EARLIER = NOW - 1;

const loggedOut: GuardSessionState = { token: null, tokenExpiration: null, userType: null, redirectAfterLogin: null };
const as = (userType: string, extra: Partial<GuardSessionState> = {}): GuardSessionState => ({
  token: 'jwt',
  tokenExpiration: LATER,
  userType,
  redirectAfterLogin: null,
  ...extra,
});
const expired = (userType = 'student', extra: Partial<GuardSessionState> = {}) =>
  as(userType, { tokenExpiration: EARLIER, ...extra });

const login: GuardedRoute = { path: '/Login', isLoginPage: true };
const guide: GuardedRoute = { path: '/Guide/private/AUC?tab=fees', requiresLogin: true };
const scores: GuardedRoute = { path: '/scores', requiresLogin: true, adminOnly: true };
const adminLog: GuardedRoute = { path: '/admin/log', requiresLogin: true, adminOnly: true, superAdminOnly: true };
const home: GuardedRoute = { path: '/' };

const cases: Array<{ name: string; route: GuardedRoute; session: GuardSessionState; expected: NavigationDecision }> = [
  // One row per rule.
  { name: 'public page, logged out', route: home, session: loggedOut, expected: { allow: true } },
  {
    name: 'rule 1: expired token → clear and /Login',
    route: home,
    session: expired(),
    expected: { redirect: '/Login', clear: true, dropTarget: true },
  },
  {
    name: 'rule 1: token without expiry counts as expired',
    route: home,
    session: as('student', { tokenExpiration: null }),
    expected: { redirect: '/Login', clear: true, dropTarget: true },
  },
  {
    name: 'rule 1 on /Login itself: clear and show the page',
    route: login,
    session: expired(),
    expected: { allow: true, clear: true },
  },
  {
    name: 'rule 2: /Login while logged in as student → /account',
    route: login,
    session: as('student'),
    expected: { redirect: '/account' },
  },
  {
    name: 'rule 2: /Login while logged in as Admin → /admin',
    route: login,
    session: as('Admin'),
    expected: { redirect: '/admin' },
  },
  {
    name: 'rule 2: /Login while logged in as superadmin (any case) → /admin',
    route: login,
    session: as('SUPERADMIN'),
    expected: { redirect: '/admin' },
  },
  {
    name: 'rule 2: /Login with a saved target → the target, taken',
    route: login,
    session: as('student', { redirectAfterLogin: '/Status' }),
    expected: { redirect: '/Status', takeTarget: true },
  },
  { name: '/Login while logged out → allowed', route: login, session: loggedOut, expected: { allow: true } },
  {
    name: 'rule 3: login-required without token → save full path, /Login',
    route: guide,
    session: loggedOut,
    expected: { redirect: '/Login', saveTarget: '/Guide/private/AUC?tab=fees' },
  },
  {
    name: 'rule 3: login-required with a valid token → allowed',
    route: guide,
    session: as('parent'),
    expected: { allow: true },
  },
  { name: 'rule 4: admin-only for a student → /', route: scores, session: as('student'), expected: { redirect: '/' } },
  {
    name: "rule 4 with the route table's target: /scores for a student → /admin (spec 3 §2)",
    route: { ...scores, nonAdminRedirect: '/admin' },
    session: as('student'),
    expected: { redirect: '/admin' },
  },
  { name: 'rule 4: admin-only for admin → allowed', route: scores, session: as('admin'), expected: { allow: true } },
  {
    name: 'rule 4: admin-only for SuperAdmin → allowed',
    route: scores,
    session: as('SuperAdmin'),
    expected: { allow: true },
  },
  {
    name: 'rule 5: superadmin-only for Admin → /admin',
    route: adminLog,
    session: as('Admin'),
    expected: { redirect: '/admin' },
  },
  {
    name: 'rule 5: superadmin-only for SuperAdmin → allowed',
    route: adminLog,
    session: as('superAdmin'),
    expected: { allow: true },
  },

  // Order: the earlier rule wins.
  {
    name: 'order 1 > 3: expired token on a login-required route clears, saves nothing',
    route: guide,
    session: expired(),
    expected: { redirect: '/Login', clear: true, dropTarget: true },
  },
  {
    name: 'order 1 > 2: expired admin on /Login is not sent to /admin',
    route: login,
    session: expired('Admin', { redirectAfterLogin: '/scores' }),
    expected: { allow: true, clear: true },
  },
  {
    name: 'order 2: admin on /Login with saved target → saved target, not /admin',
    route: login,
    session: as('Admin', { redirectAfterLogin: '/Guide/national/CU' }),
    expected: { redirect: '/Guide/national/CU', takeTarget: true },
  },
  {
    name: 'order 3 > 4: logged out on admin-only → /Login with the target',
    route: scores,
    session: loggedOut,
    expected: { redirect: '/Login', saveTarget: '/scores' },
  },
  {
    name: 'order 1 > 4: expired admin on admin-only → /Login',
    route: scores,
    session: expired('Admin'),
    expected: { redirect: '/Login', clear: true, dropTarget: true },
  },
  {
    name: 'order 4 > 5: student on superadmin-only → / (not /admin)',
    route: adminLog,
    session: as('student'),
    expected: { redirect: '/' },
  },
  {
    name: 'order 3 > 5: logged out on superadmin-only → /Login',
    route: adminLog,
    session: loggedOut,
    expected: { redirect: '/Login', saveTarget: '/admin/log' },
  },
];

describe('resolveNavigation', () => {
  it.each(cases)('$name', ({ route, session, expected }) => {
    expect(resolveNavigation(route, session, NOW)).toEqual(expected);
  });

  it('treats an expiry equal to now as passed', () => {
    expect(resolveNavigation(home, as('student', { tokenExpiration: NOW }), NOW)).toEqual({
      redirect: '/Login',
      clear: true,
      dropTarget: true,
    });
  });
});
