/**
 * The Arabic name of a stored field whatever its type: every description's label (resources/),
 * with the names several types share kept general. Read where the type is not known: the
 * validators' length and type messages («قيمة السعر أطول من المسموح») and the activity-log entries
 * written before entries named their type. An entry with its type is named by its own description
 * (`fieldLabel` in field-labels.ts). Imports only the resource descriptions.
 */
import { labelsOf } from '../resources/define';
import { ALL_RESOURCES } from '../resources/all';

/** Names shared by types that label them differently, and keys only the log's snapshots use. */
const GENERAL_LABELS: Readonly<Record<string, string>> = {
  category: 'النوع',
  type: 'القسم',
  logo: 'الشعار',
  phone: 'رقم الهاتف',
  tier: 'فئة الجامعة في جدول الحد الأدنى للتقدم (1–4)',
  title: 'العنوان',
  name: 'الاسم',
  deadline: 'آخر موعد',
  details: 'التفاصيل',
  year: 'السنة',
  status: 'الحالة',
  userType: 'نوع المستخدم',
  // A «حفظ الترتيب» entry's before/after, and a university-with-parts change's parts.
  order: 'الترتيب',
  faculties: 'الكليات',
  transportation: 'المواصلات',
};

export const FIELD_LABELS: Readonly<Record<string, string>> = { ...labelsOf(...ALL_RESOURCES), ...GENERAL_LABELS };
