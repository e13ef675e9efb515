/**
 * Community records (spec 1 §3, spec 3 §3; cms/src/api/community): contact messages, join
 * requests, ads and their analytics events, and the activity log, as the community mappers build
 * them (cms/src/api/community/mappers/records.ts).
 */
import type { AD_AUDIENCES, CONTACT_STATUSES, JOIN_COMMITTEES, JOIN_LEVELS, JOIN_SOURCES } from '../rules/catalog';
import { AD_FIELDS } from '../validation/ads';
import { recordKeys, type IsoDateTime, type Timestamps } from './keys';

type Text = string | null;

/** GET /api/contact (SuperAdmin): a stored message without a status counts as pending. */
export type ContactMessageRecord = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: (typeof CONTACT_STATUSES)[number];
  response: Text;
} & Timestamps;

/** GET /api/join-us (SuperAdmin): howDidYouKnow 'current' marks a current team member. */
export type JoinRequestRecord = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  whatsapp_with_country_code: string;
  committee: (typeof JOIN_COMMITTEES)[number];
  committee_other: Text;
  isStudent: boolean;
  university: Text;
  faculty: Text;
  academicLevel: (typeof JOIN_LEVELS)[number] | null;
  academicLevel_other: Text;
  ActivitiesMember: boolean | null;
  ActivitiesRole: Text;
  howDidYouKnow: (typeof JOIN_SOURCES)[number];
  howDidYouKnow_other: Text;
  knowUs: boolean;
  aboutUs: Text;
  admissionInfo: boolean;
  admissionKnowledge: Text;
  hasExperience: boolean;
  experienceDetails: Text;
} & Timestamps;

/** GET /api/ads: image_path is the uploaded image's URL, else the path an editor typed. */
export type AdRecord = {
  _id: string;
  title: string;
  description: Text;
  features: string[];
  image_path: string | null;
  ctalink: string;
  ctaText: string;
  startDate: IsoDateTime;
  /** null: no end date (the ad runs from its start until it is edited or deleted). */
  endDate: IsoDateTime | null;
  priority: number;
  targetAudience: (typeof AD_AUDIENCES)[number];
  currentShows: number;
  currentClicks: number;
} & Timestamps;

/** GET /api/adAnalytics (SuperAdmin): one show or click; the ad is named by its id and title. */
export type AdEventRecord = {
  _id: string;
  adId: string | null;
  adTitle: string | null;
  action: 'show' | 'click';
  page: Text;
  isLoggedIn: boolean | null;
  userId: Text;
  sessionId: Text;
  userAgent: Text;
  deviceType: 'desktop' | 'mobile' | null;
  browser: Text;
  os: Text;
  ipAddress: Text;
  /** Milliseconds on the page (a big integer: the database may answer it as a text). */
  timeOnPage: number | string | null;
  timestamp: IsoDateTime | null;
} & Timestamps;

/** One entry of the activity log (GET /api/admin-logs, POST /api/admin-logs/create). */
export type LogEntryRecord = {
  _id: string;
  adminName: Text;
  adminType: Text;
  adminId: Text;
  action: 'view' | 'add' | 'edit' | 'delete';
  /** The Arabic description of what was changed. */
  target: string;
  /**
   * The changed record's type (its UID, 'api::article.article'), by which the log screen names the
   * changed fields; null on an entry that names no single type, or written before entries named it.
   */
  targetType: string | null;
  timestamp: IsoDateTime;
  /** The record before and after an edit (null otherwise). */
  beforeEdit: unknown;
  afterEdit: unknown;
} & Timestamps;

/** GET /api/admin-logs: one page of entries, newest first. */
export type LogPage = {
  data: LogEntryRecord[];
  pagination: { page: number; limit: number; total: number; pages: number };
};

const TIMESTAMPS = ['createdAt', 'updatedAt'] as const;

export const CONTACT_MESSAGE_KEYS = recordKeys<ContactMessageRecord>()([
  '_id',
  'name',
  'email',
  'phone',
  'message',
  'status',
  'response',
  ...TIMESTAMPS,
]);

export const JOIN_REQUEST_KEYS = recordKeys<JoinRequestRecord>()([
  '_id',
  'firstName',
  'lastName',
  'email',
  'whatsapp_with_country_code',
  'committee',
  'committee_other',
  'isStudent',
  'university',
  'faculty',
  'academicLevel',
  'academicLevel_other',
  'ActivitiesMember',
  'ActivitiesRole',
  'howDidYouKnow',
  'howDidYouKnow_other',
  'knowUs',
  'aboutUs',
  'admissionInfo',
  'admissionKnowledge',
  'hasExperience',
  'experienceDetails',
  ...TIMESTAMPS,
]);

export const AD_KEYS = recordKeys<AdRecord>()(['_id', ...AD_FIELDS, ...TIMESTAMPS]);

export const AD_EVENT_KEYS = recordKeys<AdEventRecord>()([
  '_id',
  'adId',
  'adTitle',
  'action',
  'page',
  'isLoggedIn',
  'userId',
  'sessionId',
  'userAgent',
  'deviceType',
  'browser',
  'os',
  'ipAddress',
  'timeOnPage',
  'timestamp',
  ...TIMESTAMPS,
]);

export const LOG_ENTRY_KEYS = recordKeys<LogEntryRecord>()([
  '_id',
  'adminName',
  'adminType',
  'adminId',
  'action',
  'target',
  'targetType',
  'timestamp',
  'beforeEdit',
  'afterEdit',
  ...TIMESTAMPS,
]);
