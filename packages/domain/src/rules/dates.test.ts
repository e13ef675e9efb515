import { describe, expect, it } from 'vitest';
import {
  ARABIC_MONTHS,
  arabicDateBox,
  dateSortKey,
  dayMonthYearToIso,
  isoToDayMonthYear,
  parseDateParts,
} from './dates';

describe('news date box (spec 1 §2: day, Arabic month name and year from the deadline)', () => {
  it('has the twelve Egyptian month names', () => {
    expect(ARABIC_MONTHS).toHaveLength(12);
    expect(ARABIC_MONTHS[0]).toBe('يناير');
    expect(ARABIC_MONTHS[6]).toBe('يوليو');
    expect(ARABIC_MONTHS[11]).toBe('ديسمبر');
  });

  it.each([
    ['2026-07-20', { day: '20', month: 'يوليو', year: '2026' }],
    ['2025-01-05T00:00:00.000Z', { day: '5', month: 'يناير', year: '2025' }],
    ['12/8/2025', { day: '12', month: 'أغسطس', year: '2025' }],
    ['2025-02-30', null],
    ['لم يحدد', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(arabicDateBox(input)).toEqual(expected);
  });

  it('sorts newest first by the sort key; unreadable dates last', () => {
    const list = ['2025-07-30', '2026-07-20', 'bad', '1/8/2025'];
    expect([...list].sort((a, b) => dateSortKey(b) - dateSortKey(a))).toEqual([
      '2026-07-20',
      '1/8/2025',
      '2025-07-30',
      'bad',
    ]);
    expect(parseDateParts('2024-02-29')).toEqual({ day: 29, month: 2, year: 2024 });
  });
});

import { formatStaffDateTime } from './dates';

describe('formatStaffDateTime (spec 3 §9: ar-EG, year month day hour minute, Latin digits, Cairo time)', () => {
  it.each<[string | null | undefined, RegExp | '']>([
    ['2025-03-01T10:05:00.000Z', /^1 مارس 2025.*12:05/],
    ['2024-12-31T22:30:00Z', /^1 يناير 2025.*12:30/],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['not a date', ''],
  ])('%j', (input, expected) => {
    const text = formatStaffDateTime(input);
    if (expected === '') expect(text).toBe('');
    else {
      expect(text).toMatch(expected);
      expect(text).not.toMatch(/[٠-٩]/);
    }
  });
});

describe('deadline date conversion (spec 3 §5: sent as d/m/yyyy, the date input uses yyyy-mm-dd)', () => {
  it.each([
    ['2025-08-06', '6/8/2025'],
    ['2025-12-31', '31/12/2025'],
    ['2024-02-29', '29/2/2024'],
    ['2025-02-29', ''],
    ['6/8/2025', ''],
    ['لم يحدد', ''],
    ['', ''],
    [null, ''],
  ])('iso %j → %j', (input, expected) => {
    expect(isoToDayMonthYear(input)).toBe(expected);
  });

  it.each([
    ['6/8/2025', '2025-08-06'],
    ['31/12/2025', '2025-12-31'],
    [' 1/1/2026 ', '2026-01-01'],
    ['31/2/2025', ''],
    ['2025-08-06', ''],
    ['لم يحدد', ''],
    [undefined, ''],
  ])('d/m/yyyy %j → %j', (input, expected) => {
    expect(dayMonthYearToIso(input)).toBe(expected);
  });

  it('round-trips every day of a leap year', () => {
    for (let d = new Date(Date.UTC(2024, 0, 1)); d.getUTCFullYear() === 2024; d.setUTCDate(d.getUTCDate() + 1)) {
      const iso = d.toISOString().slice(0, 10);
      expect(dayMonthYearToIso(isoToDayMonthYear(iso))).toBe(iso);
    }
  });
});
