import type { UniversityCategory, UniversitySubtype } from '@dalil/domain/rules';
import type {
  AdmissionDeadlineRecord,
  AdmissionStatusRecord,
  FacultyOfferingRecord,
  PlaceRecord,
  UniversityLinkRecord,
} from '@dalil/domain/contract';
import { feePolicyRecord, toRecord, mediaUrl, sourceRecord, type StoredDocument } from '../../../lib/records';

type University = StoredDocument & {
  university_code: string;
  university_Arabic_Name: string;
  type: UniversitySubtype;
  category: UniversityCategory;
  logo?: unknown;
};

/** The university link record of spec 1 §3: code under both names, the logo as a URL. */
export function toLinkRecord(doc: StoredDocument): UniversityLinkRecord {
  const { logo, faculty_offerings, dorms, transportation_options, admission_status, admission_deadline, ...rest } = doc;
  return toRecord<UniversityLinkRecord>(rest as StoredDocument, {
    university: doc.university_code as string,
    university_Logo: mediaUrl(logo),
    // The fee policy (issue 24) is populated on every read but a projection's (`fields`).
    ...('fee_policy' in doc ? { fee_policy: feePolicyRecord(doc.fee_policy) } : {}),
  });
}

/**
 * The owner of a part or an admission record. Every read is filtered by the owner's category, so
 * it is there; a document stored without one (a broken database) maps to null fields.
 */
const NO_OWNER = {
  university_code: null,
  university_Arabic_Name: null,
  type: null,
  category: null,
  logo: null,
} as unknown as University;
const owner = (doc: StoredDocument) => (doc.university ?? NO_OWNER) as University;

/** A faculty offering with its university's code, Arabic name and section code. */
export function toOfferingRecord(doc: StoredDocument): FacultyOfferingRecord {
  const u = owner(doc);
  return toRecord<FacultyOfferingRecord>(doc, {
    listing_source: sourceRecord(doc.listing_source),
    fee_source: sourceRecord(doc.fee_source),
    score_source: sourceRecord(doc.score_source),
    university: u.university_code,
    university_code: u.university_code,
    university_Arabic_Name: u.university_Arabic_Name,
    type: u.type,
    category: u.category,
  });
}

/** A dorm or transport option: `spec` is the university code (spec 1 §3). */
export function toPlaceRecord(doc: StoredDocument): PlaceRecord {
  const u = owner(doc);
  return toRecord<PlaceRecord>(doc, { spec: u.university_code, university: u.university_code });
}

/** A status or deadline record, with the university's code, name, logo and section. */
export function toAdmissionRecord(doc: StoredDocument): AdmissionStatusRecord | AdmissionDeadlineRecord {
  const u = owner(doc);
  return toRecord<AdmissionStatusRecord | AdmissionDeadlineRecord>(doc, {
    ...('steps_source' in doc ? { steps_source: sourceRecord(doc.steps_source) } : {}),
    university: u.university_code,
    university_Arabic_Name: u.university_Arabic_Name,
    university_Logo: mediaUrl(u.logo),
    type: u.type,
  });
}
