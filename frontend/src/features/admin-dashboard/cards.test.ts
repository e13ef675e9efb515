import { describe, expect, it } from 'vitest';
import { DASHBOARD_CARDS, cardsFor, type DashboardCard } from './cards';

const ADMIN_PATHS = [
  '/admin/universities-data',
  '/admin/admission-status',
  '/admin/news',
  '/admin/scholarships',
  '/admin/articles',
  '/scores',
  '/admin/admission-floors',
  '/admin/data-freshness',
];
const card = (path: string, superAdminOnly: boolean, available: boolean): DashboardCard => ({
  path,
  title: path,
  description: '',
  icon: 'news',
  superAdminOnly,
  available,
});

describe('dashboard cards', () => {
  it('an Admin sees the five sections of every admin and the scores table', () => {
    expect(cardsFor('Admin').map((c) => c.path)).toEqual(ADMIN_PATHS);
    expect(cardsFor('admin').map((c) => c.path)).toEqual(ADMIN_PATHS);
  });

  it("the spec's eight SuperAdmin sections are all listed, for the SuperAdmin only", () => {
    const superOnly = DASHBOARD_CARDS.filter((c) => c.superAdminOnly)
      .map((c) => c.path.replace('/admin/', ''))
      .sort();
    expect(superOnly).toEqual([
      'ads',
      'join-us',
      'log',
      'messages',
      'reviews',
      'smart-assistant',
      'update-scores',
      'users',
    ]);
  });

  it.each([
    ['SuperAdmin', ['/a', '/b-ready']],
    ['superadmin', ['/a', '/b-ready']],
    ['Admin', ['/a']],
    ['student', ['/a']],
    [null, ['/a']],
  ])('%s sees a SuperAdmin card only when its screen exists', (userType, expected) => {
    const cards = [card('/a', false, true), card('/b-ready', true, true), card('/c-missing', true, false)];
    expect(cardsFor(userType, cards).map((c) => c.path)).toEqual(expected);
  });
});

describe('the SuperAdmin screens that exist', () => {
  it('a SuperAdmin sees the users, messages and join-requests cards; an Admin does not', () => {
    const mine = ['/admin/users', '/admin/messages', '/admin/join-us'];
    expect(cardsFor('SuperAdmin').map((c) => c.path)).toEqual(expect.arrayContaining(mine));
    expect(
      cardsFor('Admin')
        .map((c) => c.path)
        .filter((p) => mine.includes(p)),
    ).toEqual([]);
  });
});

describe('the bulk score update card', () => {
  it('is shown to a SuperAdmin (its screen exists) and not to an Admin', () => {
    expect(cardsFor('SuperAdmin').map((c) => c.path)).toContain('/admin/update-scores');
    expect(cardsFor('Admin').map((c) => c.path)).not.toContain('/admin/update-scores');
  });
});
