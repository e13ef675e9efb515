import type { Core } from '@strapi/strapi';
import { validateNews } from '@dalil/domain/validation';
import { crudHandlers } from '../lib/crud';
import { newsRecord } from '../mappers/records';

/** GET /api/news (visitors; newest deadline first), POST /add, PUT /:id (Admin+), DELETE /:id (SuperAdmin). */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  crudHandlers(strapi, {
    uid: 'api::news-item.news-item',
    populate: ['logo'],
    toRecord: newsRecord,
    validate: validateNews,
    unique: { field: 'Short_name', message: 'يوجد خبر آخر بنفس الاسم المختصر' },
    sort: [{ deadline: 'desc' }, { id: 'desc' }],
    notFound: 'الخبر غير موجود',
    deleted: 'تم حذف الخبر بنجاح',
    noun: 'الخبر',
  });
