import type { Core } from '@strapi/strapi';
import { PREVIEW_TYPES, previewPath, siteAddress } from '@dalil/domain';

/**
 * Strapi's preview handler (`config/admin.ts`): the site's address of a university, article,
 * news item or scholarship (`preview-path.ts` of the domain), from `SITE_URL`. Null — no link in
 * the panel — for any other type or an unknown document.
 */
export async function previewUrl(
  strapi: Core.Strapi,
  siteUrl: string,
  uid: string,
  documentId: string | undefined,
): Promise<string | null> {
  if (!(PREVIEW_TYPES as readonly string[]).includes(uid) || !documentId) return null;
  const record = (await strapi.db.query(uid as any).findOne({ where: { documentId } })) as Record<
    string,
    unknown
  > | null;
  const path = previewPath(uid, record);
  return path ? siteAddress(siteUrl, path) : null;
}
