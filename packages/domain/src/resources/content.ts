import { ARTICLE_CATEGORY_LABELS } from '../rules/articles';
import { ARTICLE_STATUS_LABELS, SCHOLARSHIP_STATUS_LABELS, SCHOLARSHIP_TYPE_LABELS } from '../rules/content-labels';
import { DELETED_AT_FIELD, defineResource } from './define';

const SHORT_NAME = {
  kind: 'code',
  label: 'الاسم المختصر',
  hint: 'حروف إنجليزية وأرقام و - و _ فقط؛ يُستخدم في رابط الصفحة',
  form: true,
} as const;
const LOGO = { kind: 'media', label: 'الشعار' } as const;

/** A news item (cms/src/api/news-item; spec 1 /News, spec 3 §2). */
export const NEWS_RESOURCE = defineResource({
  uid: 'api::news-item.news-item',
  paths: ['/api/news'],
  access: { read: 'public', write: 'staff' },
  sitePath: '/News',
  label: 'خبر',
  mainField: 'title',
  naturalKey: ['Short_name'],
  undoableDelete: true,
  panel: { list: ['title', 'Short_name', 'deadline', 'logo'], sortBy: 'deadline', order: 'DESC' },
  fields: {
    title: { kind: 'text', label: 'العنوان', form: true },
    Short_name: SHORT_NAME,
    logo: LOGO,
    deadline: { kind: 'date', label: 'التاريخ', form: true },
    link: { kind: 'link', label: 'الرابط', form: true },
    details: { kind: 'longText', label: 'التفاصيل', form: true },
    deletedAt: DELETED_AT_FIELD,
  },
});

/** A scholarship (cms/src/api/scholarship; spec 1 /Scholarships, spec 3 §2). */
export const SCHOLARSHIP_RESOURCE = defineResource({
  uid: 'api::scholarship.scholarship',
  paths: ['/api/scholarships'],
  access: { read: 'public', write: 'staff' },
  sitePath: '/Scholarships',
  storedNames: { status: 'scholarship_status' },
  label: 'منحة',
  mainField: 'name',
  naturalKey: ['Short_name'],
  undoableDelete: true,
  panel: { list: ['name', 'Short_name', 'type', 'scholarship_status', 'deadline'], sortBy: 'deadline', order: 'DESC' },
  fields: {
    name: { kind: 'text', label: 'اسم المنحة', form: true },
    Short_name: SHORT_NAME,
    logo: LOGO,
    type: { kind: 'enumeration', label: 'نوع المنحة', values: SCHOLARSHIP_TYPE_LABELS, form: true },
    deadline: { kind: 'date', label: 'آخر موعد للتقديم', form: true },
    link: { kind: 'link', label: 'الرابط', form: true },
    scholarship_status: {
      kind: 'enumeration',
      label: 'حالة المنحة',
      values: SCHOLARSHIP_STATUS_LABELS,
      form: true,
    },
    details: { kind: 'longText', label: 'التفاصيل', form: true },
    deletedAt: DELETED_AT_FIELD,
  },
});

/** An article (cms/src/api/article; spec 2 /articles, spec 3 §2): Dalil's own editorial text. */
export const ARTICLE_RESOURCE = defineResource({
  uid: 'api::article.article',
  paths: ['/api/articles'],
  access: { read: 'public', write: 'staff' },
  sitePath: '/articles/:Short_name',
  storedNames: { status: 'article_status' },
  label: 'مقال',
  mainField: 'title',
  naturalKey: ['Short_name'],
  undoableDelete: true,
  panel: {
    list: ['title', 'Short_name', 'category', 'article_status', 'updatedAt'],
    sortBy: 'updatedAt',
    order: 'DESC',
  },
  fields: {
    title: { kind: 'text', label: 'عنوان المقال', form: true },
    Short_name: SHORT_NAME,
    logo: LOGO,
    category: { kind: 'enumeration', label: 'التصنيف', values: ARTICLE_CATEGORY_LABELS, form: true },
    tag: { kind: 'text', label: 'الوسوم', hint: 'افصل بين الوسوم بفاصلة، مثال: قبول, منح', form: true },
    article_status: {
      kind: 'enumeration',
      label: 'حالة المقال',
      hint: 'يظهر على الموقع المنشور فقط',
      values: ARTICLE_STATUS_LABELS,
      form: true,
    },
    details: { kind: 'longText', label: 'محتوى المقال', form: true },
    deletedAt: DELETED_AT_FIELD,
  },
});
