import { DELETED_AT_FIELD, defineResource } from './define';

/**
 * A user's review of Dalil (cms/src/api/review; spec 3 §2): who wrote it, the rating and the text,
 * and its review status; the site shows approved reviews only.
 */
export const REVIEW_RESOURCE = defineResource({
  uid: 'api::review.review',
  paths: ['/api/reviews'],
  access: { read: 'public', write: 'superadmin' },
  storedNames: { status: 'review_status' },
  label: 'رأي مستخدم',
  mainField: 'name',
  naturalKey: [],
  undoableDelete: true,
  panel: { list: ['name', 'affiliation', 'rating', 'review_status', 'createdAt'], sortBy: 'createdAt', order: 'DESC' },
  fields: {
    name: { kind: 'text', label: 'الاسم', form: true },
    affiliation: { kind: 'text', label: 'الصفة', hint: 'واحدة من: طالب، ولي امر، اخري', form: true },
    avatar: { kind: 'media', label: 'الصورة' },
    logo_name: {
      kind: 'text',
      label: 'اسم الصورة',
      hint: 'حروف إنجليزية وأرقام؛ يُحوَّل إلى مسار الصورة تلقائيًا',
      form: true,
    },
    rating: { kind: 'decimal', label: 'التقييم', hint: 'من 1 إلى 5', form: true },
    review: { kind: 'longText', label: 'نص الرأي', form: true },
    review_status: {
      kind: 'enumeration',
      label: 'حالة الرأي',
      hint: 'يظهر على الموقع المعتمد فقط',
      values: { pending: 'قيد المراجعة', approved: 'معتمد', rejected: 'مرفوض' },
    },
    deletedAt: DELETED_AT_FIELD,
  },
});
