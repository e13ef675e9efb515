import { describe, expect, it } from 'vitest';
import { MASTER_FACULTY_CODES } from './catalog';
import { FACULTY_NAMES, facultiesWithOfferings, facultyNameOf, normalizeFacultyCode } from './faculty-names';

describe('faculty code-to-name table (spec 2 §2.5)', () => {
  it('covers every code the spec lists', () => {
    expect(Object.keys(FACULTY_NAMES).sort()).toEqual([...MASTER_FACULTY_CODES].sort());
  });
  it.each([
    ['MED', 'الطب البشري'],
    ['med', 'الطب البشري'],
    [' Eng ', 'الهندسة'],
    ['XYZ', 'XYZ'],
    ['', ''],
  ])('%s → %s', (code, name) => expect(facultyNameOf(code)).toBe(name));
  it('matches codes case-insensitively', () => expect(normalizeFacultyCode('socsci')).toBe('SOCSCI'));
});

describe('faculty cards with no offering never appear (issue 24)', () => {
  const cards = [{ faculty_code: 'MED' }, { faculty_code: 'COMM' }, { faculty_code: 'lang' }, { faculty_code: 'ARTS' }];
  it.each([
    [
      ['MED', 'LANG', 'MED'],
      ['MED', 'lang'],
    ],
    [
      ['med', ' Lang '],
      ['MED', 'lang'],
    ],
    [[], []],
    [['ECON'], []],
  ])('offerings %j → cards %j', (codes, shown) =>
    expect(facultiesWithOfferings(cards, codes).map((f) => f.faculty_code)).toEqual(shown),
  );
  it('shows every card while the offerings are unknown', () =>
    expect(facultiesWithOfferings(cards, null)).toHaveLength(4));
});
