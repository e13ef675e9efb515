import type { Core } from '@strapi/strapi';
import { withoutBaseVersion } from '@dalil/domain/rules';
import { validateMasterFaculty } from '@dalil/domain/validation';
import { MASTER_FACULTY_RESOURCE } from '@dalil/domain/resources';
import { baseVersionOf } from '../../../lib/concurrency';
import { notFound } from '../../../lib/http';
import { bodyOf, orBadRequest } from '../../../lib/request';
import { crudHandlers, store } from '../lib/crud';
import { facultyRecord } from '../mappers/records';
import type { IncomingFile } from '../../../lib/upload-check';
import { getService } from '../../../lib/services';

const UID = MASTER_FACULTY_RESOURCE.uid;
const NOT_FOUND = 'الكلية غير موجودة';
const UNIQUE = { field: 'faculty_code', message: 'توجد كلية أخرى بنفس الرمز' };

type Ctx = Parameters<ReturnType<typeof crudHandlers>['find']>[0];
const LOGO_TYPE = 'شعار الكلية يجب أن يكون صورة PNG أو JPEG أو WebP';

/**
 * The assistant faculties (master faculty type). Reads are public; writes are SuperAdmin's
 * (smart-assistant admin, spec 3 §6). Add and edit take form data `name, shortCode, imgSrc`
 * (or JSON with the same names, or the record names). `imgSrc` as text is the derived logo
 * path and is not stored; an image file sent as `imgSrc` or `logo` becomes the faculty's logo, and
 * so does `logo: <media id>` of an image uploaded through POST /api/logos (the kit's ImageUploadField).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const crud = crudHandlers(strapi, {
    uid: UID,
    populate: ['faculty_logo'],
    toRecord: facultyRecord,
    validate: validateMasterFaculty,
    unique: UNIQUE,
    sort: [{ id: 'asc' }],
    notFound: NOT_FOUND,
    deleted: 'تم حذف الكلية بنجاح',
    noun: 'الكلية',
  });

  const logos = () => getService(strapi, 'api::logos.logos');

  /**
   * The uploaded logo's id, if the form carried a file: stored as /api/logos stores a logo (a
   * PNG, JPEG or WebP by content, at most 1 MB and 4000 px a side, named after its content).
   */
  async function logoFrom(ctx: Ctx): Promise<number | undefined> {
    const files = ctx.request.files ?? {};
    const raw = files.logo ?? files.imgSrc ?? files.faculty_logo;
    const file = (Array.isArray(raw) ? raw[0] : raw) as IncomingFile | undefined;
    if (!file) return undefined;
    return (await logos().store(file, LOGO_TYPE)).id;
  }

  /**
   * The record's data with its logo: an image file in the form wins; else `logo`, the media id
   * POST /api/logos answered (checked to be a stored image; null clears it).
   */
  async function withLogo(ctx: Ctx, validated: Record<string, unknown>): Promise<Record<string, unknown>> {
    const { logo: logoId, ...data } = validated;
    const file = await logoFrom(ctx);
    if (file !== undefined) data.faculty_logo = file;
    else if (logoId !== undefined) {
      await logos().assertLogo(logoId);
      data.faculty_logo = logoId;
    }
    return data;
  }

  return {
    find: crud.find,
    delete: crud.delete,
    restore: crud.restore,

    /**
     * GET /api/faculties/search: `code` (exact, any case), `name` (part of the Arabic name),
     * `q` (part of the name or of the code); the standard list parameters apply as well.
     */
    async search(ctx: Ctx) {
      const { code, name, q, ...rest } = ctx.query as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
      const and: Record<string, unknown>[] = [];
      if (text(code)) and.push({ faculty_code: { $eqi: text(code) } });
      if (text(name)) and.push({ faculty_name: { $containsi: text(name) } });
      if (text(q))
        and.push({ $or: [{ faculty_name: { $containsi: text(q) } }, { faculty_code: { $containsi: text(q) } }] });
      const docs = await store(strapi).list(UID, rest, {
        defaults: { sort: [{ id: 'asc' }], filters: and.length ? { $and: and } : undefined },
        populate: ['faculty_logo'],
      });
      ctx.body = docs.map(facultyRecord);
    },

    /** POST /api/faculties → 201 `{ data: { id } }` (the screen reads data.id), plus the record. */
    async create(ctx: Ctx) {
      const data = await withLogo(ctx, orBadRequest(validateMasterFaculty(bodyOf(ctx), 'create')));
      const doc = await store(strapi).create(UID, data, { unique: UNIQUE, populate: ['faculty_logo'] });
      const record = facultyRecord(doc);
      ctx.status = 201;
      ctx.body = { data: { id: doc.documentId, ...record } };
    },

    async update(ctx: Ctx) {
      const body = bodyOf(ctx);
      const base = baseVersionOf(body);
      const data = await withLogo(ctx, orBadRequest(validateMasterFaculty(withoutBaseVersion(body), 'update')));
      const doc = await store(strapi).update(UID, ctx.params.id, data, {
        unique: UNIQUE,
        populate: ['faculty_logo'],
        base,
      });
      if (!doc) throw notFound(NOT_FOUND);
      ctx.body = facultyRecord(doc);
    },
  };
};
