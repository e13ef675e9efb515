'use strict';
/**
 * Strapi upload provider for an S3-compatible bucket (AWS S3, MinIO, …), switched on by
 * cms/config/plugins.ts when UPLOAD_S3_BUCKET is set. Strapi loads it by name
 * (`provider: '@dalil/upload-s3'`, see @strapi/upload's createProvider).
 *
 * Each file is the object `<hash><ext>` at the bucket's root, and its stored URL stays
 * `/uploads/<hash><ext>`, the same shape as on local disk: the site's origin serves /uploads/
 * (deploy/nginx.conf proxies it to the bucket, with the upload security headers), so the HTTP
 * contract and the site do not change with the storage. Streams go up in 5 MB parts, one at a
 * time (@aws-sdk/lib-storage), so an upload holds at most one part in memory.
 */
const { S3Client, DeleteObjectCommand } = require('@aws-sdk/client-s3');
const { Upload } = require('@aws-sdk/lib-storage');

const { optionsFromEnv, publicBase, URL_PREFIX } = require('./env.cjs');

/**
 * An S3 client for these options. Checksums only where S3 requires them: since 3.729 the SDK adds
 * CRC32 checksums to every upload by default, which S3-compatible servers may not accept.
 * @param {ReturnType<typeof optionsFromEnv> & {}} options
 */
function createClient(options) {
  return new S3Client({
    region: options.region || 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: Boolean(options.forcePathStyle),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The object key of a file: `<hash><ext>`, as the local provider names it on disk. Strapi makes the
 * hash; anything that could leave the bucket's root (slashes, `..`) is dropped all the same.
 * @param {{ hash: string; ext?: string | null }} file
 */
function objectKey(file) {
  const hash = String(file.hash ?? '').replace(/\.\.|[/\\]/g, '');
  const ext = String(file.ext ?? '').replace(/[^A-Za-z0-9.]/g, '');
  if (!hash) throw new Error('upload-s3: a file without a hash cannot be stored');
  return `${hash}${ext}`;
}

module.exports = {
  optionsFromEnv,
  publicBase,
  createClient,
  objectKey,
  URL_PREFIX,
  /** @param {ReturnType<typeof optionsFromEnv> & {}} options */
  init(options) {
    if (!options || !options.bucket) throw new Error('upload-s3: providerOptions.bucket is required');
    const client = createClient(options);
    const Bucket = options.bucket;

    async function put(file, Body) {
      const Key = objectKey(file);
      await new Upload({
        client,
        params: { Bucket, Key, Body, ContentType: file.mime || 'application/octet-stream' },
        queueSize: 1,
      }).done();
      file.url = `${URL_PREFIX}${Key}`;
    }

    async function remove(file) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(file) }));
    }

    return {
      uploadStream(file) {
        if (!file.stream) return Promise.reject(new Error('Missing file stream'));
        return put(file, file.stream);
      },
      upload(file) {
        if (!file.buffer) return Promise.reject(new Error('Missing file buffer'));
        return put(file, file.buffer);
      },
      // A replaced file: the new object first, then the old one removed when its key differs (no gap).
      async replaceStream(newFile, oldFile) {
        if (!newFile.stream) throw new Error('Missing file stream');
        await put(newFile, newFile.stream);
        if (objectKey(oldFile) !== objectKey(newFile)) await remove(oldFile);
      },
      async replace(newFile, oldFile) {
        if (!newFile.buffer) throw new Error('Missing file buffer');
        await put(newFile, newFile.buffer);
        if (objectKey(oldFile) !== objectKey(newFile)) await remove(oldFile);
      },
      delete: remove,
      isPrivate: () => false,
    };
  },
};
