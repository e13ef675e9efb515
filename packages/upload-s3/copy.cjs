'use strict';
/**
 * A bucket's objects to and from a folder, for `npm run backup` / `npm run restore`
 * (scripts/backup.mjs): Strapi's export cannot read the files of a provider whose URLs are relative
 * (it fetches `file.url`), so with uploads on S3 the archive holds the content and the media
 * library's records, and this copy the files. The folder holds `objects.json` (key, content type,
 * size of each object) and `files/<key>`. Objects stream one at a time (bounded memory).
 */
const fs = require('node:fs');
const path = require('node:path');
const { pipeline } = require('node:stream/promises');
const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } = require('@aws-sdk/client-s3');
const { createClient } = require('./index.cjs');

/** Every object of the bucket: key, size. */
async function listObjects(client, Bucket) {
  const out = [];
  let ContinuationToken;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
    for (const o of page.Contents ?? []) out.push({ key: o.Key, size: o.Size ?? 0 });
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return out;
}

/** A key that stays inside the folder (the provider writes `<hash><ext>` at the bucket's root). */
const safeKey = (key) => typeof key === 'string' && key.length > 0 && !/[/\\]|^\.\.?$/.test(key);

/** Copies every object of the bucket into `dir`; resolves to the number of objects. */
async function copyBucketTo(options, dir) {
  const client = createClient(options);
  const files = path.join(dir, 'files');
  fs.mkdirSync(files, { recursive: true });
  const index = [];
  for (const { key } of await listObjects(client, options.bucket)) {
    if (!safeKey(key)) throw new Error(`the bucket holds an object named ${JSON.stringify(key)}, not a file name`);
    const got = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
    await pipeline(got.Body, fs.createWriteStream(path.join(files, key)));
    index.push({
      key,
      type: got.ContentType ?? 'application/octet-stream',
      size: fs.statSync(path.join(files, key)).size,
    });
  }
  fs.writeFileSync(path.join(dir, 'objects.json'), JSON.stringify(index, null, 1));
  return index.length;
}

/**
 * Makes the bucket hold exactly the objects of `dir` (a copy by copyBucketTo): each is written with
 * its content type, then every other object of the bucket is deleted. Resolves to the counts.
 */
async function restoreBucketFrom(options, dir) {
  const client = createClient(options);
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'objects.json'), 'utf8'));
  for (const { key, type } of index) {
    if (!safeKey(key)) throw new Error(`the copy names an object ${JSON.stringify(key)}, not a file name`);
    const file = path.join(dir, 'files', key);
    await client.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: key,
        Body: fs.createReadStream(file),
        ContentLength: fs.statSync(file).size,
        ContentType: type,
      }),
    );
  }
  const kept = new Set(index.map((o) => o.key));
  let deleted = 0;
  for (const { key } of await listObjects(client, options.bucket)) {
    if (kept.has(key)) continue;
    await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    deleted += 1;
  }
  return { written: index.length, deleted };
}

module.exports = { listObjects, copyBucketTo, restoreBucketFrom };
