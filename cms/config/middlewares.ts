import type { Core } from '@strapi/strapi';
/**
 * The CMS's middleware stack. Two departures from Strapi's defaults (issue 10, findings 5 and 6):
 * - CORS answers only the site's own origins. The site reaches /api through its own server's
 *   proxy (same origin), and the panel is served by the CMS itself, so browsers need CORS only
 *   when the site and the CMS are deliberately on different origins. `CORS_ORIGINS` (comma
 *   separated) names them; by default the origin of `SITE_URL`, else the local site.
 * - No `X-Powered-By`, and HSTS only when the CMS is published over https (`PUBLIC_URL`): sent
 *   over plain http it would be ignored at best, and pin a host to https that does not serve it.
 */
const LOCAL_SITE = ['http://127.0.0.1:5173', 'http://localhost:5173'];

/** An origin (scheme, host, port) of a URL; a wildcard or a bare word stops the start. */
function originOf(value: string, name: string): string {
  try {
    const { origin } = new URL(value);
    if (origin !== 'null') return origin;
  } catch {
    /* reported below */
  }
  throw new Error(`${name}: "${value}" is not an origin such as https://dalil.example (a wildcard is not allowed)`);
}

function allowedOrigins(env: (key: string, fallback?: string) => string): string[] {
  const listed = String(env('CORS_ORIGINS', '') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (listed.length) return listed.map((o) => originOf(o, 'CORS_ORIGINS'));
  const site = String(env('SITE_URL', '') ?? '').trim();
  return site ? [originOf(site, 'SITE_URL')] : LOCAL_SITE;
}

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // First: a visitor's public read is answered from memory before the rest of the stack runs
  // (its security headers are the ones the stack set when the answer was built). Misses and
  // every other request go on as usual. See src/lib/public-cache.ts.
  'global::public-cache',
  'strapi::logger',
  'global::error-body',
  // Inside error-body (which completes its answer), around strapi::errors (whose status it reads).
  'global::database-down',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      hsts: String(env('PUBLIC_URL', '')).startsWith('https://')
        ? { maxAge: 31536000, includeSubDomains: true }
        : false,
    },
  },
  // Uploaded files cannot run script on the site's origin: sandboxing CSP, nosniff, and an
  // attachment for anything but a PNG, JPEG or WebP image (issue 20).
  'global::uploads-headers',
  {
    name: 'strapi::cors',
    config: {
      origin: allowedOrigins(env),
      // The site sends its token in the Authorization header, never a cookie.
      credentials: false,
      maxAge: 600,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'],
      headers: ['Content-Type', 'Authorization', 'Accept'],
    },
  },
  'strapi::compression',
  'strapi::query',
  // Around the body parser (src/middlewares): multipart only where files are taken, parse errors
  // as 400, and no NUL, over-deep nesting or prototype keys in any body.
  'global::multipart-guard',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '256kb',
      textLimit: '256kb',
      // Panel uploads (images, the site's PDF documents) up to 20 MB; form fields small.
      formidable: { maxFileSize: 20 * 1024 * 1024, maxFields: 100, maxFieldsSize: 1024 * 1024 },
    },
  },
  'global::body-guard',
  // Every uploaded file checked by content (PNG, JPEG, WebP; PDF in the media library) and an
  // image's declared size (at most 4000 px a side) before any route stores or decodes it.
  'global::upload-check',
  'strapi::session',
  // Serves cms/favicon.png (the site's icon); without the file it answered 500 for /favicon.ico.
  'strapi::favicon',
  'strapi::public',
];
