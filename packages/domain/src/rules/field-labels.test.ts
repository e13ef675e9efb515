import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

const UNIVERSITY = 'api::university.university';
const ARTICLE = 'api::article.article';
const SCHOLARSHIP = 'api::scholarship.scholarship';
const NEWS = 'api::news-item.news-item';
const DORM = 'api::dorm.dorm';
const TRANSPORT = 'api::transportation-option.transportation-option';
const MESSAGE = 'api::contact-message.contact-message';
const USER = 'plugin::users-permissions.user';
const AD = 'api::ad.ad';
const CRITERION = 'api::score-criterion.score-criterion';

describe('fieldLabel names a stored field in Arabic, by its type when the entry names one', () => {
  it.each([
    // Names several types share: each type's own label.
    ['category', UNIVERSITY, 'نوع الجامعة'],
    ['category', ARTICLE, 'التصنيف'],
    ['category', null, 'النوع'],
    ['type', DORM, 'نوع السكن'],
    ['type', TRANSPORT, 'وسيلة المواصلات'],
    ['type', SCHOLARSHIP, 'نوع المنحة'],
    ['type', UNIVERSITY, 'القسم'],
    ['type', null, 'القسم'],
    ['phone', MESSAGE, 'الهاتف'],
    ['phone', UNIVERSITY, 'رقم الهاتف'],
    ['deadline', NEWS, 'التاريخ'],
    ['deadline', SCHOLARSHIP, 'آخر موعد للتقديم'],
    ['deadline', null, 'آخر موعد'],
    ['title', ARTICLE, 'عنوان المقال'],
    ['title', NEWS, 'العنوان'],
    ['year', USER, 'سنة الشهادة'],
    // A type's unique fields: its description's label, with or without the type.
    ['image_path', AD, 'رابط الصورة'],
    ['image_path', null, 'رابط الصورة'],
    ['startDate', AD, 'تاريخ البدء'],
    ['endDate', null, 'تاريخ الانتهاء'],
    ['confirmed', USER, 'البريد مؤكد'],
    ['university_Arabic_Name', null, 'اسم الجامعة بالعربية'],
    ['Uni_Bio', UNIVERSITY, 'نبذة عن الجامعة'],
    ['feesEgyption', null, 'مصروفات المصريين - الفئة أ'],
    ['feesEgyption2', 'api::faculty-offering.faculty-offering', 'مصروفات المصريين - الفئة ب'],
    ['feesNatives4', null, 'مصروفات الوافدين - الفئة د'],
    ['thanwyaa_firstYear_score', null, 'الحد الأدنى - الثانوية العامة / STEM / النيل - السنة الأولى'],
    ['Arabenglish_fifthYear_score', null, 'الحد الأدنى - الشهادات العربية والأجنبية - السنة الخامسة'],
    ['azhar_thirdYear_status', null, 'الحالة - الثانوية الأزهرية - السنة الثالثة'],
    ['azhar_secondYear_deadline', null, 'الموعد - الثانوية الأزهرية - السنة الثانية'],
    ['transfer_status', 'api::admission-status.admission-status', 'التحويل'],
    ['wafdeen_deadline', null, 'موعد الوافدين'],
    ['wafdeen_score', null, 'الحد الأدنى للوافدين'],
    // Keys of the log's own snapshots, nested paths and unknown names.
    ['userType', null, 'نوع المستخدم'],
    ['order[3]', UNIVERSITY, 'الترتيب [3]'],
    ['order.SUT', null, 'الترتيب › SUT'],
    ['logo.url', null, 'الشعار › url'],
    ['logo.url', UNIVERSITY, 'شعار الجامعة › url'],
    ['scores.MED.private', CRITERION, 'الحدود الدنيا لكل كلية › MED › private'],
    ['scores[MED].private', CRITERION, 'الحدود الدنيا لكل كلية [MED] › الجامعات الخاصة'],
    // A university saved with its parts: each part's fields by the part's description.
    ['university.category', UNIVERSITY, 'الجامعة › نوع الجامعة'],
    ['dorms[d1].type', UNIVERSITY, 'السكن الجامعي [d1] › نوع السكن'],
    ['transportation[t1].type', UNIVERSITY, 'المواصلات [t1] › وسيلة المواصلات'],
    ['faculties[f1].feesEgyption2', UNIVERSITY, 'الكليات [f1] › مصروفات المصريين - الفئة ب'],
    ['someNewField', UNIVERSITY, 'someNewField'],
    ['thanwyaa_sixthYear_score', null, 'thanwyaa_sixthYear_score'],
    ['title', 'api::no-such.type', 'العنوان'],
  ])('%s of %s → %s', (path, type, label) => {
    expect(fieldLabel(path, type)).toBe(label);
  });
});
