import account from '../api/account/permissions';
import admissionFloor from '../api/admission-floor/permissions';
import alerts from '../api/alerts/permissions';
import community from '../api/community/permissions';
import content from '../api/content/permissions';
import desireList from '../api/desire-list/permissions';
import guide from '../api/guide/permissions';
import logos from '../api/logos/permissions';
import preview from '../api/preview/permissions';
import scoreGrouping from '../api/score-grouping/permissions';
import scoreImport from '../api/score-import/permissions';
import seo from '../api/seo/permissions';
import type { AreaPermissions } from './area-permissions';

export { actions, type AreaPermissions } from './area-permissions';

/**
 * Roles and their permissions, declared in code and applied at every start
 * (`applyRolesAndPermissions`). For the roles listed here the database ends up with exactly
 * these actions: anything granted by hand in the panel is removed again, so the code is the
 * one place to read who may do what.
 *
 * Each API area that serves documented routes declares its own actions beside its routes, in
 * `src/api/<area>/permissions.ts` (see `AreaPermissions`), and is listed in `AREAS` below — a
 * static list, read by the compiler, not a scan of the folders at start. Every level includes
 * the levels below it: public ⊂ authenticated ⊂ admin ⊂ superadmin.
 */

export const LEVELS = ['public', 'authenticated', 'admin', 'superadmin'] as const;
export type Level = (typeof LEVELS)[number];

/** Not tied to an area: the site settings the site reads, the role list staff screens use. */
const BASE: AreaPermissions = {
  // Sign-in, sign-up and recovery follow the documented contract (api/account: /api/users/signin
  // with rate limits and e-mailed codes); the plugin's own /api/auth/local, register and reset
  // routes stay closed. Its profile route (/api/users/me) stays open to signed-in users.
  public: ['api::site-setting.site-setting.find'],
  authenticated: ['plugin::users-permissions.user.me'],
  superadmin: ['api::site-setting.site-setting.update', 'plugin::users-permissions.role.find'],
};

/** Every API area with documented routes. A new area adds its `permissions.ts` here. */
export const AREAS: readonly AreaPermissions[] = [
  account,
  admissionFloor,
  alerts,
  community,
  content,
  desireList,
  guide,
  logos,
  preview,
  scoreGrouping,
  scoreImport,
  seo,
];

/** The actions of each role, cumulative over the levels. */
export function actionsByLevel(areas: readonly AreaPermissions[]): Record<Level, string[]> {
  const all = [BASE, ...areas];
  const out = {} as Record<Level, string[]>;
  let carried: string[] = [];
  for (const level of LEVELS) {
    carried = [...carried, ...all.flatMap((a) => a[level] ?? [])];
    out[level] = [...new Set(carried)].sort();
  }
  return out;
}

export type RoleDeclaration = { type: Level; name: string; description: string; actions: string[] };

export function roleDeclarations(areas: readonly AreaPermissions[] = AREAS): RoleDeclaration[] {
  const byLevel = actionsByLevel(areas);
  return [
    { type: 'public', name: 'Public', description: 'زائر غير مسجل', actions: byLevel.public },
    {
      type: 'authenticated',
      name: 'Authenticated',
      description: 'مستخدم مسجل: طالب أو ولي أمر أو غير ذلك',
      actions: byLevel.authenticated,
    },
    {
      type: 'admin',
      name: 'Admin',
      description: 'فريق الإدارة: الجامعات وحالات التقديم والأخبار والمنح والمقالات',
      actions: byLevel.admin,
    },
    {
      type: 'superadmin',
      name: 'SuperAdmin',
      description: 'المشرف العام: كل الصلاحيات والحذف',
      actions: byLevel.superadmin,
    },
  ];
}

/** The users-permissions role type that goes with a user_type (staff types have their own role). */
export function roleTypeForUserType(userType: string | null | undefined): Level {
  if (userType === 'SuperAdmin') return 'superadmin';
  if (userType === 'Admin') return 'admin';
  return 'authenticated';
}
