import { arabicCount } from '@dalil/domain/rules';
/** Every Arabic text of the operations log screen (issue 13 "Operations log"; the layout is not in spec 3). */

export const TEXTS = {
  title: 'سجل العمليات',
  subtitle: 'كل تعديلات فريق الإدارة ومن قام بها، الأحدث أولاً',
  back: 'رجوع للوحة التحكم',
  filters: 'تصفية السجل',
  action: 'نوع العملية',
  staffName: 'اسم عضو الفريق',
  staffType: 'نوع الحساب',
  target: 'البحث في وصف العملية',
  from: 'من تاريخ',
  to: 'إلى تاريخ',
  all: 'الكل',
  resetFilters: 'مسح عوامل التصفية',
  loading: 'جارٍ تحميل السجل...',
  loadError: 'حدث خطأ أثناء تحميل السجل',
  empty: 'لا توجد عمليات مطابقة',
  count: (from: number, to: number, total: number) => `يظهر ${from}–${to} من ${arabicCount(total, 'operation')}`,
  time: 'الوقت',
  by: 'بواسطة',
  unknownStaff: 'غير معروف',
  changes: 'التغييرات',
  changesCount: (n: number) => `التغييرات (${n})`,
  noChanges: 'لا توجد حقول متغيرة محفوظة لهذا التعديل',
  field: 'الحقل',
  before: 'قبل',
  after: 'بعد',
  empty_value: '(فارغ)',
  kind: { changed: 'تغيّر', added: 'أضيف', removed: 'حُذف' } as Record<string, string>,
  pages: 'صفحات السجل',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page: number, pages: number) => `صفحة ${page} من ${pages}`,
  clearTitle: 'حذف السجلات القديمة',
  clearBefore: 'حذف السجلات الأقدم من',
  clearHint: 'تُحذف العمليات المسجلة قبل بداية هذا اليوم فقط',
  clearButton: 'حذف السجلات القديمة',
  clearChoose: 'اختر تاريخاً أولاً',
  clearQuestion: (date: string) => `هل تريد حذف كل العمليات المسجلة قبل ${date}؟`,
  clearWarning: 'لا يمكن التراجع عن هذا الإجراء، وستُسجَّل عملية الحذف نفسها في السجل.',
  clearConfirm: 'حذف',
  clearing: 'جارٍ الحذف...',
  cleared: (n: number) => `تم حذف ${n} من السجلات`,
  clearError: 'حدث خطأ أثناء حذف السجلات',
};

/** The stored actions (view|add|edit|delete) in Arabic. */
export const ACTION_LABELS: Record<string, string> = { add: 'إضافة', edit: 'تعديل', delete: 'حذف', view: 'عرض' };

/** Who wrote an entry: the site's staff types, and 'panel' for the Strapi admin panel. */
export const STAFF_TYPE_LABELS: Record<string, string> = {
  SuperAdmin: 'سوبر أدمن',
  Admin: 'أدمن',
  panel: 'لوحة Strapi',
};
