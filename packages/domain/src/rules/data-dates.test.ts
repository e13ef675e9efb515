import { describe, expect, it } from 'vitest';
import {
  admissionYearOf,
  arabicLongDate,
  cairoToday,
  deadlineNote,
  freshnessNote,
  equivalentFloorLabel,
  equivalentFloorsFor,
  isFigureShown,
  guideEdition,
  guideLinkLabel,
  orderScholarshipsByState,
  scholarshipState,
} from './data-dates';

describe('freshnessNote', () => {
  it.each([
    [{ demoData: false, dataAsOf: '2026-01-18' }, /حتى 18 يناير 2026، ولكل رقم عامه الدراسي ومصدره/],
    [{ demoData: true, dataAsOf: null }, /بيانات تجريبية مولّدة/],
    [{ demoData: true, dataAsOf: '2026-01-18' }, /بيانات تجريبية مولّدة/],
    [{ demoData: false, dataAsOf: null }, /تاريخ هذه البيانات غير معروف/],
    [{ demoData: false, dataAsOf: 'soon' }, /تاريخ هذه البيانات غير معروف/],
  ])('%j', (status, expected) => {
    expect(freshnessNote(status)).toMatch(expected);
    expect(freshnessNote(status)).not.toContain('العام الماضي');
  });
});

describe('dates', () => {
  it.each([
    ['2026-01-18', '18 يناير 2026'],
    ['5/8/2025', '5 أغسطس 2025'],
    ['', null],
  ])('arabicLongDate(%s) = %s', (value, expected) => expect(arabicLongDate(value)).toBe(expected));

  it.each([
    ['2025-07-15', '2025/2026'],
    ['6/8/2025', '2025/2026'],
    ['2025-03-01', '2025/2026'],
    ['2026-02-28', '2025/2026'],
    ['2026-11-26', '2026/2027'],
    ['لم يحدد', null],
  ])('admissionYearOf(%s) = %s', (value, expected) => expect(admissionYearOf(value)).toBe(expected));

  it('cairoToday is the calendar day in Cairo', () => {
    expect(cairoToday(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-26');
    expect(cairoToday(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
  });
});

describe('deadlineNote', () => {
  it.each([
    ['6/8/2025', '2026-11-26', 'موعد العام الدراسي 2025/2026 — انتهى'],
    ['2025-08-12', '2026-03-01', 'موعد العام الدراسي 2025/2026 — انتهى'],
    ['2025-08-12', '2025-09-01', 'انتهى الموعد'],
    ['2025-08-12', '2025-08-12', null],
    ['2025-08-12', '2025-06-01', null],
    ['2026-01-10', '2026-02-20', 'انتهى الموعد'],
    ['لم يحدد', '2026-11-26', null],
    ['', '2026-11-26', null],
  ])('deadline %s on %s → %s', (deadline, today, expected) => expect(deadlineNote(deadline, today)).toBe(expected));
});

describe('scholarships', () => {
  it.each([
    [{ deadline: '2025-11-04', status: 'active' }, '2026-11-26', 'closed'],
    [{ deadline: '2026-11-26', status: 'active' }, '2026-11-26', 'open'],
    [{ deadline: '2027-03-31', status: 'active' }, '2026-11-26', 'open'],
    [{ deadline: '2027-03-31', status: 'expired' }, '2026-11-26', 'closed'],
    [{ deadline: '', status: 'active' }, '2026-11-26', 'unknown'],
    [{ deadline: null }, '2026-11-26', 'unknown'],
  ] as const)('%j on %s is %s', (s, today, expected) => expect(scholarshipState(s, today)).toBe(expected));

  it('orders open, unknown, closed, keeping the given order within each', () => {
    const list = [
      { id: 'a', deadline: '2025-01-01' },
      { id: 'b', deadline: '' },
      { id: 'c', deadline: '2027-01-01' },
      { id: 'd', deadline: '2024-01-01' },
      { id: 'e', deadline: '2028-01-01' },
    ];
    expect(orderScholarshipsByState(list, '2026-11-26').map((s) => s.id)).toEqual(['c', 'e', 'b', 'a', 'd']);
  });
});

describe('the yearly guide edition (issue 22: named from the data, not 2023-2024)', () => {
  it.each([
    ['2026-01-30', '2025/2026', 'دليل الجامعات المصرية 2025/2026', 'dalil-guide-2025-2026.pdf'],
    ['2026-07-01', '2026/2027', 'دليل الجامعات المصرية 2026/2027', 'dalil-guide-2026-2027.pdf'],
    [null, null, 'دليل الجامعات المصرية', 'dalil-guide.pdf'],
  ])('as of %s', (asOf, academicYear, title, fileName) => {
    expect(guideEdition(asOf)).toEqual({ academicYear, title, fileName });
  });

  it.each([
    ['dalil-guide-2025-2026.pdf', 'دليل الجامعات 2025/2026'],
    ['dalil-guide-2025-2026_a1b2c3.pdf', 'دليل الجامعات 2025/2026'],
    ['dalil-guide.pdf', 'دليل الجامعات (PDF)'],
    ['dalil-guide-2025-2027.pdf', 'دليل الجامعات (PDF)'],
    [null, 'دليل الجامعات (PDF)'],
  ])('the site names %s «%s»', (name, label) => expect(guideLinkLabel(name)).toBe(label));
});

describe('isFigureShown (a figure needs a source and an academic year)', () => {
  const source = { url: 'https://example.edu.eg/fees', kind: 'university' as const, academic_year: '2023/2024' };
  it.each([
    ['120,000', source, true],
    ['120,000', { ...source, academic_year: null }, false],
    ['120,000', { ...source, academic_year: 'unknown' }, false],
    ['120,000', { ...source, url: null }, false],
    ['120,000', { ...source, kind: null }, false],
    ['120,000', null, false],
    ['', source, false],
    [95, source, true],
  ] as const)('%s with %j: %s', (value, src, expected) => expect(isFigureShown(value, src)).toBe(expected));
});

describe('equivalentFloorsFor (the equivalent certificates, shown with their tiers)', () => {
  const src = [{ url: 'https://news.example/eq', kind: 'news' as const, academic_year: '2025/2026' }];
  const cell = (
    certificate_group: 'equivalent' | 'thanaweya_azhar',
    tier: string,
    faculty_group: 'PHARM' | 'MED',
    percent: number | null,
    academic_year = '2025/2026',
  ) => ({
    academic_year,
    certificate_group,
    tier,
    faculty_group,
    percent,
    only_universities: null,
    sources: src,
  });
  const cells = [
    cell('equivalent', 'E3', 'PHARM', 73),
    cell('equivalent', 'E1', 'PHARM', 66),
    cell('equivalent', 'E2', 'PHARM', 68),
    cell('thanaweya_azhar', '3', 'PHARM', 71),
    cell('equivalent', 'E1', 'MED', null),
    cell('equivalent', 'E1', 'PHARM', 60, '2024/2025'),
  ];
  it.each([
    ['pharmacy at a tier-3 university', { tier: '3', facultyCode: 'PHARM' }, ['E1 66', 'E2 68', 'E3 73']],
    [
      'pharmacy at a tier-1 university (the cells do not say which is its own)',
      { tier: 1, facultyCode: 'pharm' },
      ['E1 66', 'E2 68', 'E3 73'],
    ],
    ['medicine: no cell with a figure', { tier: '3', facultyCode: 'MED' }, []],
    ['a university outside the table', { tier: null, facultyCode: 'PHARM' }, []],
    ['a faculty no group covers', { tier: '3', facultyCode: 'ARCH' }, []],
    ['another year', { tier: '3', facultyCode: 'PHARM', academicYear: '2024/2025' }, ['E1 60']],
  ] as const)('%s', (_name, query, expected) => {
    expect(equivalentFloorsFor(cells, query).map((c) => `${c.tier} ${c.percent}`)).toEqual(expected);
  });
  it("is labelled as the councils' floor for equivalent certificates with its year", () => {
    expect(equivalentFloorLabel('2025/2026')).toBe(
      'الحد الأدنى للتقدم بالشهادات المعادلة (العربية والأجنبية) وفق قرار مجلسي الجامعات الخاصة والأهلية 2025/2026',
    );
  });
});
