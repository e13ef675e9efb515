'use strict';
/**
 * The bucket's settings from the environment, without the AWS SDK: read by the provider
 * (index.cjs), by the site's dev and preview proxy (frontend/vite.config.ts) and by the scripts.
 */
const URL_PREFIX = '/uploads/';

/**
 * The provider's options from the environment (UPLOAD_S3_*), or null when UPLOAD_S3_BUCKET is not
 * set (uploads stay on local disk). The endpoint is for S3-compatible servers (MinIO); with one,
 * path-style addressing is the default (`http://host/bucket/key`).
 * @param {Record<string, string | undefined>} env
 */
function optionsFromEnv(env = process.env) {
  const bucket = env.UPLOAD_S3_BUCKET;
  if (!bucket) return null;
  const endpoint = env.UPLOAD_S3_ENDPOINT || undefined;
  const pathStyle = env.UPLOAD_S3_FORCE_PATH_STYLE;
  return {
    bucket,
    endpoint,
    region: env.UPLOAD_S3_REGION || 'us-east-1',
    forcePathStyle: pathStyle === undefined || pathStyle === '' ? Boolean(endpoint) : /^(1|true|yes)$/i.test(pathStyle),
    accessKeyId: env.UPLOAD_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.UPLOAD_S3_SECRET_ACCESS_KEY || undefined,
  };
}

/**
 * Where the bucket serves an object to an anonymous GET, without the key: `<endpoint>/<bucket>`
 * (path-style), `<scheme>://<bucket>.<endpoint host>` (virtual-hosted), or AWS's own address. The
 * site's origin proxies `/uploads/<key>` to `<publicBase>/<key>` (deploy/uploads-s3.conf in
 * production, frontend/vite.config.ts in development).
 * @param {{ bucket: string; endpoint?: string; region?: string; forcePathStyle?: boolean }} options
 */
function publicBase(options) {
  if (!options.endpoint) return `https://${options.bucket}.s3.${options.region || 'us-east-1'}.amazonaws.com`;
  const endpoint = options.endpoint.replace(/\/+$/, '');
  return options.forcePathStyle ? `${endpoint}/${options.bucket}` : endpoint.replace('://', `://${options.bucket}.`);
}

module.exports = { optionsFromEnv, publicBase, URL_PREFIX };
