/**
 * University data (spec 1 §3, spec 3 §3; cms/src/api/guide): the records the `/api/{Type}/…`
 * endpoints answer, as the guide mappers build them (cms/src/api/guide/mappers/guide.ts). Every
 * record carries `_id` (the document id) and the stored timestamps; Strapi's numeric id is left out.
 * Every read of a part or an admission record is filtered by its university's category, so the
 * owner's fields (`university`, `spec`, names, section) are always there.
 */
import { admissionFields, type UniversityCategory, type UniversitySubtype } from '../rules/catalog';
import { OFFERING_FIELDS, UNIVERSITY_FIELDS } from '../validation/guide';
import type { FeePolicy } from '../rules/degree-cost';
import type { FigureSource, FloorCell } from '../rules/provenance';
import type { FieldsOfKind } from '../resources/define';
import type { OfferingSection } from '../rules/offering-sections';
import type { UNIVERSITY_RESOURCE } from '../resources/university';
import { recordKeys, type Timestamps, type TrackYearField } from './keys';

type Text = string | null;

/** The year labels of a university ('2025' …), from its description. */
export type UniversityYearField = FieldsOfKind<typeof UNIVERSITY_RESOURCE, 'year'>;
/** The one-line texts of a university record (its name, the city, the provenance texts), from its description. */
export type UniversityTextField = FieldsOfKind<typeof UNIVERSITY_RESOURCE, 'text'>;
/** The links of a university record ('#' when there is none), from its description. */
export type UniversityLinkField = FieldsOfKind<typeof UNIVERSITY_RESOURCE, 'link'>;

/** GET /api/{Type}/links: the university link record; the code under both names, the logo as a URL. */
export type UniversityLinkRecord = {
  _id: string;
  university: string;
  university_code: string;
  university_Arabic_Name: string;
  /** The uploaded logo's URL, else null (the site shows the path derived from the code). */
  university_Logo: string | null;
  category: UniversityCategory;
  type: UniversitySubtype;
  index: number;
  Uni_Bio: Text;
  phone: Text;
  email: Text;
} & Record<UniversityYearField | UniversityLinkField | UniversityTextField, Text> &
  UniversityProvenance &
  Timestamps;

/**
 * What the sources say about the university itself (issue 22): whether a source shows it exists,
 * its tier in the councils' floors table (1–4, null for the universities the table does not cover),
 * how complete its faculty list is, and its own fees and admission pages.
 */
export type UniversityProvenance = {
  identity_status: 'confirmed' | 'unknown' | null;
  identity_url: Text;
  tier: number | null;
  tier_basis: Text;
  faculties_completeness: 'complete' | 'partial' | 'unknown' | null;
  fees_page: Text;
  admission_page: Text;
  data_notes: Text;
  /**
   * How the university says its fees change (component `figure.fee-policy`, issue 24): the
   * annual increase, one-time and yearly fees, with its source; null when no source gives one.
   * Absent from a read that projects `fields`.
   */
  fee_policy?: FeePolicy | null;
};

/** A figure's source as the records carry it (the component `figure.source`); null when none. */
export type FigureSourceRecord = FigureSource | null;

/**
 * An offering's provenance: where the faculty was seen (`listing_source`; `founding_decree` when
 * only a founding decree names it), a fee as the source states it with its source, and a minimum
 * the university itself published with its source.
 */
export type OfferingProvenance = {
  evidence: 'operating' | 'founding_decree' | null;
  listing_source: FigureSourceRecord;
  fee_stated: Text;
  fee_currency: Text;
  fee_source: FigureSourceRecord;
  score_stated: Text;
  score_source: FigureSourceRecord;
};

/** GET /api/admission-floors: one cell of the councils' table, with its conflicting figures. */
export type AdmissionFloorRecord = {
  _id: string;
} & FloorCell & {
    conflicts: { value: number; source: { url: string; date?: string; source_kind?: string }; explanation?: string }[];
    note: Text;
  } & Timestamps;

/** The minimum-score fields of an offering (scores are texts: '-', '' or 0–100). */
export type OfferingScoreField = TrackYearField<'score'> | 'wafdeen_score';
/** The fee fields of an offering: Egyptian and expatriate categories A–D. */
export type OfferingFeeField =
  | 'feesEgyption'
  | 'feesEgyption2'
  | 'feesEgyption3'
  | 'feesEgyption4'
  | 'feesNatives'
  | 'feesNatives2'
  | 'feesNatives3'
  | 'feesNatives4';

/** GET /api/{Type}/faculty: a faculty offering with its university's code, Arabic name, section and category. */
export type FacultyOfferingRecord = {
  _id: string;
  /** The university's code. */
  university: string;
  university_code: string;
  university_Arabic_Name: string;
  type: UniversitySubtype;
  category: UniversityCategory;
  faculty: string;
  faculty_short: string;
  /** One of `OFFERING_SECTIONS` (issue 24). */
  section: OfferingSection;
  /** The legacy section text the migration could not fit the list (shown as the source said it), or null. */
  section_note?: Text;
  normal_or_Dual: 'normal' | 'dual';
  programs: Text;
  index: number;
  guide_Url: Text;
} & Record<OfferingFeeField | OfferingScoreField, Text> &
  OfferingProvenance &
  Timestamps;

/** GET /api/{Type}/dorms and /transportation: `spec` is the university code. */
export type PlaceRecord = {
  _id: string;
  spec: string;
  university: string;
  type: string;
  price: Text;
  price_wafdeen: Text;
  index: number;
} & Timestamps;

/** The university part of a status or deadline record. */
type AdmissionOwner = {
  _id: string;
  university: string;
  university_Arabic_Name: string;
  university_Logo: string | null;
  type: UniversitySubtype;
};

export type AdmissionStatusField = 'transfer_status' | 'wafdeen_status' | TrackYearField<'status'>;
export type AdmissionDeadlineField = 'transfer_deadline' | 'wafdeen_deadline' | TrackYearField<'deadline'>;

/** GET /api/{type}/admission: the 17 status texts of one university; `index` follows its order. */
export type AdmissionStatusRecord = AdmissionOwner & { index: number } & Record<AdmissionStatusField, Text> &
  Timestamps;

/**
 * GET /api/{type}/deadline: the 17 deadlines ('d/m/yyyy' or 'لم يحدد') of one university, and its
 * admission steps (issue 24, admission-steps.ts): the opening date ('d/m/yyyy'), the documents and
 * tests (one per line), with their one source.
 */
export type AdmissionDeadlineRecord = AdmissionOwner &
  Record<AdmissionDeadlineField, Text> & {
    opening_date: Text;
    required_documents: Text;
    required_tests: Text;
    steps_source: FigureSourceRecord;
  } & Timestamps;

/** An offering inside its university's with-parts answer: the owner's fields are left out. */
export type OfferingPartRecord = Omit<
  FacultyOfferingRecord,
  'university' | 'university_code' | 'university_Arabic_Name' | 'type' | 'category'
>;
/** A dorm or transport option inside its university's with-parts answer. */
export type PlacePartRecord = Omit<PlaceRecord, 'spec' | 'university'>;

/**
 * PUT /api/{Type}/links/{id}/with-parts: the university and its three lists, as stored (also the
 * before/after of its activity-log entry).
 */
export type UniversityWithPartsRecord = {
  university: UniversityLinkRecord;
  faculties: OfferingPartRecord[];
  dorms: PlacePartRecord[];
  transportation: PlacePartRecord[];
};

const TIMESTAMPS = ['createdAt', 'updatedAt'] as const;

const UNIVERSITY_PROVENANCE_FIELDS = [
  'identity_status',
  'identity_url',
  'tier',
  'tier_basis',
  'faculties_completeness',
  'fees_page',
  'admission_page',
  'data_notes',
  'fee_policy',
] as const;

export const UNIVERSITY_LINK_KEYS = recordKeys<UniversityLinkRecord>()([
  '_id',
  'university',
  'university_Logo',
  'category',
  ...UNIVERSITY_FIELDS,
  ...UNIVERSITY_PROVENANCE_FIELDS,
  ...TIMESTAMPS,
]);

/** The offering's provenance fields; the three sources are components, populated on every read. */
export const OFFERING_PROVENANCE_FIELDS = [
  'evidence',
  'listing_source',
  'fee_stated',
  'fee_currency',
  'fee_source',
  'score_stated',
  'score_source',
] as const;

export const ADMISSION_FLOOR_KEYS = recordKeys<AdmissionFloorRecord>()([
  '_id',
  'academic_year',
  'certificate_group',
  'tier',
  'faculty_group',
  'percent',
  'only_universities',
  'sources',
  'conflicts',
  'note',
  ...TIMESTAMPS,
]);

export const FACULTY_OFFERING_KEYS = recordKeys<FacultyOfferingRecord>()([
  '_id',
  'university',
  'university_code',
  'university_Arabic_Name',
  'type',
  'category',
  // The validator's list (texts there): the test of the keys checks it against the answers.
  ...(OFFERING_FIELDS as (keyof FacultyOfferingRecord & string)[]),
  'section_note',
  ...OFFERING_PROVENANCE_FIELDS,
  ...TIMESTAMPS,
]);

export const PLACE_KEYS = recordKeys<PlaceRecord>()([
  '_id',
  'spec',
  'university',
  'type',
  'price',
  'price_wafdeen',
  'index',
  ...TIMESTAMPS,
]);

const OWNER = ['_id', 'university', 'university_Arabic_Name', 'university_Logo', 'type'] as const;

export const ADMISSION_STATUS_KEYS = recordKeys<AdmissionStatusRecord>()([
  ...OWNER,
  'index',
  ...(admissionFields('status') as AdmissionStatusField[]),
  ...TIMESTAMPS,
]);

export const ADMISSION_DEADLINE_KEYS = recordKeys<AdmissionDeadlineRecord>()([
  ...OWNER,
  ...(admissionFields('deadline') as AdmissionDeadlineField[]),
  'opening_date',
  'required_documents',
  'required_tests',
  'steps_source',
  ...TIMESTAMPS,
]);
