import { toRecord, mediaUrl, type StoredDocument } from '../../../lib/records';

type University = StoredDocument & {
  university_code: string;
  university_Arabic_Name: string;
  type: string;
  category: string;
  logo?: unknown;
};

/** The university link record of spec 1 §3: code under both names, the logo as a URL. */
export function toLinkRecord(doc: StoredDocument) {
  const { logo, faculty_offerings, dorms, transportation_options, admission_status, admission_deadline, ...rest } = doc;
  return toRecord(rest as StoredDocument, { university: doc.university_code, university_Logo: mediaUrl(logo) });
}

const owner = (doc: StoredDocument) => (doc.university ?? null) as University | null;

/** A faculty offering with its university's code, Arabic name and section code. */
export function toOfferingRecord(doc: StoredDocument) {
  const u = owner(doc);
  return toRecord(doc, {
    university: u?.university_code ?? null,
    university_code: u?.university_code ?? null,
    university_Arabic_Name: u?.university_Arabic_Name ?? null,
    type: u?.type ?? null,
    category: u?.category ?? null,
  });
}

/** A dorm or transport option: `spec` is the university code (spec 1 §3). */
export function toPlaceRecord(doc: StoredDocument) {
  const u = owner(doc);
  return toRecord(doc, { spec: u?.university_code ?? null, university: u?.university_code ?? null });
}

/** A status or deadline record, with the university's code, name, logo and section. */
export function toAdmissionRecord(doc: StoredDocument) {
  const u = owner(doc);
  return toRecord(doc, {
    university: u?.university_code ?? null,
    university_Arabic_Name: u?.university_Arabic_Name ?? null,
    university_Logo: mediaUrl(u?.logo),
    type: u?.type ?? null,
  });
}
