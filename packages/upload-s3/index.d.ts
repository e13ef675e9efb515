import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Options } from './env';

export { optionsFromEnv, publicBase, URL_PREFIX, type S3Options } from './env';
export function createClient(options: S3Options): S3Client;
export function objectKey(file: { hash: string; ext?: string | null }): string;
export function init(options: S3Options): Record<string, unknown>;
