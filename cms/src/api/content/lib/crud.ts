import type { Core, UID } from '@strapi/strapi';
import { withoutBaseVersion } from '@dalil/domain/rules';
import { type Result } from '@dalil/domain/validation';
import { toStoredData } from '@dalil/domain/cms';
import { baseVersionOf } from '../../../lib/concurrency';
import { notFound } from '../../../lib/http';
import type { StoredDocument } from '../../../lib/records';
import { bodyOf, orBadRequest } from '../../../lib/request';
import type { Unique } from '../services/content-store';
import { getService } from '../../../lib/services';
import type { Caller } from '../../../lib/caller';
import { restoreDeleted, softDelete, UNDOABLE } from '../../../lib/soft-delete';

type Ctx = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  request: { body?: unknown; files?: Record<string, unknown> };
  state?: { user?: Caller | null };
  status: number;
  body: unknown;
};

/** One documented collection: its type, record shape, validation, natural key and visibility. */
export type Resource = {
  uid: UID.ContentType;
  populate?: string[];
  /** The contract's record of a stored document (mappers/records.ts). */
  toRecord: (doc: StoredDocument) => { _id: string };
  validate: (body: unknown, mode: 'create' | 'update') => Result<Record<string, unknown>>;
  unique?: Unique;
  sort: unknown;
  notFound: string;
  deleted: string;
  /** The record named in the refusal of a restore after its window («حُذف الخبر نهائيًا»). */
  noun: string;
  /** Filters that always apply to this caller's reads (published only, approved only). */
  visibleTo?: (ctx: Ctx) => Record<string, unknown> | undefined;
};

/** The content area's document calls (services/content-store.ts), typed by their factory. */
export const store = (strapi: Core.Strapi) => getService(strapi, 'api::content.content-store');
/** A `logo` in a write body must be an uploaded PNG/JPEG/WebP (POST /api/logos). */
const assertLogo = (strapi: Core.Strapi, data: Record<string, unknown>) =>
  getService(strapi, 'api::logos.logos').assertLogo(data.logo);

/**
 * list (array) → create (201) → update → delete, the shape every content collection shares. A type
 * whose description has `undoableDelete` is deleted softly (lib/soft-delete.ts): the answer says
 * until when `restore` (POST …/restore) brings it back.
 */
export function crudHandlers(strapi: Core.Strapi, r: Resource) {
  return {
    async find(ctx: Ctx) {
      const docs = await store(strapi).list(r.uid, ctx.query, {
        defaults: { sort: r.sort, filters: r.visibleTo?.(ctx) },
        populate: r.populate,
      });
      ctx.body = docs.map(r.toRecord);
    },

    async create(ctx: Ctx) {
      const data = orBadRequest(r.validate(bodyOf(ctx), 'create'));
      await assertLogo(strapi, data);
      const doc = await store(strapi).create(r.uid, toStoredData(r.uid, data), {
        unique: r.unique,
        populate: r.populate,
      });
      ctx.status = 201;
      ctx.body = r.toRecord(doc);
    },

    /** A stale `updatedAt` in the body is a 409 and nothing is written (lib/concurrency.ts). */
    async update(ctx: Ctx) {
      const body = bodyOf(ctx);
      const base = baseVersionOf(body);
      const data = orBadRequest(r.validate(withoutBaseVersion(body), 'update'));
      await assertLogo(strapi, data);
      const doc = await store(strapi).update(r.uid, ctx.params.id, toStoredData(r.uid, data), {
        unique: r.unique,
        populate: r.populate,
        base,
      });
      if (!doc) throw notFound(r.notFound);
      ctx.body = r.toRecord(doc);
    },

    async delete(ctx: Ctx) {
      if (!UNDOABLE.has(r.uid)) {
        if (!(await store(strapi).remove(r.uid, ctx.params.id))) throw notFound(r.notFound);
        ctx.body = { _id: ctx.params.id, message: r.deleted };
        return;
      }
      if (!(await store(strapi).findOne(r.uid, ctx.params.id))) throw notFound(r.notFound);
      const { restoreUntil } = await softDelete(strapi, r.uid, ctx.params.id);
      ctx.body = { _id: ctx.params.id, message: r.deleted, restoreUntil };
    },

    /** Undoes a delete within its window: the record comes back as it was. */
    async restore(ctx: Ctx) {
      await restoreDeleted(strapi, r.uid, ctx.params.id, r.noun);
      const doc = await store(strapi).findOne(r.uid, ctx.params.id, r.populate);
      if (!doc) throw notFound(r.notFound);
      ctx.body = r.toRecord(doc);
    },
  };
}
