import type { Core } from '@strapi/strapi';
import { previewUrl } from '../src/lib/preview';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  // Strapi's panel sign-in limit (5 tries per e-mail and address in 5 minutes) stays as shipped; the
  // browser test stack raises it (every spec signs in the one seeded editor from 127.0.0.1).
  rateLimit: {
    max: env.int('ADMIN_RATE_LIMIT_MAX', 5),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
  // "عرض على الموقع" in the edit view of a university, article, news item or scholarship: the site's
  // /preview with a signed, short-lived token (src/lib/preview.ts). src/admin/app.tsx opens it in a
  // new tab: the site refuses to be framed (frame-ancestors 'none'), so no allowedOrigins.
  preview: {
    enabled: true,
    config: {
      handler: (uid: string, { documentId }: { documentId?: string }) =>
        previewUrl(
          (globalThis as unknown as { strapi: Core.Strapi }).strapi,
          { siteUrl: env('SITE_URL', 'http://127.0.0.1:5173'), secret: env('PREVIEW_SECRET', '') },
          uid,
          documentId,
        ),
    },
  },
});
