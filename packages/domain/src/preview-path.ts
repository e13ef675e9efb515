/**
 * Where the site shows a record the panel's "view on the site" link opens (Strapi's preview
 * handler, `cms/config/admin.ts`): a university's guide page, an article's page, the news and
 * scholarships pages (they have no page per item). Null for a type without a page, or a record
 * missing the fields its address needs. A draft or archived article's page shows it only to a
 * signed-in site Admin (the site's own rule); the address is the same.
 */
export const PREVIEW_TYPES = [
  'api::university.university',
  'api::article.article',
  'api::news-item.news-item',
  'api::scholarship.scholarship',
] as const;

type Record_ = { readonly [field: string]: unknown };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function previewPath(uid: string, record: Record_ | null | undefined): string | null {
  if (!record) return null;
  switch (uid) {
    case 'api::university.university': {
      const [category, code] = [text(record.category), text(record.university_code)];
      return category && code ? `/Guide/${encodeURIComponent(category)}/${encodeURIComponent(code)}` : null;
    }
    case 'api::article.article': {
      const short = text(record.Short_name);
      return short ? `/articles/${encodeURIComponent(short)}` : null;
    }
    case 'api::news-item.news-item':
      return '/News';
    case 'api::scholarship.scholarship':
      return '/Scholarships';
    default:
      return null;
  }
}

/** The site's address of `path`: `siteUrl` without its trailing slashes, then the path. */
export const siteAddress = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}`;
