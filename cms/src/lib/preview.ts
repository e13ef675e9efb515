import type { Core } from '@strapi/strapi';
import {
  PREVIEW_TYPES,
  checkPreviewClaims,
  previewAddress,
  previewClaims,
  previewPath,
  type PreviewCheck,
  type PreviewClaims,
  type PreviewType,
} from '@dalil/domain/rules';
import { readSignedToken, signToken } from './signed-token';

/**
 * Preview tokens (lib/signed-token.ts), signed with
 * `PREVIEW_SECRET` (generated into cms/.env like the other secrets). The claims name one record
 * and an expiry (`packages/domain` preview-path.ts); nothing else opens it.
 */
export const signPreviewToken = (secret: string, claims: PreviewClaims): string => signToken(secret, claims);

/** The claims of a token signed with `secret`: invalid when forged or damaged, expired after its time. */
export function verifyPreviewToken(secret: string, token: unknown, nowSeconds: number): PreviewCheck {
  const claims = readSignedToken(secret, token);
  if (claims === null) return { ok: false, reason: 'invalid' };
  return checkPreviewClaims(claims, nowSeconds);
}

const isPreviewType = (uid: string): uid is PreviewType => (PREVIEW_TYPES as readonly string[]).includes(uid);

/**
 * Strapi's preview handler (`config/admin.ts`): the site's `/preview` address with a fresh token
 * for a university, article, news item or scholarship that exists and has a page. Null — no link
 * in the panel — for any other type, an unknown document, or no secret.
 */
export async function previewUrl(
  strapi: Core.Strapi,
  { siteUrl, secret }: { siteUrl: string; secret: string },
  uid: string,
  documentId: string | undefined,
  nowSeconds = Date.now() / 1000,
): Promise<string | null> {
  if (!secret || !isPreviewType(uid) || !documentId) return null;
  const record = (await strapi.db.query(uid).findOne({ where: { documentId } })) as Record<string, unknown> | null;
  if (!previewPath(uid, record)) return null;
  return previewAddress(siteUrl, signPreviewToken(secret, previewClaims(uid, documentId, nowSeconds)));
}
