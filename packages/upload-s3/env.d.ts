export type S3Options = {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** The provider's options from UPLOAD_S3_* (null when UPLOAD_S3_BUCKET is not set: local disk). */
export function optionsFromEnv(env?: Record<string, string | undefined>): S3Options | null;
/** Where the bucket serves objects to anonymous GETs, without the key (no trailing slash). */
export function publicBase(options: Pick<S3Options, 'bucket' | 'endpoint' | 'region' | 'forcePathStyle'>): string;
export const URL_PREFIX: '/uploads/';
