/**
 * The Arabic names of stored fields, by name. Near a leaf, so the validators' length
 * and type messages («قيمة السعر أطول من المسموح») can name a field without an import cycle;
 * `fieldLabel` (field-labels.ts) adds the patterned fields and nested paths. Imports only the
 * resource descriptions, which import only the catalogue.
 */
import { labelsOf } from './resources/define';
import { UNIVERSITY_RESOURCE } from './resources/university';
import { DORM_RESOURCE, FACULTY_OFFERING_RESOURCE } from './resources/faculty-offering';

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Universities and their parts: their descriptions, with the names other types share kept
  // general (the log names a field whatever the record's type).
  ...labelsOf(DORM_RESOURCE, FACULTY_OFFERING_RESOURCE, UNIVERSITY_RESOURCE),
  university: 'الجامعة',
  category: 'النوع',
  index: 'الترتيب',
  logo: 'الشعار',
  phone: 'رقم الهاتف',
  email: 'البريد الإلكتروني',
  faculty_code: 'رمز الكلية',
  faculty_name: 'اسم الكلية',
  faculty_logo: 'شعار الكلية',
  // A university's admission steps (issue 24), on its deadline record (admission-steps.ts)
  opening_date: 'بدء التقديم',
  required_documents: 'الأوراق المطلوبة',
  required_tests: 'الاختبارات المطلوبة',
  steps_source: 'مصدر بدء التقديم والأوراق والاختبارات',
  // News, scholarships, articles
  title: 'العنوان',
  name: 'الاسم',
  Short_name: 'الاسم المختصر',
  deadline: 'آخر موعد',
  link: 'الرابط',
  details: 'التفاصيل',
  tag: 'الوسم',
  status: 'الحالة',
  // Reviews
  affiliation: 'الصفة',
  avatar: 'الصورة',
  logo_name: 'اسم الشعار',
  rating: 'التقييم',
  review: 'نص الرأي',
  // Ads
  description: 'الوصف',
  features: 'المميزات',
  image: 'الصورة',
  image_path: 'مسار الصورة',
  ctalink: 'رابط الزر',
  ctaText: 'نص الزر',
  startDate: 'تاريخ البداية',
  endDate: 'تاريخ النهاية',
  priority: 'الأولوية',
  targetAudience: 'الجمهور المستهدف',
  currentShows: 'مرات الظهور',
  currentClicks: 'مرات النقر',
  // Score criteria and groupings
  year: 'السنة',
  certificate: 'الشهادة',
  scores: 'الحدود الدنيا',
  groups: 'المجموعات',
  // Users and messages
  username: 'اسم المستخدم',
  userType: 'نوع المستخدم',
  confirmed: 'موثّق',
  blocked: 'محظور',
  message: 'الرسالة',
  response: 'الرد',
  // Orders (the log of «حفظ الترتيب»)
  order: 'الترتيب',
  // Site settings
  statistics: 'الإحصائيات',
  faq: 'الأسئلة الشائعة',
  social: 'روابط التواصل',
  launch_date: 'تاريخ الإطلاق',
  portfolio_pdf: 'ملف البورتفوليو',
  guide_pdf: 'ملف الدليل',
  transport_guide_pdf: 'ملف دليل المواصلات',
  block_devtools: 'منع أدوات المطور',
};
