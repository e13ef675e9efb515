import { describe, expect, it } from 'vitest';
import { ARABIC_MONTHS, arabicDateBox, dateSortKey, formatStaffDateTime, parseDateParts } from './dates';

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
    expect([...list].sort((a, b) => dateSortKey(b) - dateSortKey(a))).toEqual(['2026-07-20', '1/8/2025', '2025-07-30', 'bad']);
    expect(parseDateParts('2024-02-29')).toEqual({ day: 29, month: 2, year: 2024 });
  });
});

describe('formatStaffDateTime (spec 3 §9: ar-EG, year, month, day, hour, minute; missing → غير متوفر)', () => {
  it.each([
    [null, 'غير متوفر'],
    [undefined, 'غير متوفر'],
    ['', 'غير متوفر'],
    ['not a date', 'غير متوفر'],
  ])('%j → %s', (input, expected) => {
    expect(formatStaffDateTime(input)).toBe(expected);
  });

  it.each([
    // 10:05 UTC is 12:05 or 13:05 in Cairo depending on summer time: the date parts are fixed.
    ['2026-01-15T10:05:00.000Z', ['15', 'يناير', '2026', '12:05']],
    ['2025-07-20T21:30:00.000Z', ['21', 'يوليو', '2025']],
  ])('%s shows %j in Latin digits', (input, parts) => {
    const text = formatStaffDateTime(input);
    for (const part of parts) expect(text).toContain(part);
    expect(text).not.toMatch(/[٠-٩]/);
  });
});
