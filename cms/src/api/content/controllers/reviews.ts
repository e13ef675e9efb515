import type { Core } from '@strapi/strapi';
import { validateReview } from '@dalil/domain/validation';
import { crudHandlers } from '../lib/crud';
import { callerLevel } from '../../../lib/caller';
import { reviewRecord } from '../mappers/records';

/**
 * GET /api/reviews: approved reviews for everyone, all of them for the SuperAdmin (the only
 * role that manages reviews, spec 3 §6). POST /add, PUT /:id (may carry only `status`),
 * DELETE /:id: SuperAdmin.
 */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  crudHandlers(strapi, {
    uid: 'api::review.review',
    populate: ['avatar'],
    toRecord: reviewRecord,
    validate: validateReview,
    sort: [{ createdAt: 'desc' }, { id: 'desc' }],
    notFound: 'الرأي غير موجود',
    deleted: 'تم حذف الرأي بنجاح',
    noun: 'الرأي',
    visibleTo: (ctx) => (callerLevel(ctx) === 'superadmin' ? undefined : { review_status: { $eq: 'approved' } }),
  });
