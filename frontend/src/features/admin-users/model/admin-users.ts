/**
 * The users screen (spec 3 §2 "Users screen", §5 "User edit", §8): counts, filters, search and
 * order of the user list, and the unknown-type rule. Pure.
 */
import { matchesPhone, matchesSearch, sortByCreated, USER_TYPES } from '@dalil/domain/rules';

export type UserType = (typeof USER_TYPES)[number];

/** The filter choices, in the spec's order: all, SuperAdmin, Admin, parent, student, other. */
export const USER_TYPE_FILTERS = ['all', 'SuperAdmin', 'Admin', 'parent', 'student', 'other'] as const;
export type UserTypeFilter = (typeof USER_TYPE_FILTERS)[number];
export const VERIFICATION_FILTERS = ['all', 'verified', 'unverified'] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];
/**
 * The list's orders (issue 23: sort by column): newest first is the spec's (spec 3 §2) and the
 * default; oldest, name (Arabic collation, e-mail when there is no name) and type (the filter's
 * order, SuperAdmin first; newest first within a type).
 */
export const USER_SORTS = ['newest', 'oldest', 'name', 'type'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export type AdminUserRecord = {
  _id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone_with_country_code?: string | null;
  user_type?: string | null;
  isEmailVerified?: boolean | null;
  createdAt?: string | null;
};

/**
 * Spec 3 §5: unknown types map to other. The known ones are matched without regard to letter case
 * (spec 3 §2 compares roles case-insensitively), so 'superadmin' is SuperAdmin.
 */
export function userTypeOf(type: unknown): UserType {
  const t = typeof type === 'string' ? type.trim().toLowerCase() : '';
  return USER_TYPES.find((known) => known.toLowerCase() === t) ?? 'other';
}

export const isStaffType = (type: unknown) => ['SuperAdmin', 'Admin'].includes(userTypeOf(type));

export type UserSummary = { all: number; byType: Record<UserType, number>; verified: number; unverified: number };

export function summarizeUsers(users: readonly AdminUserRecord[]): UserSummary {
  const byType = Object.fromEntries(USER_TYPES.map((t) => [t, 0])) as Record<UserType, number>;
  let verified = 0;
  for (const user of users) {
    byType[userTypeOf(user.user_type)] += 1;
    if (user.isEmailVerified) verified += 1;
  }
  return { all: users.length, byType, verified, unverified: users.length - verified };
}

export const userFullName = (user: Pick<AdminUserRecord, 'firstName' | 'lastName'>) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.replace(/\s+/g, ' ').trim();

export type UserListQuery = {
  type?: UserTypeFilter;
  verification?: VerificationFilter;
  search?: string;
  sort?: UserSort;
};

const TYPE_ORDER: readonly string[] = USER_TYPE_FILTERS.slice(1);
const sortName = (user: AdminUserRecord) => userFullName(user) || (user.email ?? '');

/**
 * The visible list: by type (unknown types count as other), by verification, and a search over
 * the name (Arabic-tolerant), e-mail and phone; in `sort` order, newest first unless asked (spec 3 §2).
 */
export function filterUsers<T extends AdminUserRecord>(users: readonly T[], query: UserListQuery = {}): T[] {
  const { type = 'all', verification = 'all', search = '', sort = 'newest' } = query;
  const kept = users.filter((user) => {
    if (type !== 'all' && userTypeOf(user.user_type) !== type) return false;
    if (verification === 'verified' && !user.isEmailVerified) return false;
    if (verification === 'unverified' && user.isEmailVerified) return false;
    if (!search.trim()) return true;
    const phoneHit = matchesPhone(search, user.phone_with_country_code);
    return phoneHit || matchesSearch(search, userFullName(user), user.firstName, user.lastName, user.email);
  });
  if (sort === 'oldest') return sortByCreated(kept, 'oldest');
  const newest = sortByCreated(kept, 'newest');
  if (sort === 'name') return newest.sort((a, b) => sortName(a).localeCompare(sortName(b), 'ar'));
  if (sort === 'type')
    return newest.sort(
      (a, b) => TYPE_ORDER.indexOf(userTypeOf(a.user_type)) - TYPE_ORDER.indexOf(userTypeOf(b.user_type)),
    );
  return newest;
}
