import {
  articleLogoPath,
  facultyLogoPath,
  newsLogoPath,
  reviewLogoPath,
  scholarshipLogoPath,
} from '@dalil/domain/rules';
import {
  type ArticleRecord,
  type MasterFacultyRecord,
  type NewsRecord,
  type ReviewRecord,
  type ScholarshipRecord,
  type ScoreCriteriaRecord,
} from '@dalil/domain/contract';
import { mediaUrl, type StoredDocument } from '../../../lib/records';

/**
 * Stored documents → the documented record shapes (spec 3 §3). `_id` is the document id; the
 * logo is the uploaded image's URL, else the conventional path derived from the short name.
 * A list read with `fields` may leave out the field a path is derived from: then no path.
 * Each mapper returns its contract record (packages/domain/src/contract/content.ts).
 */
type Doc = StoredDocument;

const logo = (media: unknown, key: unknown, derive: (k: string) => string) =>
  mediaUrl(media, typeof key === 'string' && key ? derive(key) : null);

/**
 * Drops keys a `fields` selection left out, so the answer does not carry `undefined`s as nulls.
 * The record's keys are checked against the contract's; its values are the stored ones as they
 * are (the schema and cms/tests/contract.test.ts keep them to the contract's types).
 */
const present = <T extends object>(doc: Doc, record: { [K in keyof Required<T>]: unknown }): T =>
  Object.fromEntries(Object.entries(record).filter(([k, v]) => v !== undefined || k in doc)) as T;

export const newsRecord = (doc: Doc): NewsRecord =>
  present<NewsRecord>(doc, {
    _id: doc.documentId,
    title: doc.title,
    Short_name: doc.Short_name,
    logo_url: logo(doc.logo, doc.Short_name, newsLogoPath),
    deadline: doc.deadline,
    link: doc.link,
    details: doc.details,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  });

export const scholarshipRecord = (doc: Doc): ScholarshipRecord =>
  present<ScholarshipRecord>(doc, {
    _id: doc.documentId,
    // "sorted by id descending" (spec 1): the stable numeric row id.
    id: doc.id,
    name: doc.name,
    Short_name: doc.Short_name,
    logo_url: logo(doc.logo, doc.Short_name, scholarshipLogoPath),
    type: doc.type,
    deadline: doc.deadline,
    link: doc.link,
    status: doc.scholarship_status,
    details: doc.details,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  });

export const articleRecord = (doc: Doc): ArticleRecord =>
  present<ArticleRecord>(doc, {
    _id: doc.documentId,
    title: doc.title,
    Short_name: doc.Short_name,
    logo_url: logo(doc.logo, doc.Short_name, articleLogoPath),
    category: doc.category,
    tag: doc.tag,
    status: doc.article_status,
    details: doc.details,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  });

export const reviewRecord = (doc: Doc): ReviewRecord =>
  present<ReviewRecord>(doc, {
    _id: doc.documentId,
    name: doc.name,
    affiliation: doc.affiliation,
    logo_name: doc.logo_name,
    logo_url: logo(doc.avatar, doc.logo_name, reviewLogoPath),
    rating: doc.rating == null ? doc.rating : Number(doc.rating),
    review: doc.review,
    status: doc.review_status,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  });

export const facultyRecord = (doc: Doc): MasterFacultyRecord =>
  present<MasterFacultyRecord>(doc, {
    _id: doc.documentId,
    faculty_name: doc.faculty_name,
    faculty_code: doc.faculty_code,
    faculty_logo: logo(doc.faculty_logo, doc.faculty_code, facultyLogoPath),
    updatedAt: doc.updatedAt,
  });

export const scoreCriterionRecord = (
  doc: Doc | null,
  pair: { year: number; certificate: string },
): ScoreCriteriaRecord => ({
  _id: doc?.documentId ?? null,
  year: pair.year,
  certificate: pair.certificate,
  scores: Array.isArray(doc?.scores) ? (doc.scores as ScoreCriteriaRecord['scores']) : [],
  updatedAt: (doc?.updatedAt as ScoreCriteriaRecord['updatedAt'] | undefined) ?? null,
});
