import type { Core } from '@strapi/strapi';
import { SCORE_TRACK_TITLES, SCORE_TRACKS, STUDY_YEAR_ORDINALS, STUDY_YEARS } from '@dalil/domain';

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
};

const LAYOUTS: Record<string, TypeLayout> = {
  'api::university.university': {
    mainField: 'university_Arabic_Name',
    list: ['university_Arabic_Name', 'university_code', 'category', 'type', 'index'],
    sortBy: 'index',
    order: 'ASC',
    labels: {
      university_code: 'رمز الجامعة',
      university_Arabic_Name: 'اسم الجامعة',
      category: 'الفئة',
      type: 'القسم (النوع الفرعي)',
      Uni_Bio: 'نبذة',
      location: 'الموقع على الخريطة',
      website: 'الموقع الإلكتروني',
      facebook: 'فيسبوك',
      instagram: 'إنستجرام',
      youtube: 'يوتيوب',
      linkedin: 'لينكد إن',
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
      Egyptian_Transfer_link: 'رابط التحويل',
      Wafdeen_Admission_link: 'رابط تقديم الوافدين',
      guide_Url: 'رابط الدليل',
      faculty_offerings: 'الكليات والبرامج',
      dorms: 'السكن',
      transportation_options: 'المواصلات',
      admission_status: 'حالة التقديم',
      admission_deadline: 'مواعيد التقديم',
    },
  },
  'api::faculty-offering.faculty-offering': {
    mainField: 'faculty',
    list: ['faculty', 'university', 'faculty_short', 'section', 'normal_or_Dual'],
    sortBy: 'faculty',
    order: 'ASC',
    labels: {
      faculty: 'الكلية',
      faculty_short: 'رمز الكلية',
      section: 'الشعبة',
      normal_or_Dual: 'عادي / مزدوج',
      programs: 'البرامج',
      feesEgyption: 'مصروفات المصريين (فئة أ)',
      feesEgyption2: 'مصروفات المصريين (فئة ب)',
      feesEgyption3: 'مصروفات المصريين (فئة ج)',
      feesEgyption4: 'مصروفات المصريين (فئة د)',
      feesNatives: 'مصروفات الوافدين (فئة أ)',
      feesNatives2: 'مصروفات الوافدين (فئة ب)',
      feesNatives3: 'مصروفات الوافدين (فئة ج)',
      feesNatives4: 'مصروفات الوافدين (فئة د)',
      wafdeen_score: 'الحد الأدنى للوافدين',
      guide_Url: 'رابط الدليل',
      ...trackLabels('score', 'الحد الأدنى'),
    },
  },
  'api::dorm.dorm': { mainField: 'type', list: ['type', 'university', 'price', 'price_wafdeen'] },
  'api::transportation-option.transportation-option': {
    mainField: 'type',
    list: ['type', 'university', 'price', 'price_wafdeen'],
  },
  'api::admission-status.admission-status': {
    mainField: 'id',
    list: ['university', 'transfer_status', 'wafdeen_status', 'index'],
    sortBy: 'index',
    order: 'ASC',
    labels: { transfer_status: 'التحويل', wafdeen_status: 'الوافدين', ...trackLabels('status', 'الحالة') },
  },
  'api::admission-deadline.admission-deadline': {
    mainField: 'id',
    list: ['university', 'transfer_deadline', 'wafdeen_deadline'],
    labels: {
      transfer_deadline: 'موعد التحويل',
      wafdeen_deadline: 'موعد الوافدين',
      ...trackLabels('deadline', 'الموعد'),
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
  },
  'api::score-grouping.score-grouping': {
    mainField: 'id',
    list: ['updatedAt'],
    labels: { groups: 'أعمدة جدول /scores لكل سنة وللوافدين (JSON: years.first … years.fifth و arrivals)' },
  },
  'api::news-item.news-item': {
    mainField: 'title',
    list: ['title', 'Short_name', 'deadline', 'logo'],
    sortBy: 'deadline',
    order: 'DESC',
  },
  'api::scholarship.scholarship': {
    mainField: 'name',
    list: ['name', 'Short_name', 'type', 'status', 'deadline'],
    sortBy: 'deadline',
    order: 'DESC',
  },
  'api::article.article': {
    mainField: 'title',
    list: ['title', 'Short_name', 'category', 'status', 'updatedAt'],
    sortBy: 'updatedAt',
    order: 'DESC',
    labels: { tag: 'الوسوم' },
  },
  'api::review.review': {
    mainField: 'name',
    list: ['name', 'affiliation', 'rating', 'status', 'createdAt'],
    sortBy: 'createdAt',
    order: 'DESC',
    labels: {
      affiliation: 'الصفة',
      avatar: 'الصورة',
      logo_name: 'اسم الصورة (/images/users/…png)',
      rating: 'التقييم',
      review: 'الرأي',
    },
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
  },
  'api::contact-message.contact-message': {
    mainField: 'name',
    list: ['name', 'email', 'phone', 'status', 'createdAt'],
    sortBy: 'createdAt',
    order: 'DESC',
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
  },
};

type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown };
};

export async function applyContentManagerLayouts(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types');
  for (const [uid, layout] of Object.entries(LAYOUTS)) {
    const contentType = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (!contentType) throw new Error(`content-manager layout for unknown type ${uid}`);
    const current = (await service.findConfiguration(contentType)) as Configuration & { uid: string };
    const labels = { ...COMMON, ...layout.labels };
    const metadatas = { ...current.metadatas };
    for (const field of Object.keys(metadatas)) {
      const label = labels[field];
      if (!label) continue;
      metadatas[field] = {
        ...metadatas[field],
        edit: { ...metadatas[field].edit, label },
        list: { ...metadatas[field].list, label },
      };
    }
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
}
