import type { Core } from '@strapi/strapi';
import { purgeDeleted } from '../src/lib/soft-delete';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Strapi 5 reads `proxy.koa`: trust X-Forwarded-For (client address, rate limits) behind nginx.
  // Only the last PROXY_HOPS addresses are believed (those our own proxies appended): a client
  // cannot dodge the per-address limits by sending its own X-Forwarded-For.
  proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: env.int('PROXY_HOPS', 1) },
  // Uploaded files live here; tests point it at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS'),
  },
  // Cron tasks run when ALERTS_CRON is on (the default).
  // The admission alerts (src/api/alerts/services/alert-job.ts): every hour at :15, Cairo time.
  // Every CMS process runs it; the job claims each mail in the database, so each goes out once.
  cron: {
    enabled: env.bool('ALERTS_CRON', true),
    tasks: {
      admissionAlerts: {
        // A failed tick is logged, never an unhandled rejection; the next hour tries again.
        task: ({ strapi }: { strapi: Core.Strapi }) =>
          strapi
            .service('api::alerts.alert-job')
            .tick()
            .catch((error: Error) => strapi.log.error(`[alerts] the alerts job failed: ${error.message}`)),
        options: { rule: '0 15 * * * *', tz: 'Africa/Cairo' },
      },
      // Records deleted more than the undo window ago (src/lib/soft-delete.ts) go for good: every
      // 5 minutes. Until then every read hides them; a second process purging the same one finds it gone.
      purgeDeleted: {
        task: ({ strapi }: { strapi: Core.Strapi }) =>
          purgeDeleted(strapi).catch((error: Error) =>
            strapi.log.error(`[undo] purging deleted records failed: ${error.message}`),
          ),
        options: { rule: '0 */5 * * * *' },
      },
    },
  },
});
