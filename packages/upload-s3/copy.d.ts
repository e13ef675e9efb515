import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Options } from './env';

export function listObjects(client: S3Client, bucket: string): Promise<{ key: string; size: number }[]>;
/** Copies every object of the bucket into `dir` (objects.json and files/<key>); resolves to their number. */
export function copyBucketTo(options: S3Options, dir: string): Promise<number>;
/** Makes the bucket hold exactly the objects of `dir`; resolves to the counts. */
export function restoreBucketFrom(options: S3Options, dir: string): Promise<{ written: number; deleted: number }>;
