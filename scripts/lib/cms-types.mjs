/**
 * Strapi's generated content-type types (cms/types/generated/, `strapi ts:generate-types`) are
 * checked in, so `npm run typecheck` checks the CMS code against the schemas without booting
 * Strapi. `cms/types/schemas.sha256` records the schemas they were generated from; the typecheck
 * refuses generated types older than the schemas (`npm run types -w cms` brings them up to date).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from './env.mjs';

export const SCHEMA_HASH_FILE = path.join(CMS_DIR, 'types', 'schemas.sha256');

/** Every schema the generator reads from the project: content types (own and extended) and components. */
function schemaFiles() {
  const src = path.join(CMS_DIR, 'src');
  return fs
    .readdirSync(src, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter(
      (file) =>
        /^(api|extensions)\/.+\/content-types\/[^/]+\/schema\.json$/.test(file) ||
        /^components\/[^/]+\/[^/]+\.json$/.test(file),
    )
    .sort();
}

/** One hash over the schemas' content (their JSON, so layout alone changes nothing). */
export function schemaHash() {
  const hash = crypto.createHash('sha256');
  for (const file of schemaFiles()) {
    const json = JSON.stringify(JSON.parse(fs.readFileSync(path.join(CMS_DIR, 'src', file), 'utf8')));
    hash.update(`${file}\n${json}\n`);
  }
  return hash.digest('hex');
}

/** null when the generated types match the schemas, else what to do. */
export function staleTypes() {
  const recorded = fs.existsSync(SCHEMA_HASH_FILE) ? fs.readFileSync(SCHEMA_HASH_FILE, 'utf8').trim() : '';
  return recorded === schemaHash()
    ? null
    : 'cms/types/generated/ is older than the content-type schemas: run `npm run types -w cms` and commit the result';
}
