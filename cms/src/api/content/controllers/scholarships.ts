import type { Core } from '@strapi/strapi';
import { validateScholarship } from '@dalil/domain/validation';
import { crudHandlers } from '../lib/crud';
import { scholarshipRecord } from '../mappers/records';

/** GET /api/scholarships (visitors; newest first by id), POST /add, PUT /:id (Admin+), DELETE /:id (SuperAdmin). */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  crudHandlers(strapi, {
    uid: 'api::scholarship.scholarship',
    populate: ['logo'],
    toRecord: scholarshipRecord,
    validate: validateScholarship,
    unique: { field: 'Short_name', message: 'توجد منحة أخرى بنفس الاسم المختصر' },
    sort: [{ id: 'desc' }],
    notFound: 'المنحة غير موجودة',
    deleted: 'تم حذف المنحة بنجاح',
    noun: 'المنحة',
  });
