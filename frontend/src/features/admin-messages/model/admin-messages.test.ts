import { describe, expect, it } from 'vitest';
import { canSendReply, filterMessages, summarizeMessages, type AdminMessageRecord } from './admin-messages';

const messages: AdminMessageRecord[] = [
  {
    _id: 'm1',
    name: 'أحمد علي',
    email: 'ahmed@example.org',
    phone: '01001234567',
    message: 'متى يبدأ التقديم؟',
    status: 'read',
    createdAt: '2025-01-01T00:00:00Z',
  },
  {
    _id: 'm2',
    name: 'فاطمة',
    email: 'f@example.org',
    phone: '01119998887',
    message: 'سؤال عن المصروفات',
    status: 'pending',
    createdAt: '2025-03-01T00:00:00Z',
  },
  {
    _id: 'm3',
    name: 'Omar',
    email: 'omar@example.org',
    phone: '',
    message: 'Scholarship question',
    status: 'replied',
    response: 'تم',
    createdAt: '2025-02-01T00:00:00Z',
  },
  {
    _id: 'm4',
    name: 'إيمان',
    email: 'eman@example.org',
    message: 'رسالة قديمة بلا حالة',
    status: null,
    createdAt: '2024-01-01T00:00:00Z',
  },
  {
    _id: 'm5',
    name: 'x',
    email: 'x@example.org',
    message: 'حالة غير معروفة',
    status: 'archived',
    createdAt: '2025-04-01T00:00:00Z',
  },
];

describe('summarizeMessages (a missing or unknown status counts as pending, spec 3 §3)', () => {
  it('counts', () => {
    expect(summarizeMessages(messages)).toEqual({ all: 5, pending: 3, read: 1, replied: 1 });
  });
  it('empty', () => {
    expect(summarizeMessages([])).toEqual({ all: 0, pending: 0, read: 0, replied: 0 });
  });
});

describe('filterMessages', () => {
  it.each<[string, Parameters<typeof filterMessages>[1], string[]]>([
    ['newest by default', {}, ['m5', 'm2', 'm3', 'm1', 'm4']],
    ['oldest', { sort: 'oldest' }, ['m4', 'm1', 'm3', 'm2', 'm5']],
    [
      'unread: pending (incl. no status) first, newest first in each group',
      { sort: 'unread' },
      ['m5', 'm2', 'm4', 'm3', 'm1'],
    ],
    ['search by Arabic name, tolerant: ايمان', { search: 'ايمان' }, ['m4']],
    ['search the text', { search: 'المصروفات' }, ['m2']],
    ['search the e-mail, any case', { search: 'OMAR@' }, ['m3']],
    ['search a phone number', { search: '1234567' }, ['m1']],
    ['search and sort combine', { search: 'example.org', sort: 'oldest' }, ['m4', 'm1', 'm3', 'm2', 'm5']],
    ['no match', { search: 'لا يوجد' }, []],
    ['the unread queue: pending, a missing status counted as pending', { status: 'pending' }, ['m5', 'm2', 'm4']],
    ['replied only', { status: 'replied' }, ['m3']],
    [
      'status, search and sort combine',
      { status: 'pending', search: 'example.org', sort: 'oldest' },
      ['m4', 'm2', 'm5'],
    ],
    ['all is every status', { status: 'all' }, ['m5', 'm2', 'm3', 'm1', 'm4']],
  ])('%s', (_name, query, ids) => {
    expect(filterMessages(messages, query).map((m) => m._id)).toEqual(ids);
  });
});

describe('canSendReply (spec 3 §5: disabled when empty or blank)', () => {
  it.each<[string | null | undefined, boolean]>([
    ['', false],
    ['   \n ', false],
    [null, false],
    [undefined, false],
    ['شكراً', true],
    [' x ', true],
  ])('%j → %s', (text, ok) => {
    expect(canSendReply(text)).toBe(ok);
  });
});
