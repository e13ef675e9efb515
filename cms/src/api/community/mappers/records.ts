import { contactStatus } from '@dalil/domain/validation';
import {
  type AdEventRecord,
  type AdRecord,
  type ContactMessageRecord,
  type JoinRequestRecord,
  type LogEntryRecord,
} from '@dalil/domain/contract';
import { mediaUrl, toRecord, type StoredDocument } from '../../../lib/records';

/** Contact message: a missing status counts as pending (spec 3 §3); stored as `message_status`. */
export function toContactRecord(doc: StoredDocument): ContactMessageRecord {
  const { message_status: status, ...rest } = doc;
  return toRecord<ContactMessageRecord>(rest as StoredDocument, {
    status: contactStatus(status),
    response: (doc.response as string | null | undefined) ?? null,
  });
}

export const toJoinRecord = (doc: StoredDocument): JoinRequestRecord => toRecord<JoinRequestRecord>(doc);

/** Ad: image_path is the uploaded image's URL, else the path an editor typed. */
export function toAdRecord(doc: StoredDocument): AdRecord {
  const { image, events, ...rest } = doc;
  return toRecord<AdRecord>(rest as StoredDocument, {
    image_path: mediaUrl(image, (doc.image_path as string | null) ?? null),
    features: Array.isArray(doc.features) ? doc.features : [],
    currentShows: (doc.currentShows as number | null | undefined) ?? 0,
    currentClicks: (doc.currentClicks as number | null | undefined) ?? 0,
  });
}

/** Analytics event: the ad is named by its id (adId) and title. */
export function toAdEventRecord(doc: StoredDocument): AdEventRecord {
  const { ad, ...rest } = doc;
  const adDoc = ad as { documentId?: string; title?: string } | null | undefined;
  return toRecord<AdEventRecord>(rest as StoredDocument, {
    adId: adDoc?.documentId ?? null,
    adTitle: adDoc?.title ?? null,
  });
}

export const toLogRecord = (doc: StoredDocument): LogEntryRecord => toRecord<LogEntryRecord>(doc);
