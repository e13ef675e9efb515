/**
 * The rules of each resource (issue 23), keyed by its description's UID. The descriptions are a
 * leaf module the validators import (labels, link fields), so this registry lives beside them and
 * is read by the CMS's document-service guard (cms/src/lib/domain-guard.ts). A resource that staff
 * or visitors write has an entry here; one that only the CMS itself writes says so on its
 * description (`writtenBy: 'system'`) and has none (validators.test.ts checks both).
 */
import { parseFollowCode } from '../rules/admission-alerts';
import { validateFloorCell } from '../rules/admission-floors';
import { validateAdmissionSteps } from '../rules/admission-steps';
import { parseDesireList } from '../rules/desire-list';
import { badLinkFields } from '../rules/safe-url';
import { validateScoreGrouping } from '../rules/score-table';
import { parseProfileUpdate, parseSignUp } from '../validation/account';
import { validateAdEvent } from '../validation/ad-events';
import { validateAdminLogEntry } from '../validation/admin-log';
import { validateAd } from '../validation/ads';
import { validateContactMessage } from '../validation/contact';
import {
  validateArticle,
  validateMasterFaculty,
  validateNews,
  validateReview,
  validateScholarship,
  validateScoreMatching,
} from '../validation/content';
import {
  validateAdmissionDeadline,
  validateAdmissionStatus,
  validateOffering,
  validatePlace,
  validateUniversity,
} from '../validation/guide';
import { validateJoinRequest } from '../validation/join-request';
import type { Result } from '../validation/result';
import type { UniversityCategory } from '../rules/catalog';
import { isSessionId } from '../validation/visitors';
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
  CONTACT_MESSAGE_RESOURCE,
  DESIRE_LIST_RESOURCE,
  JOIN_REQUEST_RESOURCE,
  LOG_ENTRY_RESOURCE,
  SITE_SETTING_RESOURCE,
  UNIVERSITY_FOLLOW_RESOURCE,
  USER_RESOURCE,
  VISITOR_SESSION_RESOURCE,
} from './community';
import { ARTICLE_RESOURCE, NEWS_RESOURCE, SCHOLARSHIP_RESOURCE } from './content';
import { DORM_RESOURCE, FACULTY_OFFERING_RESOURCE, TRANSPORT_RESOURCE } from './faculty-offering';
import { REVIEW_RESOURCE } from './review';
import { UNIVERSITY_RESOURCE } from './university';

type Record_ = Record<string, unknown>;

/** The record as it would be after a write (stored values under the change), in contract names. */
export type RecordCheck = (record: Record_, action: 'create' | 'update') => Result<unknown>;

export type ResourceRules = {
  /** The domain functions that check what the type's endpoints are sent (a form, a beacon, a query value). */
  input: readonly ((...args: never[]) => unknown)[];
  /**
   * Where the rules are the whole record's: the CMS's document-service guard runs this on every
   * create and update of the type (panel, API, scripts). Types without it keep fields the input
   * never carries (counters, a sender's address), so their rules stay at their endpoints.
   */
  record?: RecordCheck;
};

const addOrEdit = (action: 'create' | 'update') => (action === 'create' ? 'add' : 'edit');

/** UID → the resource's rules, for every resource staff or visitors write. */
export const RESOURCE_RULES: Readonly<Record<string, ResourceRules>> = {
  [UNIVERSITY_RESOURCE.uid]: {
    input: [validateUniversity],
    record: (r, action) => validateUniversity(r, addOrEdit(action), r.category as UniversityCategory),
  },
  [FACULTY_OFFERING_RESOURCE.uid]: { input: [validateOffering], record: (r) => validateOffering(r) },
  [DORM_RESOURCE.uid]: { input: [validatePlace], record: (r) => validatePlace(r, 'dorm') },
  [TRANSPORT_RESOURCE.uid]: { input: [validatePlace], record: (r) => validatePlace(r, 'transport') },
  [ADMISSION_STATUS_RESOURCE.uid]: {
    input: [validateAdmissionStatus],
    record: (r, action) => validateAdmissionStatus(r, addOrEdit(action)),
  },
  [ADMISSION_DEADLINE_RESOURCE.uid]: {
    input: [validateAdmissionDeadline, validateAdmissionSteps],
    record: (r, action) => validateAdmissionDeadline(r, addOrEdit(action)),
  },
  [NEWS_RESOURCE.uid]: { input: [validateNews], record: (r) => validateNews(r, 'create') },
  [SCHOLARSHIP_RESOURCE.uid]: { input: [validateScholarship], record: (r) => validateScholarship(r, 'create') },
  [ARTICLE_RESOURCE.uid]: { input: [validateArticle], record: (r) => validateArticle(r, 'create') },
  [REVIEW_RESOURCE.uid]: { input: [validateReview], record: (r) => validateReview(r, 'create') },
  [MASTER_FACULTY_RESOURCE.uid]: { input: [validateMasterFaculty], record: (r) => validateMasterFaculty(r, 'create') },
  [ADMISSION_FLOOR_RESOURCE.uid]: { input: [validateFloorCell] },
  [SCORE_CRITERION_RESOURCE.uid]: { input: [validateScoreMatching] },
  [SCORE_GROUPING_RESOURCE.uid]: { input: [validateScoreGrouping] },
  [AD_RESOURCE.uid]: { input: [validateAd] },
  [AD_EVENT_RESOURCE.uid]: { input: [validateAdEvent] },
  [CONTACT_MESSAGE_RESOURCE.uid]: { input: [validateContactMessage] },
  [JOIN_REQUEST_RESOURCE.uid]: { input: [validateJoinRequest] },
  [LOG_ENTRY_RESOURCE.uid]: { input: [validateAdminLogEntry] },
  [VISITOR_SESSION_RESOURCE.uid]: { input: [isSessionId] },
  [USER_RESOURCE.uid]: { input: [parseSignUp, parseProfileUpdate] },
  // The SuperAdmin edits it in the panel: the schema's types and lengths, and the footer's links.
  [SITE_SETTING_RESOURCE.uid]: { input: [badLinkFields] },
  [DESIRE_LIST_RESOURCE.uid]: { input: [parseDesireList] },
  [UNIVERSITY_FOLLOW_RESOURCE.uid]: { input: [parseFollowCode] },
};

/** The whole-record rules of `uid` that the document-service guard runs, if it has them. */
export const recordCheckOf = (uid: string): RecordCheck | undefined => RESOURCE_RULES[uid]?.record;
