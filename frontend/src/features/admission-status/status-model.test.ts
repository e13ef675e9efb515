import { describe, expect, it } from 'vitest';
import type { AdmissionRecord, UniversityLink } from '@/lib/api/universities';
import { groupBySubtype, hasAdmissionData, joinAdmission, popupSections } from './status-model';

const rec = (university: string, type: string, fields: Record<string, string | null>): AdmissionRecord =>
  ({ _id: `${university}-${Object.keys(fields)[0] ?? 'x'}`, university, university_Arabic_Name: `جامعة ${university}`, university_Logo: null, type, ...fields }) as AdmissionRecord;

describe('admission status view model (spec 1 §2)', () => {
  it('lists only universities with any status or deadline value ("لم يحدد" is no value)', () => {
    const statuses = [rec('A', 'Private', { transfer_status: 'متاح' }), rec('B', 'Private', { transfer_status: '' }), rec('C', 'Private', {})];
    const deadlines = [rec('B', 'Private', { wafdeen_deadline: '1/8/2025' }), rec('C', 'Private', { wafdeen_deadline: 'لم يحدد' })];
    expect(joinAdmission(statuses, deadlines).map((u) => u.code).sort()).toEqual(['A', 'B']);
    expect(hasAdmissionData({ status: {}, deadline: { x: 'لم يحدد' } })).toBe(false);
  });

  it('groups under the section titles in catalogue order, with search over Arabic name and code', () => {
    const statuses = [
      rec('P1', 'Private', { transfer_status: 'انتهي' }),
      rec('T1', 'TechPrivate', { transfer_status: 'انتهي' }),
      rec('P2', 'Private', { transfer_status: 'انتهي' }),
    ];
    const groups = groupBySubtype(joinAdmission(statuses, []), 'private');
    expect(groups.map((g) => [g.title, g.universities.length])).toEqual([
      ['الجامعات الخاصة التكنولوجية', 1],
      ['الجامعات الخاصة', 2],
    ]);
    expect(groupBySubtype(joinAdmission(statuses, []), 'private', 'p2').flatMap((g) => g.universities.map((u) => u.code))).toEqual(['P2']);
  });

  it('orders by the links index and takes year labels from the university record', () => {
    const statuses = [rec('A', 'Private', { transfer_status: 'انتهي' }), rec('B', 'Private', { transfer_status: 'انتهي' })];
    const links = [
      { university_code: 'A', university: 'A', index: 2, first_year: '2025' },
      { university_code: 'B', university: 'B', index: 1 },
    ] as unknown as UniversityLink[];
    const [group] = groupBySubtype(joinAdmission(statuses, [], links), 'private');
    expect(group.universities.map((u) => u.code)).toEqual(['B', 'A']);
    const general = popupSections(group.universities[1], 'private')[1];
    expect(general.rows[0].label).toBe('شهادة 2025');
    expect(general.rows[1].label).toBe('السنة الثانية');
  });

  it('popup: five years, national only the fourth and fifth; colours by status; "غير محدد" for missing dates', () => {
    const [u] = joinAdmission(
      [rec('A', 'Private', { thanwyaa_firstYear_status: 'متاح (كل الكليات)', thanwyaa_fourthYear_status: 'انتهي', wafdeen_status: 'لم يبداء' })],
      [rec('A', 'Private', { thanwyaa_firstYear_deadline: '6/8/2025', thanwyaa_fourthYear_deadline: 'لم يحدد' })],
    );
    const sections = popupSections(u, 'private');
    expect(sections.map((s) => s.title)).toEqual([
      'التحويلات',
      'الثانوية العامة / STEM / النيل',
      'الثانوية الأزهرية',
      'الشهادات العربية والأجنبية',
      'الطلاب الوافدون',
    ]);
    expect(sections[1].rows).toHaveLength(5);
    expect(sections[1].rows[0]).toMatchObject({ statusClass: 'available', deadline: '6/8/2025' });
    expect(sections[1].rows[3]).toMatchObject({ statusClass: 'ended', deadline: 'غير محدد' });
    expect(sections[4].rows[0]).toMatchObject({ statusClass: 'not-started', deadline: 'غير محدد' });
    expect(sections[0].rows[0]).toMatchObject({ status: 'غير محدد', statusClass: 'unclassed' });

    const national = popupSections(u, 'national');
    expect(national[1].rows.map((r) => r.key)).toEqual(['thanwyaa_fourthYear', 'thanwyaa_fifthYear']);
  });
});
