import { describe, expect, it } from 'vitest';
import { MASTER_FACULTY_CODES } from './catalog';
import { FACULTY_NAMES, facultyNameOf, normalizeFacultyCode } from './faculty-names';

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
