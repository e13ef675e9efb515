import {
  ADMISSION_STATUS_VALUES,
  SCORE_CERTIFICATE_LABELS,
  SCORE_TRACKS,
  SCORE_TRACK_TITLES,
  STUDY_YEARS,
  STUDY_YEAR_ORDINALS,
} from '../rules/catalog';
import { FLOOR_CERTIFICATE_LABELS, FLOOR_GROUP_LABELS } from '../rules/provenance';
import { DELETED_AT_FIELD, defineResource, type FieldDescription } from './define';

const PANEL_TITLE = { kind: 'system', label: 'العنوان في اللوحة' } as const;
const UNIVERSITY = { kind: 'relation', label: 'الجامعة' } as const;

/** «الحالة - الثانوية العامة / STEM / النيل - السنة الأولى» for every track × year field of `suffix`. */
function trackYearFields(suffix: 'status' | 'deadline', prefix: string, hint: string) {
  return Object.fromEntries(
    SCORE_TRACKS.flatMap((t) =>
      STUDY_YEARS.map((y) => [
        `${t}_${y}Year_${suffix}`,
        { kind: 'text', label: `${prefix} - ${SCORE_TRACK_TITLES[t]} - ${STUDY_YEAR_ORDINALS[y]}`, hint } as const,
      ]),
    ),
  ) as Record<string, FieldDescription>;
}

const STATUS_HINT = `إحدى القيم: ${ADMISSION_STATUS_VALUES.slice(0, 3).join('، ')}، أو نص حالة مخصصة (يظهر كما هو)`;
const DEADLINE_HINT = 'اكتب التاريخ بالصيغة يوم/شهر/سنة (مثال: 15/8/2026) أو «لم يحدد»';
const STEP_SOURCE_NOTE = 'يتطلب إدخاله مصدرًا بالرابط والعام الدراسي';

/** A university's admission status per certificate track and year (spec 1 /Status, spec 3 §2). */
export const ADMISSION_STATUS_RESOURCE = defineResource({
  uid: 'api::admission-status.admission-status',
  panelTitle: 'status',
  paths: [
    '/api/private/admission',
    '/api/national/admission',
    '/api/special/admission',
    '/api/international/admission',
  ],
  access: { read: 'public', write: 'staff' },
  label: 'حالة التقديم',
  mainField: 'panel_title',
  naturalKey: ['university'],
  panel: { list: ['university', 'transfer_status', 'wafdeen_status', 'index'], sortBy: 'index', order: 'ASC' },
  fields: {
    panel_title: PANEL_TITLE,
    university: UNIVERSITY,
    index: { kind: 'integer', label: 'الترتيب' },
    transfer_status: { kind: 'text', label: 'التحويل', hint: STATUS_HINT },
    wafdeen_status: { kind: 'text', label: 'الوافدين', hint: STATUS_HINT },
    ...trackYearFields('status', 'الحالة', STATUS_HINT),
  },
});

/**
 * A university's admission deadlines per track and year, and its admission steps (issue 24): the
 * opening date, the documents and the tests, each new value with the source below.
 */
export const ADMISSION_DEADLINE_RESOURCE = defineResource({
  uid: 'api::admission-deadline.admission-deadline',
  panelTitle: 'deadline',
  paths: ['/api/private/deadline', '/api/national/deadline', '/api/special/deadline', '/api/international/deadline'],
  access: { read: 'public', write: 'staff' },
  label: 'موعد التقديم',
  mainField: 'panel_title',
  naturalKey: ['university'],
  panel: { list: ['university', 'transfer_deadline', 'wafdeen_deadline'] },
  fields: {
    panel_title: PANEL_TITLE,
    university: UNIVERSITY,
    transfer_deadline: { kind: 'text', label: 'موعد التحويل', hint: DEADLINE_HINT },
    wafdeen_deadline: { kind: 'text', label: 'موعد الوافدين', hint: DEADLINE_HINT },
    ...trackYearFields('deadline', 'الموعد', DEADLINE_HINT),
    opening_date: {
      kind: 'text',
      label: 'بدء التقديم',
      hint: `يوم/شهر/سنة كما يذكره المصدر، مثل 10/1/2026؛ ${STEP_SOURCE_NOTE}`,
    },
    required_documents: { kind: 'longText', label: 'الأوراق المطلوبة', hint: `ورقة في كل سطر؛ ${STEP_SOURCE_NOTE}` },
    required_tests: {
      kind: 'longText',
      label: 'الاختبارات المطلوبة',
      hint: `اختبار في كل سطر؛ اتركه فارغًا إن لم يذكر المصدر اختبارات؛ ${STEP_SOURCE_NOTE}`,
    },
    steps_source: {
      kind: 'component',
      label: 'مصدر بدء التقديم والأوراق والاختبارات',
      hint: 'الصفحة التي تذكر بدء التقديم أو الأوراق أو الاختبارات، ونوع المصدر، والعام الدراسي',
    },
  },
});

/** One cell of the councils' minimums table (issue 22): year × certificate group × tier × faculty group. */
export const ADMISSION_FLOOR_RESOURCE = defineResource({
  uid: 'api::admission-floor.admission-floor',
  paths: ['/api/admission-floors'],
  access: { read: 'public', write: 'staff' },
  label: 'الحد الأدنى للتقدم (قرار المجلسين)',
  mainField: 'faculty_group',
  naturalKey: ['academic_year', 'certificate_group', 'tier', 'faculty_group'],
  panel: {
    list: ['academic_year', 'certificate_group', 'tier', 'faculty_group', 'percent'],
    sortBy: 'academic_year',
    order: 'DESC',
  },
  fields: {
    academic_year: { kind: 'text', label: 'العام الدراسي', hint: 'بالصيغة 2025/2026' },
    certificate_group: { kind: 'enumeration', label: 'مجموعة الشهادات', values: FLOOR_CERTIFICATE_LABELS },
    tier: {
      kind: 'text',
      label: 'فئة الجامعات',
      hint: '1 إلى 4 للثانوية العامة والأزهرية، E1 إلى E3 للشهادات المعادلة',
    },
    faculty_group: { kind: 'enumeration', label: 'مجموعة الكليات', values: FLOOR_GROUP_LABELS },
    percent: { kind: 'decimal', label: 'الحد الأدنى للتقدم (٪)', hint: 'اتركه فارغًا إن لم يذكره مصدر' },
    only_universities: {
      kind: 'json',
      label: 'يخص هذه الجامعات فقط (رموزها)',
      hint: 'قائمة JSON مثل ["O6U","MUST"]، أو فارغ ليشمل كل جامعات الفئة',
    },
    sources: { kind: 'component', label: 'المصادر' },
    conflicts: { kind: 'json', label: 'أرقام مخالفة من مصادر أخرى', hint: 'قائمة JSON: القيمة والمصدر والتفسير' },
    note: { kind: 'longText', label: 'ملاحظة' },
  },
});

/** An assistant faculty (spec 2 §2, spec 3 §2): the code, name and logo the assistant's cards show. */
export const MASTER_FACULTY_RESOURCE = defineResource({
  uid: 'api::master-faculty.master-faculty',
  paths: ['/api/faculties'],
  access: { read: 'public', write: 'superadmin' },
  label: 'كلية (القائمة الرئيسية)',
  mainField: 'faculty_name',
  naturalKey: ['faculty_code'],
  undoableDelete: true,
  panel: { list: ['faculty_name', 'faculty_code', 'faculty_logo'], sortBy: 'faculty_code', order: 'ASC' },
  fields: {
    faculty_code: { kind: 'code', label: 'رمز الكلية' },
    faculty_name: { kind: 'text', label: 'اسم الكلية' },
    faculty_logo: { kind: 'media', label: 'شعار الكلية' },
    deletedAt: DELETED_AT_FIELD,
  },
});

/** The score-matching criteria of one year and certificate (spec 3 §2, /admin/scores). */
export const SCORE_CRITERION_RESOURCE = defineResource({
  uid: 'api::score-criterion.score-criterion',
  paths: ['/api/score-matching/:year/:certificate'],
  access: { read: 'superadmin', write: 'superadmin' },
  label: 'معيار التنسيق',
  mainField: 'certificate',
  naturalKey: ['year', 'certificate'],
  panel: { list: ['year', 'certificate', 'updatedAt'] },
  fields: {
    year: { kind: 'integer', label: 'السنة' },
    certificate: { kind: 'enumeration', label: 'نوع الشهادة', values: SCORE_CERTIFICATE_LABELS },
    scores: { kind: 'json', label: 'الحدود الدنيا لكل كلية' },
  },
});

/** The /scores table's column groups (one record). */
export const SCORE_GROUPING_RESOURCE = defineResource({
  uid: 'api::score-grouping.score-grouping',
  paths: ['/api/score-grouping'],
  access: { read: 'staff', write: 'superadmin' },
  label: 'مجموعات جدول الحدود الدنيا',
  mainField: 'id',
  naturalKey: [],
  panel: { list: ['updatedAt'] },
  fields: {
    groups: {
      kind: 'json',
      label: 'أعمدة جدول /scores لكل سنة وللوافدين (JSON: years.first … years.fifth و arrivals)',
    },
  },
});
