#!/usr/bin/env node
/**
 * Backup and restore of the CMS's content and uploads with Strapi's own data transfer
 * (`strapi export` / `strapi import`): one archive holding every content entry and relation
 * (universities … users of the site, roles and permissions, the media library's records), the
 * uploaded files, the panel's configuration (core store) and the schemas.
 *
 *   npm run backup                      writes backups/dalil-<date>-<time>.tar.gz[.enc]; prints its path last
 *   npm run backup -- --out DIR         into another folder (or BACKUP_DIR)
 *   npm run restore -- FILE             replaces the database's content and the uploads by the archive's
 *
 * With BACKUP_KEY set the archive is encrypted (aes-128-ecb, Strapi's format, `.enc`) and the same key
 * is needed to restore it; without it the archive is written in clear, with a warning. The database is
 * the one the CMS is configured for (cms/.env and the environment: SQLite or PostgreSQL), so an archive
 * from one client restores into the other. Not in the archive (Strapi never exports them): the panel's
 * own accounts (admin users, their roles, API tokens); a restore leaves those of the target as they are.
 * A restore first deletes the target's content: stop the CMS processes serving it while it runs.
 *
 * With uploads on S3 (UPLOAD_S3_BUCKET, from the environment or cms/.env) Strapi's export cannot
 * read the files (it fetches each file's URL, here a relative /uploads/… one): the archive then
 * holds everything but the files (`--exclude files`; the media library's records stay in it), and
 * the bucket's objects are copied beside it, into `<archive name>.uploads/` (packages/upload-s3
 * copy.cjs; not encrypted: every object is served publicly under /uploads/). A restore with such a
 * folder imports the archive without files and makes the bucket hold exactly the folder's objects.
 * An archive without one (uploads on disk) restores into a bucket too: Strapi's import uploads its
 * files through the provider.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { optionsFromEnv } from '@dalil/upload-s3/env';
import { copyBucketTo, restoreBucketFrom } from '@dalil/upload-s3/copy';
import { CMS_DIR, ROOT, ensureCmsEnv, readEnvFile } from './lib/env.mjs';
import { BIN } from './lib/processes.mjs';

const stamp = (d = new Date()) => d.toISOString().replace(/\..*$/, '').replace(/[-:]/g, '').replace('T', '-');

function strapi(args) {
  // The key travels on the command line (Strapi's CLI reads it there or from a prompt): shown here as ***.
  console.log(`strapi ${args.map((a, i) => (args[i - 1] === '--key' ? '***' : a)).join(' ')}`);
  const result = spawnSync(BIN('strapi'), args, { cwd: CMS_DIR, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`strapi ${args[0]} failed (exit ${result.status ?? result.signal})`);
}

/** The bucket the CMS keeps its uploads in (UPLOAD_S3_*, the environment over cms/.env), or null. */
const uploadsBucket = () => optionsFromEnv({ ...readEnvFile(path.join(CMS_DIR, '.env')), ...process.env });

/** Files in the local provider's folder (uploads from before S3 was switched on). */
function localUploads() {
  const dir = path.join(process.env.PUBLIC_DIR || path.join(CMS_DIR, 'public'), 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith('.')).length : 0;
}

/** The folder beside an archive that holds its bucket copy. */
const bucketCopyOf = (archive) => archive.replace(/\.tar\.gz(\.enc)?$/, '.uploads');

export async function backup({
  out = process.env.BACKUP_DIR || path.join(ROOT, 'backups'),
  key = process.env.BACKUP_KEY,
} = {}) {
  fs.mkdirSync(out, { recursive: true });
  const base = path.resolve(out, `dalil-${stamp()}`);
  if (!key) console.warn('BACKUP_KEY is not set: the archive is NOT encrypted (it holds user accounts).');
  const bucket = uploadsBucket();
  strapi([
    'export',
    '--file',
    base,
    ...(bucket ? ['--exclude', 'files'] : []),
    ...(key ? ['--key', key] : ['--no-encrypt']),
  ]);
  const file = `${base}.tar.gz${key ? '.enc' : ''}`;
  if (!fs.existsSync(file)) throw new Error(`the export did not write ${file}`);
  if (bucket) {
    const onDisk = localUploads();
    if (onDisk)
      console.warn(
        `${onDisk} files are in the CMS's uploads folder, not in the bucket: they are NOT in this backup. ` +
          'Move them into the bucket first (README, "Moving existing uploads into the bucket").',
      );
    const count = await copyBucketTo(bucket, bucketCopyOf(file));
    console.log(`${count} objects of the bucket ${bucket.bucket} copied to ${bucketCopyOf(file)}`);
  }
  return file;
}

export async function restore(file, { key = process.env.BACKUP_KEY } = {}) {
  if (!file) throw new Error('usage: npm run restore -- FILE (an archive written by npm run backup)');
  const archive = path.resolve(process.env.INIT_CWD || process.cwd(), file);
  if (!fs.existsSync(archive)) throw new Error(`no such archive: ${archive}`);
  if (archive.endsWith('.enc') && !key) throw new Error('the archive is encrypted: set BACKUP_KEY to its key');
  const bucket = uploadsBucket();
  const copy = bucketCopyOf(archive);
  const hasCopy = fs.existsSync(path.join(copy, 'objects.json'));
  if (hasCopy && !bucket)
    throw new Error(`the archive's uploads are a bucket copy (${copy}): set UPLOAD_S3_* to restore them into a bucket`);
  strapi([
    'import',
    '--file',
    archive,
    '--force',
    ...(hasCopy ? ['--exclude', 'files'] : []),
    ...(archive.endsWith('.enc') ? ['--key', key] : []),
  ]);
  if (hasCopy) {
    const { written, deleted } = await restoreBucketFrom(bucket, copy);
    console.log(`bucket ${bucket.bucket}: ${written} objects restored from ${copy}, ${deleted} others deleted`);
  }
  return archive;
}

const [command, ...rest] = process.argv.slice(2);
try {
  ensureCmsEnv();
  if (command === 'restore') {
    console.log(`restored from ${await restore(rest[0])}`);
  } else if (command === 'backup' || command === undefined) {
    const at = rest.indexOf('--out');
    console.log(await backup(at >= 0 ? { out: path.resolve(rest[at + 1]) } : {}));
  } else throw new Error('usage: backup.mjs [backup [--out DIR] | restore FILE]');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
