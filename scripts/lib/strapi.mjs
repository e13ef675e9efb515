import path from 'node:path';
import { createRequire } from 'node:module';
import { CMS_DIR } from './env.mjs';

/**
 * Boots the built CMS in this process (no HTTP server) for scripts. The CMS must have been
 * built (`npm run build -w cms`); its .env is read from cms/.
 */
export async function bootStrapi({ logLevel = 'warn' } = {}) {
  process.chdir(CMS_DIR);
  // The CommonJS build: Strapi's ES build imports directories, which Node's ESM loader refuses.
  const { createStrapi } = createRequire(path.join(CMS_DIR, 'package.json'))('@strapi/strapi');
  const app = createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') });
  app.log.level = logLevel;
  await app.load();
  return app;
}
