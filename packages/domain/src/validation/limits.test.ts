import { describe, expect, it } from 'vitest';
import { SCORE_CERTIFICATES, admissionFields } from '../rules/catalog';
import { validateAdminLogEntry } from './admin-log';
import { validateNews, validateScoreMatching } from './content';
import { validateAdmissionStatus, validateOffering, validatePlace, validateUniversity } from './guide';
import { errorsOf, messagesOf, valueOf } from './result';
import {
  LIMIT_MESSAGES,
  LOG_LIMITS,
  MAX_BATCH_ITEMS,
  TEXT_LIMITS,
  asText,
  MAX_BODY_DEPTH,
  batchTooLarge,
  bodyShapeProblem,
  jsonBytes,
  textFieldProblems,
} from './limits';

const nested = (levels: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) v = i % 2 ? [v] : { a: v };
  return v;
};

describe('bodyShapeProblem', () => {
  it.each([
    ['a plain record', { title: 'خبر', tags: ['a', 'b'], n: 3 }, null],
    ['no body', undefined, null],
    ['a string body', 'text', null],
    ['a NUL in a value', { title: 'a\u0000b' }, LIMIT_MESSAGES.nul],
    ['a NUL deep in an array', { a: [{ b: ['ok', 'x\u0000'] }] }, LIMIT_MESSAGES.nul],
    ['a NUL in a key', { 'ti\u0000tle': 'x' }, LIMIT_MESSAGES.nul],
    ['a NUL as the whole body', '\u0000', LIMIT_MESSAGES.nul],
    ['__proto__ as a key', JSON.parse('{"__proto__":{"isAdmin":true}}'), LIMIT_MESSAGES.protoKey],
    ['toString as a key (String() of such an object throws)', { data: { toString: 'x' } }, LIMIT_MESSAGES.protoKey],
    ['valueOf and hasOwnProperty', [{ valueOf: 1, hasOwnProperty: 2 }], LIMIT_MESSAGES.protoKey],
    ['ordinary keys that merely contain such words', { tostring: 1, my_constructor: 2, prototypes: 3 }, null],
    ['constructor deep down', { a: { b: { constructor: { prototype: {} } } } }, LIMIT_MESSAGES.protoKey],
    [`${MAX_BODY_DEPTH} levels`, nested(MAX_BODY_DEPTH), null],
    [`${MAX_BODY_DEPTH + 1} levels`, nested(MAX_BODY_DEPTH + 1), LIMIT_MESSAGES.tooDeep],
    ['100,000 levels (no stack overflow)', nested(100_000), LIMIT_MESSAGES.tooDeep],
    ['an Arabic text with a line break', { details: 'سطر\nسطر' }, null],
  ])('%s', (_name, body, expected) => {
    expect(bodyShapeProblem(body)).toBe(expected);
  });
});

describe('textFieldProblems', () => {
  const limits = { name: 10, link: 20, programs: 15 };
  it.each([
    ['absent and null fields are not checked', {}, []],
    ['null is left to the validator', { name: null }, []],
    ['a string within the limit', { name: 'كلية الطب' }, []],
    ['a number is read as its digits', { name: 12345 }, []],
    ['exactly the limit, once trimmed', { name: '  0123456789  ' }, []],
    ['one character over', { name: '01234567890' }, [{ path: ['name'], message: LIMIT_MESSAGES.tooLong('الاسم', 10) }]],
    [
      '70,000 characters',
      { link: 'h'.repeat(70_000) },
      [{ path: ['link'], message: LIMIT_MESSAGES.tooLong('الرابط', 20) }],
    ],
    ['an object', { name: { $ne: 1 } }, [{ path: ['name'], message: LIMIT_MESSAGES.notText('الاسم') }]],
    [
      'an array where a text is expected',
      { name: ['a'] },
      [{ path: ['name'], message: LIMIT_MESSAGES.notText('الاسم') }],
    ],
    ['a boolean', { link: true }, [{ path: ['link'], message: LIMIT_MESSAGES.notText('الرابط') }]],
    ['NaN', { name: Number.NaN }, [{ path: ['name'], message: LIMIT_MESSAGES.notText('الاسم') }]],
    ['a NUL character', { name: 'a\u0000' }, [{ path: ['name'], message: LIMIT_MESSAGES.nul }]],
    ['a list where lists are allowed', { programs: ['عادي', 'مزدوج'] }, []],
    [
      'a list joined over the limit',
      { programs: ['1234567', '1234567'] },
      [{ path: ['programs'], message: LIMIT_MESSAGES.tooLong('البرامج', 15) }],
    ],
    [
      'a list holding an object',
      { programs: ['a', {}] },
      [{ path: ['programs'], message: LIMIT_MESSAGES.notText('البرامج') }],
    ],
    [
      'two fields wrong at once',
      { name: {}, link: 'x'.repeat(21) },
      [
        { path: ['name'], message: LIMIT_MESSAGES.notText('الاسم') },
        { path: ['link'], message: LIMIT_MESSAGES.tooLong('الرابط', 20) },
      ],
    ],
    ['fields outside the table are left alone', { other: {} }, []],
  ])('%s', (_name, input, expected) => {
    expect(textFieldProblems(input as Record<string, unknown>, limits, ['programs'])).toEqual(expected);
  });
});

describe('asText', () => {
  it.each([
    ['a string', ' نص ', ' نص '],
    ['a number', 12.5, '12.5'],
    ['a boolean', true, 'true'],
    ['undefined', undefined, ''],
    ['null', null, ''],
    ['an object (not "[object Object]")', { a: 1 }, ''],
    ['an array', ['a'], ''],
    ['an object whose toString is not a function (String() throws)', { toString: 'x' }, ''],
  ])('%s', (_name, value, expected) => {
    expect(asText(value)).toBe(expected);
  });
});

describe('batchTooLarge and jsonBytes', () => {
  it.each([
    [0, false],
    [1, false],
    [MAX_BATCH_ITEMS, false],
    [MAX_BATCH_ITEMS + 1, true],
    [5000, true],
  ])('%i items → too large: %s', (n, expected) => {
    expect(batchTooLarge(Array.from({ length: n }))).toBe(expected);
  });

  it.each([
    [undefined, 0],
    [null, 4],
    [{ a: 1 }, 7],
    ['ع', 4],
    [{ t: 'x'.repeat(20_000) }, 20_008],
  ])('%j is %i bytes of JSON', (value, bytes) => {
    expect(jsonBytes(value)).toBe(bytes);
  });
});

/** The validators of each area apply these limits (finding 8 of the security issue). */
describe('validators apply the limits', () => {
  const university = {
    university_code: 'GUC',
    university_Arabic_Name: 'الجامعة الألمانية بالقاهرة',
    type: 'Private',
    Uni_Bio: 'نبذة',
    location: '#',
    first_year: '2025',
    second_year: '2024',
    third_year: '2023',
    fourth_year: '2022',
    fifth_year: '2021',
    website: 'https://guc.edu.eg',
    phone: '16107',
    email: 'info@guc.edu.eg',
    facebook: '#',
    instagram: '#',
    youtube: '#',
    linkedin: '#',
  };
  const offering = { faculty: 'كلية الطب', faculty_short: 'MED', section: 'science' };

  it.each([
    [
      'university: a 70,000-character website',
      () =>
        errorsOf(
          validateUniversity({ ...university, website: `https://x.eg/${'a'.repeat(70_000)}` }, 'add', 'private'),
        ),
      'website',
    ],
    [
      'university: an object as the Arabic name',
      () => errorsOf(validateUniversity({ ...university, university_Arabic_Name: { a: 1 } }, 'add', 'private')),
      'university_Arabic_Name',
    ],
    [
      'offering: an object as the section',
      () => errorsOf(validateOffering({ ...offering, section: { x: 1 } })),
      'section',
    ],
    [
      'offering: programs holding an object',
      () => errorsOf(validateOffering({ ...offering, programs: ['عادي', {}] })),
      'programs',
    ],
    [
      'offering: a fee of 200 characters',
      () => errorsOf(validateOffering({ ...offering, feesEgyption: '1'.repeat(200) })),
      'feesEgyption',
    ],
    [
      'dorm: an object as the type (was stored as "[object Object]")',
      () => errorsOf(validatePlace({ type: { a: 1 } }, 'dorm')),
      'type',
    ],
    [
      'transport: a NUL in the price',
      () => errorsOf(validatePlace({ type: 'باص', price: '10\u0000' }, 'transport')),
      'price',
    ],
    [
      'university: an object whose toString is not a function (no TypeError)',
      () => errorsOf(validateUniversity({ ...university, Uni_Bio: { toString: 'x' } }, 'add', 'private')),
      'Uni_Bio',
    ],
    [
      'offering: programs holding such an object',
      () => errorsOf(validateOffering({ ...offering, programs: [{ toString: 'x' }] })),
      'programs',
    ],
    [
      'admission status: an object as a status',
      () => errorsOf(validateAdmissionStatus({ [admissionFields('status')[0]]: { a: 1 } }, 'edit')),
      admissionFields('status')[0],
    ],
  ])('%s', (_name, problems, field) => {
    expect(problems().map((p) => p.path[0])).toContain(field);
  });

  it('a valid offering with a program list stays valid', () => {
    expect(errorsOf(validateOffering({ ...offering, programs: ['عادي', 'مزدوج'] }))).toEqual([]);
  });

  it.each([
    [
      'news details over the long-text limit',
      () =>
        validateNews({
          title: 't',
          Short_name: 'n',
          deadline: '2026-01-01',
          link: 'https://x.eg',
          details: 'x'.repeat(TEXT_LIMITS.longText + 1),
        }),
    ],
    [
      'score rows over the batch limit',
      () =>
        validateScoreMatching(
          { year: 2025, certificate: SCORE_CERTIFICATES[0] },
          {
            scores: Array.from({ length: MAX_BATCH_ITEMS + 1 }, (_, i) => ({
              facultyId: `f${i}`,
              private: 50,
              galaleya: 50,
              sinai: 50,
              academy: 50,
            })),
          },
        ),
    ],
  ])('content: %s is refused', (_name, run) => {
    expect(run().ok).toBe(false);
  });

  it('admin log: the client timestamp is ignored (no back-dating)', () => {
    const r = validateAdminLogEntry({ action: 'view', target: 'x', timestamp: '2001-01-01T00:00:00Z' });
    expect(r.ok).toBe(true);
    expect(valueOf(r)).not.toHaveProperty('timestamp');
  });

  it.each([
    ['a 20 KB before-snapshot is kept', { beforeEdit: { t: 'x'.repeat(LOG_LIMITS.snapshotBytes - 10) } }, true],
    ['a 400 KB after-snapshot is refused', { afterEdit: { t: 'x'.repeat(400_000) } }, false],
    ['a target of 501 characters is refused', { target: 'x'.repeat(LOG_LIMITS.text + 1) }, false],
  ])('admin log: %s', (_name, change, ok) => {
    const r = validateAdminLogEntry({ action: 'edit', target: 'x', ...change });
    expect(r.ok).toBe(ok);
    if (!ok && 'afterEdit' in change) expect(messagesOf(r)).toContain(LIMIT_MESSAGES.snapshot);
  });
});
