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
  // "View on the site" in the edit view of a university, article, news item or scholarship
  // (src/admin/app.tsx opens it in a new tab: the site refuses to be framed, frame-ancestors 'none').
  preview: {
    enabled: true,
    config: {
      handler: (uid: string, { documentId }: { documentId?: string }) =>
        previewUrl(
          (globalThis as unknown as { strapi: Core.Strapi }).strapi,
          env('SITE_URL', 'http://127.0.0.1:5173'),
          uid,
          documentId,
        ),
    },
  },
});
