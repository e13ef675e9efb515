/**
 * Per-route head tags (spec 1 §2: title, icon, description, social-share tags, canonical link,
 * structured data). The icon is the site-wide favicon in index.html.
 *
 * The canonical origin is VITE_SITE_URL when the build sets it (production behind its real
 * domain), else the origin the page was served from.
 */
import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'دليل';
export const TITLE_SUFFIX = ` | ${SITE_NAME}`;

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page on this site, e.g. '/terms'. */
  path: string;
  /** Structured data (schema.org). A WebPage object is used when none is given. */
  jsonLd?: Record<string, unknown>;
  /** Social-share image (og:image), a site path or an absolute URL. */
  image?: string;
  /** Staff and account pages: `<meta name="robots" content="noindex, nofollow">`. */
  noindex?: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  jsonLd: Record<string, unknown>;
  image?: string;
  noindex?: boolean;
}

export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window !== 'undefined' ? window.location.origin : '';
}

export function buildPageMeta(input: PageMetaInput, origin: string): PageMeta {
  const title = input.title.endsWith(TITLE_SUFFIX) ? input.title : `${input.title}${TITLE_SUFFIX}`;
  const canonical = `${origin}${input.path.startsWith('/') ? input.path : `/${input.path}`}`;
  const jsonLd = input.jsonLd ?? {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.title,
    description: input.description,
    url: canonical,
    inLanguage: 'ar',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` },
  };
  const image = input.image
    ? /^https?:\/\//.test(input.image)
      ? input.image
      : `${origin}${input.image.startsWith('/') ? '' : '/'}${input.image}`
    : undefined;
  return {
    title,
    description: input.description,
    canonical,
    jsonLd,
    ...(image ? { image } : {}),
    ...(input.noindex ? { noindex: true } : {}),
  };
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function upsertCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.appendChild(element);
  }
  element.href = href;
}

const JSON_LD_ID = 'page-structured-data';

function upsertJsonLd(data: Record<string, unknown>): void {
  let element = document.getElementById(JSON_LD_ID) as HTMLScriptElement | null;
  if (!element) {
    element = document.createElement('script');
    element.id = JSON_LD_ID;
    element.type = 'application/ld+json';
    document.head.appendChild(element);
  }
  // '<' is escaped so that no text from the CMS can close the script element.
  element.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
}

export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('property', 'og:title', meta.title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:url', meta.canonical);
  upsertMeta('property', 'og:type', 'website');
  upsertMeta('property', 'og:site_name', SITE_NAME);
  upsertMeta('property', 'og:locale', 'ar_EG');
  if (meta.image) {
    upsertMeta('property', 'og:image', meta.image);
    upsertMeta('name', 'twitter:image', meta.image);
  } else {
    document.head.querySelector('meta[property="og:image"]')?.remove();
    document.head.querySelector('meta[name="twitter:image"]')?.remove();
  }
  upsertMeta('name', 'twitter:card', 'summary');
  upsertMeta('name', 'twitter:title', meta.title);
  upsertMeta('name', 'twitter:description', meta.description);
  upsertCanonical(meta.canonical);
  upsertJsonLd(meta.jsonLd);
  if (meta.noindex) upsertMeta('name', 'robots', 'noindex, nofollow');
  else document.head.querySelector('meta[name="robots"]')?.remove();
}

/** On the server, each page's meta input is handed here during render (effects do not run there). */
export const PageMetaCollector = createContext<((input: PageMetaInput) => void) | null>(null);

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags that applyPageMeta writes, as HTML, for a page rendered on the server. */
export function pageMetaHtml(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:locale', 'ar_EG'),
    ...(meta.image ? [tag('property', 'og:image', meta.image), tag('name', 'twitter:image', meta.image)] : []),
    tag('name', 'twitter:card', 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<script type="application/ld+json" id="${JSON_LD_ID}">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`,
    ...(meta.noindex ? [tag('name', 'robots', 'noindex, nofollow')] : []),
  ].join('\n    ');
}

export function usePageMeta(input: PageMetaInput): void {
  useContext(PageMetaCollector)?.(input);
  const { title, description, path, image, noindex } = input;
  const jsonLdKey = input.jsonLd ? JSON.stringify(input.jsonLd) : '';
  useEffect(() => {
    applyPageMeta(
      buildPageMeta(
        { title, description, path, jsonLd: jsonLdKey ? JSON.parse(jsonLdKey) : undefined, image, noindex },
        siteOrigin(),
      ),
    );
  }, [title, description, path, jsonLdKey, image, noindex]);
}
