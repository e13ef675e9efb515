import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as M,
  codeError,
  emailError,
  joinFaculties,
  normalizeEmail,
  parseProfileUpdate,
  parseSignUp,
  passwordError,
  phoneError,
  validateSignIn,
} from './account';

describe('emailError (spec 1 §5)', () => {
  it.each([
    ['', M.emailRequired],
    ['   ', M.emailRequired],
    [undefined, M.emailRequired],
    ['student', M.emailInvalid],
    ['a@b', M.emailInvalid],
    ['a b@c.com', M.emailInvalid],
    ['a@b.c', M.emailInvalid],
    ['a@b.com', null],
    [' Student@Dalil.Local ', null],
  ])('%j → %j', (value, expected) => expect(emailError(value)).toBe(expected));

  it('normalises to trimmed lower case', () => expect(normalizeEmail(' A@B.Com ')).toBe('a@b.com'));
});

describe('passwordError', () => {
  it.each([
    ['', M.passwordRequired],
    [undefined, M.passwordRequired],
    [123456, M.passwordRequired],
    ['12345', M.passwordShort],
    ['123456', null],
    ['x'.repeat(73), M.invalidValue],
  ])('%j → %j', (value, expected) => expect(passwordError(value)).toBe(expected));

  it('takes the reset dialog message for an empty new password', () => {
    expect(passwordError('', M.newPasswordRequired)).toBe(M.newPasswordRequired);
  });
});

describe('phoneError: country code then 7 to 15 digits', () => {
  it.each([
    ['', M.phoneRequired],
    ['01001234567', M.countryCodeRequired],
    ['+20abc1234567', M.phoneInvalid],
    ['+2012345', M.phoneInvalid],
    ['+201234567', null],
    ['+201001234567', null],
    ['+20 100 123 4567', null],
    ['+1234' + '1'.repeat(15), null],
    ['+1234' + '1'.repeat(16), M.phoneInvalid],
  ])('%j → %j', (value, expected) => expect(phoneError(value)).toBe(expected));
});

describe('codeError (spec 1 §5: exactly 6 digits)', () => {
  it.each([
    ['', M.codeRequired],
    [undefined, M.codeRequired],
    ['12345', M.codeFormat],
    ['1234567', M.codeFormat],
    ['12a456', M.codeFormat],
    ['123456', null],
    [' 123456 ', null],
  ])('%j → %j', (value, expected) => expect(codeError(value)).toBe(expected));
});

describe('validateSignIn', () => {
  it('reports empty credentials with the combined message', () => {
    expect(validateSignIn({})).toEqual({
      ok: false,
      message: M.signInInvalid,
      errors: [{ path: ['email'], message: M.credentialsEmpty }],
      missingFields: [],
    });
  });
  it('reports each bad field', () => {
    expect(validateSignIn({ email: 'x', password: '1' })).toMatchObject({
      ok: false,
      errors: [
        { path: ['email'], message: M.emailInvalid },
        { path: ['password'], message: M.passwordShort },
      ],
    });
  });
  it('accepts good credentials, the e-mail trimmed and lower-cased', () =>
    expect(validateSignIn({ email: ' A@b.com ', password: '123456' })).toEqual({
      ok: true,
      value: { email: 'a@b.com', password: '123456' },
    }));
});

const base = {
  firstName: 'أحمد',
  lastName: 'علي',
  phone_with_country_code: '+201001234567',
  nationality: 'مصر',
  email: 'Ahmed@Example.com',
  password: 'secret1',
  user_type: 'parent',
};
const third = {
  ...base,
  user_type: 'student',
  student_type: 'pre_university',
  level: 'third',
  certificate_type: 'general',
  section: 'scientific_math',
  year: '2025',
  score: '395.5',
  preferred_faculties: ['الطب', ' الهندسة ', ''],
};

describe('parseSignUp (spec 1 §3, §5)', () => {
  it('accepts a parent, drops student fields, defaults the logo, lower-cases the e-mail', () => {
    const r = parseSignUp({ ...base, student_type: 'university', level: 'third' });
    expect(r).toMatchObject({
      ok: true,
      value: { email: 'ahmed@example.com', student_type: null, level: null, logo_url: '/images/users/temp.png' },
    });
  });

  it('accepts a third-level student and joins the faculties', () => {
    const r = parseSignUp(third);
    expect(r).toMatchObject({
      ok: true,
      value: { level: 'third', year: '2025', score: '395.5', preferred_faculties: 'الطب,الهندسة' },
    });
  });

  it('keeps student type only, when not pre-university', () => {
    const r = parseSignUp({ ...third, student_type: 'university' });
    expect(r).toMatchObject({ ok: true, value: { student_type: 'university', level: null, certificate_type: null } });
  });

  it.each([
    [{ firstName: '' }, 'firstName', M.firstNameRequired],
    [{ lastName: ' ' }, 'lastName', M.lastNameRequired],
    [{ phone_with_country_code: '' }, 'phone_with_country_code', M.phoneRequired],
    [{ phone_with_country_code: '1001234567' }, 'phone_with_country_code', M.countryCodeRequired],
    [{ nationality: '' }, 'nationality', M.nationalityRequired],
    [{ email: 'bad' }, 'email', M.emailInvalid],
    [{ password: '123' }, 'password', M.passwordShort],
    [{ confirmPassword: 'other1' }, 'confirmPassword', M.passwordsDiffer],
    [{ user_type: '' }, 'user_type', M.userTypeRequired],
    [{ user_type: 'Admin' }, 'user_type', M.invalidValue],
    [{ user_type: 'SuperAdmin' }, 'user_type', M.invalidValue],
    [{ logo_url: 'javascript:alert(1)' }, 'logo_url', M.invalidValue],
  ])('%j → %s: %s', (change, path, message) => {
    const r = parseSignUp({ ...base, ...change });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContainEqual({ path: [path], message });
  });

  it.each([
    [{ preferred_faculties: '' }, 'preferred_faculties', M.facultyRequired],
    [{ year: '2020' }, 'year', M.invalidValue],
    [{ score: 'abc' }, 'score', M.invalidValue],
    [{ section: 'x' }, 'section', M.invalidValue],
    [{ certificate_type: 'GCSE' }, 'certificate_type', M.invalidValue],
  ])('third level %j → %s', (change, path, message) => {
    const r = parseSignUp({ ...third, ...change });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContainEqual({ path: [path], message });
  });

  it('lists missing dependent fields', () => {
    const r = parseSignUp({ ...base, user_type: 'student', student_type: 'pre_university', level: 'third' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.missingFields).toEqual(['certificate_type', 'section', 'year', 'score']);
      expect(r.errors[0]).toEqual({ path: ['certificate_type'], message: M.mandatoryMissing });
    }
  });
});

describe('parseProfileUpdate (spec 2 §5)', () => {
  const all = ['SuperAdmin', 'Admin', 'student', 'parent', 'other'];
  it('keeps only given fields', () => {
    expect(parseProfileUpdate({ firstName: ' سارة ' }, all)).toEqual({ ok: true, value: { firstName: 'سارة' } });
  });
  it('checks the user type against the allowed list', () => {
    expect(parseProfileUpdate({ user_type: 'Admin' }, ['student', 'parent', 'other']).ok).toBe(false);
    expect(parseProfileUpdate({ user_type: 'Admin' }, all)).toMatchObject({
      ok: true,
      value: { user_type: 'Admin', student_type: null },
    });
  });
  it('checks student fields against the current type when none is sent', () => {
    expect(parseProfileUpdate({ student_type: 'university' }, all, 'student')).toMatchObject({
      ok: true,
      value: { student_type: 'university' },
    });
    expect(parseProfileUpdate({ student_type: 'bogus' }, all, 'student').ok).toBe(false);
  });
  it.each([
    ['+2001001234567', '+201001234567'],
    ['+20 0150 123 4567', '+201501234567'],
    ['+201101234567', '+201101234567'],
    ['+9660501234567', '+966501234567'],
  ])('stores %j as %j (the trunk 0 after the code dropped, issue 24 item 6)', (phone, stored) => {
    expect(parseProfileUpdate({ phone_with_country_code: phone }, all)).toMatchObject({
      ok: true,
      value: { phone_with_country_code: stored },
    });
    expect(parseSignUp({ ...base, phone_with_country_code: phone })).toMatchObject({
      ok: true,
      value: { phone_with_country_code: stored },
    });
  });
  it('refuses a bad e-mail or phone', () => {
    expect(parseProfileUpdate({ email: 'x' }, all).ok).toBe(false);
    expect(parseProfileUpdate({ phone_with_country_code: '+20' }, all).ok).toBe(false);
  });
});

describe('joinFaculties', () => {
  it.each([
    [['a', ' b ', ''], 'a,b'],
    ['a, b,,c', 'a,b,c'],
    [undefined, ''],
    [[], ''],
  ])('%j → %j', (value, expected) => expect(joinFaculties(value)).toBe(expected));
});
