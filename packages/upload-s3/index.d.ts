import type { S3Client } from '@aws-sdk/client-s3';

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
export function createClient(options: S3Options): S3Client;
export function objectKey(file: { hash: string; ext?: string | null }): string;
export function keyOfUrl(url: unknown): string | null;
export const URL_PREFIX: '/uploads/';
export function init(options: S3Options): Record<string, unknown>;
