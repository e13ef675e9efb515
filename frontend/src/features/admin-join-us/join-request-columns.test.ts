import { describe, expect, it } from 'vitest';
import { JOIN_REQUEST_COLUMNS } from './join-request-columns';
import { csvTable } from '@/components/admin/csv-export-button';

describe('CSV export (issue 23)', () => {
  it('join requests: every answer column, the typed other answer, yes/no in Arabic', () => {
    const [head, row] = csvTable(
      [
        {
          _id: 'j1',
          firstName: 'هدى',
          lastName: 'سالم',
          email: 'h@x.test',
          isStudent: false,
          howDidYouKnow: 'other',
          howDidYouKnow_other: '@صديق',
          createdAt: '2026-01-02T10:00:00.000Z',
        } as never,
      ],
      JOIN_REQUEST_COLUMNS,
    );
    expect(head[0]).toBe('الاسم');
    expect(head.at(-1)).toBe('تاريخ التقديم');
    expect(head).toContain('كيف عرف عنا');
    expect(row[0]).toBe('هدى سالم');
    expect(row[head.indexOf('طالب؟')]).toBe('لا');
    expect(row[head.indexOf('كيف عرف عنا')]).toBe('@صديق');
    expect(row[head.indexOf('الجامعة')]).toBe('');
  });
});
