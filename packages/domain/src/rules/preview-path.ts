import { resourceOf } from '../resources/all';

/**
 * Where the site shows a record of the panel: a university's guide page, an article's page, the
 * news and scholarships pages (they have no page per item). Null for a type without a page, or a
 * record missing the fields its address needs. The panel's «عرض على الموقع» opens the site's
 * preview of the record (below, `cms/src/lib/preview.ts`); this is where it lives once published.
 * The address is the description's `sitePath`; these are the types that have one (the preview's
 * token names one of them: preview-path.test.ts keeps the two in step).
 */
export const PREVIEW_TYPES = [
  'api::university.university',
  'api::article.article',
  'api::news-item.news-item',
  'api::scholarship.scholarship',
] as const;

type Record_ = { readonly [field: string]: unknown };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The record's address on the site: its description's `sitePath` with each `:field` filled in. */
export function previewPath(uid: string, record: Record_ | null | undefined): string | null {
  const template = resourceOf(uid)?.sitePath;
  if (!record || !template) return null;
  let complete = true;
  const path = template.replace(/:([A-Za-z_]+)/g, (_, field: string) => {
    const value = text(record[field]);
    if (!value) complete = false;
    return encodeURIComponent(value);
  });
  return complete ? path : null;
}

/** The site's address of `path`: `siteUrl` without its trailing slashes, then the path. */
export const siteAddress = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}`;

/**
 * The panel's preview (issue 21): Strapi's preview handler sends the editor to the site's
 * `/preview?token=…` with a short-lived token the CMS signed (HMAC, `cms/src/lib/preview.ts`);
 * the site asks the CMS for the record the token names (`GET /api/preview?token=…`), draft or
 * not, and shows it under the banner. No site account is needed; the public pages keep showing
 * published records only.
 */
export const PREVIEW_ROUTE = '/preview';
/** How long a preview link opens the record: long enough to read it, short enough to go stale. */
export const PREVIEW_TOKEN_SECONDS = 30 * 60;

export const PREVIEW_MESSAGES = {
  banner: 'مسودة — معاينة',
  invalid: 'رابط المعاينة غير صالح. افتح المعاينة من جديد من لوحة التحرير.',
  expired: 'انتهت صلاحية رابط المعاينة. افتح المعاينة من جديد من لوحة التحرير.',
  notFound: 'لم يعد هذا السجل موجودًا.',
} as const;

export type PreviewType = (typeof PREVIEW_TYPES)[number];
export type PreviewClaims = { readonly uid: PreviewType; readonly documentId: string; readonly exp: number };

/** The claims a preview token carries, for `documentId` of `uid`, valid `PREVIEW_TOKEN_SECONDS` from `nowSeconds`. */
export const previewClaims = (uid: PreviewType, documentId: string, nowSeconds: number): PreviewClaims => ({
  uid,
  documentId,
  exp: Math.floor(nowSeconds) + PREVIEW_TOKEN_SECONDS,
});

export type PreviewCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The claims of a token whose signature was checked: a previewable type, a document id and an
 * expiry in whole seconds still ahead of `nowSeconds`; anything else is refused.
 */
export function checkPreviewClaims(value: unknown, nowSeconds: number): PreviewCheck {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, reason: 'invalid' };
  const { uid, documentId, exp } = value as Record<string, unknown>;
  if (typeof uid !== 'string' || !(PREVIEW_TYPES as readonly string[]).includes(uid))
    return { ok: false, reason: 'invalid' };
  if (typeof documentId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(documentId))
    return { ok: false, reason: 'invalid' };
  if (typeof exp !== 'number' || !Number.isInteger(exp)) return { ok: false, reason: 'invalid' };
  if (exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { uid: uid as PreviewType, documentId, exp } };
}

/** The site's preview address for a signed token. */
export const previewAddress = (siteUrl: string, token: string): string =>
  siteAddress(siteUrl, `${PREVIEW_ROUTE}?token=${encodeURIComponent(token)}`);

/**
 * Where a staff list's «عرض على الموقع» opens (issue 23): the record's page on the site as
 * `previewPath` finds it, only while the public can read it — an article that is not published
 * (draft, archived) has none yet. Reads the stored status (`article_status`) or the contract's (`status`).
 */
export function publicPagePath(uid: string, record: Record_ | null | undefined): string | null {
  if (uid === 'api::article.article' && (record?.article_status ?? record?.status) !== 'published') return null;
  return previewPath(uid, record);
}
