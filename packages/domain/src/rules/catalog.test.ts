import { describe, expect, it } from 'vitest';
import {
  SCORE_TRACK_LABELS,
  SCORE_TRACK_NAMES,
  SCORE_TRACK_TITLES,
  SCORE_TRACKS,
  admissionFields,
  categoryOfSubtype,
  isSubtypeOf,
  MASTER_FACULTY_CODES,
  OFFERING_FACULTY_CODES,
  parseCategory,
  SUBTYPE_LABELS,
  UNIVERSITY_SUBTYPES,
} from './catalog';

describe('categoryOfSubtype', () => {
  it.each([
    ['TechPrivate', 'private'],
    ['Private', 'private'],
    ['IntNational', 'national'],
    ['National', 'national'],
    ['AffNational', 'national'],
    ['IntAgreement', 'special'],
    ['FrameAgreement', 'special'],
    ['Speicallaw', 'special'],
    ['EUE', 'international'],
    ['UofCanada', 'international'],
    ['TKH', 'international'],
    ['GLOBAL', 'international'],
    ['MODERN', 'international'],
    ['CAPITAL', 'international'],
    ['Foreign', 'international'],
    ['private', undefined],
    ['SpecialLaw', undefined],
    ['', undefined],
  ])('%s belongs to %s', (subtype, category) => {
    expect(categoryOfSubtype(subtype)).toBe(category);
  });

  it('knows all 15 section codes, each with an Arabic heading', () => {
    expect(UNIVERSITY_SUBTYPES).toHaveLength(15);
    for (const s of UNIVERSITY_SUBTYPES) expect(SUBTYPE_LABELS[s]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('isSubtypeOf', () => {
  it.each([
    ['private', 'Private', true],
    ['national', 'Private', false],
    ['special', 'Speicallaw', true],
    ['international', 'TKH', true],
    ['International', 'TKH', false],
  ])('%s / %s → %s', (category, subtype, expected) => {
    expect(isSubtypeOf(category, subtype)).toBe(expected);
  });
});

describe('parseCategory', () => {
  it.each([
    ['Private', 'private'],
    ['NATIONAL', 'national'],
    ['special', 'special'],
    [' International ', 'international'],
    ['public', undefined],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('%s → %s', (input, expected) => {
    expect(parseCategory(input as string)).toBe(expected);
  });
});

describe('faculty codes', () => {
  it('every offering code is a master faculty code', () => {
    expect(OFFERING_FACULTY_CODES).toHaveLength(23);
    expect(MASTER_FACULTY_CODES).toHaveLength(30);
    for (const code of OFFERING_FACULTY_CODES) expect(MASTER_FACULTY_CODES).toContain(code);
  });
});

describe('admissionFields', () => {
  it('names the 17 fields of a status record in the spec order', () => {
    const fields = admissionFields('status');
    expect(fields).toHaveLength(17);
    expect(fields.slice(0, 3)).toEqual(['transfer_status', 'wafdeen_status', 'thanwyaa_firstYear_status']);
    expect(fields.at(-1)).toBe('Arabenglish_fifthYear_status');
    expect(admissionFields('deadline')[4]).toBe('thanwyaa_thirdYear_deadline');
  });
});

describe('the certificate tracks are named in one place', () => {
  it.each([
    ['thanwyaa', 'الثانوية العامة / STEM / النيل', 'الثانوية العامة', 'ثانوية عامة'],
    ['azhar', 'الثانوية الأزهرية', 'الثانوية الأزهرية', 'أزهر'],
    ['Arabenglish', 'الشهادات العربية والأجنبية', 'الشهادات العربية والأجنبية', 'شهادات عربية وأجنبية'],
  ] as const)('%s: title %s, name %s, short %s', (track, title, name, short) => {
    expect(SCORE_TRACK_NAMES[track]).toEqual({ title, name, short });
    expect(SCORE_TRACK_TITLES[track]).toBe(title);
    expect(SCORE_TRACK_LABELS[track]).toBe(short);
  });
  it('names every track and no other', () => {
    expect(Object.keys(SCORE_TRACK_NAMES).sort()).toEqual([...SCORE_TRACKS].sort());
  });
});
