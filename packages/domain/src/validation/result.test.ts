import { describe, expect, it } from 'vitest';
import { fieldMessages, invalid, valid } from './result';

describe('fieldMessages (a form field marked with its message)', () => {
  it.each([
    ['a valid value: none', valid({ a: 1 }), {}],
    [
      'the first message of each field',
      invalid([
        { message: 'الدرجة غير صحيحة', path: ['thanwyaa_firstYear_score'] },
        { message: 'المصروفات غير صحيحة', path: ['feesEgyption'] },
        { message: 'رسالة ثانية', path: ['feesEgyption'] },
      ]),
      { thanwyaa_firstYear_score: 'الدرجة غير صحيحة', feesEgyption: 'المصروفات غير صحيحة' },
    ],
    ['a rule of the whole form is left out', invalid([{ message: 'عام', path: [] }]), {}],
    [
      'a nested path counts for its top field',
      invalid([{ message: 'م', path: ['scores', '0', 'private'] }]),
      { scores: 'م' },
    ],
  ])('%s', (_name, result, expected) => expect(fieldMessages(result)).toEqual(expected));
});
