import { describe, expect, it } from 'vitest';
import { USER_COLUMNS } from './user-columns';
import { csvTable } from '@/components/admin/csv-export-button';

describe('CSV export (issue 23)', () => {
  it('users: type and verification in Arabic', () => {
    const table = csvTable(
      [
        {
          _id: 'u1',
          firstName: 'منى',
          lastName: 'علي',
          email: 'm@x.test',
          user_type: 'Admin',
          isEmailVerified: true,
          createdAt: '2026-01-02T10:00:00.000Z',
        } as never,
      ],
      USER_COLUMNS,
    );
    expect(table[1]).toEqual(['منى علي', 'm@x.test', '', 'أدمن', 'موثق', '2026-01-02T10:00:00.000Z']);
  });
});
