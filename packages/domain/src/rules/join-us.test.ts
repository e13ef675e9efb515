import { describe, expect, it } from 'vitest';
import { isJoinSubmitSuccess, JOIN_SUBMIT_MESSAGES as M, joinSubmitErrorMessage } from './join-us';

describe('joinSubmitErrorMessage (spec 2 §8, join-us submit)', () => {
  it.each<[string, number, unknown, string]>([
    [
      '400 with an errors array: mapped and joined with an Arabic comma',
      400,
      { errors: [{ msg: 'university is required when isStudent is true' }, { msg: 'يرجى توضيح ما تعرفه عنا' }] },
      `${M.dataErrorPrefix}الجامعة مطلوبة للطالب، يرجى توضيح ما تعرفه عنا`,
    ],
    ['400 with string errors', 400, { errors: ['Invalid email'] }, `${M.dataErrorPrefix}يرجى إدخال بريد إلكتروني صحيح`],
    [
      '400 with missingFields',
      400,
      { missingFields: ['firstName', 'email'] },
      `${M.dataErrorPrefix}${M.missingFieldsPrefix}firstName، email`,
    ],
    ['400 with a message', 400, { message: 'رسالة الخادم' }, `${M.dataErrorPrefix}رسالة الخادم`],
    ['400 with a Strapi error object', 400, { error: { message: 'خطأ' } }, `${M.dataErrorPrefix}خطأ`],
    ['400 with an error string', 400, { error: 'خطأ' }, `${M.dataErrorPrefix}خطأ`],
    ['other 400', 400, null, M.invalidData],
    [
      '409 with the server message',
      409,
      { message: 'لقد قمت بالتقديم مسبقاً بهذا البريد الإلكتروني ورقم الواتساب' },
      'لقد قمت بالتقديم مسبقاً بهذا البريد الإلكتروني ورقم الواتساب',
    ],
    ['409 without a message', 409, {}, M.alreadyApplied],
    ['500', 500, { message: 'x' }, M.serverError],
    ['other status', 503, null, 'خطأ في الخادم (503)'],
    ['no response', 0, null, M.connection],
    ['anything else', -1, null, M.unknown],
  ])('%s', (_name, status, body, expected) => {
    expect(joinSubmitErrorMessage(status, body)).toBe(expected);
  });

  it.each([
    [200, true],
    [201, true],
    [204, false],
    [400, false],
  ])('success on %i: %s', (status, ok) => {
    expect(isJoinSubmitSuccess(status)).toBe(ok);
  });
});

import { whatsappDigits } from './join-us';

describe('whatsappDigits (spec 2 §5: digits only, a typed country code stripped)', () => {
  it.each<[string, string, string]>([
    ['1001234567', '+20', '1001234567'],
    ['100 123-4567', '+20', '1001234567'],
    ['201001234567', '+20', '1001234567'],
    ['00201001234567', '+20', '1001234567'],
    ['+20 100 123 4567', '+20', '1001234567'],
    ['2012345', '+20', '2012345'],
    ['971500000005', '+971', '500000005'],
    ['', '+20', ''],
    // A trunk 0 typed the local way is dropped (issue 24, item 6); where the 0 belongs to the number it stays.
    ['01001234567', '+20', '1001234567'],
    ['01501234567', '+20', '1501234567'],
    ['0501234567', '+966', '501234567'],
    ['0612345678', '+39', '0612345678'],
    ['+20 01001234567', '+20', '1001234567'],
    ['00966501234567', '+20', '00966501234567'],
  ])('%s with %s', (number, code, expected) => expect(whatsappDigits(number, code)).toBe(expected));
});
