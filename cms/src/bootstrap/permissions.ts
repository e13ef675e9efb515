/**
 * Roles and their permissions, declared in code and applied at every start
 * (`applyRolesAndPermissions`). For the roles listed here the database ends up with exactly
 * these actions: anything granted by hand in the panel is removed again, so the code is the
 * one place to read who may do what.
 *
 * The documented HTTP contract (spec 3 §7) adds its own routes and policies on top; these are
 * the permissions on the content types' core routes.
 */

type Action = 'find' | 'findOne' | 'create' | 'update' | 'delete';

const api = (type: string, actions: Action[]) => actions.map((a) => `api::${type}.${type}.${a}`);

const READ: Action[] = ['find', 'findOne'];
const WRITE: Action[] = ['create', 'update'];
const ALL: Action[] = ['find', 'findOne', 'create', 'update', 'delete'];

/** Content every visitor may read: the guide itself (never drafts, pending reviews or messages). */
const PUBLIC_CONTENT = [
  'university', 'faculty-offering', 'dorm', 'transportation-option', 'admission-status',
  'admission-deadline', 'master-faculty', 'news-item', 'scholarship',
];

/** What an Admin writes (spec 3 §6): universities with their parts, statuses, news, scholarships, articles. */
const ADMIN_SECTIONS = [
  'university', 'faculty-offering', 'dorm', 'transportation-option', 'admission-status',
  'admission-deadline', 'news-item', 'scholarship', 'article',
];

/** Every collection type of the API: the SuperAdmin may do everything with each. */
export const ALL_COLLECTION_TYPES = [
  ...PUBLIC_CONTENT, 'score-criterion', 'article', 'review', 'ad', 'ad-analytics-event',
  'contact-message', 'join-request', 'admin-log-entry', 'visitor-session',
];

const publicActions = [
  // The plugin's own sign-in (/api/auth/local); its register and reset routes stay closed
  // because sign-up and recovery follow the documented contract with e-mailed codes.
  'plugin::users-permissions.auth.callback',
  ...PUBLIC_CONTENT.flatMap((t) => api(t, READ)),
  'api::site-setting.site-setting.find',
];

const signedIn = [...publicActions, 'plugin::users-permissions.user.me'];

const admin = [
  ...signedIn,
  ...ADMIN_SECTIONS.flatMap((t) => api(t, [...READ, ...WRITE])),
];

const superAdmin = [
  ...signedIn,
  ...ALL_COLLECTION_TYPES.flatMap((t) => api(t, ALL)),
  'api::site-setting.site-setting.update',
  // Reads the role list (the users screen of spec 3 shows and changes user types).
  'plugin::users-permissions.role.find',
];

export type RoleDeclaration = { type: string; name: string; description: string; actions: string[] };

export const ROLES: RoleDeclaration[] = [
  { type: 'public', name: 'Public', description: 'زائر غير مسجل', actions: publicActions },
  { type: 'authenticated', name: 'Authenticated', description: 'مستخدم مسجل: طالب أو ولي أمر أو غير ذلك', actions: signedIn },
  { type: 'admin', name: 'Admin', description: 'فريق الإدارة: الجامعات وحالات التقديم والأخبار والمنح والمقالات', actions: [...new Set(admin)] },
  { type: 'superadmin', name: 'SuperAdmin', description: 'المشرف العام: كل الصلاحيات والحذف', actions: [...new Set(superAdmin)] },
];

/** The users-permissions role type that goes with a user_type (staff types have their own role). */
export function roleTypeForUserType(userType: string | null | undefined): string {
  if (userType === 'SuperAdmin') return 'superadmin';
  if (userType === 'Admin') return 'admin';
  return 'authenticated';
}
