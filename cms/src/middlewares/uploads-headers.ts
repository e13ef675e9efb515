import { uploadsHeaders } from '@dalil/domain/validation';

/**
 * Answers under /uploads (uploaded files, served on the site's own origin through its proxy)
 * cannot run script there (issue 20, finding 4): `Content-Security-Policy: default-src 'none';
 * sandbox` and `X-Content-Type-Options: nosniff` on every answer, and anything that is not a
 * PNG, JPEG or WebP image (a PDF, a seeded SVG, any older file) is served as an attachment
 * (`uploadsHeaders` of @dalil/domain). deploy/nginx.conf and the site's preview proxy
 * (frontend/vite.config.ts) send the same.
 */
type Ctx = {
  path: string;
  response: { get(name: string): string };
  set(name: string, value: string): void;
  remove(name: string): void;
};

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (!ctx.path.startsWith('/uploads/')) return next();
  // Set before the file is served (an error answer keeps them) and again on the type it is served as.
  const apply = () => {
    const headers = uploadsHeaders(ctx.response.get('Content-Type'));
    if (!headers['Content-Disposition']) ctx.remove('Content-Disposition');
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
  };
  apply();
  try {
    await next();
  } finally {
    apply();
  }
};
