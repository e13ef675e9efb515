/** Every Arabic text of the users screen (spec 3 §2 "Users screen", §5, §8, §9). */
import { arabicCount } from '@dalil/domain';
import type { CompletionMailResult } from './api/users';

export const TEXTS = {
  title: 'إدارة المستخدمين',
  subtitle: 'عرض المستخدمين وتعديل نوع الحساب وحذفه وإرسال رسائل إكمال الحساب',
  back: 'رجوع للوحة التحكم',
  summary: 'ملخص المستخدمين',
  all: 'كل المستخدمين',
  name: 'الاسم',
  verified: 'موثق',
  unverified: 'غير موثق',
  search: 'بحث بالاسم أو البريد الإلكتروني أو الهاتف',
  typeFilter: 'نوع المستخدم',
  verificationFilter: 'حالة التوثيق',
  filterAll: 'الكل',
  loading: 'جارٍ تحميل المستخدمين...',
  loadError: 'حدث خطأ أثناء تحميل المستخدمين',
  empty: 'لا يوجد مستخدمون مطابقون للبحث',
  shown: (n: number, total: number) => `يظهر ${n} من ${total}`,
  createdAt: 'تاريخ التسجيل',
  notAvailable: 'غير متوفر',
  details: 'التفاصيل',
  edit: 'تعديل',
  delete: 'حذف',
  you: 'أنت',
  detailsTitle: (name: string) => `بيانات ${name}`,
  close: 'إغلاق',
  editTitle: (name: string) => `تعديل نوع حساب ${name}`,
  userType: 'نوع المستخدم',
  chooseType: 'اختر نوع المستخدم',
  typeRequired: 'يرجى اختيار نوع المستخدم',
  unknownType: (raw: string) => `النوع المخزن «${raw}» غير معروف، ويظهر كـ «أخرى».`,
  ownTypeLocked: 'لا يمكنك تغيير نوع حسابك بنفسك.',
  lastSuperAdminLocked: 'هذا آخر حساب سوبر أدمن، ولا يمكن تغيير نوعه.',
  save: 'حفظ التغييرات',
  saving: 'جارٍ الحفظ...',
  cancel: 'إلغاء',
  saved: 'تم تحديث نوع المستخدم بنجاح',
  saveError: 'حدث خطأ أثناء تحديث المستخدم',
  deleteTitle: 'حذف المستخدم',
  deleteQuestion: (name: string) => `هل أنت متأكد من حذف المستخدم ${name}؟`,
  deleteWarning: 'سيتم حذف الحساب وكل بياناته نهائياً.',
  deleteConfirm: 'تأكيد الحذف',
  deleting: 'جارٍ الحذف...',
  deleted: 'تم حذف المستخدم بنجاح',
  deleteError: 'حدث خطأ أثناء حذف المستخدم',
  ownDeleteLocked: 'احذف حسابك من صفحة حسابك',
  sendOne: 'إرسال رسالة إكمال الحساب',
  sendAll: (n: number) => `إرسال رسالة إكمال الحساب لكل غير الموثقين (${n})`,
  sending: 'جارٍ الإرسال...',
  sent: 'تم الإرسال',
  sendError: 'حدث خطأ أثناء إرسال رسائل التحقق',
  /** Spec 3 §8: 'sent to N users, failed for M', and how many were skipped. */
  report: ({ sent, failed, skipped }: CompletionMailResult) =>
    `تم الإرسال إلى ${arabicCount(sent, 'user')}، وفشل الإرسال إلى ${arabicCount(failed, 'user')}` +
    (skipped ? `، وتم تخطي ${arabicCount(skipped, 'user')} (موثق أو تجاوز حد الإرسال)` : ''),
} as const;

/** Labels of the user types (filter, badge, edit). */
export const TYPE_LABELS: Record<string, string> = {
  SuperAdmin: 'سوبر أدمن',
  Admin: 'أدمن',
  parent: 'ولي أمر',
  student: 'طالب',
  other: 'أخرى',
};

export const FIELD_LABELS: Record<string, string> = {
  email: 'البريد الإلكتروني',
  phone_with_country_code: 'الهاتف',
  nationality: 'الجنسية',
  user_type: 'نوع المستخدم',
  isEmailVerified: 'التوثيق',
  student_type: 'نوع الطالب',
  level: 'المرحلة',
  certificate_type: 'نوع الشهادة',
  section: 'الشعبة',
  year: 'سنة الشهادة',
  score: 'المجموع',
  preferred_faculties: 'الكليات المفضلة',
  createdAt: 'تاريخ التسجيل',
};
