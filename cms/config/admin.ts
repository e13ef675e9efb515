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
