import { describe, expect, it } from 'vitest';
import { csvText } from '@/lib/download';
import { MESSAGE_COLUMNS } from './message-columns';
import { csvTable } from '@/components/admin/csv-export-button';

describe('CSV export (issue 23)', () => {
  it('messages: headings, one row a message, status in Arabic, a formula written as text', async () => {
    const table = csvTable(
      [
        {
          _id: 'm1',
          name: '=cmd|" /C calc"!A0',
          email: 'a@x.test',
          phone: '+201001234567',
          message: 'سؤال',
          status: 'pending',
          response: null,
          createdAt: '2026-01-02T10:00:00.000Z',
          updatedAt: '2026-01-02T10:00:00.000Z',
        },
      ],
      MESSAGE_COLUMNS,
    );
    expect(table).toEqual([
      ['الاسم', 'البريد الإلكتروني', 'الهاتف', 'الرسالة', 'الحالة', 'الرد المرسل', 'تاريخ الإرسال'],
      ['=cmd|" /C calc"!A0', 'a@x.test', '+201001234567', 'سؤال', 'جديدة', '', '2026-01-02T10:00:00.000Z'],
    ]);
    const lines = (await csvText(table)).slice(1).split('\r\n');
    expect(lines[1].startsWith(`"'=cmd|`)).toBe(true);
    // A phone number with its + is a value, not a formula: left as it is.
    expect(lines[1]).toContain(',+201001234567,');
  });
});
