import type { Core } from '@strapi/strapi';
import { PREVIEW_MESSAGES, previewPath, type PreviewType } from '@dalil/domain/rules';
import { forbidden, notFound, unauthorized } from '../../../lib/http';
import { docs } from '../../../lib/documents';
import { verifyPreviewToken } from '../../../lib/preview';
import type { StoredDocument } from '../../../lib/records';
import { articleRecord, newsRecord, scholarshipRecord } from '../../content/mappers/records';
import { toLinkRecord } from '../../guide/mappers/guide';

type Ctx = { query: Record<string, unknown>; body: unknown; set: (k: string, v: string) => void };

/** The type's name on the site and its record as the public API shapes it. */
const KINDS: Record<PreviewType, { kind: string; record: (doc: StoredDocument) => unknown }> = {
  'api::article.article': { kind: 'article', record: articleRecord },
  'api::news-item.news-item': { kind: 'news', record: newsRecord },
  'api::scholarship.scholarship': { kind: 'scholarship', record: scholarshipRecord },
  'api::university.university': {
    kind: 'university',
    record: (doc) => ({ ...toLinkRecord(doc), Uni_Bio: doc.Uni_Bio ?? null }),
  },
};

/**
 * GET /api/preview?token=…: 200 `{ kind, path, record }` for a valid token, whatever the record's
 * state; 403 for a forged or damaged token, 401 for an expired one (Arabic messages); 404 when
 * the record is gone. Never cached: the answer may be a draft.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    const check = verifyPreviewToken(process.env.PREVIEW_SECRET ?? '', ctx.query.token, Date.now() / 1000);
    if (!check.ok)
      throw check.reason === 'expired' ? unauthorized(PREVIEW_MESSAGES.expired) : forbidden(PREVIEW_MESSAGES.invalid);
    const { uid, documentId } = check.claims;
    const doc = await docs(strapi, uid).findOne({ documentId, populate: ['logo'] });
    const path = previewPath(uid, doc);
    if (!doc || !path) throw notFound(PREVIEW_MESSAGES.notFound);
    ctx.body = { kind: KINDS[uid].kind, path, record: KINDS[uid].record(doc) };
  },
});
