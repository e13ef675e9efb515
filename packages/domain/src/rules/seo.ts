/**
 * robots.txt and sitemap.xml (issue 14): the texts a search engine reads, built from the site's
 * origin and the CMS's current records. Pure: the CMS gathers the records and serves the text.
 */

/** The public pages of spec 1's route table, in the order the sitemap lists them. */
export const PUBLIC_SITE_PATHS = [
  '/',
  '/Guide',
  '/Status',
  '/Scholarships',
  '/News',
  '/Contact',
  '/articles',
  '/join-us',
  '/terms',
  '/privacy',
] as const;

/**
 * What a crawler must not ask for: the staff screens (/admin…, /scores), the account, the
 * login-only smart assistant and the sign-in, verification and reset pages (forms, no content).
 * The university guide pages and the article pages are not shut out, but not listed in the
 * sitemap either: their guard sends a visitor without an account to /Login (spec 1), so a
 * crawler would read only the sign-in form (issue 24).
 */
export const ROBOTS_DISALLOWED = [
  '/admin',
  '/scores',
  '/account',
  '/SmartAssistant',
  '/Login',
  '/verify',
  '/reset-password',
] as const;

/** `https://dalil.example/` → `https://dalil.example` (no trailing slash); anything not http(s) → null. */
export function normaliseOrigin(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapRecords {
  universities: { code: string; category: string; updatedAt?: string | null }[];
  articles: { shortName: string; updatedAt?: string | null }[];
  /** The news page lists every item: its last change dates the page. */
  news: { updatedAt?: string | null }[];
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A W3C date (YYYY-MM-DD) for a stored timestamp, or undefined when there is none. */
function day(value?: string | null): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

function latest(values: (string | null | undefined)[]): string | undefined {
  const days = values.map(day).filter((d): d is string => Boolean(d));
  return days.length ? days.sort().at(-1) : undefined;
}

/**
 * The sitemap's entries: the public pages only, each list page dated by its newest record. The
 * university guide pages and the article pages need a login (spec 1's guard): a crawler reads
 * only the sign-in form there, so they are not listed (issue 24).
 */
export function sitemapEntries(origin: string, records: SitemapRecords): SitemapEntry[] {
  const entry = (path: string, lastmod?: string): SitemapEntry => ({
    loc: `${origin}${path}`,
    ...(lastmod ? { lastmod } : {}),
  });
  const lastmodOf: Partial<Record<string, string | undefined>> = {
    '/News': latest(records.news.map((n) => n.updatedAt)),
    '/articles': latest(records.articles.map((a) => a.updatedAt)),
    '/Guide': latest(records.universities.map((u) => u.updatedAt)),
  };
  return PUBLIC_SITE_PATHS.map((p) => entry(p, lastmodOf[p]));
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
