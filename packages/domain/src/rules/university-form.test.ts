import { describe, expect, it } from 'vitest';
import {
  canMove,
  checkOrderCodes,
  facultyItemFrom,
  facultyPayload,
  facultySourceMessages,
  isFacultyItemValid,
  isPlaceItemValid,
  moveFaculty,
  moveItem,
  newFacultyItem,
  newPlaceItem,
  newUniversityForm,
  renumberFaculties,
  sectionsOfCategory,
  universityFormFrom,
  yearOptions,
  type FacultyItem,
} from './university-form';
import { validateUniversity } from '../validation/guide';
import { missingOf } from '../validation/result';
import { PROVENANCE_MESSAGES } from './provenance';

describe('a new university form (spec 3 §3)', () => {
  const form = newUniversityForm('national');
  it.each([
    'location',
    'website',
    'facebook',
    'instagram',
    'youtube',
    'linkedin',
    'international_programs',
    'dorms_link',
    'transportation_link',
    'scholarship_link',
    'Egyptian_Admission_link',
    'Egyptian_Admission_link2',
    'Egyptian_Transfer_link',
    'Wafdeen_Admission_link',
  ] as const)('link %s defaults to "#"', (f) => expect(form[f]).toBe('#'));

  it('years 2025 … 2021, the first section of the category, empty texts', () => {
    expect([form.first_year, form.second_year, form.third_year, form.fourth_year, form.fifth_year]).toEqual([
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
    expect(form.type).toBe('IntNational');
    expect(newUniversityForm('international').type).toBe('EUE');
    expect([form.university_code, form.university_Arabic_Name, form.Uni_Bio, form.phone, form.email]).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it.each([
    ['add', ['university_code', 'university_Arabic_Name', 'Uni_Bio', 'phone', 'email']],
    ['edit', ['university_code', 'university_Arabic_Name']],
  ] as const)('an untouched form on %s misses %j (spec 3 §5: the add list vs. the edit list)', (mode, missing) => {
    expect(missingOf(validateUniversity(form, mode, 'national'))).toEqual(missing);
  });

  it('a stored record fills the form: the code under either name, null as empty', () => {
    const f = universityFormFrom({
      university: 'GUC',
      university_Arabic_Name: 'الألمانية',
      phone: null,
      first_year: '2025 / 2026',
    });
    expect(f).toMatchObject({
      university_code: 'GUC',
      university_Arabic_Name: 'الألمانية',
      phone: '',
      first_year: '2025 / 2026',
      website: '',
    });
  });

  it.each([
    ['2024', ['2025', '2024', '2023', '2022', '2021']],
    ['', ['2025', '2024', '2023', '2022', '2021']],
    ['خريف 2025', ['خريف 2025', '2025', '2024', '2023', '2022', '2021']],
  ])('year options with %j stored → %j', (stored, options) => expect(yearOptions(stored)).toEqual(options));
});

describe('faculty, dorm and transport items', () => {
  it('a new faculty has fees 0 and scores "-" (spec 3 §9)', () => {
    const f = newFacultyItem('dual', 3);
    expect(f).toMatchObject({
      normal_or_Dual: 'dual',
      index: 3,
      feesEgyption: '0',
      feesNatives4: '0',
      thanwyaa_firstYear_score: '-',
      Arabenglish_fifthYear_score: '-',
      wafdeen_score: '-',
    });
  });

  it('a new dorm or transport option has price_wafdeen 0', () =>
    expect(newPlaceItem(2)).toEqual({ type: '', price: '', price_wafdeen: '0', index: 2 }));

  const complete = (extra: Partial<FacultyItem> = {}): FacultyItem => ({
    ...newFacultyItem('normal', 1),
    faculty: 'كلية الطب',
    faculty_short: 'MED',
    section: 'science',
    programs: 'الطب',
    ...extra,
  });
  it.each([
    ['complete', complete(), true],
    ['no faculty name', complete({ faculty: ' ' }), false],
    ['no short name', complete({ faculty_short: '' }), false],
    ['unknown short name', complete({ faculty_short: 'XYZ' }), false],
    ['no section', complete({ section: '' }), false],
    ['the legacy "other" (issue 24)', complete({ section: 'other' }), false],
    ['a free-text section', complete({ section: 'أدبي أو علمي' }), false],
    ['a section of the closed list', complete({ section: 'unknown' }), true],
    ['no programs', complete({ programs: '' }), false],
    ['a score over 100', complete({ thanwyaa_firstYear_score: '101' }), false],
    ['a score as text', complete({ azhar_firstYear_score: 'تسعون' }), false],
    [
      'a composite fee with its source',
      complete({ feesEgyption: '120000 + 5000', fee_source: { url: 'https://a.eg/fees', academic_year: '2025/2026' } }),
      true,
    ],
    ['a fee without its source (issue 22)', complete({ feesEgyption: '120000' }), false],
    [
      'a score with a source but no year',
      complete({ wafdeen_score: '70', score_source: { url: 'https://a.eg', kind: 'staff', academic_year: '' } }),
      false,
    ],
    [
      'a stored fee, unchanged since the last save, without a source',
      { ...complete({ feesEgyption: '90000' }), saved: complete({ feesEgyption: '90000' }) },
      true,
    ],
    ['a fee in words', complete({ feesNatives: 'ألف' }), false],
  ])('faculty item %s → valid %s', (_name, item, valid) => expect(isFacultyItemValid(item)).toBe(valid));

  it('names the source problems by field (what the form marks beside the source inputs)', () => {
    expect(facultySourceMessages(complete({ feesEgyption: '120000' }))).toEqual({
      'fee_source.url': PROVENANCE_MESSAGES.sourceRequired,
      'fee_source.academic_year': PROVENANCE_MESSAGES.yearRequired,
    });
  });

  it('reads a stored source into the form and leaves an empty one out of the payload', () => {
    const item = facultyItemFrom({
      faculty: 'x',
      fee_source: { url: 'https://a.eg', kind: 'news', academic_year: null },
    });
    expect(item.fee_source).toEqual({ url: 'https://a.eg', kind: 'news', academic_year: '' });
    expect(item.score_source).toEqual({ url: '', kind: 'staff', academic_year: '' });
    expect(facultyPayload(item)).toHaveProperty('fee_source');
    expect(facultyPayload(item)).not.toHaveProperty('score_source');
  });

  it.each([
    [{ type: 'غرفة فردية', price: '40000', price_wafdeen: '0', index: 1 }, true],
    [{ type: 'غرفة فردية', price: 'لم يعلن', price_wafdeen: '0', index: 1 }, true],
    [{ type: '', price: '40000', price_wafdeen: '0', index: 1 }, false],
    [{ type: 'غرفة', price: '', price_wafdeen: '0', index: 1 }, false],
    [{ type: 'غرفة', price: '1', price_wafdeen: ' ', index: 1 }, false],
  ])('place %j → valid %s (type, price and price_wafdeen)', (item, valid) =>
    expect(isPlaceItemValid(item)).toBe(valid),
  );

  it.each([
    [{ section: 'science' }, 'science'],
    [{ section: 'all' }, 'all'],
    [{ section: 'math' }, 'math'],
    [{ section: 'sports' }, 'math'],
    [{ section: 'علمي علوم أو علمي رياضة' }, 'scientific'],
    [{ section: 'ثانوية عامة أو دبلوم' }, ''],
    [{ section: null }, ''],
  ])('stored %j opens as section %j (the closed list; unmapped text opens empty)', (record, section) => {
    const item = facultyItemFrom({ faculty: 'x', ...record });
    expect(item.section).toBe(section);
    expect(item).not.toHaveProperty('section_custom');
  });

  it('a stored offering keeps its id, missing fees stay empty', () => {
    const item = facultyItemFrom({
      _id: 'abc',
      faculty: 'كلية',
      normal_or_Dual: 'dual',
      index: '4',
      feesEgyption: null,
    });
    expect(item).toMatchObject({ _id: 'abc', normal_or_Dual: 'dual', index: 4, feesEgyption: '' });
  });

  it('the payload sends the section code and no section_custom', () => {
    expect(facultyPayload(complete({ section: 'literary' }))).toMatchObject({ section: 'literary' });
    expect(facultyPayload(complete())).not.toHaveProperty('section_custom');
  });
});

describe('moving and renumbering', () => {
  it.each([
    [0, 3, -1, false],
    [0, 3, 1, true],
    [2, 3, 1, false],
    [2, 3, -1, true],
    [0, 1, 1, false],
    [0, 1, -1, false],
  ] as const)('position %i of %i, step %i → %s (the first cannot go up, the last cannot go down)', (p, n, step, ok) =>
    expect(canMove(p, n, step)).toBe(ok),
  );

  it.each([
    [['a', 'b', 'c'], 1, -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
  ] as const)('%j: move %i by %i → %j', (list, p, step, out) => expect(moveItem(list, p, step)).toEqual(out));

  const f = (name: string, g: 'normal' | 'dual', index: number) => ({ ...newFacultyItem(g, index), faculty: name });
  const list = [
    f('n1', 'normal', 1),
    f('n2', 'normal', 2),
    f('d1', 'dual', 1),
    f('n3', 'normal', 3),
    f('d2', 'dual', 2),
  ];
  const names = (l: FacultyItem[]) => l.map((x) => `${x.faculty}:${x.index}`);

  it.each([
    [1, -1, ['n2:1', 'n1:2', 'n3:3', 'd1:1', 'd2:2']],
    [3, -1, ['n1:1', 'n3:2', 'n2:3', 'd1:1', 'd2:2']],
    [2, 1, ['n1:1', 'n2:2', 'n3:3', 'd2:1', 'd1:2']],
    [2, -1, ['n1:1', 'n2:2', 'n3:3', 'd1:1', 'd2:2']],
    [3, 1, ['n1:1', 'n2:2', 'n3:3', 'd1:1', 'd2:2']],
  ] as const)('moving faculty at %i by %i stays in its normal/dual group and renumbers → %j', (p, step, out) =>
    expect(names(moveFaculty(list, p, step))).toEqual(out),
  );

  it('after a removal each group is numbered from 1 again', () => {
    expect(names(renumberFaculties(list.filter((x) => x.faculty !== 'n1')))).toEqual(['n2:1', 'n3:2', 'd1:1', 'd2:2']);
  });
});

describe('manage sections and the order sent', () => {
  const u = (code: string, type: string, index: number, name = code) => ({
    university_code: code,
    type,
    index,
    university_Arabic_Name: name,
  });

  it('sections in the catalogue order with the Arabic titles; unknown codes last; empty ones left out', () => {
    const sections = sectionsOfCategory(
      [u('B', 'Private', 2), u('A', 'Private', 1), u('T', 'TechPrivate', 5), u('X', 'Odd', 1)],
      'private',
    );
    expect(sections.map((s) => [s.title, s.universities.map((x) => x.university_code)])).toEqual([
      ['الجامعات الخاصة التكنولوجية', ['T']],
      ['الجامعات الخاصة', ['A', 'B']],
      ['Odd', ['X']],
    ]);
    expect(sectionsOfCategory([u('N', 'AffNational', 1)], 'national').map((s) => s.title)).toEqual([
      'الجامعات الأهلية المنبثقة من الجامعات الحكومية',
    ]);
  });

  it('equal indexes fall back to the Arabic name', () => {
    const [s] = sectionsOfCategory([u('B', 'Private', 1, 'ب'), u('A', 'Private', 1, 'أ')], 'private');
    expect(s.universities.map((x) => x.university_code)).toEqual(['A', 'B']);
  });

  it.each([
    [['A', 'B', 'C'], null],
    [['c', 'a', 'b'], null],
    [['A', 'B'], 'الترتيب يجب أن يضم كل جامعات التصنيف؛ الناقص: C'],
    [['A', 'B', 'C', 'A'], 'رمز مكرر في الترتيب: A'],
    [['A', 'B', 'C', 'Z'], 'رموز لا تتبع هذا التصنيف: Z'],
    ['A,B,C', 'يرجى إرسال قائمة رموز الجامعات بالترتيب'],
    [['A', 2, 'C'], 'يرجى إرسال قائمة رموز الجامعات بالترتيب'],
    [undefined, 'يرجى إرسال قائمة رموز الجامعات بالترتيب'],
  ])('order %j against A, B, C → %j', (codes, problem) =>
    expect(checkOrderCodes(codes, ['A', 'B', 'C'])).toBe(problem),
  );
});
