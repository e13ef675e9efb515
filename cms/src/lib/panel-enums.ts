import {
  CERTIFICATE_TYPE_LABELS,
  JOIN_COMMITTEE_LABELS,
  JOIN_LEVEL_LABELS,
  JOIN_SOURCE_LABELS,
  OFFERING_FACULTY_CODES,
  SCORE_CERTIFICATE_LABELS,
  STUDENT_LEVEL_LABELS,
  STUDENT_SECTION_LABELS,
  STUDENT_TYPE_LABELS,
  USER_TYPE_LABELS,
  facultyNameOf,
  REVIEW_RESOURCE,
  SCHOLARSHIP_RESOURCE,
  ARTICLE_RESOURCE,
  FACULTY_OFFERING_RESOURCE,
  UNIVERSITY_RESOURCE,
  valueLabelsOf,
} from '@dalil/domain';

/**
 * The Arabic label of every stored code of an enumeration field, per content type: the panel's
 * list cells and filters show these (src/admin/app.tsx), and the edit view's field description
 * names them beside the codes (src/bootstrap/content-manager.ts). No Strapi import: the admin
 * app bundles this file.
 */
export const MESSAGE_STATUS_LABELS = { pending: 'جديدة', read: 'مقروءة', replied: 'تم الرد' };
export const AD_AUDIENCE_LABELS = { all: 'الجميع', logged_in: 'المسجلون فقط', not_logged_in: 'الزوار غير المسجلين' };
export const AD_ACTION_LABELS = { show: 'ظهور', click: 'نقرة' };
export const DEVICE_LABELS = { desktop: 'كمبيوتر', mobile: 'موبايل' };
export const LOG_ACTION_LABELS = { view: 'عرض', add: 'إضافة', edit: 'تعديل', delete: 'حذف' };
export const OFFERING_KIND_LABELS = { normal: 'عادي', dual: 'مزدوج' };
export const AUTH_CODE_PURPOSE_LABELS = { verify: 'تأكيد البريد', reset: 'استعادة كلمة المرور' };
export const FACULTY_CODE_LABELS: Record<string, string> = Object.fromEntries(
  OFFERING_FACULTY_CODES.map((c) => [c, facultyNameOf(c)]),
);

export type EnumLabels = Readonly<Record<string, string>>;

export const PANEL_ENUM_LABELS: Readonly<Record<string, Readonly<Record<string, EnumLabels>>>> = {
  [UNIVERSITY_RESOURCE.uid]: valueLabelsOf(UNIVERSITY_RESOURCE),
  'api::faculty-offering.faculty-offering': {
    ...valueLabelsOf(FACULTY_OFFERING_RESOURCE),
    faculty_short: FACULTY_CODE_LABELS,
    normal_or_Dual: OFFERING_KIND_LABELS,
  },
  'api::score-criterion.score-criterion': { certificate: SCORE_CERTIFICATE_LABELS },
  [SCHOLARSHIP_RESOURCE.uid]: valueLabelsOf(SCHOLARSHIP_RESOURCE),
  [ARTICLE_RESOURCE.uid]: valueLabelsOf(ARTICLE_RESOURCE),
  [REVIEW_RESOURCE.uid]: valueLabelsOf(REVIEW_RESOURCE),
  'api::ad.ad': { targetAudience: AD_AUDIENCE_LABELS },
  'api::ad-analytics-event.ad-analytics-event': { action: AD_ACTION_LABELS, deviceType: DEVICE_LABELS },
  'api::contact-message.contact-message': { message_status: MESSAGE_STATUS_LABELS },
  'api::join-request.join-request': {
    committee: JOIN_COMMITTEE_LABELS,
    academicLevel: JOIN_LEVEL_LABELS,
    howDidYouKnow: JOIN_SOURCE_LABELS,
  },
  'api::admin-log-entry.admin-log-entry': { action: LOG_ACTION_LABELS },
  'api::account.auth-code': { purpose: AUTH_CODE_PURPOSE_LABELS },
  'plugin::users-permissions.user': {
    user_type: USER_TYPE_LABELS,
    student_type: STUDENT_TYPE_LABELS,
    level: STUDENT_LEVEL_LABELS,
    certificate_type: CERTIFICATE_TYPE_LABELS,
    section: STUDENT_SECTION_LABELS,
  },
};

/** The label of `value` of `field` of type `uid`, or the stored code itself when there is none. */
export function enumLabel(uid: string, field: string, value: unknown): string {
  const code = value == null ? '' : String(value);
  return PANEL_ENUM_LABELS[uid]?.[field]?.[code] ?? code;
}

/**
 * One label per code over every type, for the places Strapi looks a code up by itself alone
 * (the edit view's select reads the translation whose key is the code): a code two types label
 * differently ("pending": a review under review, a new message) gets `shared[code]` instead.
 */
export function codeTranslations(shared: EnumLabels): Record<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const fields of Object.values(PANEL_ENUM_LABELS))
    for (const labels of Object.values(fields))
      for (const [code, label] of Object.entries(labels)) seen.set(code, (seen.get(code) ?? new Set()).add(label));
  const out: Record<string, string> = {};
  for (const [code, labels] of seen) {
    const label = labels.size === 1 ? [...labels][0] : shared[code];
    if (label) out[code] = label;
  }
  return out;
}
