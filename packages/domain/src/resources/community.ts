import {
  AD_AUDIENCES,
  CERTIFICATE_TYPES,
  CONTACT_STATUSES,
  JOIN_COMMITTEES,
  JOIN_LEVELS,
  JOIN_SOURCES,
  STUDENT_LEVELS,
  STUDENT_SECTIONS,
  STUDENT_TYPES,
  USER_TYPES,
} from '../rules/catalog';
import { JOIN_COMMITTEE_LABELS, JOIN_LEVEL_LABELS, JOIN_SOURCE_LABELS } from '../rules/join-us';
import {
  CERTIFICATE_TYPE_LABELS,
  STUDENT_LEVEL_LABELS,
  STUDENT_SECTION_LABELS,
  STUDENT_TYPE_LABELS,
  USER_TYPE_LABELS,
} from '../rules/profile';
import { DELETED_AT_FIELD, defineResource } from './define';

/** An enumeration's labels in the stored order; a code the list has no label of ('other') reads «أخرى». */
const inOrder = (codes: readonly string[], labels: Readonly<Record<string, string>>) =>
  Object.fromEntries(codes.map((c) => [c, labels[c] ?? 'أخرى'])) as Readonly<Record<string, string>>;

export const MESSAGE_STATUS_LABELS = inOrder(CONTACT_STATUSES, {
  pending: 'جديدة',
  read: 'مقروءة',
  replied: 'تم الرد',
});
export const AD_AUDIENCE_LABELS = inOrder(AD_AUDIENCES, {
  all: 'الجميع',
  logged_in: 'المسجلون فقط',
  not_logged_in: 'الزوار غير المسجلين',
});
export const AD_ACTION_LABELS = { show: 'ظهور', click: 'نقرة' } as const;
export const DEVICE_LABELS = { desktop: 'كمبيوتر', mobile: 'موبايل' } as const;
export const LOG_ACTION_LABELS = { view: 'عرض', add: 'إضافة', edit: 'تعديل', delete: 'حذف' } as const;
export const AUTH_CODE_PURPOSE_LABELS = { verify: 'تأكيد البريد', reset: 'استعادة كلمة المرور' } as const;

/** A message sent through /Contact (spec 1, spec 3 §2 /admin/messages). */
export const CONTACT_MESSAGE_RESOURCE = defineResource({
  uid: 'api::contact-message.contact-message',
  paths: ['/api/contact'],
  access: { read: 'superadmin', write: 'public' },
  storedNames: { status: 'message_status' },
  label: 'رسالة تواصل',
  mainField: 'name',
  naturalKey: [],
  undoableDelete: true,
  panel: { list: ['name', 'email', 'phone', 'message_status', 'createdAt'], sortBy: 'createdAt', order: 'DESC' },
  fields: {
    name: { kind: 'text', label: 'الاسم' },
    email: { kind: 'email', label: 'البريد الإلكتروني' },
    phone: { kind: 'phone', label: 'الهاتف' },
    message: { kind: 'longText', label: 'الرسالة' },
    message_status: { kind: 'enumeration', label: 'حالة الرسالة', values: MESSAGE_STATUS_LABELS },
    response: { kind: 'longText', label: 'الرد' },
    deletedAt: DELETED_AT_FIELD,
  },
});

/** A join-us request (spec 2 §3, spec 3 §2 /admin/join-requests). */
export const JOIN_REQUEST_RESOURCE = defineResource({
  uid: 'api::join-request.join-request',
  paths: ['/api/join-us'],
  access: { read: 'superadmin', write: 'public' },
  label: 'طلب انضمام',
  mainField: 'email',
  naturalKey: [],
  undoableDelete: true,
  panel: {
    list: ['firstName', 'lastName', 'email', 'committee', 'isStudent', 'createdAt'],
    sortBy: 'createdAt',
    order: 'DESC',
  },
  fields: {
    firstName: { kind: 'text', label: 'الاسم الأول' },
    lastName: { kind: 'text', label: 'الاسم الأخير' },
    email: { kind: 'email', label: 'البريد الإلكتروني' },
    whatsapp_with_country_code: { kind: 'phone', label: 'واتساب' },
    committee: { kind: 'enumeration', label: 'القسم', values: inOrder(JOIN_COMMITTEES, JOIN_COMMITTEE_LABELS) },
    committee_other: { kind: 'text', label: 'القسم (أخرى)' },
    isStudent: { kind: 'boolean', label: 'طالب؟' },
    university: { kind: 'text', label: 'الجامعة' },
    faculty: { kind: 'text', label: 'الكلية' },
    academicLevel: {
      kind: 'enumeration',
      label: 'المستوى الدراسي',
      values: inOrder(JOIN_LEVELS, JOIN_LEVEL_LABELS),
    },
    academicLevel_other: { kind: 'text', label: 'المستوى الدراسي (أخرى)' },
    ActivitiesMember: { kind: 'boolean', label: 'عضو اتحاد الطلاب؟' },
    ActivitiesRole: { kind: 'longText', label: 'الدور في الاتحاد' },
    howDidYouKnow: {
      kind: 'enumeration',
      label: 'كيف عرفت عنا',
      values: inOrder(JOIN_SOURCES, JOIN_SOURCE_LABELS),
    },
    howDidYouKnow_other: { kind: 'text', label: 'كيف عرفت عنا (أخرى)' },
    knowUs: { kind: 'boolean', label: 'تعرف الفريق؟' },
    aboutUs: { kind: 'longText', label: 'ما تعرفه عنا' },
    admissionInfo: { kind: 'boolean', label: 'لديك معلومات عن التقديم؟' },
    admissionKnowledge: { kind: 'longText', label: 'معلوماتك عن التقديم' },
    hasExperience: { kind: 'boolean', label: 'لديك خبرة؟' },
    experienceDetails: { kind: 'longText', label: 'تفاصيل الخبرة' },
    deletedAt: DELETED_AT_FIELD,
  },
});

/** An ad (spec 1 ads, spec 3 /admin/ads): what it shows, to whom, when, and its counters. */
export const AD_RESOURCE = defineResource({
  uid: 'api::ad.ad',
  paths: ['/api/ads'],
  access: { read: 'public', write: 'superadmin' },
  label: 'إعلان',
  mainField: 'title',
  naturalKey: [],
  undoableDelete: true,
  panel: { list: ['title', 'targetAudience', 'priority', 'startDate', 'endDate', 'currentShows', 'currentClicks'] },
  fields: {
    title: { kind: 'text', label: 'العنوان' },
    description: { kind: 'longText', label: 'الوصف' },
    features: { kind: 'json', label: 'المميزات' },
    image: { kind: 'media', label: 'الصورة' },
    image_path: { kind: 'link', label: 'رابط الصورة' },
    ctalink: { kind: 'link', label: 'رابط الزر' },
    ctaText: { kind: 'text', label: 'نص الزر' },
    startDate: { kind: 'datetime', label: 'تاريخ البدء' },
    endDate: { kind: 'datetime', label: 'تاريخ الانتهاء' },
    priority: { kind: 'integer', label: 'الأولوية' },
    targetAudience: { kind: 'enumeration', label: 'الجمهور المستهدف', values: AD_AUDIENCE_LABELS },
    currentShows: { kind: 'integer', label: 'مرات الظهور' },
    currentClicks: { kind: 'integer', label: 'النقرات' },
    events: { kind: 'relation', label: 'الأحداث' },
    deletedAt: {
      kind: 'datetime',
      label: 'تاريخ الحذف',
      hint: 'حذف يمكن التراجع عنه لمدة قصيرة؛ لا يظهر الإعلان المحذوف في أي قراءة',
    },
  },
});

/** One show or click of an ad (spec 3 /admin/ads analytics). */
export const AD_EVENT_RESOURCE = defineResource({
  uid: 'api::ad-analytics-event.ad-analytics-event',
  paths: ['/api/adAnalytics'],
  access: { read: 'superadmin', write: 'public' },
  label: 'حدث إعلان',
  mainField: 'action',
  naturalKey: [],
  panel: { list: ['ad', 'action', 'page', 'deviceType', 'timestamp'], sortBy: 'createdAt', order: 'DESC' },
  fields: {
    ad: { kind: 'relation', label: 'الإعلان' },
    action: { kind: 'enumeration', label: 'الحدث', values: AD_ACTION_LABELS },
    page: { kind: 'text', label: 'الصفحة' },
    isLoggedIn: { kind: 'boolean', label: 'مسجل الدخول' },
    userId: { kind: 'text', label: 'المستخدم' },
    sessionId: { kind: 'text', label: 'الجلسة' },
    userAgent: { kind: 'longText', label: 'المتصفح (كامل)' },
    deviceType: { kind: 'enumeration', label: 'الجهاز', values: DEVICE_LABELS },
    browser: { kind: 'text', label: 'المتصفح' },
    os: { kind: 'text', label: 'نظام التشغيل' },
    ipAddress: { kind: 'text', label: 'عنوان IP' },
    timeOnPage: { kind: 'integer', label: 'الوقت في الصفحة (مللي ثانية)' },
    timestamp: { kind: 'datetime', label: 'الوقت' },
  },
});

/** A visitor's session (the footer's visitor counter). */
export const VISITOR_SESSION_RESOURCE = defineResource({
  uid: 'api::visitor-session.visitor-session',
  paths: ['/api/visitors'],
  access: { read: 'public', write: 'public' },
  label: 'زيارة',
  mainField: 'sessionId',
  naturalKey: ['sessionId'],
  panel: { list: ['sessionId', 'createdAt'] },
  fields: { sessionId: { kind: 'text', label: 'معرف الجلسة' } },
});

/** An entry of the staff activity log (spec 3 §4). */
export const LOG_ENTRY_RESOURCE = defineResource({
  uid: 'api::admin-log-entry.admin-log-entry',
  paths: ['/api/admin-logs'],
  access: { read: 'superadmin', write: 'staff' },
  label: 'سجل العمليات',
  mainField: 'target',
  naturalKey: [],
  panel: { list: ['adminName', 'action', 'target', 'timestamp'], sortBy: 'timestamp', order: 'DESC' },
  fields: {
    adminName: { kind: 'text', label: 'المسؤول' },
    adminType: { kind: 'text', label: 'نوع المسؤول' },
    adminId: { kind: 'text', label: 'رقم المسؤول' },
    action: { kind: 'enumeration', label: 'العملية', values: LOG_ACTION_LABELS },
    target: { kind: 'text', label: 'الهدف' },
    targetType: {
      kind: 'system',
      label: 'نوع الهدف',
      hint: 'معرّف نوع المحتوى (UID)؛ فارغ في القيود الأقدم حين لا يُعرف',
    },
    timestamp: { kind: 'datetime', label: 'الوقت' },
    beforeEdit: { kind: 'json', label: 'قبل التعديل' },
    afterEdit: { kind: 'json', label: 'بعد التعديل' },
  },
});

/** An account (users-permissions' user with the profile of spec 2 §2.7). */
export const USER_RESOURCE = defineResource({
  uid: 'plugin::users-permissions.user',
  paths: ['/api/users'],
  access: { read: 'owner', write: 'public' },
  label: 'مستخدم',
  mainField: 'email',
  naturalKey: ['email'],
  panel: {
    list: ['email', 'firstName', 'lastName', 'user_type', 'confirmed', 'createdAt'],
    sortBy: 'createdAt',
    order: 'DESC',
  },
  fields: {
    username: { kind: 'text', label: 'اسم المستخدم' },
    email: { kind: 'email', label: 'البريد الإلكتروني' },
    provider: { kind: 'system', label: 'مزود الدخول' },
    password: { kind: 'system', label: 'كلمة المرور' },
    resetPasswordToken: { kind: 'system', label: 'رمز الاستعادة' },
    confirmationToken: { kind: 'system', label: 'رمز التأكيد' },
    tokenStamp: { kind: 'system', label: 'ختم الجلسات', hint: 'يتغير مع كل كتابة لكلمة المرور فتنتهي الجلسات القديمة' },
    confirmed: { kind: 'boolean', label: 'البريد مؤكد' },
    blocked: { kind: 'boolean', label: 'محظور' },
    role: { kind: 'relation', label: 'الدور' },
    firstName: { kind: 'text', label: 'الاسم الأول' },
    lastName: { kind: 'text', label: 'الاسم الأخير' },
    phone_with_country_code: { kind: 'phone', label: 'الموبايل' },
    nationality: { kind: 'text', label: 'الجنسية' },
    user_type: { kind: 'enumeration', label: 'نوع المستخدم', values: inOrder(USER_TYPES, USER_TYPE_LABELS) },
    logo_url: { kind: 'link', label: 'الصورة' },
    student_type: {
      kind: 'enumeration',
      label: 'نوع الطالب',
      values: inOrder(STUDENT_TYPES, STUDENT_TYPE_LABELS),
    },
    level: { kind: 'enumeration', label: 'المستوى', values: inOrder(STUDENT_LEVELS, STUDENT_LEVEL_LABELS) },
    certificate_type: {
      kind: 'enumeration',
      label: 'نوع الشهادة',
      values: inOrder(CERTIFICATE_TYPES, CERTIFICATE_TYPE_LABELS),
    },
    section: { kind: 'enumeration', label: 'الشعبة', values: inOrder(STUDENT_SECTIONS, STUDENT_SECTION_LABELS) },
    year: { kind: 'text', label: 'سنة الشهادة' },
    score: { kind: 'text', label: 'المجموع' },
    preferred_faculties: { kind: 'longText', label: 'الكليات المفضلة' },
  },
});

/** A one-time code mailed to confirm an address or reset a password (only its hash is kept). */
export const AUTH_CODE_RESOURCE = defineResource({
  uid: 'api::account.auth-code',
  writtenBy: 'system',
  label: 'رمز تحقق',
  mainField: 'purpose',
  naturalKey: [],
  panel: { list: ['user', 'purpose', 'expiresAt', 'attempts', 'usedAt'], sortBy: 'createdAt', order: 'DESC' },
  fields: {
    user: { kind: 'relation', label: 'الحساب' },
    purpose: { kind: 'enumeration', label: 'الغرض', values: AUTH_CODE_PURPOSE_LABELS },
    hash: { kind: 'system', label: 'بصمة الرمز (لا يُخزَّن الرمز نفسه)' },
    expiresAt: { kind: 'datetime', label: 'ينتهي في' },
    attempts: { kind: 'integer', label: 'المحاولات الخاطئة' },
    usedAt: { kind: 'datetime', label: 'استُخدم في' },
    revokedAt: { kind: 'datetime', label: 'أُلغي في' },
  },
});

/** A counter of the account routes' rate limits, shared by every CMS process. */
export const AUTH_RATE_LIMIT_RESOURCE = defineResource({
  uid: 'api::account.auth-rate-limit',
  writtenBy: 'system',
  label: 'عداد محاولات الدخول',
  mainField: 'key',
  naturalKey: ['key'],
  panel: { list: ['key', 'count', 'expiresAt'] },
  fields: {
    key: { kind: 'system', label: 'المفتاح (العنوان أو البريد)' },
    count: { kind: 'integer', label: 'العدد' },
    expiresAt: { kind: 'datetime', label: 'ينتهي في' },
  },
});

/** The site's settings (one record): the home statistics, FAQ, social links, PDFs and switches. */
export const SITE_SETTING_RESOURCE = defineResource({
  uid: 'api::site-setting.site-setting',
  paths: ['/api/site-setting'],
  access: { read: 'public', write: 'superadmin' },
  label: 'إعدادات الموقع',
  mainField: 'id',
  naturalKey: [],
  panel: { list: ['launch_date', 'updatedAt'] },
  fields: {
    statistics: {
      kind: 'component',
      label: 'الإحصائيات (الصفحة الرئيسية)',
      hint: 'أرقام الصفحة الرئيسية: القيمة واللاحقة (مثل +) والعنوان',
    },
    faq: { kind: 'component', label: 'الأسئلة الشائعة' },
    social: { kind: 'component', label: 'روابط التواصل' },
    launch_date: { kind: 'date', label: 'تاريخ إطلاق الموقع', hint: 'يظهر في تذييل الموقع وعداد الأيام' },
    portfolio_pdf: { kind: 'media', label: 'ملف البورتفوليو (PDF)', hint: 'يظهر في صفحة /Portfolio' },
    guide_pdf: {
      kind: 'media',
      label: 'الدليل السنوي (PDF، يسمّيه البذر بعامه الدراسي)',
      hint: 'يظهر في صفحة /OldGuide',
    },
    transport_guide_pdf: {
      kind: 'media',
      label: 'دليل مواصلات جامعة الملك سلمان (PDF)',
      hint: 'يظهر في صفحة /KSIUTransportGuide',
    },
    block_devtools: {
      kind: 'boolean',
      label: 'منع أدوات المطور في المتصفح',
      hint: 'عند التفعيل يحاول الموقع منع فتح أدوات المطور',
    },
    demo_data: {
      kind: 'boolean',
      label: 'البيانات المحمّلة تجريبية',
      hint: 'تكتبه أداة التعبئة: عند التفعيل تظهر «بيانات تجريبية — ليست أرقامًا حقيقية» في كل صفحة',
    },
    data_as_of: { kind: 'text', label: 'تاريخ البيانات المحمّلة' },
  },
});

/** A student's desire list (issue 25): private to its owner, read and written only through /api/desires. */
export const DESIRE_LIST_RESOURCE = defineResource({
  uid: 'api::desire-list.desire-list',
  paths: ['/api/desires'],
  access: { read: 'owner', write: 'owner' },
  label: 'قائمة رغبات',
  mainField: 'owner_key',
  naturalKey: ['owner_key'],
  panelHidden: true,
  fields: {
    owner_key: { kind: 'system', label: 'صاحب القائمة' },
    items: { kind: 'json', label: 'الرغبات' },
  },
});

/** A user following a university's admission (issue 25): private to its owner (/api/follows). */
export const UNIVERSITY_FOLLOW_RESOURCE = defineResource({
  uid: 'api::alerts.university-follow',
  paths: ['/api/follows'],
  access: { read: 'owner', write: 'owner' },
  label: 'متابعة جامعة',
  mainField: 'follow_key',
  naturalKey: ['follow_key'],
  panelHidden: true,
  fields: {
    user: { kind: 'relation', label: 'الحساب' },
    university_code: { kind: 'code', label: 'رمز الجامعة' },
    follow_key: { kind: 'system', label: 'مفتاح المتابعة (الحساب والجامعة)' },
    mail_alerts: { kind: 'boolean', label: 'التنبيهات بالبريد' },
    notified_status: { kind: 'json', label: 'آخر حالة أُرسلت' },
    notified_at: { kind: 'datetime', label: 'آخر تنبيه' },
  },
});
