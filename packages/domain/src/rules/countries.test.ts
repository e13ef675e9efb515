import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  composePhone,
  dropTrunkZero,
  normalizePhone,
  searchCountries,
  splitPhone,
} from './countries';

describe('country list (spec 1 §3: about 150 entries of code and Arabic name; §9: default +20)', () => {
  it('has about 150 entries, Egypt first with the default code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(140);
    expect(COUNTRIES.length).toBeLessThanOrEqual(170);
    expect(COUNTRIES[0]).toEqual({ code: '+20', name: 'مصر' });
    expect(DEFAULT_COUNTRY_CODE).toBe('+20');
  });

  it('has well-formed codes and unique Arabic names', () => {
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^\+\d{1,4}$/);
      expect(c.name).toMatch(/^[\u0600-\u06FF ]+$/);
    }
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });

  it.each([
    ['', COUNTRIES.length],
    ['مصر', 1],
    ['+96', 9], // 960, 961, 962, 963, 964, 965, 966, 967, 968
    ['الإمارات', 1],
    ['الامارات', 1], // the name normalised: hamza forms of alef match
    ['20', 1],
    ['xyz', 0],
  ])('search %j finds %i', (query, count) => {
    expect(searchCountries(query)).toHaveLength(count);
  });
});

describe('composePhone (spec 1 §5: country code plus the trimmed number; a typed code is stripped)', () => {
  it.each([
    ['+20', ' 1001234567 ', '+201001234567'],
    ['+20', '01001234567', '+201001234567'],
    ['+20', '+201001234567', '+201001234567'],
    ['+20', '00201001234567', '+201001234567'],
    ['+966', '+966 501234567', '+966501234567'],
    ['+20', '   ', ''],
    ['+20', '', ''],
  ])('%s + %j → %j', (code, typed, expected) => {
    expect(composePhone(code, typed)).toBe(expected);
  });
});

describe('the trunk 0 after a country code (issue 24, item 6: numbers typed the local way)', () => {
  // What the form shows (code, typed) and what is stored.
  const table: [string, string, string][] = [
    ['+20', '01001234567', '+201001234567'],
    ['+20', '1001234567', '+201001234567'],
    ['+20', '01101234567', '+201101234567'],
    ['+20', '1101234567', '+201101234567'],
    ['+20', '01201234567', '+201201234567'],
    ['+20', '1201234567', '+201201234567'],
    ['+20', '01501234567', '+201501234567'],
    ['+20', '1501234567', '+201501234567'],
    ['+20', '+2001001234567', '+201001234567'],
    ['+966', '0501234567', '+966501234567'],
    ['+966', '501234567', '+966501234567'],
    ['+44', '07911123456', '+447911123456'],
    ['+1', '5551234567', '+15551234567'],
    ['+971', '500000005', '+971500000005'],
    // Where the 0 is part of the international number, it stays.
    ['+39', '0612345678', '+390612345678'],
    ['+225', '0701234567', '+2250701234567'],
  ];
  it.each(table)('composePhone(%s, %j) → %j', (code, typed, stored) => expect(composePhone(code, typed)).toBe(stored));
  it.each(table)('normalizePhone of %s with %j → %j', (code, typed, stored) =>
    expect(normalizePhone(composePhone(code, typed))).toBe(stored),
  );
  it.each([
    ['+2001001234567', '+201001234567'],
    ['+20 0100-123-4567', '+201001234567'],
    ['+201001234567', '+201001234567'],
    ['+9660501234567', '+966501234567'],
    ['+15551234567', '+15551234567'],
    ['+390612345678', '+390612345678'],
    ['01001234567', '01001234567'],
    ['', ''],
    [null, ''],
  ])('normalizePhone(%j) → %j (what the CMS stores)', (input, stored) => expect(normalizePhone(input)).toBe(stored));
  it('drops one 0 only', () => expect(dropTrunkZero('+20', '001001234567')).toBe('01001234567'));
});

describe('splitPhone (prefill of a stored phone_with_country_code)', () => {
  it.each([
    ['+201001234567', { code: '+20', number: '1001234567' }],
    ['+966501234567', { code: '+966', number: '501234567' }],
    ['+1 555-123-4567', { code: '+1', number: '5551234567' }],
    ['01001234567', { code: '+20', number: '01001234567' }],
    ['', { code: '+20', number: '' }],
    [null, { code: '+20', number: '' }],
  ])('%j → %j', (input, expected) => {
    expect(splitPhone(input)).toEqual(expected);
  });
});

describe('DIAL_CODES (spec 2 §2.10: the join-us WhatsApp picker)', () => {
  it('lists each code once, Egypt first as the default', () => {
    expect(new Set(DIAL_CODES).size).toBe(DIAL_CODES.length);
    expect(DIAL_CODES[0]).toBe(DEFAULT_DIAL_CODE);
    expect(DIAL_CODES).toContain('+1');
    expect(DIAL_CODES).toContain('+966');
  });
});
