import { arabicCount } from '@dalil/domain/rules';
/** Every text of the staff minimum-scores table (/scores, spec 3 §2 "Scores page"), in Arabic. */
export const TEXTS = {
  title: 'جدول الحدود الدنيا',
  subtitle: 'متوسط الحد الأدنى لكل كلية حسب السنة الدراسية ونوع الشهادة ومجموعة الجامعات',
  back: 'لوحة التحكم',
  yearsLabel: 'السنة الدراسية',
  arrivals: 'الوافدين',
  certificatesLabel: 'مجموعة الشهادات',
  category: 'التصنيف',
  allCategories: 'كل التصنيفات',
  faculty: 'الكلية',
  allFaculties: 'كل الكليات',
  facultyColumn: 'الكلية',
  tableLabel: (year: string, certificate: string) =>
    `متوسط الحد الأدنى — ${year}${certificate ? ` — ${certificate}` : ''}`,
  universitiesCount: (n: number) => arabicCount(n, 'university'),
  loading: 'جارٍ تحميل الحدود الدنيا...',
  loadFailed: 'حدث خطأ أثناء جلب بيانات الحدود الدنيا',
  groupingMissing: 'لم يتم تعريف مجموعات الجامعات لهذا الجدول بعد؛ يضيفها السوبر أدمن من لوحة المحتوى.',
  retry: 'إعادة المحاولة',
  empty: 'لا توجد كليات بحدود دنيا لهذا الاختيار',
  howTo: 'المتوسط يحسب القيم الفارغة أو غير الرقمية صفرًا، و«-» تعني عدم وجود أي حد أدنى مسجَّل.',
} as const;
