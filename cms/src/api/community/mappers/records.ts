import { contactStatus } from '@dalil/domain';
import { mediaUrl, toRecord, type StoredDocument } from '../../../lib/records';

/** Contact message: a missing status counts as pending (spec 3 §3); stored as `message_status`. */
export function toContactRecord(doc: StoredDocument) {
  const { message_status: status, ...rest } = doc;
  return toRecord(rest as StoredDocument, { status: contactStatus(status), response: doc.response ?? null });
}

export const toJoinRecord = (doc: StoredDocument) => toRecord(doc);

/** Ad: image_path is the uploaded image's URL, else the path an editor typed. */
export function toAdRecord(doc: StoredDocument) {
  const { image, events, ...rest } = doc;
  return toRecord(rest as StoredDocument, {
    image_path: mediaUrl(image, (doc.image_path as string | null) ?? null),
    features: Array.isArray(doc.features) ? doc.features : [],
    currentShows: doc.currentShows ?? 0,
    currentClicks: doc.currentClicks ?? 0,
  });
}

/** Analytics event: the ad is named by its id (adId) and title. */
export function toAdEventRecord(doc: StoredDocument) {
  const { ad, ...rest } = doc;
  const adDoc = ad as { documentId?: string; title?: string } | null | undefined;
  return toRecord(rest as StoredDocument, { adId: adDoc?.documentId ?? null, adTitle: adDoc?.title ?? null });
}

export const toLogRecord = (doc: StoredDocument) => toRecord(doc);
