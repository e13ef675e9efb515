import { describe, expect, it } from 'vitest';
import { scoreLabel } from './profile';
import {
  EMPTY_SIGN_UP,
  TERMS_MESSAGE,
  changeSignUpField,
  sanitizeCode,
  signInErrors,
  signUpErrors,
  signUpFieldError,
  signUpFinalCheck,
  signUpPayload,
  termsVisible,
  type SignUpForm,
} from './auth-flow';
import { COUNTRIES, DEFAULT_COUNTRY_CODE } from './countries';

const third: SignUpForm = {
  ...EMPTY_SIGN_UP,
  firstName: 'منى',
  lastName: 'علي',
  phone: '1001234567',
  nationality: 'مصر',
  email: 'Mona@Example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  user_type: 'student',
  student_type: 'pre_university',
  level: 'third',
  certificate_type: 'general',
  section: 'scientific_math',
  year: '2025',
  score: '401',
  preferred_faculties: ['الطب', 'الهندسة'],
  terms: true,
};

describe('sanitizeCode (spec 1 §5: strips non-digits, cut to 6)', () => {
  it.each([
    ['12 34-56', '123456'],
    ['1234567', '123456'],
    ['abc', ''],
    ['١٢٣', ''],
  ])('%s → %s', (input, out) => expect(sanitizeCode(input)).toBe(out));
});

describe('scoreLabel (spec 1 §3)', () => {
  it.each([
    ['general', 'المجموع'],
    ['stem', 'المجموع بعد المعادلة'],
    ['', 'المجموع بعد المعادلة'],
  ])('%s → %s', (type, label) => expect(scoreLabel(type)).toBe(label));
});

describe('termsVisible (spec 1 §4 placement)', () => {
  it.each([
    [{ user_type: '', student_type: '', level: '' }, false],
    [{ user_type: 'parent', student_type: '', level: '' }, true],
    [{ user_type: 'student', student_type: '', level: '' }, false],
    [{ user_type: 'student', student_type: 'university', level: '' }, true],
    [{ user_type: 'student', student_type: 'pre_university', level: '' }, false],
    [{ user_type: 'student', student_type: 'pre_university', level: 'second' }, true],
    [{ user_type: 'student', student_type: 'pre_university', level: 'third' }, true],
  ])('%o → %s', (form, shown) => expect(termsVisible(form)).toBe(shown));
});

describe('changeSignUpField clears dependent fields (spec 1 §4)', () => {
  it('user type away from student clears every student field', () => {
    const next = changeSignUpField(third, 'user_type', 'parent');
    expect(next).toMatchObject({
      student_type: '',
      level: '',
      certificate_type: '',
      section: '',
      year: '',
      score: '',
      preferred_faculties: [],
    });
    expect(next.firstName).toBe('منى');
  });
  it('student type away from pre_university clears level and third-level fields', () => {
    const next = changeSignUpField(third, 'student_type', 'university');
    expect(next).toMatchObject({ student_type: 'university', level: '', score: '', preferred_faculties: [] });
  });
  it('another field keeps them', () => {
    expect(changeSignUpField(third, 'firstName', 'سارة').score).toBe('401');
  });
});

describe('signUpFieldError (spec 1 §5 messages)', () => {
  it.each<[keyof SignUpForm, Partial<SignUpForm>, string | null]>([
    ['firstName', { firstName: ' ' }, 'يرجى إدخال الاسم الأول'],
    ['lastName', { lastName: '' }, 'يرجى إدخال الاسم الأخير'],
    ['phone', { phone: '' }, 'يرجى إدخال رقم الموبايل'],
    ['phone', { phone: '12345' }, 'رقم الموبايل غير صحيح'],
    ['phone', { phone: '12a4567' }, 'رقم الموبايل غير صحيح'],
    ['phone', { phone: '1234567', countryCode: '' }, 'يرجى اختيار رمز الدولة'],
    ['countryCode', { countryCode: '' }, 'يرجى اختيار رمز الدولة'],
    ['nationality', { nationality: '' }, 'يرجى اختيار الجنسية'],
    ['email', { email: 'x@' }, 'يرجى إدخال بريد إلكتروني صحيح'],
    ['password', { password: '123' }, 'كلمة المرور يجب أن تكون 6 أحرف على الأقل'],
    ['confirmPassword', { confirmPassword: '' }, 'يرجى تأكيد كلمة المرور'],
    ['confirmPassword', { confirmPassword: 'other1' }, 'كلمتا المرور غير متطابقتين'],
    ['user_type', { user_type: '' }, 'يرجى اختيار نوع المستخدم'],
    ['phone', {}, null],
  ])('%s %o → %s', (field, change, message) => expect(signUpFieldError({ ...third, ...change }, field)).toBe(message));
});

describe('signUpFinalCheck (spec 1 §5 final checks)', () => {
  it.each<[Partial<SignUpForm>, string | null]>([
    [{}, null],
    [{ score: '' }, 'يرجى ملء جميع الحقول الإلزامية'],
    [{ preferred_faculties: [] }, 'يرجى اختيار كلية واحدة على الأقل'],
    [{ confirmPassword: 'secret2' }, 'كلمتا المرور غير متطابقتين'],
    [{ terms: false }, TERMS_MESSAGE],
    [{ level: 'second', score: '', preferred_faculties: [] }, null],
  ])('%o → %s', (change, message) => expect(signUpFinalCheck({ ...third, ...change })).toBe(message));
});

describe('signInErrors (spec 1 §5)', () => {
  it.each<[string, string, string, [string, string][]]>([
    [
      'both empty: one message for the whole form',
      '',
      '',
      [['', 'يرجى إدخال البريد الإلكتروني/اسم المستخدم وكلمة المرور']],
    ],
    [
      'each field beside it',
      'not-an-email',
      '123',
      [
        ['email', 'يرجى إدخال بريد إلكتروني صحيح'],
        ['password', 'كلمة المرور يجب أن تكون 6 أحرف على الأقل'],
      ],
    ],
    ['a password alone', '', 'secret1', [['email', 'يرجى إدخال البريد الإلكتروني']]],
    ['good', 'mona@example.com', 'secret1', []],
  ])('%s', (_name, email, password, expected) => {
    expect(signInErrors({ email, password }).map((e) => [e.path.join('.'), e.message])).toEqual(expected);
  });
});

describe('signUpErrors (spec 1 §5: fields beside, the final check once)', () => {
  it.each<[string, Partial<SignUpForm>, [string, string][]]>([
    ['complete', {}, []],
    ['a field', { firstName: '' }, [['firstName', 'يرجى إدخال الاسم الأول']]],
    [
      'no faculty: at the faculty group',
      { preferred_faculties: [] },
      [['preferred_faculties', 'يرجى اختيار كلية واحدة على الأقل']],
    ],
    ['terms: the whole form', { terms: false }, [['', TERMS_MESSAGE]]],
    ['terms wait for the fields', { terms: false, lastName: '' }, [['lastName', 'يرجى إدخال الاسم الأخير']]],
  ])('%s', (_name, change, expected) => {
    expect(signUpErrors({ ...third, ...change }).map((e) => [e.path.join('.'), e.message])).toEqual(expected);
  });
});

describe('signUpPayload (spec 1 §3)', () => {
  it('joins code and phone, lower-cases the e-mail and comma-joins faculties', () => {
    const p = signUpPayload(third, '/images/users/temp.png', new Date('2026-01-01T00:00:00Z'));
    expect(p).toMatchObject({
      phone_with_country_code: '+201001234567',
      email: 'mona@example.com',
      preferred_faculties: 'الطب,الهندسة',
      year: '2025',
    });
  });
  it.each([
    ['01001234567', '+201001234567'],
    ['1001234567', '+201001234567'],
    ['01501234567', '+201501234567'],
  ])('stores the Egyptian number %j as %j (trunk 0 dropped, issue 24 item 6)', (phone, stored) =>
    expect(signUpPayload({ ...third, phone, countryCode: '+20' }, '/x.png').phone_with_country_code).toBe(stored),
  );
  it('leaves out third-level fields below third level', () => {
    expect(signUpPayload({ ...third, level: 'first' }, '/x.png')).not.toHaveProperty('score');
  });
});

describe('COUNTRIES (spec 1 §3: about 150, default +20)', () => {
  it('has about 150 Arabic-named entries with dial codes, Egypt first', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(140);
    expect(COUNTRIES[0]).toEqual({ code: DEFAULT_COUNTRY_CODE, name: 'مصر' });
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^\+\d{1,4}$/);
      expect(c.name).toMatch(/[\u0600-\u06FF]/);
    }
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });
});
