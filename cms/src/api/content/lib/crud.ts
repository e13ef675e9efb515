import type { Core, UID } from '@strapi/strapi';
import { toStoredData } from '@dalil/domain';
import { notFound } from '../../../lib/http';
import { bodyOf, valid } from './body';
import type { Unique } from '../services/content-store';

type Ctx = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  request: { body?: unknown; files?: Record<string, unknown> };
  state?: { user?: any };
  status: number;
  body: unknown;
};
type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; errors: { message: string; path: string[] }[]; missingFields: string[] };

/** One documented collection: its type, record shape, validation, natural key and visibility. */
export type Resource = {
  uid: UID.ContentType;
  populate?: string[];
  toRecord: (doc: any) => Record<string, unknown>;
  validate: (body: unknown, mode: 'create' | 'update') => Validation<Record<string, unknown>>;
  unique?: Unique;
  sort: unknown;
  notFound: string;
  deleted: string;
  /** Filters that always apply to this caller's reads (published only, approved only). */
  visibleTo?: (ctx: Ctx) => Record<string, unknown> | undefined;
};

export const store = (strapi: Core.Strapi) => strapi.service('api::content.content-store') as any;
/** A `logo` in a write body must be an uploaded PNG/JPEG/WebP (POST /api/logos). */
const assertLogo = (strapi: Core.Strapi, data: Record<string, unknown>) =>
  (strapi.service('api::logos.logos') as any).assertLogo(data.logo);

/** list (array) → create (201) → update → delete, the shape every content collection shares. */
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
      const data = valid(r.validate(bodyOf(ctx), 'create'));
      await assertLogo(strapi, data);
      const doc = await store(strapi).create(r.uid, toStoredData(r.uid, data), {
        unique: r.unique,
        populate: r.populate,
      });
      ctx.status = 201;
      ctx.body = r.toRecord(doc);
    },

    async update(ctx: Ctx) {
      const data = valid(r.validate(bodyOf(ctx), 'update'));
      await assertLogo(strapi, data);
      const doc = await store(strapi).update(r.uid, ctx.params.id, toStoredData(r.uid, data), {
        unique: r.unique,
        populate: r.populate,
      });
      if (!doc) throw notFound(r.notFound);
      ctx.body = r.toRecord(doc);
    },

    async delete(ctx: Ctx) {
      if (!(await store(strapi).remove(r.uid, ctx.params.id))) throw notFound(r.notFound);
      ctx.body = { _id: ctx.params.id, message: r.deleted };
    },
  };
}
