import { describe, expect, it } from 'vitest';
import {
  admissionDetailSections,
  groupBySubtype,
  hasAdmissionData,
  joinAdmission,
  type AdmissionRecordLike,
  type UniversityLinkLike,
} from './admission-status';

const rec = (
  university: string,
  type: string,
  fields: Record<string, string | null>,
  id = `${university}-id`,
): AdmissionRecordLike => ({
  _id: id,
  university,
  university_Arabic_Name: `جامعة ${university}`,
  university_Logo: null,
  type,
  ...fields,
});

describe('which universities are listed (spec 1 §2, spec 3 §4: some non-empty status or deadline value)', () => {
  it.each([
    ['a status value', { transfer_status: 'انتهي' }, {}, true],
    ['a custom status', { wafdeen_status: 'متاح (الطب فقط)' }, {}, true],
    ['a deadline date', {}, { wafdeen_deadline: '1/8/2025' }, true],
    ['blank statuses and deadlines', { transfer_status: '' }, { transfer_deadline: '' }, false],
    ['only whitespace', { transfer_status: '   ' }, {}, false],
    [
      "only 'لم يحدد' deadlines (the stored not-specified)",
      {},
      { transfer_deadline: 'لم يحدد', wafdeen_deadline: 'لم يحدد' },
      false,
    ],
    ["'لم يحدد' with one status", { azhar_firstYear_status: 'لم يبداء' }, { transfer_deadline: 'لم يحدد' }, true],
    ['nothing at all', {}, {}, false],
  ])('%s → %s', (_name, status, deadline, expected) => {
    expect(hasAdmissionData({ status, deadline })).toBe(expected);
  });

  it('joins by code and drops universities without data; keeps both record ids', () => {
    const statuses = [
      rec('A', 'Private', { transfer_status: 'متاح' }, 's-A'),
      rec('B', 'Private', { transfer_status: '' }),
      rec('C', 'Private', {}),
    ];
    const deadlines = [
      rec('B', 'Private', { wafdeen_deadline: '1/8/2025' }, 'd-B'),
      rec('C', 'Private', { wafdeen_deadline: 'لم يحدد' }),
    ];
    const joined = joinAdmission(statuses, deadlines);
    expect(joined.map((u) => u.code).sort()).toEqual(['A', 'B']);
    expect(joined.find((u) => u.code === 'A')).toMatchObject({ statusId: 's-A' });
    expect(joined.find((u) => u.code === 'A')?.deadlineId).toBeUndefined();
    expect(joined.find((u) => u.code === 'B')).toMatchObject({ deadlineId: 'd-B' });
  });
});

describe('sections and order', () => {
  const statuses = [
    rec('P1', 'Private', { transfer_status: 'انتهي' }),
    rec('T1', 'TechPrivate', { transfer_status: 'انتهي' }),
    rec('P2', 'Private', { transfer_status: 'انتهي' }),
  ];

  it('groups under the section titles in catalogue order; search over Arabic name and code', () => {
    const groups = groupBySubtype(joinAdmission(statuses, []), 'private');
    expect(groups.map((g) => [g.title, g.universities.length])).toEqual([
      ['الجامعات الخاصة التكنولوجية', 1],
      ['الجامعات الخاصة', 2],
    ]);
    expect(
      groupBySubtype(joinAdmission(statuses, []), 'private', 'p2').flatMap((g) => g.universities.map((u) => u.code)),
    ).toEqual(['P2']);
  });

  it('keeps empty sections when asked (the staff screen shows "no universities")', () => {
    const groups = groupBySubtype(joinAdmission([statuses[0]], []), 'private', '', { keepEmpty: true });
    expect(groups.map((g) => [g.subtype, g.universities.length])).toEqual([
      ['TechPrivate', 0],
      ['Private', 1],
    ]);
  });

  it('orders by the links index (the university order), then by name; year labels from the links record', () => {
    const two = [rec('A', 'Private', { transfer_status: 'انتهي' }), rec('B', 'Private', { transfer_status: 'انتهي' })];
    const links: UniversityLinkLike[] = [
      { university_code: 'A', index: 2, first_year: '2025' },
      { university_code: 'B', index: 1 },
    ];
    const [group] = groupBySubtype(joinAdmission(two, [], links), 'private');
    expect(group.universities.map((u) => u.code)).toEqual(['B', 'A']);
    const general = admissionDetailSections(group.universities[1], 'private')[1];
    expect(general.rows[0].label).toBe('شهادة 2025');
    expect(general.rows[1].label).toBe('السنة الثانية');
  });
});

describe('the detail dialog (spec 3 §2: five sections; national shows years 4 and 5 only)', () => {
  it.each([
    ['2025-07-01', null],
    ['2025-08-07', 'انتهى الموعد'],
    ['2026-11-26', 'موعد العام الدراسي 2025/2026 — انتهى'],
  ])('a deadline of 6/8/2025 seen on %s: %s', (today, note) => {
    const [one] = joinAdmission([], [rec('A', 'Private', { thanwyaa_firstYear_deadline: '6/8/2025' })]);
    expect(admissionDetailSections(one, 'private', today)[1].rows[0]).toMatchObject({
      deadline: '6/8/2025',
      deadlineNote: note,
    });
  });

  const [u] = joinAdmission(
    [
      rec('A', 'Private', {
        thanwyaa_firstYear_status: 'متاح (كل الكليات)',
        thanwyaa_fourthYear_status: 'انتهي',
        wafdeen_status: 'لم يبداء',
      }),
    ],
    [rec('A', 'Private', { thanwyaa_firstYear_deadline: '6/8/2025', thanwyaa_fourthYear_deadline: 'لم يحدد' })],
  );

  it('has the five sections with colour classes and "غير محدد" for missing values', () => {
    const sections = admissionDetailSections(u, 'private');
    expect(sections.map((s) => s.title)).toEqual([
      'التحويلات',
      'الثانوية العامة / STEM / النيل',
      'الثانوية الأزهرية',
      'الشهادات العربية والأجنبية',
      'الطلاب الوافدون',
    ]);
    expect(sections[1].rows).toHaveLength(5);
    expect(sections[1].rows[0]).toMatchObject({ statusClass: 'available', deadline: '6/8/2025' });
    expect(sections[1].rows[3]).toMatchObject({ statusClass: 'ended', deadline: 'غير محدد', deadlineNote: null });
    expect(sections[4].rows[0]).toMatchObject({ statusClass: 'not-started', deadline: 'غير محدد' });
    expect(sections[0].rows[0]).toMatchObject({ status: 'غير محدد', statusClass: 'unclassed' });
  });

  it.each([
    ['private', 5],
    ['special', 5],
    ['international', 5],
    ['national', 2],
  ] as const)('%s shows %i year rows per track', (category, count) => {
    for (const section of admissionDetailSections(u, category).slice(1, 4)) expect(section.rows).toHaveLength(count);
  });

  it('national rows are the fourth and fifth years', () => {
    expect(admissionDetailSections(u, 'national')[1].rows.map((r) => r.key)).toEqual([
      'thanwyaa_fourthYear',
      'thanwyaa_fifthYear',
    ]);
  });
});
