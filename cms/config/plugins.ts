import type { Core } from '@strapi/strapi';
import { optionsFromEnv } from '@dalil/upload-s3';

// Uploads go to an S3-compatible bucket when UPLOAD_S3_BUCKET is set (packages/upload-s3: the
// stored URLs stay /uploads/<file>, served by the site's origin), to public/uploads otherwise.
const s3 = optionsFromEnv(process.env);

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: '1d' },
      // Sign-up goes through the documented /api/users/signup (the HTTP contract issue);
      // the plugin's own register stays closed to the extra profile fields.
      register: { allowedFields: [] },
    },
  },
  // The media library's own type check (by content, in the plugin's upload controllers), behind
  // global::upload-check, which decides first with the same list and Arabic messages (issue 20).
  upload: {
    config: {
      ...(s3 ? { provider: '@dalil/upload-s3', providerOptions: s3 } : {}),
      security: { allowedTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: env.bool('SMTP_IGNORE_TLS', true),
        ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Dalil <no-reply@dalil.local>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'support@dalil.local'),
      },
    },
  },
});
