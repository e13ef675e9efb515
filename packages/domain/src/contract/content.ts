/**
 * Content records (spec 1 §3, spec 2 §3, spec 3 §3; cms/src/api/content): news, scholarships,
 * articles, reviews, the assistant's faculties and the score criteria, as the content mappers
 * build them (cms/src/api/content/mappers/records.ts). A list read with Strapi's `fields` leaves
 * out the keys it did not ask for.
 */
import type {
  ARTICLE_CATEGORIES,
  ARTICLE_STATUSES,
  REVIEW_STATUSES,
  SCHOLARSHIP_STATUSES,
  SCHOLARSHIP_TYPES,
} from '../rules/catalog';
import type { FacultyScores } from '../validation/content';
import { recordKeys, type IsoDateTime, type Timestamps } from './keys';

type Text = string | null;
/** A calendar date as Strapi answers `date` fields: 'yyyy-mm-dd'. */
type IsoDate = string;

/** GET /api/news. The logo is the uploaded image's URL, else /images/Logos/NEWS/{Short_name}.png. */
export type NewsRecord = {
  _id: string;
  title: string;
  Short_name: string;
  logo_url: string | null;
  deadline: IsoDate;
  link: string;
  details: string;
} & Timestamps;

/** GET /api/scholarships; `id` is the numeric row id the site sorts by (newest first). */
export type ScholarshipRecord = {
  _id: string;
  id: number;
  name: string;
  Short_name: string;
  logo_url: string | null;
  type: (typeof SCHOLARSHIP_TYPES)[number];
  deadline: IsoDate;
  link: string;
  status: (typeof SCHOLARSHIP_STATUSES)[number];
  details: Text;
} & Timestamps;

/** GET /api/articles and /api/articles/{short_name}. */
export type ArticleRecord = {
  _id: string;
  title: string;
  Short_name: string;
  logo_url: string | null;
  category: (typeof ARTICLE_CATEGORIES)[number];
  /** One comma-separated text. */
  tag: Text;
  status: (typeof ARTICLE_STATUSES)[number];
  details: string;
} & Timestamps;

/** GET /api/reviews; `rating` is a number from 1 to 5. */
export type ReviewRecord = {
  _id: string;
  name: string;
  affiliation: string;
  logo_name: Text;
  logo_url: string | null;
  rating: number;
  review: string;
  status: (typeof REVIEW_STATUSES)[number];
} & Timestamps;

/** GET /api/faculties: a faculty of the smart assistant (master faculty). */
export type MasterFacultyRecord = {
  _id: string;
  faculty_name: string;
  faculty_code: string;
  faculty_logo: string | null;
  /** The base of an edit's concurrency check (domain `concurrency.ts`). */
  updatedAt: IsoDateTime;
};

/** GET and PUT /api/score-matching/{year}/{certificate}: `_id` is null until the pair is first saved. */
export type ScoreCriteriaRecord = {
  _id: string | null;
  year: number;
  certificate: string;
  scores: FacultyScores[];
  updatedAt: IsoDateTime | null;
};

const TIMESTAMPS = ['createdAt', 'updatedAt'] as const;

export const NEWS_KEYS = recordKeys<NewsRecord>()([
  '_id',
  'title',
  'Short_name',
  'logo_url',
  'deadline',
  'link',
  'details',
  ...TIMESTAMPS,
]);

export const SCHOLARSHIP_KEYS = recordKeys<ScholarshipRecord>()([
  '_id',
  'id',
  'name',
  'Short_name',
  'logo_url',
  'type',
  'deadline',
  'link',
  'status',
  'details',
  ...TIMESTAMPS,
]);

export const ARTICLE_KEYS = recordKeys<ArticleRecord>()([
  '_id',
  'title',
  'Short_name',
  'logo_url',
  'category',
  'tag',
  'status',
  'details',
  ...TIMESTAMPS,
]);

export const REVIEW_KEYS = recordKeys<ReviewRecord>()([
  '_id',
  'name',
  'affiliation',
  'logo_name',
  'logo_url',
  'rating',
  'review',
  'status',
  ...TIMESTAMPS,
]);

export const MASTER_FACULTY_KEYS = recordKeys<MasterFacultyRecord>()([
  '_id',
  'faculty_name',
  'faculty_code',
  'faculty_logo',
  'updatedAt',
]);

export const SCORE_CRITERIA_KEYS = recordKeys<ScoreCriteriaRecord>()([
  '_id',
  'year',
  'certificate',
  'scores',
  'updatedAt',
]);
