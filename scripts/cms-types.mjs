#!/usr/bin/env node
/**
 * `npm run types -w cms`: regenerates Strapi's content-type types (cms/types/generated/) from the
 * schemas and records which schemas they came from (cms/types/schemas.sha256, see lib/cms-types.mjs).
 * Run it after changing a schema.json and commit both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { CMS_DIR } from './lib/env.mjs';
import { BIN } from './lib/processes.mjs';
import { SCHEMA_HASH_FILE, schemaHash } from './lib/cms-types.mjs';

// The upload provider refuses to register without its folder (a fresh checkout has none).
fs.mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });
const run = spawnSync(BIN('strapi'), ['ts:generate-types', '--silent'], { cwd: CMS_DIR, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
fs.writeFileSync(SCHEMA_HASH_FILE, `${schemaHash()}\n`);
console.log('cms/types/generated/ regenerated; cms/types/schemas.sha256 updated');
