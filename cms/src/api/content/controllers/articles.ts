import type { Core } from '@strapi/strapi';
import { validateArticle } from '@dalil/domain/validation';
import { ARTICLE_RESOURCE } from '@dalil/domain/resources';
import { notFound } from '../../../lib/http';
import { crudHandlers, store } from '../lib/crud';
import { isStaff, type Caller } from '../../../lib/caller';
import { articleRecord } from '../mappers/records';

const UID = ARTICLE_RESOURCE.uid;
const NOT_FOUND = 'لم يتم العثور على المقال المطلوب.';
/** Only published articles appear publicly (spec 2 §3); staff see drafts and archived ones too. */
const visibleTo = (ctx: Parameters<typeof isStaff>[0]) =>
  isStaff(ctx) ? undefined : { article_status: { $eq: 'published' } };

/**
 * GET /api/articles and GET /api/articles/:shortName (visitors: published only),
 * POST /add and PUT /update/:id (Admin+), DELETE /delete/:id (SuperAdmin).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  ...crudHandlers(strapi, {
    uid: UID,
    populate: ['logo'],
    toRecord: articleRecord,
    validate: validateArticle,
    unique: { field: 'Short_name', message: 'يوجد مقال آخر بنفس الاسم المختصر' },
    sort: [{ createdAt: 'desc' }, { id: 'desc' }],
    notFound: NOT_FOUND,
    deleted: 'تم حذف المقال بنجاح',
    noun: 'المقال',
    visibleTo,
  }),

  /** The article page: by short name (as the site links it), or by `_id`. */
  async findOne(ctx: { params: { shortName: string }; state?: { user?: Caller | null }; body: unknown }) {
    const key = ctx.params.shortName;
    const visible = visibleTo(ctx);
    const by = async (filters: Record<string, unknown>) =>
      store(strapi).findFirst(UID, visible ? { $and: [filters, visible] } : filters, ['logo']);
    const doc = (await by({ Short_name: { $eq: key } })) ?? (await by({ documentId: { $eq: key } }));
    if (!doc) throw notFound(NOT_FOUND);
    ctx.body = articleRecord(doc);
  },
});
