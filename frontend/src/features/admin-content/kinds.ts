import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_LABELS,
  ARTICLE_STATUSES,
  ARTICLE_STATUS_LABELS,
  SCHOLARSHIP_STATUSES,
  SCHOLARSHIP_STATUS_LABELS,
  SCHOLARSHIP_TYPES,
  SCHOLARSHIP_TYPE_LABELS,
  articleCategoryLabel,
  articleStatusLabel,
  labelledOptions,
  scholarshipStatusLabel,
  scholarshipTypeLabel,
  type CountedNoun,
} from '@dalil/domain/rules';
import { validateArticle, validateNews, validateScholarship, type Result } from '@dalil/domain/validation';
import { type ContentKind } from './model/content-forms';
import { TOAST_MS } from '@/components/toasts';
import type { SelectOption } from '@/components/fields';
import { paths } from '@/lib/paths';
import type { ContentEndpoints, ContentRecord } from './api/content';
import { ARTICLE_TEXTS, COMMON, NEWS_TEXTS, SCHOLARSHIP_TEXTS } from './texts';

export interface FieldSpec {
  name: string;
  label: string;
  control: 'text' | 'textarea' | 'date' | 'url' | 'select' | 'markup';
  required?: boolean;
  options?: SelectOption[];
  placeholder?: string;
  hint?: string;
  /** Latin text (short names, links): typed and shown left to right. */
  ltr?: boolean;
}

export interface KindTexts {
  title: string;
  subtitle: string;
  addHeading: string;
  editHeading: (name: string) => string;
  add: string;
  empty: string;
  deleteTitle: string;
  deleteQuestion: (name: string) => string;
  refusal: string;
  added: string;
  updated: string;
  deleted: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/** Everything that differs between the news, scholarship and article screens. */
export interface ContentKindConfig {
  kind: ContentKind;
  /** The CMS type: where a record lives on the site (`publicPagePath`, «عرض على الموقع»). */
  uid: string;
  /** The screen's path (canonical link). */
  screenPath: string;
  endpoints: ContentEndpoints;
  texts: KindTexts;
  fields: FieldSpec[];
  /** The server's validator (@dalil/domain), run before sending so the form and the server agree. */
  validate: (body: unknown, mode: 'create' | 'update') => Result<unknown>;
  /** Spec 3 §9: 5 s for scholarship notices, 3 s for news and articles. */
  toastMs: number;
  displayName: (record: ContentRecord) => string;
  /** Arabic labels shown on a card (type, status, category). */
  badges: (record: ContentRecord) => string[];
  /** The counted noun of the list's bulk outcome («حذف: تم على 3 أخبار»). */
  noun: CountedNoun;
  /** The status filter and its figures above the list (articles, scholarships): the stored values and their labels. */
  statuses?: { values: readonly string[]; labels: Record<string, string> };
  /** The SuperAdmin's «حذف المحدد» on the manage list (news): the confirmation's title and question. */
  bulkDelete?: { title: string; question: (n: number) => string };
}

const shortName: FieldSpec = {
  name: 'Short_name',
  label: COMMON.shortName,
  control: 'text',
  required: true,
  hint: COMMON.shortNameHint,
  ltr: true,
};
const link: FieldSpec = {
  name: 'link',
  label: COMMON.link,
  control: 'url',
  required: true,
  ltr: true,
  placeholder: 'https://',
};

export const NEWS: ContentKindConfig = {
  kind: 'news',
  uid: 'api::news-item.news-item',
  screenPath: paths.adminNews,
  endpoints: {
    list: '/api/news',
    add: '/api/news/add',
    update: (id) => `/api/news/${encodeURIComponent(id)}`,
    remove: (id) => `/api/news/${encodeURIComponent(id)}`,
    restore: (id) => `/api/news/${encodeURIComponent(id)}/restore`,
  },
  texts: NEWS_TEXTS,
  fields: [
    { name: 'title', label: NEWS_TEXTS.fields.title, control: 'text', required: true },
    shortName,
    { name: 'deadline', label: NEWS_TEXTS.fields.deadline, control: 'date', required: true },
    link,
    { name: 'details', label: COMMON.details, control: 'textarea', required: true },
  ],
  validate: validateNews,
  toastMs: TOAST_MS.staff,
  displayName: (r) => r.title ?? r.Short_name ?? '',
  badges: () => [],
  noun: 'news',
  bulkDelete: { title: NEWS_TEXTS.bulkDeleteTitle, question: NEWS_TEXTS.bulkDeleteQuestion },
};

export const SCHOLARSHIPS: ContentKindConfig = {
  kind: 'scholarship',
  uid: 'api::scholarship.scholarship',
  screenPath: paths.adminScholarships,
  endpoints: {
    list: '/api/scholarships',
    add: '/api/scholarships/add',
    update: (id) => `/api/scholarships/${encodeURIComponent(id)}`,
    remove: (id) => `/api/scholarships/${encodeURIComponent(id)}`,
    restore: (id) => `/api/scholarships/${encodeURIComponent(id)}/restore`,
  },
  texts: SCHOLARSHIP_TEXTS,
  fields: [
    { name: 'name', label: SCHOLARSHIP_TEXTS.fields.name, control: 'text', required: true },
    shortName,
    {
      name: 'type',
      label: SCHOLARSHIP_TEXTS.fields.type,
      control: 'select',
      required: true,
      options: labelledOptions(SCHOLARSHIP_TYPES, SCHOLARSHIP_TYPE_LABELS),
      placeholder: SCHOLARSHIP_TEXTS.chooseType,
    },
    { name: 'deadline', label: SCHOLARSHIP_TEXTS.fields.deadline, control: 'date', required: true },
    link,
    {
      name: 'status',
      label: SCHOLARSHIP_TEXTS.fields.status,
      control: 'select',
      required: true,
      options: labelledOptions(SCHOLARSHIP_STATUSES, SCHOLARSHIP_STATUS_LABELS),
    },
    { name: 'details', label: COMMON.details, control: 'textarea' },
  ],
  validate: validateScholarship,
  toastMs: TOAST_MS.public,
  displayName: (r) => r.name ?? r.Short_name ?? '',
  badges: (r) => [scholarshipTypeLabel(r.type), scholarshipStatusLabel(r.status)].filter(Boolean),
  noun: 'scholarship',
  statuses: { values: SCHOLARSHIP_STATUSES, labels: SCHOLARSHIP_STATUS_LABELS },
};

export const ARTICLES: ContentKindConfig = {
  kind: 'article',
  uid: 'api::article.article',
  screenPath: paths.adminArticles,
  endpoints: {
    list: '/api/articles',
    add: '/api/articles/add',
    update: (id) => `/api/articles/update/${encodeURIComponent(id)}`,
    remove: (id) => `/api/articles/delete/${encodeURIComponent(id)}`,
    restore: (id) => `/api/articles/restore/${encodeURIComponent(id)}`,
  },
  texts: ARTICLE_TEXTS,
  fields: [
    { name: 'title', label: ARTICLE_TEXTS.fields.title, control: 'text', required: true },
    shortName,
    {
      name: 'category',
      label: ARTICLE_TEXTS.fields.category,
      control: 'select',
      required: true,
      options: labelledOptions(ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS),
      placeholder: ARTICLE_TEXTS.chooseCategory,
    },
    {
      name: 'status',
      label: ARTICLE_TEXTS.fields.status,
      control: 'select',
      required: true,
      options: labelledOptions(ARTICLE_STATUSES, ARTICLE_STATUS_LABELS),
    },
    { name: 'tag', label: ARTICLE_TEXTS.fields.tag, control: 'text', hint: ARTICLE_TEXTS.tagHint },
    {
      name: 'details',
      label: ARTICLE_TEXTS.fields.details,
      control: 'markup',
      required: true,
      hint: ARTICLE_TEXTS.markupHint,
    },
  ],
  validate: validateArticle,
  toastMs: TOAST_MS.staff,
  displayName: (r) => r.title ?? r.Short_name ?? '',
  badges: (r) => [articleCategoryLabel(r.category), articleStatusLabel(r.status)].filter(Boolean),
  noun: 'article',
  statuses: { values: ARTICLE_STATUSES, labels: ARTICLE_STATUS_LABELS },
};
