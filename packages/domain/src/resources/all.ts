import { ARTICLE_RESOURCE, NEWS_RESOURCE, SCHOLARSHIP_RESOURCE } from './content';
import type { ResourceDescription } from './define';
import { DORM_RESOURCE, FACULTY_OFFERING_RESOURCE, TRANSPORT_RESOURCE } from './faculty-offering';
import { REVIEW_RESOURCE } from './review';
import { UNIVERSITY_RESOURCE } from './university';
import {
  ADMISSION_DEADLINE_RESOURCE,
  ADMISSION_FLOOR_RESOURCE,
  ADMISSION_STATUS_RESOURCE,
  MASTER_FACULTY_RESOURCE,
  SCORE_CRITERION_RESOURCE,
  SCORE_GROUPING_RESOURCE,
} from './admission';
import {
  AD_EVENT_RESOURCE,
  AD_RESOURCE,
  AUTH_CODE_RESOURCE,
  AUTH_RATE_LIMIT_RESOURCE,
  CONTACT_MESSAGE_RESOURCE,
  DESIRE_LIST_RESOURCE,
  UNIVERSITY_FOLLOW_RESOURCE,
  JOIN_REQUEST_RESOURCE,
  LOG_ENTRY_RESOURCE,
  SITE_SETTING_RESOURCE,
  USER_RESOURCE,
  VISITOR_SESSION_RESOURCE,
} from './community';

/**
 * Every content type Dalil stores, described once (issue 23). The panel's layouts and enumeration
 * labels are built from this list; cms/tests/schema-catalog.test.ts checks it against every schema
 * (a content type without a description, or a field without a label, fails).
 */
export const ALL_RESOURCES: readonly ResourceDescription[] = [
  UNIVERSITY_RESOURCE,
  FACULTY_OFFERING_RESOURCE,
  DORM_RESOURCE,
  TRANSPORT_RESOURCE,
  ADMISSION_STATUS_RESOURCE,
  ADMISSION_DEADLINE_RESOURCE,
  ADMISSION_FLOOR_RESOURCE,
  MASTER_FACULTY_RESOURCE,
  SCORE_CRITERION_RESOURCE,
  SCORE_GROUPING_RESOURCE,
  NEWS_RESOURCE,
  SCHOLARSHIP_RESOURCE,
  ARTICLE_RESOURCE,
  REVIEW_RESOURCE,
  AD_RESOURCE,
  AD_EVENT_RESOURCE,
  CONTACT_MESSAGE_RESOURCE,
  JOIN_REQUEST_RESOURCE,
  LOG_ENTRY_RESOURCE,
  VISITOR_SESSION_RESOURCE,
  USER_RESOURCE,
  SITE_SETTING_RESOURCE,
  AUTH_CODE_RESOURCE,
  AUTH_RATE_LIMIT_RESOURCE,
  DESIRE_LIST_RESOURCE,
  UNIVERSITY_FOLLOW_RESOURCE,
];

/** The description of `uid`, if Dalil describes it. */
export const resourceOf = (uid: string): ResourceDescription | undefined => ALL_RESOURCES.find((r) => r.uid === uid);
