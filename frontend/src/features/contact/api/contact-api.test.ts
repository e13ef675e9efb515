import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CONTACT_FALLBACK_ERROR, contactErrorMessages } from './contact-api';

describe('contact failure messages (spec 1 §8)', () => {
  it.each([
    [
      'missingFields',
      new ApiError(400, 'x', { message: 'x', missingFields: ['name', 'phone'] }),
      ['الحقول المطلوبة: الاسم، رقم الهاتف'],
    ],
    ['errors[].msg', new ApiError(400, 'x', { message: 'x', errors: [{ msg: 'أ' }, { msg: 'ب' }] }), ['أ', 'ب']],
    ['message', new ApiError(500, 'خطأ في الخادم', { message: 'خطأ في الخادم' }), ['خطأ في الخادم']],
    ['no answer', new ApiError(0, 'network', null), [CONTACT_FALLBACK_ERROR]],
    ['anything else', new Error('boom'), [CONTACT_FALLBACK_ERROR]],
  ])('%s', (_name, error, expected) => {
    expect(contactErrorMessages(error)).toEqual(expected);
  });
});
