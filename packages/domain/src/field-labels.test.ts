import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

describe('fieldLabel names a stored field in Arabic', () => {
  it.each([
    ['university_Arabic_Name', 'اسم الجامعة بالعربية'],
    ['Uni_Bio', 'نبذة عن الجامعة'],
    ['feesEgyption', 'مصروفات المصريين - الفئة أ'],
    ['feesEgyption2', 'مصروفات المصريين - الفئة ب'],
    ['feesNatives4', 'مصروفات الوافدين - الفئة د'],
    ['thanwyaa_firstYear_score', 'الحد الأدنى - الثانوية العامة / STEM / النيل - السنة الأولى'],
    ['Arabenglish_fifthYear_score', 'الحد الأدنى - الشهادات العربية والأجنبية - السنة الخامسة'],
    ['azhar_thirdYear_status', 'الحالة - الثانوية الأزهرية - السنة الثالثة'],
    ['azhar_secondYear_deadline', 'آخر موعد - الثانوية الأزهرية - السنة الثانية'],
    ['transfer_status', 'الحالة - التحويلات'],
    ['wafdeen_deadline', 'آخر موعد - الطلاب الوافدون'],
    ['wafdeen_score', 'الحد الأدنى للوافدين'],
    ['endDate', 'تاريخ النهاية'],
    ['userType', 'نوع المستخدم'],
    ['logo.url', 'الشعار › url'],
    ['scores.MED.private', 'الحدود الدنيا › MED › private'],
    ['scores[MED].private', 'الحدود الدنيا [MED] › الجامعات الخاصة'],
    ['order[3]', 'الترتيب [3]'],
    ['order.SUT', 'الترتيب › SUT'],
    ['someNewField', 'someNewField'],
    ['thanwyaa_sixthYear_score', 'thanwyaa_sixthYear_score'],
  ])('%s → %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});
