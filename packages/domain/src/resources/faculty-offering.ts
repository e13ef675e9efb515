import {
  OFFERING_FACULTY_CODES,
  SCORE_TRACKS,
  SCORE_TRACK_TITLES,
  STUDY_YEARS,
  STUDY_YEAR_ORDINALS,
  trackYearField,
} from '../rules/catalog';
import { facultyNameOf } from '../rules/faculty-names';
import { FEE_CATEGORIES } from '../rules/guide-display';
import { OFFERING_SECTION_CHOICES } from '../rules/offering-sections';
import { defineResource, type FieldDescription } from './define';

const SCORE_FORMAT = 'رقم من 0 إلى 100، أو «-» إن لم يتوفر، أو اتركه فارغًا';
const FEE_FORMAT = 'أرقام (مع فواصل)، أو مجموع بعلامة + مثل 120000 + 5000';

/** The eight fees: Egyptians then expatriates, categories أ–د. */
const fees = Object.fromEntries(
  (['Egyption', 'Natives'] as const).flatMap((who) =>
    FEE_CATEGORIES.map((c): [string, FieldDescription] => [
      `fees${who}${c.suffix}`,
      {
        kind: 'fee',
        label: `${who === 'Egyption' ? 'مصروفات المصريين' : 'مصروفات الوافدين'} - ${c.label}`,
        hint: FEE_FORMAT,
        form: true,
      },
    ]),
  ),
);

/** The fifteen minimums: a track × a study year. */
const scores = Object.fromEntries(
  SCORE_TRACKS.flatMap((t) =>
    STUDY_YEARS.map((y): [string, FieldDescription] => [
      trackYearField(t, y, 'score'),
      {
        kind: 'score',
        label: `الحد الأدنى - ${SCORE_TRACK_TITLES[t]} - ${STUDY_YEAR_ORDINALS[y]}`,
        hint: SCORE_FORMAT,
        form: true,
      },
    ]),
  ),
);

/**
 * A faculty or dual program of a university (cms/src/api/faculty-offering): what it is, its fees
 * and minimums as the legacy record keeps them, and where each was read (issue 22).
 */
export const FACULTY_OFFERING_RESOURCE = defineResource({
  uid: 'api::faculty-offering.faculty-offering',
  panelTitle: 'offering',
  paths: ['/api/private/faculty', '/api/national/faculty', '/api/special/faculty', '/api/international/faculty'],
  access: { read: 'public', write: 'staff' },
  linkPlaceholder: true,
  label: 'كلية / برنامج',
  mainField: 'panel_title',
  naturalKey: ['university', 'faculty', 'normal_or_Dual'],
  panel: {
    list: ['faculty', 'university', 'faculty_short', 'section', 'normal_or_Dual'],
    sortBy: 'faculty',
    order: 'ASC',
  },
  fields: {
    panel_title: { kind: 'system', label: 'العنوان في اللوحة' },
    university: { kind: 'relation', label: 'الجامعة' },
    faculty: { kind: 'text', label: 'الكلية', form: true },
    faculty_short: {
      kind: 'enumeration',
      label: 'رمز الكلية',
      form: true,
      values: Object.fromEntries(OFFERING_FACULTY_CODES.map((c) => [c, facultyNameOf(c)])),
    },
    section: {
      kind: 'enumeration',
      label: 'الشعبة',
      hint: 'الشعبة التي تقبلها الكلية، من القائمة؛ «الشعبة غير مذكورة في المصدر» إن لم يذكرها المصدر',
      values: OFFERING_SECTION_CHOICES,
      form: true,
    },
    section_note: {
      kind: 'longText',
      label: 'الشعبة كما كانت مكتوبة',
      hint: 'النص القديم للشعبة الذي لم يطابق القائمة (نقله الترحيل)؛ للمراجعة فقط',
    },
    normal_or_Dual: {
      kind: 'enumeration',
      label: 'نوع البرنامج',
      form: true,
      values: { normal: 'عادي', dual: 'مزدوج' },
    },
    programs: { kind: 'longText', label: 'البرامج', form: true },
    index: { kind: 'integer', label: 'الترتيب', hint: 'ترتيب الكلية في صفحة الجامعة' },
    guide_Url: { kind: 'link', label: 'رابط صفحة الدليل' },
    ...fees,
    ...scores,
    wafdeen_score: { kind: 'score', label: 'الحد الأدنى للوافدين', hint: SCORE_FORMAT, form: true },
    evidence: {
      kind: 'enumeration',
      label: 'ما يثبت وجود الكلية',
      values: { operating: 'تعمل (يظهرها مصدر)', founding_decree: 'في قرار الإنشاء فقط' },
    },
    listing_source: { kind: 'component', label: 'مصدر وجود الكلية' },
    fee_stated: {
      kind: 'longText',
      label: 'المصروفات كما ذكرها المصدر',
      hint: 'النص كما في المصدر؛ لا يظهر على الموقع إلا مع مصدر وعام دراسي',
    },
    fee_currency: { kind: 'code', label: 'عملة المصروفات' },
    fee_source: { kind: 'component', label: 'مصدر المصروفات وعامها' },
    score_stated: { kind: 'text', label: 'حد أدنى نشرته الجامعة نفسها' },
    score_source: { kind: 'component', label: 'مصدر الحد الأدنى الذي نشرته الجامعة' },
  },
});

/** A dorm or a transport option of a university: its kind, its prices and its order. */
const place = (uid: string, label: string, typeLabel: string, part: string, panelTitle: 'dorm' | 'transport') =>
  defineResource({
    uid,
    panelTitle,
    label,
    paths: ['private', 'national', 'special', 'international'].map((c) => `/api/${c}/${part}`),
    access: { read: 'public', write: 'staff' },
    mainField: 'panel_title',
    naturalKey: ['university', 'type'],
    panel: { list: ['type', 'university', 'price', 'price_wafdeen'] },
    fields: {
      panel_title: { kind: 'system', label: 'العنوان في اللوحة' },
      university: { kind: 'relation', label: 'الجامعة' },
      type: { kind: 'text', label: typeLabel, form: true },
      price: { kind: 'price', label: 'السعر', hint: 'بالجنيه المصري', form: true },
      price_wafdeen: { kind: 'price', label: 'السعر للوافدين', hint: 'بالدولار الأمريكي', form: true },
      index: { kind: 'integer', label: 'الترتيب' },
    },
  });

export const DORM_RESOURCE = place('api::dorm.dorm', 'سكن جامعي', 'نوع السكن', 'dorms', 'dorm');
export const TRANSPORT_RESOURCE = place(
  'api::transportation-option.transportation-option',
  'وسيلة مواصلات',
  'وسيلة المواصلات',
  'transportation',
  'transport',
);
