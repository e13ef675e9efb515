import { arabicCount } from '@dalil/domain/rules';
import { REVIEW_RESOURCE } from '@dalil/domain/resources';

const FIELDS = REVIEW_RESOURCE.fields;

/** Every Arabic text of the reviews screen (spec 3 §2, §8; where the spec gives English, natural Arabic). */
export const REVIEW_TEXTS = {
  title: 'إدارة آراء المستخدمين',
  subtitle: 'إضافة الآراء ومراجعتها واعتمادها أو رفضها',
  backLabel: 'العودة إلى لوحة التحكم',
  tabsLabel: 'أقسام إدارة الآراء',
  tabs: { add: 'إضافة رأي', manage: 'إدارة الآراء', edit: 'تعديل رأي', delete: 'حذف رأي' },
  searchLabel: 'بحث في الآراء',
  searchHint: 'بالاسم أو الصفة أو نص الرأي',
  loading: 'جارٍ تحميل الآراء...',
  empty: 'لا توجد آراء بعد.',
  noMatches: 'لا توجد آراء تطابق البحث.',
  summary: 'ملخص الآراء',
  all: 'كل الآراء',
  sorts: { newest: 'الأحدث أولاً', oldest: 'الأقدم أولاً', rating: 'الأعلى تقييمًا أولاً' } as Record<string, string>,
  bulk: { approved: 'اعتماد المحدد', rejected: 'رفض المحدد', delete: 'حذف المحدد' },
  bulkQuestion: {
    approved: (n: number) => `سيظهر ${arabicCount(n, 'review')} للزوار على الموقع. هل تريد الاعتماد؟`,
    rejected: (n: number) => `لن يظهر ${arabicCount(n, 'review')} على الموقع. هل تريد الرفض؟`,
    delete: (n: number) => `هل أنت متأكد؟ سيتم حذف ${arabicCount(n, 'review')} نهائيًا`,
  },
  bulkRunning: 'جارٍ التنفيذ...',
  count: (shown: number, total: number) => `${shown} من ${arabicCount(total, 'review')}`,
  created: 'تاريخ الإضافة',
  /** Spec 3 §2, review cards: a missing date shows 'not available'. */
  notAvailable: 'غير متوفر',
  updated: 'آخر تحديث',
  rating: (n: number) => `التقييم ${n} من 5`,
  status: FIELDS.review_status.values as Record<string, string>,
  approve: 'اعتماد',
  reject: 'رفض',
  edit: 'تعديل',
  delete: 'حذف',
  avatarAlt: (name: string) => `صورة ${name}`,
  // Form
  name: FIELDS.name.label,
  affiliation: FIELDS.affiliation.label,
  affiliationOptions: { طالب: 'طالب', 'ولي امر': 'ولي أمر', اخري: 'أخرى' } as Record<string, string>,
  logoName: FIELDS.logo_name.label,
  logoNameHint: FIELDS.logo_name.hint,
  logoUrl: 'مسار الصورة (يُولَّد تلقائيًا)',
  ratingLabel: FIELDS.rating.label,
  reviewText: FIELDS.review.label,
  addSubmit: 'إضافة الرأي',
  adding: 'جارٍ الإضافة...',
  saveSubmit: 'حفظ التعديلات',
  saving: 'جارٍ الحفظ...',
  cancel: 'إلغاء',
  pickFirst: 'اختر رأيًا من قائمة الإدارة أولًا.',
  backToManage: 'العودة إلى الإدارة',
  notFound: 'الرأي غير موجود، ربما حُذف.',
  // Delete
  deleteTitle: 'حذف الرأي',
  deleteQuestion: 'هل أنت متأكد؟ سيتم حذف الرأي نهائيًا',
  deleteConfirm: 'حذف نهائي',
  deleting: 'جارٍ الحذف...',
  deleteRefusal: 'فقط السوبر أدمن يمكنه حذف الآراء',
  // Spec 3 §8: failures and successes.
  loadFailed: 'حدث خطأ أثناء تحميل الآراء',
  statusFailed: 'حدث خطأ أثناء تحديث حالة الرأي',
  /** After reloading a refused approve/reject (nothing is sent again). */
  reloadedChanges: (fields: string[], name: string) =>
    fields.length
      ? `أُعيد تحميل رأي ${name}؛ غيّر الشخص الآخر: ${fields.join('، ')}. لم يُرسل قرارك؛ راجع الرأي كما هو الآن وقرّر إن بقي لازمًا.`
      : `أُعيد تحميل رأي ${name}؛ لم يُرسل قرارك؛ راجع الرأي كما هو الآن وقرّر إن بقي لازمًا.`,
  reloadedGone: 'حُذف هذا الرأي بعد فتحك له.',
  fieldNames: {
    status: 'الحالة',
    name: 'الاسم',
    affiliation: 'الصفة',
    logo_url: 'الصورة',
    rating: 'التقييم',
    review: 'نص الرأي',
  } as Record<string, string>,
  updateFailed: 'حدث خطأ أثناء تحديث الرأي',
  deleteFailed: 'حدث خطأ أثناء حذف الرأي',
  addFailed: 'حدث خطأ أثناء إضافة الرأي',
  statusUpdated: 'تم تحديث حالة الرأي',
  updated_: 'تم تحديث الرأي بنجاح',
  deleted: 'تم حذف الرأي بنجاح',
  added: 'تمت إضافة الرأي بنجاح',
} as const;
