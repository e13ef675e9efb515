import { CATEGORY_LABELS, SUBTYPE_LABELS } from '../catalog';
import { defineResource } from './define';

/**
 * A university (cms/src/api/university): its identity, its links ('#' when none), the year label
 * of each score column, what the sources say about it (issue 22), and its parts. Field order is
 * the staff form's.
 */
export const UNIVERSITY_RESOURCE = defineResource({
  uid: 'api::university.university',
  label: 'جامعة',
  mainField: 'university_Arabic_Name',
  naturalKey: ['university_code'],
  parts: {
    university: 'api::university.university',
    faculties: 'api::faculty-offering.faculty-offering',
    dorms: 'api::dorm.dorm',
    transportation: 'api::transportation-option.transportation-option',
  },
  panel: {
    list: ['university_Arabic_Name', 'university_code', 'category', 'type', 'index'],
    sortBy: 'index',
    order: 'ASC',
  },
  fields: {
    university_code: {
      kind: 'code',
      label: 'رمز الجامعة',
      hint: 'حروف إنجليزية وأرقام فقط، ولا يتكرر في أي تصنيف',
      form: true,
    },
    university_Arabic_Name: { kind: 'text', label: 'اسم الجامعة بالعربية', form: true },
    category: { kind: 'enumeration', label: 'نوع الجامعة', values: CATEGORY_LABELS },
    type: { kind: 'enumeration', label: 'القسم', form: true, values: SUBTYPE_LABELS },
    index: { kind: 'integer', label: 'الترتيب', hint: 'ترتيب الجامعة داخل تصنيفها في الدليل وصفحة الحالات' },
    logo: { kind: 'media', label: 'شعار الجامعة' },
    Uni_Bio: { kind: 'longText', label: 'نبذة عن الجامعة', form: true },
    city: {
      kind: 'text',
      label: 'المدينة',
      hint: 'المدينة كما يذكرها مصدر (موقع الجامعة أو قرار الإنشاء)؛ اتركها فارغة إن لم يذكرها مصدر',
      form: true,
    },
    location: { kind: 'link', label: 'الموقع على الخريطة', hint: 'رابط http(s) أو # إن لم يتوفر', form: true },
    website: { kind: 'link', label: 'الموقع الإلكتروني', form: true },
    phone: { kind: 'phone', label: 'رقم الهاتف', form: true },
    email: { kind: 'email', label: 'البريد الإلكتروني', form: true },
    facebook: { kind: 'link', label: 'فيسبوك', form: true },
    instagram: { kind: 'link', label: 'إنستجرام', form: true },
    youtube: { kind: 'link', label: 'يوتيوب', form: true },
    linkedin: { kind: 'link', label: 'لينكدإن', form: true },
    first_year: { kind: 'year', label: 'عنوان السنة الأولى', form: true },
    second_year: { kind: 'year', label: 'عنوان السنة الثانية', form: true },
    third_year: { kind: 'year', label: 'عنوان السنة الثالثة', form: true },
    fourth_year: { kind: 'year', label: 'عنوان السنة الرابعة', form: true },
    fifth_year: { kind: 'year', label: 'عنوان السنة الخامسة', form: true },
    international_programs: { kind: 'link', label: 'البرامج الدولية', form: true },
    dorms_link: { kind: 'link', label: 'رابط السكن', form: true },
    transportation_link: { kind: 'link', label: 'رابط المواصلات', form: true },
    scholarship_link: { kind: 'link', label: 'رابط المنح', form: true },
    Egyptian_Admission_link: { kind: 'link', label: 'رابط تقديم المصريين', form: true },
    Egyptian_Admission_link2: { kind: 'link', label: 'رابط تقديم المصريين (البرامج الدولية)', form: true },
    Egyptian_Transfer_link: { kind: 'link', label: 'رابط التحويلات', form: true },
    Wafdeen_Admission_link: { kind: 'link', label: 'رابط تقديم الوافدين', form: true },
    guide_Url: { kind: 'link', label: 'رابط صفحة الدليل' },
    identity_status: {
      kind: 'enumeration',
      label: 'التحقق من وجود الجامعة',
      values: { confirmed: 'مؤكدة بمصدر', unknown: 'غير مؤكدة' },
    },
    identity_url: { kind: 'text', label: 'مصدر التحقق من وجود الجامعة' },
    tier: {
      kind: 'integer',
      label: 'فئة الجامعة في جدول الحد الأدنى للتقدم (1–4)',
      hint: 'من قرار مجلسي الجامعات الخاصة والأهلية؛ فارغ للجامعات التي لا يشملها الجدول',
    },
    tier_basis: { kind: 'text', label: 'سند تحديد الفئة' },
    faculties_completeness: {
      kind: 'enumeration',
      label: 'اكتمال قائمة الكليات',
      values: { complete: 'كاملة', partial: 'جزئية', unknown: 'غير معروفة' },
    },
    fees_page: { kind: 'text', label: 'صفحة المصروفات على موقع الجامعة' },
    admission_page: { kind: 'text', label: 'صفحة القبول على موقع الجامعة' },
    fee_policy: {
      kind: 'component',
      label: 'سياسة المصروفات (الزيادة السنوية والرسوم الأخرى)',
      hint: 'كما تنشرها الجامعة، مع رابط المصدر؛ تُحسب منها تكلفة الدراسة كاملة',
    },
    data_notes: { kind: 'longText', label: 'ملاحظات عن المصادر' },
    faculty_offerings: { kind: 'relation', label: 'الكليات والبرامج' },
    dorms: { kind: 'relation', label: 'السكن الجامعي' },
    transportation_options: { kind: 'relation', label: 'المواصلات' },
    admission_status: { kind: 'relation', label: 'حالة التقديم' },
    admission_deadline: { kind: 'relation', label: 'مواعيد التقديم' },
  },
});
