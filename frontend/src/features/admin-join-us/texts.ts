/**
 * Every Arabic text of the join-requests screen (spec 3 §2 "Join-requests admin", §8, §9). The
 * load and delete messages by status are the spec's, verbatim, in packages/domain (JOIN_ADMIN_MESSAGES).
 */
import { arabicCount } from '@dalil/domain/rules';
import { type JoinFilter, type JoinSort } from './model/admin-join-requests';

export const TEXTS = {
  title: 'طلبات الانضمام',
  subtitle: 'طلبات الانضمام إلى فريق دليل: الأعضاء الحاليون والمتقدمون',
  back: 'رجوع للوحة التحكم',
  refresh: 'تحديث',
  refreshing: 'جارٍ التحديث...',
  summary: 'ملخص الطلبات',
  all: 'كل الطلبات',
  filters: 'تصفية الطلبات',
  search: 'بحث بالاسم أو البريد أو واتساب أو الجامعة',
  sort: 'الترتيب',
  loading: 'جارٍ تحميل الطلبات...',
  empty: 'لا توجد طلبات مطابقة',
  shown: (n: number, total: number) => `يظهر ${n} من ${arabicCount(total, 'request')}`,
  name: 'الاسم',
  submittedAt: 'تاريخ التقديم',
  delete: 'حذف',
  deleteTitle: 'حذف طلب الانضمام',
  deleteQuestion: (name: string) => `هل أنت متأكد من حذف طلب ${name}؟`,
  deleteWarning: 'سيتم حذف الطلب نهائياً.',
  bulkDeleteTitle: 'حذف الطلبات المحددة',
  bulkDeleteQuestion: (n: number) => `هل أنت متأكد من حذف ${arabicCount(n, 'request')} نهائياً؟`,
  yes: 'نعم',
  no: 'لا',
} as const;

export const FILTER_LABELS: Record<JoinFilter, string> = {
  current: 'الأعضاء الحاليون',
  students: 'متقدمون من الطلاب',
  nonStudents: 'متقدمون من غير الطلاب',
};

export const SORT_LABELS: Record<JoinSort, string> = { newest: 'الأحدث أولاً', oldest: 'الأقدم أولاً' };

/** Card rows, worded as the join-us form asks them. */
export const FIELD_LABELS = {
  email: 'البريد الإلكتروني',
  whatsapp: 'واتساب',
  committee: 'القسم',
  isStudent: 'طالب؟',
  university: 'الجامعة',
  faculty: 'الكلية',
  academicLevel: 'المستوى الأكاديمي',
  ActivitiesMember: 'عضو في اتحاد الطلاب؟',
  ActivitiesRole: 'دوره وأنشطته في الاتحاد',
  howDidYouKnow: 'كيف عرف عنا',
  knowUs: 'يعرف فريقنا؟',
  aboutUs: 'ماذا يعرف عنا',
  admissionInfo: 'لديه معلومات عن التقديم؟',
  admissionKnowledge: 'معلوماته عن التقديم',
  hasExperience: 'لديه خبرة سابقة؟',
  experienceDetails: 'خبرته',
} as const;
