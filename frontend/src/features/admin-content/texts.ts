import { arabicCount } from '@dalil/domain/rules';
import { ARTICLE_RESOURCE, NEWS_RESOURCE, SCHOLARSHIP_RESOURCE } from '@dalil/domain/resources';
/**
 * Every Arabic text of the news, scholarship and article screens. Articles' messages are spec 3
 * §8 verbatim; news and scholarships follow the same wording (the spec names them only). Field
 * labels match the validators' labels in @dalil/domain, so a server message names the same field.
 */
export const COMMON = {
  tabs: { add: 'إضافة', manage: 'إدارة', edit: 'تعديل', delete: 'حذف' },
  tabsLabel: 'أقسام الشاشة',
  search: 'بحث',
  searchHint: 'بالاسم أو الاسم المختصر أو الوسوم',
  loading: 'جارٍ التحميل...',
  loadError: 'حدث خطأ أثناء تحميل البيانات.',
  retry: 'إعادة المحاولة',
  noMatch: 'لا توجد نتائج مطابقة للبحث.',
  edit: 'تعديل',
  delete: 'حذف',
  backToList: 'العودة إلى القائمة',
  notFound: 'العنصر غير موجود، ربما حُذف.',
  shortName: 'الاسم المختصر',
  shortNameHint: 'بالحروف الإنجليزية والأرقام والشرطة والشرطة السفلية فقط، مثل: FUE-2025',
  link: 'الرابط',
  details: 'التفاصيل',
  logo: 'الشعار',
  save: 'حفظ التغييرات',
  saving: 'جارٍ الحفظ...',
  adding: 'جارٍ الإضافة...',
  reset: 'مسح النموذج',
  cancel: 'إلغاء',
  confirmDelete: 'تأكيد الحذف',
  deleting: 'جارٍ الحذف...',
  deleteWarning: 'سيتم حذف البيانات نهائيًا ولا يمكن التراجع.',
  pickToEdit: 'اختر عنصرًا لتعديله.',
  pickToDelete: 'اختر عنصرًا لحذفه.',
  fixErrors: 'يرجى تصحيح الحقول المشار إليها.',
  shown: (n: number, total: number) => `يظهر ${n} من ${total}`,
  summary: 'ملخص القائمة',
  all: 'الكل',
  deadline: 'التاريخ',
} as const;

/**
 * Success and failure notices of add, update and delete for one noun ('المقال' gives spec 3 §8's
 * 'تم إضافة المقال بنجاح' and 'حدث خطأ أثناء إضافة المقال').
 */
const outcomes = (noun: string) => ({
  added: `تم إضافة ${noun} بنجاح`,
  updated: `تم تحديث ${noun} بنجاح`,
  deleted: `تم حذف ${noun} بنجاح`,
  addFailed: `حدث خطأ أثناء إضافة ${noun}`,
  updateFailed: `حدث خطأ أثناء تحديث ${noun}`,
  deleteFailed: `حدث خطأ أثناء حذف ${noun}`,
});

export const NEWS_TEXTS = {
  title: 'إدارة الأخبار',
  subtitle: 'إضافة وتعديل وحذف الأخبار',
  addHeading: 'إضافة خبر جديد',
  editHeading: (name: string) => `تعديل الخبر: ${name}`,
  add: 'إضافة الخبر',
  empty: 'لا توجد أخبار بعد.',
  fields: { title: NEWS_RESOURCE.fields.title.label, deadline: NEWS_RESOURCE.fields.deadline.label },
  deleteQuestion: (name: string) => `هل أنت متأكد من حذف الخبر "${name}"؟`,
  deleteTitle: 'حذف خبر',
  refusal: 'فقط السوبر أدمن يمكنه حذف الأخبار',
  bulkDeleteTitle: 'حذف الأخبار المحددة',
  bulkDeleteQuestion: (n: number) => `هل أنت متأكد من حذف ${arabicCount(n, 'news')} نهائياً؟`,
  ...outcomes('الخبر'),
} as const;

export const SCHOLARSHIP_TEXTS = {
  title: 'إدارة المنح',
  subtitle: 'إضافة وتعديل وحذف المنح الدراسية',
  addHeading: 'إضافة منحة جديدة',
  editHeading: (name: string) => `تعديل المنحة: ${name}`,
  add: 'إضافة المنحة',
  empty: 'لا توجد منح بعد.',
  fields: {
    name: SCHOLARSHIP_RESOURCE.fields.name.label,
    type: SCHOLARSHIP_RESOURCE.fields.type.label,
    deadline: SCHOLARSHIP_RESOURCE.fields.deadline.label,
    status: SCHOLARSHIP_RESOURCE.fields.scholarship_status.label,
  },
  chooseType: 'اختر نوع المنحة',
  deleteQuestion: (name: string) => `هل أنت متأكد من حذف المنحة "${name}"؟`,
  deleteTitle: 'حذف منحة',
  refusal: 'فقط السوبر أدمن يمكنه حذف المنح',
  ...outcomes('المنحة'),
} as const;

export const ARTICLE_TEXTS = {
  title: 'إدارة المقالات',
  subtitle: 'كتابة المقالات وتعديلها ونشرها وحذفها',
  addHeading: 'إضافة مقال جديد',
  editHeading: (name: string) => `تعديل المقال: ${name}`,
  add: 'إضافة المقال',
  empty: 'لا توجد مقالات بعد.',
  fields: {
    title: ARTICLE_RESOURCE.fields.title.label,
    category: ARTICLE_RESOURCE.fields.category.label,
    status: ARTICLE_RESOURCE.fields.article_status.label,
    tag: ARTICLE_RESOURCE.fields.tag.label,
    details: ARTICLE_RESOURCE.fields.details.label,
  },
  chooseCategory: 'اختر التصنيف',
  tagHint: ARTICLE_RESOURCE.fields.tag.hint,
  markupHint: 'للنص العريض ضع الكلمات بين نجمتين *هكذا*، وللمائل بين شرطتين سفليتين _هكذا_، وكل سطر جديد يظهر كما هو.',
  preview: 'معاينة المقال',
  previewEmpty: 'تظهر المعاينة هنا أثناء الكتابة.',
  deleteQuestion: (name: string) => `هل أنت متأكد من حذف المقال "${name}"؟`,
  deleteTitle: 'حذف مقال',
  refusal: 'فقط السوبر أدمن يمكنه حذف المقالات',
  ...outcomes('المقال'),
} as const;
