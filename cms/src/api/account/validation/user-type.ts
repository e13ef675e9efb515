import { STAFF_USER_TYPES, USER_TYPES } from '@dalil/domain/rules';
import { SELF_SERVICE_USER_TYPES } from '@dalil/domain/validation';

export const TYPE_MESSAGES = {
  staffTypeOnlyBySuperAdmin: 'فقط السوبر أدمن يمكنه تغيير نوع المستخدم إلى حساب إداري أو منه',
  ownTypeBySuperAdmin: 'لا يمكن للسوبر أدمن تغيير نوع حسابه بنفسه',
  lastSuperAdmin: 'لا يمكن تغيير نوع آخر حساب سوبر أدمن',
} as const;

const isStaff = (t: unknown) => (STAFF_USER_TYPES as readonly unknown[]).includes(t);

/**
 * Who may change a user type (spec 3 §6, architecture "Content model"): only a SuperAdmin
 * moves a type to or from a staff type, and not their own, and never the last SuperAdmin's
 * (`superAdmins`: how many SuperAdmins there are now; two SuperAdmins demoting each other at the
 * same moment, or a state left by the panel, must not leave nobody). Answers the refusal
 * message, or null when the change is allowed.
 */
export function typeChangeRefusal(input: {
  actorIsSuperAdmin: boolean;
  actorIsTarget: boolean;
  from: unknown;
  to: unknown;
  superAdmins?: number;
}): string | null {
  const { actorIsSuperAdmin, actorIsTarget, from, to, superAdmins = Number.POSITIVE_INFINITY } = input;
  if (to === undefined || to === from) return null;
  if (!actorIsSuperAdmin && (isStaff(to) || isStaff(from))) return TYPE_MESSAGES.staffTypeOnlyBySuperAdmin;
  if (actorIsSuperAdmin && actorIsTarget) return TYPE_MESSAGES.ownTypeBySuperAdmin;
  if (from === 'SuperAdmin' && superAdmins <= 1) return TYPE_MESSAGES.lastSuperAdmin;
  return null;
}

/** The types an update may name: all for a SuperAdmin, else the self-service ones and the current one. */
export const allowedUserTypes = (actorIsSuperAdmin: boolean, current: unknown): readonly string[] =>
  actorIsSuperAdmin ? USER_TYPES : [...SELF_SERVICE_USER_TYPES, String(current ?? '')];
