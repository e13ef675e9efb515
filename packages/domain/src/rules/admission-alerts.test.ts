import { describe, expect, it } from 'vitest';
import {
  alertDayKey,
  alertMail,
  alertsDue,
  calendarClaims,
  calendarEvents,
  checkLinkClaims,
  deadlineReminders,
  parseFollowCode,
  statusChanges,
  statusSnapshot,
  universityCalendarPath,
  unsubscribeClaims,
  unsubscribePage,
  watchedRows,
} from './admission-alerts';

describe('watchedRows: the rows of the follower certificate', () => {
  it.each([
    ['general', null, {}, 5, 'thanwyaa_firstYear'],
    ['stem', null, {}, 5, 'thanwyaa_firstYear'],
    ['azhar', null, {}, 5, 'azhar_firstYear'],
    ['arabic_foreign', null, {}, 5, 'Arabenglish_firstYear'],
    ['general', '2025', { first: '2025', second: '2024' }, 1, 'thanwyaa_firstYear'],
    ['general', '2024', { first: '2025', second: '2024' }, 1, 'thanwyaa_secondYear'],
    ['general', '2019', { first: '2025' }, 5, 'thanwyaa_firstYear'],
    ['other', null, {}, 17, 'transfer'],
    [null, null, {}, 17, 'transfer'],
  ])('%s, year %s, labels %j → %i rows from %s', (certificate, year, labels, count, first) => {
    const rows = watchedRows({ certificate, year }, labels);
    expect(rows).toHaveLength(count);
    expect(rows[0].key).toBe(first);
  });

  it('labels a row by track and by the certificate year when the university has one', () => {
    expect(watchedRows({ certificate: 'general' }, { first: '2025' })[0].label).toBe('الثانوية العامة — شهادة 2025');
    expect(watchedRows({ certificate: 'azhar' })[1].label).toBe('الثانوية الأزهرية — السنة الثانية');
  });
});

const rows = watchedRows({ certificate: 'general', year: '2025' }, { first: '2025' });

describe('statusChanges', () => {
  it.each([
    ['no previous snapshot (a follow made now)', null, { thanwyaa_firstYear: 'متاح (كل الكليات)' }, []],
    ['unchanged', { thanwyaa_firstYear: 'لم يبداء' }, { thanwyaa_firstYear: 'لم يبداء' }, []],
    ['spaces only', { thanwyaa_firstYear: ' لم يبداء ' }, { thanwyaa_firstYear: 'لم يبداء' }, []],
    [
      'opened',
      { thanwyaa_firstYear: 'لم يبداء' },
      { thanwyaa_firstYear: 'متاح (كل الكليات)' },
      [{ key: 'thanwyaa_firstYear', from: 'لم يبداء', to: 'متاح (كل الكليات)' }],
    ],
    [
      'blank → set',
      { thanwyaa_firstYear: '' },
      { thanwyaa_firstYear: 'انتهي' },
      [{ key: 'thanwyaa_firstYear', from: '', to: 'انتهي' }],
    ],
    ['a row not watched when the snapshot was taken', { azhar_firstYear: 'x' }, { thanwyaa_firstYear: 'انتهي' }, []],
  ])('%s', (_name, previous, current, expected) => {
    expect(statusChanges(previous, current, rows)).toEqual(
      expected.map((e) => ({ ...e, label: 'الثانوية العامة — شهادة 2025' })),
    );
  });

  it('statusSnapshot keeps the watched statuses only, blank as ""', () => {
    expect(statusSnapshot({ thanwyaa_firstYear_status: 'انتهي', azhar_firstYear_status: 'x' }, rows)).toEqual({
      thanwyaa_firstYear: 'انتهي',
    });
    expect(statusSnapshot(null, rows)).toEqual({ thanwyaa_firstYear: '' });
  });
});

describe('deadlineReminders: seven days and one day before', () => {
  const all = watchedRows({ certificate: 'general' });
  it.each([
    ['2026-07-20', '2026-07-13', [7]],
    ['20/7/2026', '2026-07-13', [7]],
    ['2026-07-20', '2026-07-19', [1]],
    ['2026-07-20', '2026-07-20', []],
    ['2026-07-20', '2026-07-14', []],
    ['2026-07-20', '2026-07-21', []],
    ['2026-03-01', '2026-02-22', [7]], // across the end of February
    ['2027-01-01', '2026-12-31', [1]], // across a year
    ['لم يحدد', '2026-07-13', []],
    ['قريبًا', '2026-07-13', []],
    ['', '2026-07-13', []],
  ])('deadline %s, today %s → %j', (deadline, today, expected) => {
    const found = deadlineReminders({ thanwyaa_firstYear_deadline: deadline }, all, today);
    expect(found.map((r) => r.daysLeft)).toEqual(expected);
  });

  it('one reminder per date, with every row closing then', () => {
    const found = deadlineReminders(
      {
        thanwyaa_firstYear_deadline: '2026-07-20',
        thanwyaa_secondYear_deadline: '20/7/2026',
        thanwyaa_thirdYear_deadline: '2026-07-14',
      },
      all,
      '2026-07-13',
    );
    expect(found).toEqual([
      { date: '2026-07-14', daysLeft: 1, labels: ['الثانوية العامة — السنة الثالثة'] },
      {
        date: '2026-07-20',
        daysLeft: 7,
        labels: ['الثانوية العامة — السنة الأولى', 'الثانوية العامة — السنة الثانية'],
      },
    ]);
  });

  it('ignores rows the follower does not watch', () => {
    expect(deadlineReminders({ azhar_firstYear_deadline: '2026-07-20' }, all, '2026-07-13')).toEqual([]);
  });
});

describe('alertsDue', () => {
  const base = { follower: { certificate: 'general' }, today: '2026-07-13', deadline: null };
  it.each([
    [
      'nothing changed, no deadline near',
      { thanwyaa_firstYear: 'انتهي' },
      { thanwyaa_firstYear_status: 'انتهي' },
      null,
      false,
    ],
    ['a change', { thanwyaa_firstYear: 'لم يبداء' }, { thanwyaa_firstYear_status: 'انتهي' }, null, true],
    ['a deadline in 7 days', { thanwyaa_firstYear: '' }, {}, { thanwyaa_firstYear_deadline: '2026-07-20' }, true],
  ])('%s', (_name, lastNotified, status, deadline, due) => {
    const result = alertsDue({ ...base, lastNotified, status, deadline });
    expect(result !== null).toBe(due);
    if (result)
      expect(result.snapshot.thanwyaa_firstYear).toBe(
        String((status as Record<string, string>).thanwyaa_firstYear_status ?? ''),
      );
  });
});

describe('alertDayKey', () => {
  it.each([
    [7, 'GUC', '2026-07-13', 'admission-alert:7:guc:2026-07-13'],
    ['7', 'guc', '2026-07-13', 'admission-alert:7:guc:2026-07-13'],
    [7, 'GUC', '2026-07-14', 'admission-alert:7:guc:2026-07-14'],
  ])('%s %s %s', (user, code, day, key) => expect(alertDayKey(user, code, day)).toBe(key));
});

describe('link claims', () => {
  it.each([
    [unsubscribeClaims(3, 'GUC'), 'unsubscribe', true],
    [calendarClaims(3), 'calendar', true],
    [calendarClaims(3), 'unsubscribe', false], // a calendar link never unsubscribes
    [unsubscribeClaims(3, 'GUC'), 'calendar', false],
    [{ p: 'unsubscribe', u: 0, c: 'GUC' }, 'unsubscribe', false],
    [{ p: 'unsubscribe', u: '3', c: 'GUC' }, 'unsubscribe', false],
    [{ p: 'unsubscribe', u: 3, c: '' }, 'unsubscribe', false],
    [null, 'calendar', false],
    ['x', 'calendar', false],
  ] as const)('%j as %s → %s', (claims, purpose, ok) => {
    expect(checkLinkClaims(claims, purpose) !== null).toBe(ok);
  });
});

describe('alertMail', () => {
  const mail = alertMail({
    name: 'سارة',
    universityName: 'الجامعة الألمانية',
    due: {
      changes: [
        { key: 'thanwyaa_firstYear', label: 'الثانوية العامة — شهادة 2025', from: 'لم يبداء', to: 'متاح (كل الكليات)' },
      ],
      reminders: [{ date: '2026-07-20', daysLeft: 7, labels: ['الثانوية العامة — شهادة 2025'] }],
    },
    guideUrl: 'http://site/university/GUC',
    unsubscribeUrl: 'http://site/api/alerts/unsubscribe?token=a.b',
  });
  it.each([
    ['subject', mail.subject, 'تغيّرت حالة التقديم في الجامعة الألمانية'],
    ['change line', mail.text, 'الثانوية العامة — شهادة 2025: لم يبداء ← متاح (كل الكليات)'],
    ['reminder line', mail.text, 'آخر موعد للتقديم بعد 7 أيام (20 يوليو 2026)'],
    ['unsubscribe link in text', mail.text, 'http://site/api/alerts/unsubscribe?token=a.b'],
    ['unsubscribe link in html', mail.html, 'href="http://site/api/alerts/unsubscribe?token=a.b"'],
    ['html is rtl', mail.html, 'dir="rtl"'],
  ])('%s', (_name, haystack, needle) => expect(haystack).toContain(needle));

  it('a reminder alone has its own subject; one day reads «غدًا»', () => {
    const m = alertMail({
      name: 'x',
      universityName: '<ج>',
      due: { changes: [], reminders: [{ date: '2026-07-20', daysLeft: 1, labels: ['a'] }] },
      guideUrl: 'g',
      unsubscribeUrl: 'u',
    });
    expect(m.subject).toBe('اقترب آخر موعد للتقديم في <ج>');
    expect(m.text).toContain('آخر موعد للتقديم غدًا');
    expect(m.html).not.toContain('<ج>');
  });
});

describe('calendarEvents', () => {
  const events = calendarEvents(
    { code: 'GUC', name: 'الجامعة الألمانية' },
    {
      opening_date: '1/6/2026',
      thanwyaa_firstYear_deadline: '2026-07-20',
      azhar_firstYear_deadline: '20/7/2026',
      wafdeen_deadline: '2026-08-01',
      transfer_deadline: 'لم يحدد',
      Arabenglish_firstYear_deadline: 'بعد النتيجة',
    },
  );
  it('one event per date, opening first, unreadable dates left out', () => {
    expect(events.map((e) => [e.date, e.title])).toEqual([
      ['2026-06-01', 'بدء التقديم: الجامعة الألمانية'],
      ['2026-07-20', 'آخر موعد للتقديم: الجامعة الألمانية'],
      ['2026-08-01', 'آخر موعد للتقديم: الجامعة الألمانية'],
    ]);
    expect(events[1].description).toContain('الثانوية العامة — السنة الأولى، الثانوية الأزهرية — السنة الأولى');
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
  });
  it.each([[null], [{}], [{ opening_date: 'قريبًا' }]])('no dates → no events (%j)', (deadline) => {
    expect(calendarEvents({ code: 'X', name: 'x' }, deadline)).toEqual([]);
  });
  it('the file path', () => expect(universityCalendarPath('GUC')).toBe('/api/calendar/university/GUC.ics'));
});

describe('unsubscribePage', () => {
  it('is an Arabic right-to-left page with the message escaped', () => {
    const html = unsubscribePage('تم <إيقاف>');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('تم &lt;إيقاف&gt;');
  });
});

describe('parseFollowCode: the university a follow names', () => {
  it.each<[unknown, string | null]>([
    [' cu ', 'cu'],
    ['', null],
    ['   ', null],
    [42, null],
    [undefined, null],
    ['x'.repeat(100), 'x'.repeat(100)],
    ['x'.repeat(101), null],
  ])('%j → %j', (value, code) => expect(parseFollowCode(value)).toBe(code));
});
