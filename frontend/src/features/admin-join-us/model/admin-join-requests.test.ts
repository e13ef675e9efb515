import { describe, expect, it } from 'vitest';
import {
  filterJoinRequests,
  isLongText,
  JOIN_ADMIN_MESSAGES as M,
  joinChoiceText,
  joinDeleteErrorMessage,
  joinGroupOf,
  joinLoadErrorMessage,
  summarizeJoinRequests,
  type AdminJoinRecord,
} from './admin-join-requests';

const requests: AdminJoinRecord[] = [
  {
    _id: 'j1',
    firstName: 'أحمد',
    lastName: 'علي',
    email: 'a@example.org',
    whatsapp_with_country_code: '+201001234567',
    isStudent: true,
    howDidYouKnow: 'current',
    university: 'جامعة القاهرة',
    createdAt: '2025-01-01T00:00:00Z',
  },
  {
    _id: 'j2',
    firstName: 'سارة',
    lastName: 'حسن',
    email: 's@example.org',
    isStudent: true,
    howDidYouKnow: 'facebook',
    university: 'الجامعة الأمريكية',
    faculty: 'الهندسة',
    createdAt: '2025-03-01T00:00:00Z',
  },
  {
    _id: 'j3',
    firstName: 'Omar',
    lastName: 'Adel',
    email: 'o@example.org',
    isStudent: false,
    howDidYouKnow: 'other',
    howDidYouKnow_other: 'صديق',
    createdAt: '2025-02-01T00:00:00Z',
  },
  {
    _id: 'j4',
    firstName: 'إيمان',
    lastName: 'سعيد',
    email: 'e@example.org',
    isStudent: false,
    howDidYouKnow: 'current',
    createdAt: '2025-04-01T00:00:00Z',
  },
  {
    _id: 'j5',
    firstName: 'ليلى',
    lastName: 'مراد',
    email: 'l@example.org',
    isStudent: true,
    howDidYouKnow: 'tiktok',
    createdAt: '2024-01-01T00:00:00Z',
  },
];

describe('groups and counts (current members: howDidYouKnow === current)', () => {
  it.each<[Partial<AdminJoinRecord>, string]>([
    [{ howDidYouKnow: 'current', isStudent: true }, 'current'],
    [{ howDidYouKnow: 'current', isStudent: false }, 'current'],
    [{ howDidYouKnow: 'facebook', isStudent: true }, 'students'],
    [{ howDidYouKnow: 'other', isStudent: false }, 'nonStudents'],
    [{ howDidYouKnow: null, isStudent: null }, 'nonStudents'],
    [{ howDidYouKnow: 'Current', isStudent: true }, 'students'],
  ])('%j → %s', (r, group) => {
    expect(joinGroupOf(r as AdminJoinRecord)).toBe(group);
  });

  it('summarizeJoinRequests', () => {
    expect(summarizeJoinRequests(requests)).toEqual({ all: 5, current: 2, students: 2, nonStudents: 1 });
  });
});

describe('filterJoinRequests', () => {
  it.each<[string, Parameters<typeof filterJoinRequests>[1], string[]]>([
    ['default: current members, newest first', {}, ['j4', 'j1']],
    ['student applicants', { filter: 'students' }, ['j2', 'j5']],
    ['non-student applicants', { filter: 'nonStudents' }, ['j3']],
    ['oldest first', { filter: 'students', sort: 'oldest' }, ['j5', 'j2']],
    ['search inside the filter: Arabic-tolerant name', { filter: 'current', search: 'ايمان' }, ['j4']],
    ['search university', { filter: 'students', search: 'الامريكيه' }, ['j2']],
    ['search WhatsApp digits', { filter: 'current', search: '1001234567' }, ['j1']],
    [
      "a word with digits is not a phone search (the digits 123 sit in j1's WhatsApp)",
      { filter: 'current', search: 'x123y' },
      [],
    ],
    ['a match in another filter does not show', { filter: 'current', search: 'سارة' }, []],
  ])('%s', (_name, query, ids) => {
    expect(filterJoinRequests(requests, query).map((r) => r._id)).toEqual(ids);
  });
});

describe('isLongText (over 50 characters on its own line)', () => {
  it.each<[string | null, boolean]>([
    ['x'.repeat(50), false],
    ['x'.repeat(51), true],
    [`  ${'x'.repeat(50)}  `, false],
    [null, false],
    ['', false],
  ])('%s → %s', (text, long) => {
    expect(isLongText(text)).toBe(long);
  });
});

describe('joinChoiceText (typed other answers shown)', () => {
  const labels = { facebook: 'فيسبوك', current: 'من أحد أعضاء الفريق' };
  it.each<[string | null, string | null, string]>([
    ['facebook', null, 'فيسبوك'],
    ['other', 'من صديق', 'من صديق'],
    ['other', '  ', 'أخرى'],
    ['other', null, 'أخرى'],
    ['unknown', null, 'unknown'],
    [null, 'x', ''],
  ])('%s / %s → %s', (code, other, text) => {
    expect(joinChoiceText(code, other, labels)).toBe(text);
  });
});

describe('spec 3 §8: load messages by status, verbatim', () => {
  it.each<[number, string | null, string]>([
    [401, 'x', 'غير مصرح لك بعرض الطلبات'],
    [403, 'x', 'ليس لديك صلاحية لعرض الطلبات'],
    [500, 'x', 'خطأ في الخادم، يرجى المحاولة مرة أخرى'],
    [0, null, 'لا يمكن الاتصال بالخادم، يرجى التحقق من اتصال الإنترنت'],
    [404, 'المسار غير موجود', 'المسار غير موجود'],
    [502, null, 'حدث خطأ أثناء تحميل الطلبات'],
    [502, '  ', 'حدث خطأ أثناء تحميل الطلبات'],
    [-1, 'x', 'حدث خطأ أثناء تحميل الطلبات'],
  ])('%i (%s)', (status, server, text) => {
    expect(joinLoadErrorMessage(status, server)).toBe(text);
  });
});

describe('spec 3 §8: delete messages by status, verbatim', () => {
  it.each<[number, string]>([
    [404, 'الطلب غير موجود أو تم حذفه مسبقاً'],
    [401, 'غير مصرح لك بحذف هذا الطلب'],
    [403, 'ليس لديك صلاحية لحذف هذا الطلب'],
    [500, 'خطأ في الخادم، يرجى المحاولة مرة أخرى'],
    [0, 'لا يمكن الاتصال بالخادم، يرجى التحقق من اتصال الإنترنت'],
    [400, 'حدث خطأ غير متوقع أثناء حذف الطلب'],
    [-1, 'حدث خطأ غير متوقع أثناء حذف الطلب'],
  ])('%i', (status, text) => {
    expect(joinDeleteErrorMessage(status)).toBe(text);
  });
  it('success text', () => {
    expect(M.deleted).toBe('تم حذف الطلب بنجاح');
  });
});
