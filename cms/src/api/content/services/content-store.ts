import type { Core, UID } from '@strapi/strapi';
import { docs as documentsOf } from '../../../lib/documents';
import type { StoredDocument } from '../../../lib/records';
import { writeIfUnchanged } from '../../../lib/concurrency';
import { conflictOnDuplicate, duplicateError } from '../../../lib/unique';
import { findManyArgs, listParams } from '../../../lib/list-query';
import { purgeDeletedHolding } from '../../../lib/soft-delete';

/**
 * All document-service calls of the content area. Each call names its content type, what to
 * populate, and which field is the natural key: a second record with the same short name or
 * code is a 409 before anything is written.
 */
export type Unique = { field: string; message: string };
type Doc = StoredDocument;
type ListOptions = { defaults?: { sort?: unknown; filters?: Record<string, unknown> }; populate?: string[] };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = (uid: UID.ContentType) => documentsOf(strapi, uid);

  async function assertUnique(
    uid: UID.ContentType,
    unique: Unique | undefined,
    data: Record<string, unknown>,
    self?: string,
  ) {
    if (!unique || data[unique.field] === undefined) return;
    // A deleted record awaiting its undo does not hold the key: the new one takes it for good.
    await purgeDeletedHolding(strapi, uid, { [unique.field]: { $eqi: data[unique.field] } });
    const filters: Record<string, unknown> = { [unique.field]: { $eqi: data[unique.field] } };
    if (self) filters.documentId = { $ne: self };
    const other = await docs(uid).findFirst({ filters, fields: ['documentId'] });
    if (other) throw duplicateError(unique.message, unique.field);
  }

  /** A write that lost a race on the unique key reaches the database's own check: still a 409. */
  const guarded = <T>(unique: Unique | undefined, write: () => Promise<T>): Promise<T> =>
    unique ? conflictOnDuplicate(write, unique.message, unique.field) : write();

  return {
    async list(
      uid: UID.ContentType,
      query: Record<string, unknown>,
      { defaults, populate }: ListOptions = {},
    ): Promise<Doc[]> {
      const params = await listParams(strapi, query, uid);
      return await docs(uid).findMany({ ...findManyArgs(params, defaults), populate });
    },

    async findFirst(uid: UID.ContentType, filters: Record<string, unknown>, populate?: string[]): Promise<Doc | null> {
      return await docs(uid).findFirst({ filters, populate });
    },

    async findOne(uid: UID.ContentType, documentId: string, populate?: string[]): Promise<Doc | null> {
      return await docs(uid).findOne({ documentId, populate });
    },

    async create(
      uid: UID.ContentType,
      data: Record<string, unknown>,
      { unique, populate }: { unique?: Unique; populate?: string[] } = {},
    ) {
      await assertUnique(uid, unique, data);
      return guarded(unique, async () => await docs(uid).create({ data, populate }));
    },

    /**
     * The updated document, or null when there is none with that id. With `base` (the
     * `updatedAt` the caller read) a record changed since is a 409 and nothing is written.
     */
    async update(
      uid: UID.ContentType,
      documentId: string,
      data: Record<string, unknown>,
      { unique, populate, base = null }: { unique?: Unique; populate?: string[]; base?: Date | null } = {},
    ) {
      const existing = await docs(uid).findOne({ documentId, fields: ['documentId'] });
      if (!existing) return null;
      await assertUnique(uid, unique, data, documentId);
      return guarded(unique, () =>
        writeIfUnchanged(
          strapi,
          uid,
          documentId,
          base,
          async () => await docs(uid).update({ documentId, data, populate }),
        ),
      );
    },

    /** Whether a document was deleted. */
    async remove(uid: UID.ContentType, documentId: string): Promise<boolean> {
      const existing = await docs(uid).findOne({ documentId, fields: ['documentId'] });
      if (!existing) return false;
      await docs(uid).delete({ documentId });
      return true;
    },

    /** Ids among `documentIds` that are not documents of `uid`. */
    async missingIds(uid: UID.ContentType, documentIds: string[]): Promise<string[]> {
      if (!documentIds.length) return [];
      const found = await docs(uid).findMany({
        filters: { documentId: { $in: documentIds } },
        fields: ['documentId'],
      });
      const known = new Set(found.map((d) => d.documentId));
      return documentIds.filter((id) => !known.has(id));
    },
  };
};
