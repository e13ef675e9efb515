export default [
  'strapi::logger',
  'global::error-body',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
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
  'strapi::session',
  // Serves cms/favicon.png (the site's icon); without the file it answered 500 for /favicon.ico.
  'strapi::favicon',
  'strapi::public',
];
