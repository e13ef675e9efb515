/**
 * The Arabic name of a stored field, as staff read it in the operations log's before/after (and wherever a
 * record's raw attribute name would otherwise show). Patterned fields (the 15 scores, statuses and deadlines
 * per track and year, the fee categories) are named from the catalog; a nested path ('logo.url') names its
 * first segment and keeps the rest; an unknown field keeps its stored name, so nothing is hidden.
 */
import { admissionFieldLabel } from './admission-form';
import { SCORE_TRACK_NAMES, STUDY_YEAR_ORDINALS, type ScoreTrack, type StudyYear } from './catalog';
import { FEE_CATEGORIES } from './guide-display';
import { SCORE_KEY_LABELS, type ScoreKey } from './validation/content';

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Universities (links)
  university_code: 'رمز الجامعة',
  university_Arabic_Name: 'اسم الجامعة بالعربية',
  university: 'الجامعة',
  category: 'النوع',
  type: 'القسم',
  index: 'الترتيب',
  logo: 'الشعار',
  Uni_Bio: 'نبذة عن الجامعة',
  location: 'الموقع على الخريطة',
  website: 'الموقع الإلكتروني',
  phone: 'رقم الهاتف',
  email: 'البريد الإلكتروني',
  facebook: 'فيسبوك',
  instagram: 'إنستجرام',
  youtube: 'يوتيوب',
  linkedin: 'لينكدإن',
  first_year: 'عنوان السنة الأولى',
  second_year: 'عنوان السنة الثانية',
  third_year: 'عنوان السنة الثالثة',
  fourth_year: 'عنوان السنة الرابعة',
  fifth_year: 'عنوان السنة الخامسة',
  international_programs: 'البرامج الدولية',
  dorms_link: 'رابط السكن',
  transportation_link: 'رابط المواصلات',
  scholarship_link: 'رابط المنح',
  Egyptian_Admission_link: 'رابط تقديم المصريين',
  Egyptian_Admission_link2: 'رابط تقديم المصريين (البرامج الدولية)',
  Egyptian_Transfer_link: 'رابط التحويلات',
  Wafdeen_Admission_link: 'رابط تقديم الوافدين',
  guide_Url: 'رابط صفحة الدليل',
  faculty_offerings: 'الكليات والبرامج',
  dorms: 'السكن الجامعي',
  transportation_options: 'المواصلات',
  // Faculties, dorms, transport
  faculty: 'الكلية',
  faculty_short: 'رمز الكلية',
  section: 'الشعبة',
  normal_or_Dual: 'نوع البرنامج',
  programs: 'البرامج',
  wafdeen_score: 'الحد الأدنى للوافدين',
  price: 'السعر',
  price_wafdeen: 'السعر للوافدين',
  faculty_code: 'رمز الكلية',
  faculty_name: 'اسم الكلية',
  faculty_logo: 'شعار الكلية',
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

const FEES = /^fees(Egyption|Natives)([234]?)$/;
const TRACK_YEAR = /^(thanwyaa|azhar|Arabenglish)_(first|second|third|fourth|fifth)Year_(score|status|deadline)$/;

/** The Arabic name of one top-level field. */
function topLabel(field: string): string {
  const fees = FEES.exec(field);
  if (fees) {
    const who = fees[1] === 'Egyption' ? 'مصروفات المصريين' : 'مصروفات الوافدين';
    const category = FEE_CATEGORIES.find((c) => c.suffix === fees[2]);
    return `${who} - ${category?.label ?? ''}`;
  }
  const trackYear = TRACK_YEAR.exec(field);
  if (trackYear) {
    const [, track, year, kind] = trackYear as unknown as [string, ScoreTrack, StudyYear, string];
    if (kind === 'score') return `الحد الأدنى - ${SCORE_TRACK_NAMES[track].title} - ${STUDY_YEAR_ORDINALS[year]}`;
    return `${kind === 'status' ? 'الحالة' : 'آخر موعد'} - ${admissionFieldLabel(field)}`;
  }
  if (/^(transfer|wafdeen)_(status|deadline)$/.test(field)) {
    return `${field.endsWith('_status') ? 'الحالة' : 'آخر موعد'} - ${admissionFieldLabel(field)}`;
  }
  return FIELD_LABELS[field] ?? field;
}

/**
 * 'feesEgyption2' → 'مصروفات المصريين - الفئة ب'; 'logo.url' → 'الشعار › url'; a list's row
 * (log-diff): 'scores[MED].private' → 'الحدود الدنيا [MED] › الجامعات الخاصة'; 'unknownField' → itself.
 */
export function fieldLabel(path: string): string {
  const [first, ...rest] = path.split('.');
  const row = /^(.+?)\[([^\]]*)\]$/.exec(first);
  const head = row ? `${topLabel(row[1])} [${row[2]}]` : topLabel(first);
  const restLabels = row ? rest.map((part) => FIELD_LABELS[part] ?? SCORE_KEY_LABELS[part as ScoreKey] ?? part) : rest;
  return [head, ...restLabels].join(' › ');
}
