import { describe, expect, it } from 'vitest';
import {
  FORM_ERROR,
  formErrorsOf,
  isFormDirty,
  liveErrors,
  withoutErrors,
  type FieldEvent,
  type ValidateOn,
} from './form-state';
import type { ErrorItem } from './result';

const e = (path: string[], message: string): ErrorItem => ({ path, message });

describe('formErrorsOf', () => {
  it.each<[string, ErrorItem[], string[], Record<string, string>, Record<string, string>]>([
    ['nothing failed', [], ['title'], {}, {}],
    ['a field the form shows', [e(['title'], 'العنوان مطلوب')], ['title'], {}, { title: 'العنوان مطلوب' }],
    ['a rule of the whole form', [e([], 'أطول من المسموح')], ['title'], {}, { [FORM_ERROR]: 'أطول من المسموح' }],
    [
      'the first message of a field wins',
      [e(['email'], 'البريد مطلوب'), e(['email'], 'البريد غير صالح')],
      ['email'],
      {},
      { email: 'البريد مطلوب' },
    ],
    [
      'a nested place the form shows keeps its whole path',
      [e(['fee_source', 'url'], 'الرابط مطلوب')],
      ['fee_source.url', 'fee_source'],
      {},
      { 'fee_source.url': 'الرابط مطلوب' },
    ],
    [
      'a nested place the form does not show goes to its field',
      [e(['faculties', '2', 'fee'], 'قيمة غير صحيحة')],
      ['faculties'],
      {},
      { faculties: 'قيمة غير صحيحة' },
    ],
    [
      'a field the form does not show is the whole form’s message, with its Arabic label',
      [e(['nationality'], 'الجنسية مطلوبة للحساب'), e(['title'], 'العنوان مطلوب')],
      ['title'],
      { nationality: 'الجنسية' },
      { [FORM_ERROR]: 'الجنسية: الجنسية مطلوبة للحساب', title: 'العنوان مطلوب' },
    ],
    [
      'an unshown field without a label keeps its message alone',
      [e(['other'], 'قيمة غير صحيحة')],
      ['title'],
      {},
      { [FORM_ERROR]: 'قيمة غير صحيحة' },
    ],
  ])('%s', (_name, items, fields, labels, expected) => {
    expect(formErrorsOf(items, fields, labels)).toEqual(expected);
  });
});

describe('withoutErrors', () => {
  it.each<[string, Record<string, string>, string[], Record<string, string>]>([
    ['a changed field loses its message', { title: 'x', link: 'y' }, ['title'], { link: 'y' }],
    ['several at once', { endDate: 'x', noEndDate: 'y', link: 'z' }, ['noEndDate', 'endDate'], { link: 'z' }],
    ['the whole form’s message stays', { [FORM_ERROR]: 'x', title: 'y' }, ['title'], { [FORM_ERROR]: 'x' }],
    ['nothing to clear', { link: 'y' }, ['title'], { link: 'y' }],
  ])('%s', (_name, errors, fields, expected) => {
    expect(withoutErrors(errors, fields)).toEqual(expected);
  });

  it('answers the same object when nothing is cleared (no re-render)', () => {
    const errors = { link: 'y' };
    expect(withoutErrors(errors, ['title'])).toBe(errors);
  });
});

describe('isFormDirty', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['the same values', { a: '1', b: false }, { a: '1', b: false }, false],
    ['a typed character', { a: '12' }, { a: '1' }, true],
    ['a ticked box', { b: true }, { b: false }, true],
    ['a list changed', { l: ['x', 'y'] }, { l: ['x'] }, true],
  ])('%s', (_name, values, saved, dirty) => {
    expect(isFormDirty(values, saved)).toBe(dirty);
  });
});

describe('liveErrors', () => {
  const REQUIRED = 'يرجى إدخال البريد الإلكتروني';
  const DIFFER = 'كلمتا المرور غير متطابقتين';
  it.each<
    [
      string,
      ValidateOn,
      FieldEvent,
      Record<string, string>,
      Record<string, string>,
      string[],
      string[],
      Record<string, string>,
    ]
  >([
    // mode, event, errors shown, the check now, fields, touched, expected
    [
      'submit: a change clears the field’s message',
      'submit',
      'change',
      { email: REQUIRED },
      { email: REQUIRED },
      ['email'],
      ['email'],
      {},
    ],
    [
      'submit: a change clears the fields it mends too',
      'submit',
      'change',
      { noEnd: 'x', end: 'y' },
      {},
      ['noEnd', 'end'],
      [],
      {},
    ],
    ['submit: leaving a field shows nothing', 'submit', 'blur', {}, { email: REQUIRED }, ['email'], ['email'], {}],
    [
      'blur: leaving a changed field shows its message',
      'blur',
      'blur',
      {},
      { email: REQUIRED },
      ['email'],
      ['email'],
      { email: REQUIRED },
    ],
    ['blur: leaving an untouched field shows nothing', 'blur', 'blur', {}, { email: REQUIRED }, ['email'], [], {}],
    ['blur: no message appears while typing', 'blur', 'change', {}, { email: REQUIRED }, ['email'], ['email'], {}],
    [
      'blur: a shown message goes once the field is mended',
      'blur',
      'change',
      { email: REQUIRED },
      {},
      ['email'],
      ['email'],
      {},
    ],
    [
      'blur: a shown message follows the check',
      'blur',
      'change',
      { email: 'a' },
      { email: 'b' },
      ['email'],
      ['email'],
      { email: 'b' },
    ],
    [
      'blur: the whole form’s message stays',
      'blur',
      'change',
      { [FORM_ERROR]: 'x' },
      {},
      ['email'],
      ['email'],
      { [FORM_ERROR]: 'x' },
    ],
    [
      'change: a message shows at once',
      'change',
      'change',
      {},
      { password: 'قصيرة' },
      ['password'],
      ['password'],
      { password: 'قصيرة' },
    ],
    [
      'change: leaving an untouched empty field shows its message',
      'change',
      'blur',
      {},
      { firstName: 'مطلوب' },
      ['firstName'],
      [],
      { firstName: 'مطلوب' },
    ],
    [
      'change: a password change re-checks a typed confirmation',
      'change',
      'change',
      {},
      { confirmPassword: DIFFER },
      ['password', 'confirmPassword'],
      ['password', 'confirmPassword'],
      { confirmPassword: DIFFER },
    ],
    [
      'change: an untouched confirmation stays quiet',
      'change',
      'change',
      {},
      { confirmPassword: 'مطلوب' },
      ['password', 'confirmPassword'],
      ['password'],
      {},
    ],
    [
      'change: a change ends the whole form’s message',
      'change',
      'change',
      { [FORM_ERROR]: 'x' },
      {},
      ['terms'],
      ['terms'],
      {},
    ],
    [
      'change: other fields keep theirs',
      'change',
      'change',
      { lastName: 'y' },
      { lastName: 'y', firstName: 'z' },
      ['email'],
      ['email'],
      { lastName: 'y' },
    ],
  ])('%s', (_name, mode, event, errors, found, fields, touched, expected) => {
    expect(liveErrors(errors, found, fields, event, mode, new Set(touched))).toEqual(expected);
  });

  it('answers the same object when nothing changed (no re-render)', () => {
    const errors = { email: REQUIRED };
    expect(liveErrors(errors, { email: REQUIRED }, ['email'], 'change', 'change', new Set())).toBe(errors);
  });
});
