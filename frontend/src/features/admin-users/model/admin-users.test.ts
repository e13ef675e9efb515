import { describe, expect, it } from 'vitest';
import {
  filterUsers,
  isStaffType,
  summarizeUsers,
  userFullName,
  userTypeOf,
  type AdminUserRecord,
} from './admin-users';

describe('userTypeOf (spec 3 §5: unknown types map to other)', () => {
  it.each<[unknown, string]>([
    ['SuperAdmin', 'SuperAdmin'],
    ['superadmin', 'SuperAdmin'],
    ['ADMIN', 'Admin'],
    ['student', 'student'],
    ['Student', 'student'],
    ['parent', 'parent'],
    ['other', 'other'],
    [' parent ', 'parent'],
    ['teacher', 'other'],
    ['', 'other'],
    [null, 'other'],
    [undefined, 'other'],
    [42, 'other'],
  ])('%s → %s', (input, expected) => {
    expect(userTypeOf(input)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ['Admin', true],
    ['superadmin', true],
    ['student', false],
    ['x', false],
  ])('isStaffType(%s) = %s', (t, staff) => {
    expect(isStaffType(t)).toBe(staff);
  });
});

const users: AdminUserRecord[] = [
  {
    _id: 'u1',
    firstName: 'أحمد',
    lastName: 'علي',
    email: 'ahmed@example.org',
    phone_with_country_code: '+201001112223',
    user_type: 'student',
    isEmailVerified: true,
    createdAt: '2025-01-01T00:00:00Z',
  },
  {
    _id: 'u2',
    firstName: 'فاطمة',
    lastName: 'حسن',
    email: 'fatma@example.org',
    user_type: 'parent',
    isEmailVerified: false,
    createdAt: '2025-03-01T00:00:00Z',
  },
  {
    _id: 'u3',
    firstName: 'Sara',
    lastName: 'Adel',
    email: 'SARA@example.org',
    user_type: 'SuperAdmin',
    isEmailVerified: true,
    createdAt: '2025-02-01T00:00:00Z',
  },
  {
    _id: 'u4',
    firstName: 'إسلام',
    lastName: 'محمود',
    email: 'islam@example.org',
    user_type: 'teacher',
    isEmailVerified: false,
    createdAt: '2024-06-01T00:00:00Z',
  },
  {
    _id: 'u5',
    firstName: 'منى',
    lastName: '',
    email: 'mona@example.org',
    user_type: 'Admin',
    isEmailVerified: null,
    createdAt: null,
  },
];

describe('summarizeUsers', () => {
  it('counts all, each type (unknown as other) and verification', () => {
    expect(summarizeUsers(users)).toEqual({
      all: 5,
      byType: { SuperAdmin: 1, Admin: 1, student: 1, parent: 1, other: 1 },
      verified: 2,
      unverified: 3,
    });
  });
  it('an empty list', () => {
    expect(summarizeUsers([])).toEqual({
      all: 0,
      byType: { SuperAdmin: 0, Admin: 0, student: 0, parent: 0, other: 0 },
      verified: 0,
      unverified: 0,
    });
  });
});

describe('filterUsers (newest first)', () => {
  it.each<[string, Parameters<typeof filterUsers>[1], string[]]>([
    ['no query: all, newest first, undated last', {}, ['u2', 'u3', 'u1', 'u4', 'u5']],
    ['type other includes unknown types', { type: 'other' }, ['u4']],
    ['type SuperAdmin', { type: 'SuperAdmin' }, ['u3']],
    ['verified', { verification: 'verified' }, ['u3', 'u1']],
    ['not verified (missing counts as not verified)', { verification: 'unverified' }, ['u2', 'u4', 'u5']],
    ['type and verification together', { type: 'parent', verification: 'verified' }, []],
    ['Arabic-tolerant name: اسلام finds إسلام', { search: 'اسلام' }, ['u4']],
    ['ه/ة: فاطمه finds فاطمة', { search: 'فاطمه' }, ['u2']],
    ['full name across first and last', { search: 'أحمد علي' }, ['u1']],
    ['e-mail, any case', { search: 'sara@EXAMPLE' }, ['u3']],
    ['phone digits', { search: '1112223' }, ['u1']],
    ['search and filter combine', { search: 'example.org', verification: 'unverified', type: 'parent' }, ['u2']],
    ['no match', { search: 'zzz' }, []],
  ])('%s', (_name, query, ids) => {
    expect(filterUsers(users, query).map((u) => u._id)).toEqual(ids);
  });

  it.each<[Parameters<typeof filterUsers>[1], string[]]>([
    [{ sort: 'newest' }, ['u2', 'u3', 'u1', 'u4', 'u5']],
    [{ sort: 'oldest' }, ['u4', 'u1', 'u3', 'u2', 'u5']],
    // Arabic collation: Arabic names (hamza forms with alef), then Latin ones.
    [{ sort: 'name' }, ['u1', 'u4', 'u2', 'u5', 'u3']],
    // SuperAdmin, Admin, parent, student, other (unknown types with it).
    [{ sort: 'type' }, ['u3', 'u5', 'u2', 'u1', 'u4']],
    [{ sort: 'oldest', verification: 'unverified' }, ['u4', 'u2', 'u5']],
  ])('order %j', (query, ids) => {
    expect(filterUsers(users, query).map((u) => u._id)).toEqual(ids);
  });

  it('userFullName joins and trims', () => {
    expect(userFullName({ firstName: ' منى ', lastName: null })).toBe('منى');
    expect(userFullName({ firstName: 'أحمد', lastName: 'علي' })).toBe('أحمد علي');
  });
});
