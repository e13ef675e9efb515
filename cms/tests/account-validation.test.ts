import { describe, expect, it } from 'vitest';
import {
  checkChangePasswordBody,
  checkCodeBody,
  checkEmailBody,
  checkResetBody,
  readFlag,
} from '../src/api/account/validation/bodies';
import { readLimits } from '../src/api/account/limits';
import { windowStart } from '../src/lib/rate-limit';
import { pageLink, resetMail, verificationMail } from '../src/api/account/mappers/mail';
import { signInAnswer, toUserRecord } from '../src/api/account/mappers/user';
import { allowedUserTypes, TYPE_MESSAGES, typeChangeRefusal } from '../src/api/account/validation/user-type';

describe('auth bodies', () => {
  it.each([
    [{ email: ' A@B.com ' }, { ok: true, value: { email: 'a@b.com', linkOnly: false } }],
    [
      { email: 'a@b.com', linkOnly: true },
      { ok: true, value: { email: 'a@b.com', linkOnly: true } },
    ],
    [{}, { ok: false }],
    [null, { ok: false }],
    [[], { ok: false }],
  ])('email body %j', (raw, expected) => expect(checkEmailBody(raw)).toMatchObject(expected));

  it.each([
    [{ email: 'a@b.com', code: '123456' }, true],
    [{ email: 'a@b.com', code: 123456 }, true],
    [{ email: 'a@b.com', code: '12345' }, false],
    [{ email: 'a@b.com' }, false],
    [{ code: '123456' }, false],
  ])('code body %j → %s', (raw, ok) => expect(checkCodeBody(raw).ok).toBe(ok));

  it.each([
    [{ email: 'a@b.com', code: '123456', newPassword: 'abcdef' }, true],
    [{ email: 'a@b.com', code: '123456', newPassword: 'abc' }, false],
    [{ email: 'a@b.com', code: '123456' }, false],
  ])('reset body %j → %s', (raw, ok) => expect(checkResetBody(raw).ok).toBe(ok));

  it.each([
    [{ userId: 'abc', newPassword: 'abcdef' }, true],
    [{ userId: '', newPassword: 'abcdef' }, false],
    [{ userId: 5, newPassword: 'abcdef' }, false],
    [{ userId: 'abc' }, false],
  ])('change-password body %j → %s', (raw, ok) => expect(checkChangePasswordBody(raw).ok).toBe(ok));

  it.each([
    [true, true],
    ['true', true],
    [false, false],
    [undefined, false],
    ['yes', false],
  ])('flag %j → %s', (v, e) => expect(readFlag(v)).toBe(e));
});

describe('limits', () => {
  it('has defaults and reads the environment', () => {
    expect(readLimits({}).signin).toEqual({ perIp: 30, perEmail: 10, windowSeconds: 900 });
    expect(readLimits({ AUTH_RATE_CODE_CHECK_PER_EMAIL: '3', AUTH_CODE_MAILS_PER_HOUR: '0' })).toMatchObject({
      'code-check': { perEmail: 3 },
      codeMailsPerHour: 0,
    });
  });
  it('refuses a bad number', () => expect(() => readLimits({ AUTH_RATE_SIGNIN_PER_IP: '-1' })).toThrow());
  it('starts windows on their boundary', () => expect(windowStart(1_000_500, 1)).toBe(1_000_000));
});

describe('mails', () => {
  it('links to the site pages with the e-mail and code in the query', () => {
    expect(pageLink('http://site/', 'reset-password', 'a+b@c.com', '012345')).toBe(
      'http://site/reset-password?email=a%2Bb%40c.com&code=012345',
    );
  });
  it('writes Arabic mails holding the code and link', () => {
    const v = verificationMail({ name: 'سارة', email: 's@x.com', code: '123456', siteUrl: 'http://s' });
    expect(v.text).toContain('123456');
    expect(v.text).toContain('http://s/verify?email=s%40x.com&code=123456');
    expect(v.subject).toMatch(/[\u0600-\u06FF]/);
    const r = resetMail({ name: '<b>', email: 's@x.com', code: '654321', siteUrl: 'http://s' });
    expect(r.html).toContain('&lt;b&gt;');
    expect(r.html).toContain('654321');
  });
});

describe('user mappers', () => {
  const stored = {
    id: 7,
    documentId: 'doc7',
    email: 'a@b.com',
    password: 'hash',
    resetPasswordToken: 'x',
    confirmationToken: 'y',
    confirmed: true,
    firstName: 'أ',
    lastName: 'ب',
    user_type: 'student',
    role: { id: 1 },
    provider: 'local',
  };
  it('exposes only the documented fields', () => {
    const record = toUserRecord(stored);
    expect(record).toMatchObject({ _id: 'doc7', email: 'a@b.com', isEmailVerified: true, firstName: 'أ' });
    for (const k of ['password', 'resetPasswordToken', 'confirmationToken', 'role', 'id', 'provider', 'documentId'])
      expect(record).not.toHaveProperty(k);
  });
  it('gives no token to an unverified account', () => {
    expect(signInAnswer({ ...stored, confirmed: false }, null)).toEqual({
      _id: 'doc7',
      user_type: 'student',
      isEmailVerified: false,
    });
    expect(signInAnswer(stored, 't')).toEqual({
      _id: 'doc7',
      user_type: 'student',
      isEmailVerified: true,
      token: 't',
      name: 'أ ب',
    });
  });
});

describe('typeChangeRefusal', () => {
  it.each([
    [false, true, 'student', undefined, null],
    [false, true, 'student', 'student', null],
    [false, true, 'student', 'parent', null],
    [false, true, 'student', 'Admin', TYPE_MESSAGES.staffTypeOnlyBySuperAdmin],
    [false, true, 'student', 'SuperAdmin', TYPE_MESSAGES.staffTypeOnlyBySuperAdmin],
    [false, true, 'Admin', 'student', TYPE_MESSAGES.staffTypeOnlyBySuperAdmin],
    [false, true, 'Admin', 'Admin', null],
    [true, false, 'student', 'Admin', null],
    [true, false, 'Admin', 'other', null],
    [true, true, 'SuperAdmin', 'Admin', TYPE_MESSAGES.ownTypeBySuperAdmin],
  ])('super=%s self=%s %s → %s: %s', (actorIsSuperAdmin, actorIsTarget, from, to, expected) => {
    expect(typeChangeRefusal({ actorIsSuperAdmin, actorIsTarget, from, to })).toBe(expected);
  });

  it.each([
    ['SuperAdmin', 'Admin', 1, TYPE_MESSAGES.lastSuperAdmin],
    ['SuperAdmin', 'student', 0, TYPE_MESSAGES.lastSuperAdmin],
    ['SuperAdmin', 'Admin', 2, null],
    ['SuperAdmin', 'SuperAdmin', 1, null],
    ['Admin', 'SuperAdmin', 1, null],
    ['student', 'Admin', 1, null],
  ])('a SuperAdmin changing another: %s → %s with %i SuperAdmins: %s', (from, to, superAdmins, expected) => {
    expect(typeChangeRefusal({ actorIsSuperAdmin: true, actorIsTarget: false, from, to, superAdmins })).toBe(expected);
  });

  it('lists the types an update may name', () => {
    expect(allowedUserTypes(true, 'student')).toContain('SuperAdmin');
    expect(allowedUserTypes(false, 'Admin')).toEqual(['student', 'parent', 'other', 'Admin']);
  });
});
