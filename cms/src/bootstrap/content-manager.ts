import type { Core } from '@strapi/strapi';
import {
  ADMISSION_STATUS_VALUES,
  CERTIFICATE_TYPE_LABELS,
  JOIN_COMMITTEE_LABELS,
  JOIN_LEVEL_LABELS,
  JOIN_SOURCE_LABELS,
  PANEL_TITLE_ATTRIBUTE,
  SCORE_CERTIFICATE_LABELS,
  SCORE_TRACK_TITLES,
  SCORE_TRACKS,
  STUDENT_LEVEL_LABELS,
  STUDENT_SECTION_LABELS,
  STUDENT_TYPE_LABELS,
  STUDY_YEAR_ORDINALS,
  STUDY_YEARS,
  SUBTYPE_LABELS,
  USER_TYPE_LABELS,
  FEE_UNIT_LABELS,
  FLOOR_CERTIFICATE_LABELS,
  FLOOR_GROUP_LABELS,
  SOURCE_KIND_LABELS,
  UNIVERSITY_RESOURCE,
  FACULTY_OFFERING_RESOURCE,
  DORM_RESOURCE,
  TRANSPORT_RESOURCE,
  REVIEW_RESOURCE,
  NEWS_RESOURCE,
  SCHOLARSHIP_RESOURCE,
  ARTICLE_RESOURCE,
  ADMISSION_STEP_HINTS,
  ADMISSION_STEP_LABELS,
  labelsOf,
  type ResourceDescription,
} from '@dalil/domain';
import {
  AD_ACTION_LABELS,
  AD_AUDIENCE_LABELS,
  AUTH_CODE_PURPOSE_LABELS,
  DEVICE_LABELS,
  FACULTY_CODE_LABELS,
  LOG_ACTION_LABELS,
  MESSAGE_STATUS_LABELS,
  OFFERING_KIND_LABELS,
} from '../lib/panel-enums';

/**
 * Arabic labels and list views for the Content Manager, so an editor finds a university by
 * its Arabic name or code and an offering by university and faculty. Applied at every start:
 * labels and list columns are code, not panel state.
 */

const trackLabels = (suffix: string, prefix: string) =>
  Object.fromEntries(
    SCORE_TRACKS.flatMap((t) =>
      STUDY_YEARS.map((y) => [
        `${t}_${y}Year_${suffix}`,
        `${prefix} - ${SCORE_TRACK_TITLES[t]} - ${STUDY_YEAR_ORDINALS[y]}`,
      ]),
    ),
  );

/**
 * The edit view's select shows one label per code for every type (src/admin/app.tsx), so the
 * field's description says what each stored code means for this type, Arabic first so it reads right to left: "قيد المراجعة (pending)، …".
 */
const codes = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([code, label]) => `${label} (${code})`)
    .join('، ');

/** The help under each described field: an enumeration's codes with their labels, then the field's hint. */
const descriptionsOf = (resource: ResourceDescription) =>
  Object.fromEntries(
    Object.entries(resource.fields).flatMap(([field, d]) => {
      const text = [d.values ? codes(d.values) : '', d.hint ?? ''].filter(Boolean).join('؛ ');
      return text ? [[field, text]] : [];
    }),
  );

/** Labels shared by every type that has a field of that name. */
const COMMON: Record<string, string> = {
  university: 'الجامعة',
  index: 'الترتيب',
  type: 'النوع',
  title: 'العنوان',
  name: 'الاسم',
  Short_name: 'الاسم المختصر',
  logo: 'الشعار',
  details: 'التفاصيل',
  link: 'الرابط',
  deadline: 'آخر موعد',
  status: 'الحالة',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  category: 'التصنيف',
  createdAt: 'تاريخ الإنشاء',
  updatedAt: 'آخر تحديث',
  createdBy: 'أنشأه',
  updatedBy: 'آخر من عدّله',
  id: 'المعرّف',
  [PANEL_TITLE_ATTRIBUTE]: 'العنوان في اللوحة',
  price: 'السعر (جنيه)',
  price_wafdeen: 'السعر للوافدين (دولار)',
  message: 'الرسالة',
  response: 'الرد',
  description: 'الوصف',
};

type TypeLayout = {
  mainField: string;
  list: string[];
  sortBy?: string;
  order?: 'ASC' | 'DESC';
  labels?: Record<string, string>;
  /** Help under the field in the edit view (the meaning of enumeration codes, formats). */
  descriptions?: Record<string, string>;
};

/** Descriptions shared by every type that has a field of that name. */
const COMMON_DESCRIPTIONS: Record<string, string> = {
  identity_status: codes({ confirmed: 'مؤكدة بمصدر', unknown: 'غير مؤكدة' }),
  faculties_completeness: codes({ complete: 'كاملة', partial: 'جزئية', unknown: 'غير معروفة' }),
  tier: 'من قرار مجلسي الجامعات الخاصة والأهلية؛ فارغ للجامعات التي لا يشملها الجدول',
  [PANEL_TITLE_ATTRIBUTE]: 'يكتبه النظام من الجامعة والبيانات عند كل حفظ (لا يُعدَّل هنا)، ولا يظهر على الموقع',
  Short_name: 'حروف إنجليزية وأرقام و - و _ فقط؛ يُستخدم في رابط الصفحة',
};
/** Fields the system keeps: shown, not editable. */
const READ_ONLY = new Set([PANEL_TITLE_ATTRIBUTE]);

const DEADLINE_FORMAT = 'اكتب التاريخ بالصيغة يوم/شهر/سنة (مثال: 15/8/2026) أو «لم يحدد»';
const fieldsOf = (suffix: string) => SCORE_TRACKS.flatMap((t) => STUDY_YEARS.map((y) => `${t}_${y}Year_${suffix}`));
const describe = (fields: string[], text: string) => Object.fromEntries(fields.map((f) => [f, text]));

const LAYOUTS: Record<string, TypeLayout> = {
  [UNIVERSITY_RESOURCE.uid]: {
    mainField: UNIVERSITY_RESOURCE.mainField,
    list: ['university_Arabic_Name', 'university_code', 'category', 'type', 'index'],
    sortBy: 'index',
    order: 'ASC',
    labels: labelsOf(UNIVERSITY_RESOURCE),
    descriptions: {
      ...descriptionsOf(UNIVERSITY_RESOURCE),
      type: `يتبع نوع الجامعة: ${codes(SUBTYPE_LABELS)}`,
    },
  },
  [FACULTY_OFFERING_RESOURCE.uid]: {
    mainField: PANEL_TITLE_ATTRIBUTE,
    list: ['faculty', 'university', 'faculty_short', 'section', 'normal_or_Dual'],
    sortBy: 'faculty',
    order: 'ASC',
    labels: labelsOf(FACULTY_OFFERING_RESOURCE),
    descriptions: {
      ...descriptionsOf(FACULTY_OFFERING_RESOURCE),
      faculty_short: codes(FACULTY_CODE_LABELS),
      normal_or_Dual: codes(OFFERING_KIND_LABELS),
      evidence: codes({ operating: 'تعمل (يظهرها مصدر)', founding_decree: 'في قرار الإنشاء فقط' }),
    },
  },
  [DORM_RESOURCE.uid]: {
    mainField: PANEL_TITLE_ATTRIBUTE,
    list: ['type', 'university', 'price', 'price_wafdeen'],
    labels: labelsOf(DORM_RESOURCE),
    descriptions: descriptionsOf(DORM_RESOURCE),
  },
  [TRANSPORT_RESOURCE.uid]: {
    mainField: PANEL_TITLE_ATTRIBUTE,
    list: ['type', 'university', 'price', 'price_wafdeen'],
    labels: labelsOf(TRANSPORT_RESOURCE),
    descriptions: descriptionsOf(TRANSPORT_RESOURCE),
  },
  'api::admission-status.admission-status': {
    mainField: PANEL_TITLE_ATTRIBUTE,
    list: ['university', 'transfer_status', 'wafdeen_status', 'index'],
    sortBy: 'index',
    order: 'ASC',
    labels: { transfer_status: 'التحويل', wafdeen_status: 'الوافدين', ...trackLabels('status', 'الحالة') },
    descriptions: describe(
      [...fieldsOf('status'), 'transfer_status', 'wafdeen_status'],
      `إحدى القيم: ${ADMISSION_STATUS_VALUES.slice(0, 3).join('، ')}، أو نص حالة مخصصة (يظهر كما هو)`,
    ),
  },
  'api::admission-deadline.admission-deadline': {
    mainField: PANEL_TITLE_ATTRIBUTE,
    list: ['university', 'transfer_deadline', 'wafdeen_deadline'],
    labels: {
      transfer_deadline: 'موعد التحويل',
      wafdeen_deadline: 'موعد الوافدين',
      ...trackLabels('deadline', 'الموعد'),
      ...ADMISSION_STEP_LABELS,
    },
    descriptions: {
      ...describe([...fieldsOf('deadline'), 'transfer_deadline', 'wafdeen_deadline'], DEADLINE_FORMAT),
      // The admission steps (issue 24): each new value needs the source below (the same rule as the back office).
      ...Object.fromEntries(
        Object.entries(ADMISSION_STEP_HINTS).map(([f, hint]) => [
          f,
          `${hint}؛ يتطلب إدخاله مصدرًا بالرابط والعام الدراسي`,
        ]),
      ),
      steps_source: 'الصفحة التي تذكر بدء التقديم أو الأوراق أو الاختبارات، ونوع المصدر، والعام الدراسي',
    },
  },
  'api::master-faculty.master-faculty': {
    mainField: 'faculty_name',
    list: ['faculty_name', 'faculty_code', 'faculty_logo'],
    sortBy: 'faculty_code',
    order: 'ASC',
    labels: { faculty_name: 'اسم الكلية', faculty_code: 'رمز الكلية', faculty_logo: 'شعار الكلية' },
  },
  'api::score-criterion.score-criterion': {
    mainField: 'certificate',
    list: ['year', 'certificate', 'updatedAt'],
    labels: { year: 'السنة', certificate: 'نوع الشهادة', scores: 'الحدود الدنيا لكل كلية' },
    descriptions: { certificate: codes(SCORE_CERTIFICATE_LABELS) },
  },
  'api::admission-floor.admission-floor': {
    mainField: 'faculty_group',
    list: ['academic_year', 'certificate_group', 'tier', 'faculty_group', 'percent'],
    sortBy: 'academic_year',
    order: 'DESC',
    labels: {
      academic_year: 'العام الدراسي',
      certificate_group: 'مجموعة الشهادات',
      tier: 'فئة الجامعات',
      faculty_group: 'مجموعة الكليات',
      percent: 'الحد الأدنى للتقدم (٪)',
      only_universities: 'يخص هذه الجامعات فقط (رموزها)',
      sources: 'المصادر',
      conflicts: 'أرقام مخالفة من مصادر أخرى',
      note: 'ملاحظة',
    },
    descriptions: {
      academic_year: 'بالصيغة 2025/2026',
      certificate_group: codes(FLOOR_CERTIFICATE_LABELS),
      tier: '1 إلى 4 للثانوية العامة والأزهرية، E1 إلى E3 للشهادات المعادلة',
      faculty_group: codes(FLOOR_GROUP_LABELS),
      percent: 'اتركه فارغًا إن لم يذكره مصدر',
      only_universities: 'قائمة JSON مثل ["O6U","MUST"]، أو فارغ ليشمل كل جامعات الفئة',
      conflicts: 'قائمة JSON: القيمة والمصدر والتفسير',
    },
  },
  'api::score-grouping.score-grouping': {
    mainField: 'id',
    list: ['updatedAt'],
    labels: { groups: 'أعمدة جدول /scores لكل سنة وللوافدين (JSON: years.first … years.fifth و arrivals)' },
  },
  [NEWS_RESOURCE.uid]: {
    mainField: NEWS_RESOURCE.mainField,
    list: ['title', 'Short_name', 'deadline', 'logo'],
    sortBy: 'deadline',
    order: 'DESC',
    labels: labelsOf(NEWS_RESOURCE),
    descriptions: descriptionsOf(NEWS_RESOURCE),
  },
  [SCHOLARSHIP_RESOURCE.uid]: {
    mainField: SCHOLARSHIP_RESOURCE.mainField,
    list: ['name', 'Short_name', 'type', 'scholarship_status', 'deadline'],
    sortBy: 'deadline',
    order: 'DESC',
    labels: labelsOf(SCHOLARSHIP_RESOURCE),
    descriptions: descriptionsOf(SCHOLARSHIP_RESOURCE),
  },
  [ARTICLE_RESOURCE.uid]: {
    mainField: ARTICLE_RESOURCE.mainField,
    list: ['title', 'Short_name', 'category', 'article_status', 'updatedAt'],
    sortBy: 'updatedAt',
    order: 'DESC',
    labels: labelsOf(ARTICLE_RESOURCE),
    descriptions: descriptionsOf(ARTICLE_RESOURCE),
  },
  [REVIEW_RESOURCE.uid]: {
    mainField: REVIEW_RESOURCE.mainField,
    list: ['name', 'affiliation', 'rating', 'review_status', 'createdAt'],
    sortBy: 'createdAt',
    order: 'DESC',
    labels: labelsOf(REVIEW_RESOURCE),
    descriptions: descriptionsOf(REVIEW_RESOURCE),
  },
  'api::ad.ad': {
    mainField: 'title',
    list: ['title', 'targetAudience', 'priority', 'startDate', 'endDate', 'currentShows', 'currentClicks'],
    labels: {
      features: 'المميزات',
      image: 'الصورة',
      image_path: 'رابط الصورة',
      ctalink: 'رابط الزر',
      ctaText: 'نص الزر',
      startDate: 'تاريخ البدء',
      endDate: 'تاريخ الانتهاء',
      priority: 'الأولوية',
      targetAudience: 'الجمهور المستهدف',
      currentShows: 'مرات الظهور',
      currentClicks: 'النقرات',
      events: 'الأحداث',
    },
    descriptions: {
      targetAudience: codes(AD_AUDIENCE_LABELS),
    },
  },
  'api::ad-analytics-event.ad-analytics-event': {
    mainField: 'action',
    list: ['ad', 'action', 'page', 'deviceType', 'timestamp'],
    sortBy: 'createdAt',
    order: 'DESC',
    labels: {
      ad: 'الإعلان',
      action: 'الحدث',
      page: 'الصفحة',
      isLoggedIn: 'مسجل الدخول',
      userId: 'المستخدم',
      sessionId: 'الجلسة',
      userAgent: 'المتصفح (كامل)',
      deviceType: 'الجهاز',
      browser: 'المتصفح',
      os: 'نظام التشغيل',
      ipAddress: 'عنوان IP',
      timeOnPage: 'الوقت في الصفحة (مللي ثانية)',
      timestamp: 'الوقت',
    },
    descriptions: {
      action: codes(AD_ACTION_LABELS),
      deviceType: codes(DEVICE_LABELS),
    },
  },
  'api::contact-message.contact-message': {
    mainField: 'name',
    list: ['name', 'email', 'phone', 'message_status', 'createdAt'],
    sortBy: 'createdAt',
    order: 'DESC',
    labels: { message_status: 'حالة الرسالة' },
    descriptions: { message_status: codes(MESSAGE_STATUS_LABELS) },
  },
  'api::join-request.join-request': {
    mainField: 'email',
    list: ['firstName', 'lastName', 'email', 'committee', 'isStudent', 'createdAt'],
    sortBy: 'createdAt',
    order: 'DESC',
    labels: {
      firstName: 'الاسم الأول',
      lastName: 'الاسم الأخير',
      whatsapp_with_country_code: 'واتساب',
      committee: 'القسم',
      committee_other: 'القسم (أخرى)',
      isStudent: 'طالب؟',
      faculty: 'الكلية',
      academicLevel: 'المستوى الدراسي',
      academicLevel_other: 'المستوى الدراسي (أخرى)',
      ActivitiesMember: 'عضو اتحاد الطلاب؟',
      ActivitiesRole: 'الدور في الاتحاد',
      howDidYouKnow: 'كيف عرفت عنا',
      howDidYouKnow_other: 'كيف عرفت عنا (أخرى)',
      knowUs: 'تعرف الفريق؟',
      aboutUs: 'ما تعرفه عنا',
      admissionInfo: 'لديك معلومات عن التقديم؟',
      admissionKnowledge: 'معلوماتك عن التقديم',
      hasExperience: 'لديك خبرة؟',
      experienceDetails: 'تفاصيل الخبرة',
    },
    descriptions: {
      committee: codes(JOIN_COMMITTEE_LABELS),
      academicLevel: codes(JOIN_LEVEL_LABELS),
      howDidYouKnow: codes(JOIN_SOURCE_LABELS),
    },
  },
  'api::admin-log-entry.admin-log-entry': {
    mainField: 'target',
    list: ['adminName', 'action', 'target', 'timestamp'],
    sortBy: 'timestamp',
    order: 'DESC',
    labels: {
      adminName: 'المسؤول',
      adminType: 'نوع المسؤول',
      adminId: 'رقم المسؤول',
      action: 'العملية',
      target: 'الهدف',
      timestamp: 'الوقت',
      beforeEdit: 'قبل التعديل',
      afterEdit: 'بعد التعديل',
    },
    descriptions: { action: codes(LOG_ACTION_LABELS) },
  },
  'api::visitor-session.visitor-session': {
    mainField: 'sessionId',
    list: ['sessionId', 'createdAt'],
    labels: { sessionId: 'معرف الجلسة' },
  },
  'plugin::users-permissions.user': {
    mainField: 'email',
    list: ['email', 'firstName', 'lastName', 'user_type', 'confirmed', 'createdAt'],
    sortBy: 'createdAt',
    order: 'DESC',
    labels: {
      firstName: 'الاسم الأول',
      lastName: 'الاسم الأخير',
      phone_with_country_code: 'الموبايل',
      nationality: 'الجنسية',
      user_type: 'نوع المستخدم',
      student_type: 'نوع الطالب',
      level: 'المستوى',
      certificate_type: 'نوع الشهادة',
      section: 'الشعبة',
      year: 'سنة الشهادة',
      score: 'المجموع',
      preferred_faculties: 'الكليات المفضلة',
      confirmed: 'البريد مؤكد',
      blocked: 'محظور',
      role: 'الدور',
      username: 'اسم المستخدم',
      logo_url: 'الصورة',
    },
    descriptions: {
      user_type: codes(USER_TYPE_LABELS),
      student_type: codes(STUDENT_TYPE_LABELS),
      level: codes(STUDENT_LEVEL_LABELS),
      certificate_type: codes(CERTIFICATE_TYPE_LABELS),
      section: codes(STUDENT_SECTION_LABELS),
    },
  },
  'api::site-setting.site-setting': {
    mainField: 'id',
    list: ['launch_date', 'updatedAt'],
    labels: {
      statistics: 'الإحصائيات (الصفحة الرئيسية)',
      faq: 'الأسئلة الشائعة',
      social: 'روابط التواصل',
      launch_date: 'تاريخ إطلاق الموقع',
      portfolio_pdf: 'ملف البورتفوليو (PDF)',
      guide_pdf: 'الدليل السنوي (PDF، يسمّيه البذر بعامه الدراسي)',
      transport_guide_pdf: 'دليل مواصلات جامعة الملك سلمان (PDF)',
      block_devtools: 'منع أدوات المطور في المتصفح',
      demo_data: 'البيانات المحمّلة تجريبية',
      data_as_of: 'تاريخ البيانات المحمّلة',
    },
    descriptions: {
      statistics: 'أرقام الصفحة الرئيسية: القيمة واللاحقة (مثل +) والعنوان',
      launch_date: 'يظهر في تذييل الموقع وعداد الأيام',
      portfolio_pdf: 'يظهر في صفحة /Portfolio',
      guide_pdf: 'يظهر في صفحة /OldGuide',
      transport_guide_pdf: 'يظهر في صفحة /KSIUTransportGuide',
      block_devtools: 'عند التفعيل يحاول الموقع منع فتح أدوات المطور',
      demo_data: 'تكتبه أداة التعبئة: عند التفعيل تظهر «بيانات تجريبية — ليست أرقامًا حقيقية» في كل صفحة',
    },
  },
  'api::account.auth-code': {
    mainField: 'purpose',
    list: ['user', 'purpose', 'expiresAt', 'attempts', 'usedAt'],
    sortBy: 'createdAt',
    order: 'DESC',
    labels: {
      user: 'الحساب',
      purpose: 'الغرض',
      hash: 'بصمة الرمز (لا يُخزَّن الرمز نفسه)',
      expiresAt: 'ينتهي في',
      attempts: 'المحاولات الخاطئة',
      usedAt: 'استُخدم في',
      revokedAt: 'أُلغي في',
    },
    descriptions: { purpose: codes(AUTH_CODE_PURPOSE_LABELS) },
  },
  'api::account.auth-rate-limit': {
    mainField: 'key',
    list: ['key', 'count', 'expiresAt'],
    labels: { key: 'المفتاح (العنوان أو البريد)', count: 'العدد', expiresAt: 'ينتهي في' },
  },
};

/** Labels of the site settings' components (their edit views are nested in the settings'). */
const COMPONENTS: Record<
  string,
  { mainField?: string; labels: Record<string, string>; descriptions?: Record<string, string> }
> = {
  'site.statistic': {
    // A collapsed statistic reads by its title ("جامعة"), not by its suffix ("+").
    mainField: 'label',
    labels: { value: 'القيمة', suffix: 'اللاحقة', label: 'العنوان' },
    descriptions: { value: 'رقم صحيح، مثل 64', suffix: 'تُكتب بعد الرقم، مثل + أو ألف', label: 'مثل: جامعة' },
  },
  'site.faq-item': { mainField: 'question', labels: { question: 'السؤال', answer: 'الإجابة' } },
  'figure.source': {
    mainField: 'url',
    labels: {
      url: 'رابط المصدر',
      kind: 'نوع المصدر',
      academic_year: 'العام الدراسي',
      unit: 'الوحدة',
      unit_stated: 'ذكر المصدر الوحدة صراحة',
      as_of: 'تاريخ الاطلاع أو النشر',
      note: 'ملاحظة',
    },
    descriptions: {
      kind: codes(SOURCE_KIND_LABELS),
      unit: codes(FEE_UNIT_LABELS),
      academic_year: 'بالصيغة 2025/2026',
    },
  },
  'figure.fee-policy': {
    mainField: 'note',
    labels: {
      annual_increase_percent: 'نسبة الزيادة السنوية (%)',
      increase_kind: 'نوع الزيادة',
      one_time_fees: 'رسوم تُدفع مرة واحدة',
      yearly_fees: 'رسوم سنوية أخرى',
      note: 'ملاحظة',
      source: 'المصدر',
    },
    descriptions: {
      increase_kind: 'cap: حد أقصى تعلنه الجامعة؛ stated: زيادة عام نشرته الجامعة وليست حدًا',
      one_time_fees: 'قائمة [{"label": "رسوم التقديم", "amount": 1500}]؛ added: false لمبلغ يُخصم من المصروفات',
      yearly_fees: 'قائمة [{"label": "تأمين طبي", "amount": 7000}] بالجنيه لكل عام',
    },
  },
  'site.social-links': {
    labels: {
      facebook: 'فيسبوك',
      instagram: 'إنستجرام',
      youtube: 'يوتيوب',
      linkedin: 'لينكد إن',
      tiktok: 'تيك توك',
      whatsapp: 'واتساب',
      email: 'البريد الإلكتروني',
    },
    descriptions: { whatsapp: 'رابط https://wa.me/…', email: 'عنوان البريد الذي يظهر في الموقع' },
  },
};

type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown };
};

/**
 * Labels, descriptions and read-only marks over the stored metadatas of one type or component;
 * a relation shows the related record by that type's main field (a status by its university's name).
 */
function labelled(
  metadatas: Configuration['metadatas'],
  labels: Record<string, string>,
  descriptions: Record<string, string>,
  relationTargets: Record<string, string> = {},
): Configuration['metadatas'] {
  const out = { ...metadatas };
  for (const field of Object.keys(out)) {
    const label = labels[field];
    const description = descriptions[field];
    const edit = { ...out[field].edit };
    if (label) edit.label = label;
    if (description) edit.description = description;
    if (READ_ONLY.has(field)) edit.editable = false;
    const target = LAYOUTS[relationTargets[field]];
    if (target && edit.mainField !== undefined) edit.mainField = target.mainField;
    out[field] = { ...out[field], edit, list: { ...out[field].list, ...(label ? { label } : {}) } };
  }
  return out;
}

export async function applyContentManagerLayouts(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types');
  for (const [uid, layout] of Object.entries(LAYOUTS)) {
    const contentType = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (!contentType) throw new Error(`content-manager layout for unknown type ${uid}`);
    const current = (await service.findConfiguration(contentType)) as Configuration & { uid: string };
    const relationTargets = Object.fromEntries(
      Object.entries(contentType.attributes as Record<string, { type: string; target?: string }>)
        .filter(([, a]) => a.type === 'relation' && a.target)
        .map(([name, a]) => [name, a.target as string]),
    );
    const metadatas = labelled(
      current.metadatas,
      { ...COMMON, ...layout.labels },
      { ...COMMON_DESCRIPTIONS, ...layout.descriptions },
      relationTargets,
    );
    await service.updateConfiguration(contentType, {
      settings: {
        ...current.settings,
        mainField: layout.mainField,
        searchable: true,
        filterable: true,
        pageSize: 20,
        ...(layout.sortBy ? { defaultSortBy: layout.sortBy, defaultSortOrder: layout.order ?? 'ASC' } : {}),
      },
      metadatas,
      layouts: { ...current.layouts, list: layout.list },
    });
  }
  const components = strapi.plugin('content-manager').service('components');
  for (const [uid, layout] of Object.entries(COMPONENTS)) {
    const component = components.findComponent(uid);
    if (!component) throw new Error(`content-manager layout for unknown component ${uid}`);
    const current = (await components.findConfiguration(component)) as Configuration;
    await components.updateConfiguration(component, {
      settings: { ...current.settings, ...(layout.mainField ? { mainField: layout.mainField } : {}) },
      metadatas: labelled(current.metadatas, { ...COMMON, ...layout.labels }, layout.descriptions ?? {}),
      layouts: current.layouts,
    });
  }
}
